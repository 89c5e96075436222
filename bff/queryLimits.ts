// Bounds on an operation's size, checked before it runs, over HTTP and WebSocket alike: the query text's
// length, its token count (graphql-js stops parsing past it), and, by a validation rule, its depth, its
// aliases and the number of fields it would resolve with every fragment spread expanded.
import {
  GraphQLError,
  Kind,
  parse,
  specifiedRules,
  validate,
  NoSchemaIntrospectionCustomRule,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export const QUERY_LIMITS = {
  /** Characters of query text; the console's largest operation is a few kilobytes. */
  maxQueryLength: 100_000,
  /** Lexical tokens graphql-js reads before it gives up. */
  maxTokens: 5_000,
  /** Nested selection sets, root fields at depth 1. */
  maxDepth: 12,
  /** Aliased fields in one operation, fragments expanded. */
  maxAliases: 30,
  /** Fields one operation would resolve per object (lists counted once), fragments expanded. */
  maxFields: 1_000,
} as const;

export const QUERY_TOO_COMPLEX = 'QUERY_TOO_COMPLEX';

export function queryTooComplex(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: QUERY_TOO_COMPLEX } });
}

/** The message graphql-js gives when maxTokens is passed (graphql 16 spells it "more that"). */
export function isTokenLimitError(message: string): boolean {
  return /Document contains more tha[nt] \d+ tokens/.test(message);
}

interface Measure {
  depth: number;
  aliases: number;
  fields: number;
}

/**
 * Walks a selection set with every fragment spread expanded, stopping as soon as a bound is passed, so a
 * document built to blow up (fragments spread many times over) costs no more than the bound to measure.
 * A fragment cycle is left to graphql-js's own NoFragmentCyclesRule; here it only stops the walk.
 */
function measure(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>): Measure {
  const total: Measure = { depth: 0, aliases: 0, fields: 0 };
  const over = () => total.depth > QUERY_LIMITS.maxDepth || total.aliases > QUERY_LIMITS.maxAliases || total.fields > QUERY_LIMITS.maxFields;
  // An explicit stack instead of recursion: a deep document must not overflow the JavaScript stack.
  const stack: { set: SelectionSetNode; depth: number; spreads: ReadonlySet<string> }[] = [{ set: selectionSet, depth: 1, spreads: new Set() }];
  while (stack.length > 0 && !over()) {
    const { set, depth, spreads } = stack.pop()!;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        total.fields += 1;
        if (selection.alias) total.aliases += 1;
        total.depth = Math.max(total.depth, depth);
        if (selection.selectionSet) stack.push({ set: selection.selectionSet, depth: depth + 1, spreads });
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        stack.push({ set: selection.selectionSet, depth, spreads });
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (fragment && !spreads.has(name)) stack.push({ set: fragment.selectionSet, depth, spreads: new Set([...spreads, name]) });
      }
      if (over()) break;
    }
  }
  return total;
}

/** Refuses an operation past the depth, alias or field bounds with QUERY_TOO_COMPLEX. */
export const QueryLimitsRule: ValidationRule = (context: ValidationContext) => ({
  Document(document) {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const { depth, aliases, fields } = measure(definition.selectionSet, fragments);
      const name = definition.name ? ` ${definition.name.value}` : '';
      if (depth > QUERY_LIMITS.maxDepth) context.reportError(queryTooComplex(`The operation${name} is nested more than ${QUERY_LIMITS.maxDepth} levels deep.`));
      else if (aliases > QUERY_LIMITS.maxAliases) context.reportError(queryTooComplex(`The operation${name} has more than ${QUERY_LIMITS.maxAliases} aliases.`));
      else if (fields > QUERY_LIMITS.maxFields) context.reportError(queryTooComplex(`The operation${name} selects more than ${QUERY_LIMITS.maxFields} fields.`));
    }
    return false;
  },
});

/** The validation rules added to graphql-js's own; introspection is refused unless allowed. */
export function extraValidationRules(introspection: boolean): ValidationRule[] {
  return introspection ? [QueryLimitsRule] : [QueryLimitsRule, NoSchemaIntrospectionCustomRule];
}

/**
 * Parses and validates one operation the way Apollo does over HTTP, with the same bounds: the
 * WebSocket server's path. Returns the document, or the errors to send back.
 */
export function checkOperation(schema: GraphQLSchema, query: unknown, introspection: boolean): { document: DocumentNode } | { errors: GraphQLError[] } {
  if (typeof query !== 'string') return { errors: [new GraphQLError('The operation has no query text.', { extensions: { code: 'BAD_REQUEST' } })] };
  if (query.length > QUERY_LIMITS.maxQueryLength) return { errors: [queryTooComplex(`The query text is longer than ${QUERY_LIMITS.maxQueryLength} characters.`)] };
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: QUERY_LIMITS.maxTokens });
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    const code = isTokenLimitError(error.message) ? QUERY_TOO_COMPLEX : 'GRAPHQL_PARSE_FAILED';
    return { errors: [new GraphQLError(error.message, { extensions: { code } })] };
  }
  const errors = validate(schema, document, [...specifiedRules, ...extraValidationRules(introspection)]);
  return errors.length > 0 ? { errors: [...errors] } : { document };
}

/**
 * Over HTTP (Apollo's validation rules run only there), a subscription is refused before it runs: subscriptions are
 * served over WebSocket at the same path, and run over HTTP they could only fail as an internal error.
 */
export const SubscriptionsOverWebSocketRule: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation === 'subscription') {
      context.reportError(new GraphQLError('Subscriptions are served over WebSocket at /graphql (graphql-ws).', { nodes: [node], extensions: { code: 'BAD_REQUEST' } }));
    }
  },
});
