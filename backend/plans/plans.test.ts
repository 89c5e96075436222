// GET /plans and PUT /member/plan over real HTTP: the list, upgrades, downgrades refused with the counts to remove,
// and PLAN_SELF_SERVICE=false.
import type { ErrorBody, PlanErrorBody, PlanListDTO, ProfileDTO } from '../../schema/rest';
import { startTestBackend, type TestBackend } from '../../tests/support/backend';
import { newChatbot, signedInToken } from '../../tests/support/factories';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

const changePlan = (token: string, plan: string, url = backend.url, extra: Record<string, unknown> = {}) =>
  fetch(`${url}/member/plan`, { method: 'PUT', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify({ plan, ...extra }) });

/** The refusal's body as one of its two shapes. */
const refusalOf = async <Code extends PlanErrorBody['error']['code']>(response: Response, code: Code) => {
  const { error } = (await response.json()) as PlanErrorBody;
  expect(error.code).toBe(code);
  return error as Extract<PlanErrorBody['error'], { code: Code }>;
};

const switchOn = (token: string, chatbotId: string, platform: string) =>
  fetch(`${backend.url}/chatbot/${chatbotId}/integrations/${platform}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ active: true }),
  });

const planOf = async (token: string) =>
  ((await (await fetch(`${backend.url}/member/profile`, { headers: { Authorization: `Bearer ${token}` } })).json()) as ProfileDTO).plan.code;

describe('GET /plans', () => {
  it('lists every plan smallest first with its limits, and that owners may switch', async () => {
    const token = await signedInToken(backend.url);
    const response = await fetch(`${backend.url}/plans`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const list = (await response.json()) as PlanListDTO;
    expect(list.self_service).toBe(true);
    expect(list.plans.map((plan) => plan.code)).toEqual(['free', 'pro', 'enterprise']);
    expect(list.plans[0]).toMatchObject({ bot_limit: 3, qa_group_limit: 2000, integrations: ['api', 'web'], daily_optimization_limit: 1 });
  });

  it('needs a session', async () => {
    expect((await fetch(`${backend.url}/plans`)).status).toBe(401);
  });
});

describe('PUT /member/plan', () => {
  it('upgrades the account and answers its profile on the new plan', async () => {
    const token = await signedInToken(backend.url);
    const response = await changePlan(token, 'pro');
    expect(response.status).toBe(200);
    const profile = (await response.json()) as ProfileDTO;
    expect(profile.plan.code).toBe('pro');
    expect(profile.bot_limit).toBe(20);
  });

  it('refuses a downgrade below the bots the account has, with the counts', async () => {
    const token = await signedInToken(backend.url);
    await changePlan(token, 'pro');
    for (let bot = 0; bot < 4; bot += 1) await newChatbot(backend.url, token);
    const response = await changePlan(token, 'free');
    expect(response.status).toBe(409);
    const error = await refusalOf(response, 'PLAN_LIMITS_EXCEEDED');
    expect(error.usage).toEqual({ bot_count: 4, bot_limit: 3, qa_group_count: 0, qa_group_limit: 2000, bots_above_plan: 0 });
    expect(error.message).toBe('You have 4 bots; the Free plan allows 3. Delete 1 bot first.');
    const profile = (await (await fetch(`${backend.url}/member/profile`, { headers: { Authorization: `Bearer ${token}` } })).json()) as ProfileDTO;
    expect(profile.plan.code).toBe('pro');
  });

  it('refuses a downgrade while a bot is on a package above the smaller plan', async () => {
    const token = await signedInToken(backend.url);
    await changePlan(token, 'pro');
    await newChatbot(backend.url, token, { package: 'pro' });
    const error = await refusalOf(await changePlan(token, 'free'), 'PLAN_LIMITS_EXCEEDED');
    expect(error.usage).toMatchObject({ bot_count: 1, bots_above_plan: 1 });
  });

  it('allows a downgrade the current use fits', async () => {
    const token = await signedInToken(backend.url);
    await changePlan(token, 'enterprise');
    await newChatbot(backend.url, token);
    expect((await changePlan(token, 'free')).status).toBe(200);
  });

  it('names the switched-on channels a smaller plan leaves out, and switches once the owner confirms', async () => {
    const token = await signedInToken(backend.url);
    await changePlan(token, 'pro');
    const shop = await newChatbot(backend.url, token, { robot_name: 'Shop helper' });
    const desk = await newChatbot(backend.url, token, { robot_name: 'Desk helper' });
    for (const [bot, platform] of [[shop, 'line'], [shop, 'fb'], [shop, 'web'], [desk, 'other']] as const) expect((await switchOn(token, bot.chatbot_id, platform)).status).toBe(200);

    const response = await changePlan(token, 'free');
    expect(response.status).toBe(409);
    const error = await refusalOf(response, 'PLAN_STOPS_CHANNELS');
    // The website widget is in the Free plan; the rest would stay on and answer nothing.
    expect(error.channels).toEqual([
      { chatbot_id: desk.chatbot_id, robot_name: 'Desk helper', platform: 'other' },
      { chatbot_id: shop.chatbot_id, robot_name: 'Shop helper', platform: 'fb' },
      { chatbot_id: shop.chatbot_id, robot_name: 'Shop helper', platform: 'line' },
    ]);
    expect(error.message).toBe('The Free plan does not include the third-party channel of Desk helper, Messenger of Shop helper, LINE of Shop helper: switched on, they would answer nothing. Send stop_channels: true to switch anyway.');
    expect(await planOf(token)).toBe('pro');

    expect((await changePlan(token, 'free', backend.url, { stop_channels: true })).status).toBe(200);
    expect(await planOf(token)).toBe('free');
    // An upgrade never asks: it stops nothing.
    expect((await changePlan(token, 'pro')).status).toBe(200);
  });

  it('asks nothing when no channel the plan leaves out is switched on, and refuses a stop_channels that is not a boolean', async () => {
    const token = await signedInToken(backend.url);
    await changePlan(token, 'pro');
    const bot = await newChatbot(backend.url, token);
    await switchOn(token, bot.chatbot_id, 'api');
    expect((await changePlan(token, 'free', backend.url, { stop_channels: 'yes' })).status).toBe(400);
    expect((await changePlan(token, 'free')).status).toBe(200);
  });

  it('refuses an unknown plan code', async () => {
    const token = await signedInToken(backend.url);
    const response = await changePlan(token, 'platinum');
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.fields).toEqual([{ field: 'plan', message: 'validation.invalidValue' }]);
  });

  it('changes only the caller’s own plan', async () => {
    const first = await signedInToken(backend.url);
    const second = await signedInToken(backend.url);
    await changePlan(first, 'pro');
    const profile = (await (await fetch(`${backend.url}/member/profile`, { headers: { Authorization: `Bearer ${second}` } })).json()) as ProfileDTO;
    expect(profile.plan.code).toBe('free');
  });
});

describe('with PLAN_SELF_SERVICE=false', () => {
  let closed: TestBackend;
  beforeAll(async () => {
    closed = await startTestBackend({ env: { PLAN_SELF_SERVICE: 'false' } });
  });
  afterAll(() => closed.close());

  it('says so in the plan list and refuses a plan change with PLAN_CHANGE_DISABLED', async () => {
    const token = await signedInToken(closed.url);
    const list = (await (await fetch(`${closed.url}/plans`, { headers: { Authorization: `Bearer ${token}` } })).json()) as PlanListDTO;
    expect(list.self_service).toBe(false);
    const response = await changePlan(token, 'pro', closed.url);
    expect(response.status).toBe(403);
    expect(((await response.json()) as ErrorBody).error).toEqual({ code: 'PLAN_CHANGE_DISABLED', message: 'Contact us to change your plan.' });
  });
});
