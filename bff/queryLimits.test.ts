// An operation's size is bounded before it runs, over HTTP and WebSocket alike, and every operation the
// console sends stays within the bounds.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, specifiedRules, validate, type DocumentNode } from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { buildSchema } from './schema';
import { QUERY_LIMITS, QueryLimitsRule } from './queryLimits';
import { startBff, type RunningBff } from './server';
import { errorCodes, graphql } from './test-support/graphqlClient';

const WEB_SRC = path.resolve(__dirname, '..', 'web', 'src');

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

const aliases = (count: number) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: __typename`).join(' ')} }`;
const nested = (levels: number) => `{ __schema { types { ${'fields { type { '.repeat(levels)}name${' } }'.repeat(levels)} } } }`;
// Each fragment spreads the one before it twice: 2^20 fields from a few hundred characters.
const fragmentBomb = () => {
  const fragments = Array.from({ length: 20 }, (_, i) => `fragment F${i + 1} on Query { ...F${i} ...F${i} }`);
  return `query Bomb { ...F20 } fragment F0 on Query { __typename } ${fragments.join(' ')}`;
};

describe("the console's own operations", () => {
  it('parse within the token bound and validate within the other bounds', () => {
    const files = graphqlFiles(WEB_SRC);
    expect(files.length).toBeGreaterThan(5);
    const documents = files.map((file) => parse(readFileSync(file, 'utf8'), { maxTokens: QUERY_LIMITS.maxTokens }));
    for (const file of files) expect(readFileSync(file, 'utf8').length).toBeLessThan(QUERY_LIMITS.maxQueryLength);
    // Operations use fragments of other files, as codegen joins them.
    const all: DocumentNode = { kind: Kind.DOCUMENT, definitions: documents.flatMap((document) => document.definitions) };
    expect(validate(buildSchema(), all, [...specifiedRules, QueryLimitsRule])).toEqual([]);
  });
});

describe('bounds over HTTP and WebSocket', () => {
  let bff: RunningBff;
  beforeAll(async () => {
    // __typename and introspection need no backend.
    bff = await startBff({ port: 0, host: '127.0.0.1', backendUrl: 'http://127.0.0.1:9' });
  });
  afterAll(async () => {
    await bff?.close();
  });

  it('answers a small operation', async () => {
    const answer = await graphql(bff.url, aliases(3));
    expect(answer.data).toEqual({ a0: 'Query', a1: 'Query', a2: 'Query' });
  });

  it.each([
    ['too many aliases', aliases(QUERY_LIMITS.maxAliases + 1)],
    ['too many tokens', `{ ${'__typename '.repeat(QUERY_LIMITS.maxTokens)}}`],
    ['too deep', nested(QUERY_LIMITS.maxDepth)],
    ['fragments that multiply', fragmentBomb()],
    ['query text too long', `{ __typename }${' '.repeat(QUERY_LIMITS.maxQueryLength)}`],
  ])('refuses %s over HTTP with QUERY_TOO_COMPLEX before running it', async (_name, query) => {
    const answer = await graphql(bff.url, query);
    expect(answer.status).toBe(400);
    expect(answer.data ?? undefined).toBeUndefined();
    expect(errorCodes(answer)).toContain('QUERY_TOO_COMPLEX');
  });

  it('refuses a subscription over HTTP with 400, pointing to the WebSocket, instead of an internal error', async () => {
    const answer = await graphql(bff.url, 'subscription { trainingProgress(botId: "b") { __typename } }');
    expect(answer.status).toBe(400);
    expect(errorCodes(answer)).not.toContain('INTERNAL');
    expect(answer.errors?.map((error) => error.message)).toEqual(['Subscriptions are served over WebSocket at /graphql (graphql-ws).']);
  });

  it('refuses a huge anonymous request by its length, before parsing it', async () => {
    const answer = await graphql(bff.url, aliases(200_000));
    expect(errorCodes(answer)).toEqual(['QUERY_TOO_COMPLEX']);
    // The length bound, checked before the text is parsed: a parse would have stopped at the token bound instead.
    expect(answer.errors?.map((error) => error.message)).toEqual([`The query text is longer than ${QUERY_LIMITS.maxQueryLength} characters.`]);
  });

  it.each([
    ['too many aliases', `subscription ${aliases(QUERY_LIMITS.maxAliases + 1)}`],
    ['fragments that multiply', fragmentBomb()],
    ['too many tokens', `{ ${'__typename '.repeat(QUERY_LIMITS.maxTokens)}}`],
  ])('refuses %s over WebSocket with QUERY_TOO_COMPLEX', async (_name, query) => {
    const client = createClient({ url: `${bff.url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true });
    try {
      const errors = await new Promise<unknown>((resolve, reject) => {
        client.subscribe(
          { query },
          { next: (result) => resolve(result.errors), error: (error) => (Array.isArray(error) ? resolve(error) : reject(error)), complete: () => resolve(undefined) },
        );
      });
      expect((errors as { extensions?: { code?: string } }[]).map((error) => error.extensions?.code)).toContain('QUERY_TOO_COMPLEX');
    } finally {
      await client.dispose();
    }
  });
});
