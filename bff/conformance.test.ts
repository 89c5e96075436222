// GraphQL over HTTP conformance of the BFF's /graphql, audited by graphql-http against the real server.
import { serverAudits } from 'graphql-http';
import { startBffStack, type BffStack } from './test-support/stack';

let stack: BffStack;
beforeAll(async () => {
  // The audits ask `__type(name: …)`, so this server answers introspection (off by default).
  stack = await startBffStack({ introspection: true });
});
afterAll(async () => {
  await stack?.close();
});

/**
 * Apollo's CSRF prevention refuses "simple" requests (GET, form posts) without a preflight-forcing
 * header; a real client sends one, so the auditor does too.
 */
const fetchWithPreflightHeader: typeof fetch = (input, init = {}) => {
  const headers = new Headers(init.headers);
  headers.set('apollo-require-preflight', 'true');
  return fetch(input, { ...init, headers });
};

describe('GraphQL over HTTP', () => {
  it('passes every graphql-http server audit with no error', async () => {
    const audits = serverAudits({ url: `${stack.bff.url}/graphql`, fetchFn: fetchWithPreflightHeader });
    const results = [];
    for (const audit of audits) results.push(await audit.fn());
    const errors = results.flatMap((result) => (result.status === 'error' ? [`${result.id} ${result.name}: ${result.reason}`] : []));
    expect(errors).toEqual([]);
    expect(results.length).toBeGreaterThan(20);
  });
});
