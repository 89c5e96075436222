// The LINE tab in a real browser: an owner on a plan with LINE saves the channel's secrets and a human agent, has
// LINE set and test the webhook (a loopback LINE), turns the channel on, and a signed LINE message through the
// console's public port is answered on LINE.
import { startFakeLine, type FakeLine } from '../support/fake-line';
import { loginToken, newAccount, newChatbot, trainedQaGroup } from '../support/factories';
import { lineSignature, textEvent } from '../support/line-kit';
import { shows, screenshot, startStack, type Stack, logInToDashboard } from './support/stack';

jest.setTimeout(120_000);

const SECRET = 'e2e-line-channel-secret-77';
const TOKEN = 'e2e-line-access-token-1234';

let line: FakeLine;
let stack: Stack;
beforeAll(async () => {
  line = await startFakeLine({ accessToken: TOKEN });
  stack = await startStack({ backendEnv: { LINE_API_BASE_URL: line.url } });
});
afterAll(async () => {
  await stack?.close();
  await line?.close();
});

describe('the LINE tab', () => {
  it('saves the channel, sets and tests the webhook at LINE, and the activated bot answers on LINE', async () => {
    const account = await newAccount(stack.backendUrl);
    await stack.db.updateTable('accounts').set({ plan_code: 'pro' }).where('email', '=', account.email).execute();
    const token = await loginToken(stack.backendUrl, account.email, account.password);
    const bot = await newChatbot(stack.backendUrl, token, { robot_name: 'LINE desk', package: 'pro' });
    await trainedQaGroup(stack.backendUrl, token, bot.chatbot_id, { questions: ['What are your opening hours?'], answers: ['We open from 9:00 to 18:00.'] });
    await fetch(`${stack.backendUrl}/member/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });

    const { context, page } = await stack.newPage();
    await logInToDashboard(page, account.email, account.password);
    await page.goto(`/dashboard/bot/${bot.chatbot_id}/integrations`);
    await page.getByRole('tab', { name: 'LINE' }).click();
    const form = page.getByRole('form', { name: 'LINE settings' });
    await shows(form);
    expect(await page.getByRole('textbox', { name: 'Webhook URL' }).inputValue()).toMatch(new RegExp(`^https?://[^/]+/webhook/line/${bot.vendor_id}$`));
    expect(await page.getByRole('button', { name: 'Set webhook URL' }).isDisabled()).toBe(true);

    await form.getByLabel('Channel secret').fill(SECRET);
    await form.getByLabel('Channel access token').fill(TOKEN);
    await form.getByRole('textbox', { name: 'Add a human agent' }).fill('Amy Chen');
    await form.getByRole('textbox', { name: 'Add a human agent' }).press('Enter');
    await form.getByRole('button', { name: 'Save' }).click();
    await shows(page.getByText('LINE settings saved'));
    await shows(form.getByText(/1234/));
    expect(await page.content()).not.toContain(TOKEN);
    await screenshot(page, 'integrations-line');

    await page.getByRole('button', { name: 'Set webhook URL' }).click();
    await shows(page.getByText('LINE now uses the webhook URL'));
    line.setWebhookTestResult({ success: true, statusCode: 200, reason: 'OK', detail: '200' });
    await page.getByRole('button', { name: 'Test webhook' }).click();
    await shows(page.getByText('LINE reached the webhook'));
    expect(line.requests.filter((request) => request.endpoint === 'setWebhook' || request.endpoint === 'testWebhook')).toHaveLength(2);

    await page.getByRole('switch', { name: 'Activated' }).click();
    await shows(page.getByRole('switch', { name: 'Activated', checked: true, disabled: false }));
    await screenshot(page, 'integrations-line-active');

    const body = JSON.stringify({ destination: 'U-bot', events: [textEvent('What are your opening hours?', { replyToken: 'reply-e2e-1', source: { type: 'user', userId: 'U-visitor' } })] });
    const posted = await fetch(`${stack.url}/webhook/line/${bot.vendor_id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-line-signature': lineSignature(body, SECRET) },
      body,
    });
    expect(posted.status).toBe(200);
    const [delivered] = await line.waitForDeliveries(1);
    expect(JSON.stringify(delivered)).toContain('We open from 9:00 to 18:00.');
    await context.close();
  });
});
