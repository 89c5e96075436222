// A small GraphQL Code Generator plugin: one React hook per operation over the typed documents that
// @graphql-codegen/typed-document-node emits, for Apollo Client 4 (hooks from @apollo/client/react).
// Why our own: @graphql-codegen/typescript-react-apollo targets Apollo Client 2/3 and its output does
// not type-check against Apollo Client 4 (docs/decisions.md).
const { Kind } = require('graphql');

const HOOK_BY_OPERATION = { query: 'useQuery', mutation: 'useMutation', subscription: 'useSubscription' };
const SUFFIX_BY_OPERATION = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' };

const pascal = (name) => name.charAt(0).toUpperCase() + name.slice(1);

module.exports = {
  plugin(_schema, documents) {
    const used = new Set();
    const hooks = [];
    for (const { document } of documents) {
      for (const definition of document?.definitions ?? []) {
        if (definition.kind !== Kind.OPERATION_DEFINITION || !definition.name) continue;
        const hook = HOOK_BY_OPERATION[definition.operation];
        const type = `${pascal(definition.name.value)}${SUFFIX_BY_OPERATION[definition.operation]}`;
        const doc = `${pascal(definition.name.value)}Document`;
        used.add(hook);
        hooks.push(
          `export function use${type}(options?: ${hook}.Options<${type}, ${type}Variables>) {\n` +
            `  return ${hook}<${type}, ${type}Variables>(${doc}, options as ${hook}.Options<${type}, ${type}Variables>);\n}`,
        );
        if (definition.operation === 'query') {
          used.add('useLazyQuery');
          hooks.push(
            `export function use${type.replace(/Query$/, 'LazyQuery')}(options?: useLazyQuery.Options<${type}, ${type}Variables>) {\n` +
              `  return useLazyQuery<${type}, ${type}Variables>(${doc}, options);\n}`,
          );
        }
      }
    }
    if (hooks.length === 0) return '';
    return {
      prepend: [`import { ${[...used].sort().join(', ')} } from '@apollo/client/react';`],
      content: hooks.join('\n\n'),
    };
  },
};
