// The account and pricing pages' calls through the BFF: profile edit, password change and plan switch, with their
// refusals by code (and a refused downgrade's counts), against a real backend on a fresh database.
import { newChatbot } from '../tests/support/factories';
import { errorCodes, graphql } from './test-support/graphqlClient';
import { CHANGE_PASSWORD, CHANGE_PLAN, LOGIN, ME, PLANS, UPDATE_PROFILE } from './test-support/operations';
import { newOwner, startBffStack, type BffStack, type TestOwner } from './test-support/stack';

let stack: BffStack;
let owner: TestOwner;
beforeAll(async () => {
  stack = await startBffStack();
});
beforeEach(async () => {
  owner = await newOwner(stack);
});
afterAll(async () => {
  await stack?.close();
});

const asOwner = () => ({ authorization: owner.authorization });

interface PlansData {
  plans: { code: string; botLimit: number; integrations: string[] }[];
  planSelfService: boolean;
}
interface AccountPayload {
  account: { email: string; nickname: string; firstName: string; qaGroupCount: number; botLimit: number; plan: { code: string } };
}

describe('Query.plans', () => {
  it('lists the plans with their limits and says owners may switch', async () => {
    const answer = await graphql<PlansData>(stack.bff.url, PLANS, {}, asOwner());
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.plans.map((plan) => plan.code)).toEqual(['free', 'pro', 'enterprise']);
    expect(answer.data?.plans[1]).toMatchObject({ botLimit: 20, integrations: ['api', 'web', 'line', 'fb', 'third_party'] });
    expect(answer.data?.planSelfService).toBe(true);
  });
});

describe('Mutation.updateProfile', () => {
  it('answers the account with its new names, and me reads them', async () => {
    const answer = await graphql<{ updateProfile: AccountPayload }>(stack.bff.url, UPDATE_PROFILE, { input: { nickname: 'Boss', firstName: 'Ada Lovelace' } }, asOwner());
    expect(answer.data?.updateProfile.account).toMatchObject({ email: owner.email, nickname: 'Boss', firstName: 'Ada Lovelace', qaGroupCount: 0 });
    const me = await graphql<{ me: { nickname: string } }>(stack.bff.url, ME, {}, asOwner());
    expect(me.data?.me.nickname).toBe('Boss');
  });

  it('refuses a blank nickname with VALIDATION_FAILED on the input field', async () => {
    const answer = await graphql(stack.bff.url, UPDATE_PROFILE, { input: { nickname: ' ', firstName: 'Ada' } }, asOwner());
    expect(errorCodes(answer)).toEqual(['VALIDATION_FAILED']);
    expect(answer.errors?.[0].extensions?.fields).toEqual([{ field: 'nickname', message: 'validation.required' }]);
  });
});

describe('Mutation.changePassword', () => {
  const change = (oldPassword: string) =>
    graphql<{ changePassword: { otherSessionsEnded: number } }>(
      stack.bff.url,
      CHANGE_PASSWORD,
      { input: { oldPassword, newPassword: 'a-brand-new-password', confirmPassword: 'a-brand-new-password' } },
      asOwner(),
    );

  it('changes the password and keeps this session', async () => {
    const answer = await change(owner.password);
    expect(answer.data?.changePassword.otherSessionsEnded).toBe(0);
    expect((await graphql<{ me: { email: string } }>(stack.bff.url, ME, {}, asOwner())).data?.me.email).toBe(owner.email);
    const login = await graphql(stack.bff.url, LOGIN, { input: { email: owner.email, password: 'a-brand-new-password', forceLogin: true } });
    expect(login.errors).toBeUndefined();
  });

  it('answers OLD_PASSWORD_INCORRECT for a wrong old password', async () => {
    const answer = await change('not-the-old-password');
    expect(errorCodes(answer)).toEqual(['OLD_PASSWORD_INCORRECT']);
    expect(answer.errors?.[0].message).toBe('Old password entered incorrectly');
  });
});

describe('Mutation.changePlan', () => {
  it('switches the plan and answers the account on it', async () => {
    const answer = await graphql<{ changePlan: AccountPayload }>(stack.bff.url, CHANGE_PLAN, { input: { plan: 'pro' } }, asOwner());
    expect(answer.data?.changePlan.account).toMatchObject({ botLimit: 20, plan: { code: 'pro' } });
  });

  it('passes a refused downgrade on with its counts in extensions.usage', async () => {
    await graphql(stack.bff.url, CHANGE_PLAN, { input: { plan: 'pro' } }, asOwner());
    for (let bot = 0; bot < 4; bot += 1) await newChatbot(stack.backend.url, owner.token);
    const answer = await graphql(stack.bff.url, CHANGE_PLAN, { input: { plan: 'free' } }, asOwner());
    expect(errorCodes(answer)).toEqual(['PLAN_LIMITS_EXCEEDED']);
    expect(answer.errors?.[0].extensions?.usage).toEqual({ bot_count: 4, bot_limit: 3, qa_group_count: 0, qa_group_limit: 2000, bots_above_plan: 0 });
  });

  it('passes the channels a smaller plan would stop on in extensions.channels, and switches with stopChannels', async () => {
    await graphql(stack.bff.url, CHANGE_PLAN, { input: { plan: 'pro' } }, asOwner());
    const bot = await newChatbot(stack.backend.url, owner.token, { robot_name: 'Shop helper' });
    const on = await fetch(`${stack.backend.url}/chatbot/${bot.chatbot_id}/integrations/line`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner.token}` },
      body: JSON.stringify({ active: true }),
    });
    expect(on.status).toBe(200);
    const refused = await graphql(stack.bff.url, CHANGE_PLAN, { input: { plan: 'free' } }, asOwner());
    expect(errorCodes(refused)).toEqual(['PLAN_STOPS_CHANNELS']);
    expect(refused.errors?.[0].extensions?.channels).toEqual([{ botId: bot.chatbot_id, botName: 'Shop helper', platform: 'line' }]);
    const answer = await graphql<{ changePlan: AccountPayload }>(stack.bff.url, CHANGE_PLAN, { input: { plan: 'free', stopChannels: true } }, asOwner());
    expect(answer.data?.changePlan.account.plan.code).toBe('free');
  });
});
