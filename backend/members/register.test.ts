// POST /member/register and GET /member/profile over real HTTP.
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { loginToken, newAccount } from '../../tests/support/factories';
import type { ErrorBody, ProfileDTO, RegisterResponseDTO } from '../../schema/rest';
import { MSG } from '../../schema/rules/validation';
import { awayFromWindowEdge } from '../../tests/support/rate-windows';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());
// Attempts counted up to a limit must not straddle a rate-limit window's edge.
beforeEach(() => awayFromWindowEdge(), 60_000);

const register = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${backend.url}/member/register`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('POST /member/register', () => {
  it('creates an account on the free plan and answers 201 with the lower-cased e-mail', async () => {
    const response = await register({ email: 'Mixed.Case@Example.com', nickname: 'Amy', password: 'secret-pass', confirm_password: 'secret-pass', agree_terms: true });
    expect(response.status).toBe(201);
    expect((await response.json()) as RegisterResponseDTO).toEqual({ status: 'success', email: 'mixed.case@example.com' });
    const row = await backend.db.selectFrom('accounts').selectAll().where('email', '=', 'mixed.case@example.com').executeTakeFirstOrThrow();
    expect(row.plan_code).toBe('free');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('names each broken field with its validation message', async () => {
    const response = await register({ email: 'nope', nickname: ' ', password: 'short', confirm_password: 'x', agree_terms: false });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.fields).toEqual(
      expect.arrayContaining([
        { field: 'email', message: MSG.email },
        { field: 'nickname', message: MSG.required },
        { field: 'password', message: MSG.passwordLength },
        { field: 'agree_terms', message: MSG.termsRequired },
      ]),
    );
  });

  it('refuses an e-mail that is already registered, whatever its case, with 409 EMAIL_TAKEN', async () => {
    const account = await newAccount(backend.url);
    const response = await register({ email: account.email.toUpperCase(), nickname: 'Other', password: 'another-pass', confirm_password: 'another-pass', agree_terms: true });
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorBody).error.code).toBe('EMAIL_TAKEN');
  });

  it('rate limits registrations per client address with 429 RATE_LIMITED and Retry-After', async () => {
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    const body = (n: number) => ({ email: `burst-${n}@example.com`, nickname: 'Burst', password: 'secret-pass', confirm_password: 'secret-pass', agree_terms: true });
    const statuses: number[] = [];
    for (let n = 0; n < 10; n += 1) statuses.push((await register(body(n), from('203.0.113.50'))).status);
    expect(statuses).toEqual(new Array(10).fill(201));
    const limited = await register(body(10), from('203.0.113.50'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as ErrorBody).error.code).toBe('RATE_LIMITED');
    expect(await backend.db.selectFrom('accounts').select('id').where('email', '=', 'burst-10@example.com').executeTakeFirst()).toBeUndefined();
    expect((await register(body(11), from('203.0.113.51'))).status).toBe(201);
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const response = await fetch(`${backend.url}/member/register`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email":' });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    expect(text).not.toMatch(/at .*\.(ts|js):\d+/);
  });
});

describe('GET /member/profile', () => {
  it('shows the account with its plan limits and the nickname as first name', async () => {
    const account = await newAccount(backend.url, { nickname: 'Bea' });
    const token = await loginToken(backend.url, account.email, account.password);
    const response = await fetch(`${backend.url}/member/profile`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const profile = (await response.json()) as ProfileDTO;
    expect(profile).toMatchObject({ email: account.email, nickname: 'Bea', first_name: 'Bea', username: account.email, bot_limit: 3, qa_group_limit: 2000, bot_count: 0, expires_at: null });
    expect(profile.plan).toEqual({ code: 'free', name: 'Free', bot_limit: 3, qa_group_limit: 2000, integrations: ['api', 'web'], daily_optimization_limit: 1, rank: 0, batch_test_row_limit: 200 });
    expect(JSON.stringify(profile)).not.toMatch(/argon2|password/);
  });

  it('answers 401 UNAUTHENTICATED without a token or with an unknown one', async () => {
    const variants: Record<string, string>[] = [{}, { Authorization: 'Bearer not-a-real-token' }];
    for (const headers of variants) {
      const response = await fetch(`${backend.url}/member/profile`, { headers });
      expect(response.status).toBe(401);
      expect(((await response.json()) as ErrorBody).error.code).toBe('UNAUTHENTICATED');
    }
  });
});
