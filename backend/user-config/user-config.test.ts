// GET /custom-user-config/: default language, the plans on offer and whether a language model is configured,
// for signed-in accounts only.
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { loginToken, newAccount } from '../../tests/support/factories';
import type { UserConfigDTO } from '../../schema/rest';
import { readLlmConfig } from '../llm/provider';

let backend: TestBackend;
beforeAll(async () => {
  // Test backends start without a model unless one is given.
  backend = await startTestBackend();
});
afterAll(() => backend.close());

/** The raw answer for a new account, to check what it leaves out as well as what it says. */
async function userConfigText(url: string): Promise<string> {
  const account = await newAccount(url);
  const token = await loginToken(url, account.email, account.password);
  const response = await fetch(`${url}/custom-user-config/`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return response.text();
}

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

  it('says no language model is configured when LLM_BASE_URL is unset', async () => {
    expect((JSON.parse(await userConfigText(backend.url)) as UserConfigDTO).llm).toEqual({ configured: false, model: null, embeddings: false });
  });
});

describe('GET /custom-user-config/ with a language model configured', () => {
  let withModel: TestBackend;
  beforeAll(async () => {
    const llm = readLlmConfig({ LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_API_KEY: 'sk-console-must-not-see', LLM_MODEL: 'chat-model', EMBEDDING_MODEL: 'embedding-model' });
    withModel = await startTestBackend({ llm });
  });
  afterAll(() => withModel.close());

  it('names the configured models but never the URL or key', async () => {
    const text = await userConfigText(withModel.url);
    expect((JSON.parse(text) as UserConfigDTO).llm).toEqual({ configured: true, model: 'chat-model', embeddings: true });
    expect(text).not.toContain('sk-console-must-not-see');
    expect(text).not.toContain('127.0.0.1:9');
  });
});
