// The client address the backend is told: worked out by the BFF from its trusted proxies, never taken from a client.
import { newAccount } from '../../tests/support/factories';
import { graphql } from '../test-support/graphqlClient';
import { LOGIN } from '../test-support/operations';
import { startBffStack, type BffStack } from '../test-support/stack';
import { readTrustProxy } from './trustProxy';

describe('a BFF that trusts no proxy', () => {
  let stack: BffStack;
  beforeAll(async () => {
    process.env.PUBLIC_API_ADDRESS_PER_MINUTE = '3';
    try {
      stack = await startBffStack({ trustProxy: false });
    } finally {
      delete process.env.PUBLIC_API_ADDRESS_PER_MINUTE;
    }
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('tells the backend the connecting address, not the X-Forwarded-For a client sent', async () => {
    const account = await newAccount(stack.backend.url);
    const answer = await graphql(stack.bff.url, LOGIN, { input: { email: account.email, password: account.password } }, { headers: { 'X-Forwarded-For': '203.0.113.99' } });
    expect(answer.errors).toBeUndefined();
    const session = await stack.backend.db
      .selectFrom('sessions')
      .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
      .select('sessions.ip')
      .where('accounts.email', '=', account.email)
      .executeTakeFirstOrThrow();
    expect(session.ip).toBe('127.0.0.1');
  });

  it('counts public API calls through the public port under the connecting address, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let call = 0; call < 4; call += 1) {
      const response = await fetch(`${stack.bff.url}/webhook/api/v2/no-such-vendor`, { headers: { 'X-Forwarded-For': `203.0.113.${call + 1}` } });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});

describe('readTrustProxy', () => {
  it('trusts loopback proxies unless told otherwise', () => {
    expect(readTrustProxy(undefined)).toBe('loopback');
    expect(readTrustProxy('')).toBe('loopback');
  });

  it('reads false, a hop count or a list of subnets', () => {
    expect(readTrustProxy('false')).toBe(false);
    expect(readTrustProxy('1')).toBe(1);
    expect(readTrustProxy('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  });
});
