// GET /custom-user-config/: default language and the plans on offer, for signed-in accounts only.
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { loginToken, newAccount } from '../../tests/support/factories';
import type { UserConfigDTO } from '../../schema/rest';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

describe('GET /custom-user-config/', () => {
  it('lists the seeded plans with their limits and the default language', async () => {
    const account = await newAccount(backend.url);
    const token = await loginToken(backend.url, account.email, account.password);
    const response = await fetch(`${backend.url}/custom-user-config/`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const config = (await response.json()) as UserConfigDTO;
    expect(config.language).toBe('tw');
    expect(config.packages.map((plan) => [plan.code, plan.bot_limit, plan.qa_group_limit, plan.daily_optimization_limit])).toEqual([
      ['free', 3, 2000, 1],
      ['pro', 20, 10000, 10],
      ['enterprise', 200, 100000, 100],
    ]);
    expect(config.packages[0].integrations).toEqual(['api', 'web']);
  });

  it('requires a session', async () => {
    expect((await fetch(`${backend.url}/custom-user-config/`)).status).toBe(401);
  });
});
