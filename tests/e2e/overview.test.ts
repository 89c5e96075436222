// The bot overview in a real browser: after a few test-chat questions (two answered by a trained group, one not)
// the owner sees today's tile, the daily chart, how the questions were answered, the top question and the unhandled
// one, switches the range to 30 days, opens the failed messages in the history, finds the weekly count on the bot
// list and the settings page, and the overview fits a 390 px phone.
import { loginToken, newAccount, newChatbot, trainedQaGroup } from '../support/factories';
import { logInToDashboard, screenshot, shows, startStack, type Stack } from './support/stack';

jest.setTimeout(120_000);

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

/** Asks the bot as the console's test chat does: the public API with the owner's session and X-Test-Chat. */
async function askInTestChat(vendorId: string, token: string, text: string): Promise<void> {
  const response = await fetch(`${stack.backendUrl}/webhook/api/v2/${vendorId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-test-chat': '1' },
    body: JSON.stringify({ userId: 'owner-test', type: 'message', message: { text } }),
  });
  if (!response.ok) throw new Error(`The test chat refused "${text}": ${response.status} ${await response.text()}`);
}

describe('the bot overview', () => {
  it('shows today\'s questions, the chart, the top and unhandled questions, the 30-day range and the weekly count', async () => {
    const account = await newAccount(stack.backendUrl);
    const token = await loginToken(stack.backendUrl, account.email, account.password);
    const bot = await newChatbot(stack.backendUrl, token, { robot_name: 'Overview desk', failed_msg: 'Sorry, no answer.' });
    await trainedQaGroup(stack.backendUrl, token, bot.chatbot_id, { questions: ['Where is the office?'], answers: ['5F, No. 1 City Hall Road.'], tags: ['visits'] });
    await askInTestChat(bot.vendor_id, token, 'where is the office');
    await askInTestChat(bot.vendor_id, token, 'Where is the office?');
    await askInTestChat(bot.vendor_id, token, 'Can I bring my pet giraffe to the opera?');
    // One session per account: the set-up session ends before the browser signs in.
    await fetch(`${stack.backendUrl}/member/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });

    const { context, page } = await stack.newPage();
    await logInToDashboard(page, account.email, account.password);
    const row = page.getByRole('row', { name: /Overview desk/ });
    await shows(row);
    expect(await row.getByRole('cell').nth(4).textContent()).toBe('3');

    await page.goto(`/dashboard/bot/${bot.chatbot_id}/detail`);
    const today = page.getByRole('group', { name: 'Today' });
    await shows(today);
    expect(await today.textContent()).toMatch(/^Today3New/);
    await shows(page.locator('[data-testid=daily-chart] svg'));
    await shows(page.getByText('3 questions in 7 days'));
    await shows(page.getByRole('region', { name: 'Top 5 questions' }).getByRole('link', { name: 'Where is the office?' }));
    const answers = page.getByRole('region', { name: 'How questions were answered' });
    await shows(answers.getByRole('listitem').filter({ hasText: 'Q&A list' }).getByText('2 (67%)'));
    await shows(answers.getByRole('listitem').filter({ hasText: 'Failed message' }).getByText('1 (33%)'));
    const unhandled = page.getByRole('region', { name: 'Unhandled questions' });
    await shows(unhandled.getByText('Can I bring my pet giraffe to the opera?'));
    const addLink = unhandled.getByRole('link', { name: 'Add to Q&A: Can I bring my pet giraffe to the opera?' });
    expect(await addLink.getAttribute('href')).toMatch(/\/history\?addTo=[^&]+&addQuestion=Can%20I%20bring%20my%20pet%20giraffe%20to%20the%20opera%3F$/);
    await shows(page.getByRole('region', { name: 'Themes of unhandled questions' }).getByRole('button', { name: /Create Q&A group/ }));
    await screenshot(page, 'overview');

    await page.getByText('30 days', { exact: true }).click();
    await page.waitForURL(/\?days=30$/);
    await shows(page.getByText('3 questions in 30 days'));
    await shows(page.locator('[data-testid=daily-chart] svg'));

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await shows(page.locator('[data-testid=daily-chart] svg'));
    await shows(unhandled.getByText('Can I bring my pet giraffe to the opera?'));
    await screenshot(page, 'overview-phone');
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);

    // The failed messages of the range open in the history, filtered to them.
    await page.getByRole('link', { name: 'View in history: Failed message' }).click();
    await page.waitForURL(/\/history\?answer_status=2$/);
    await shows(page.getByRole('article', { name: 'Can I bring my pet giraffe to the opera?' }));
    expect(await page.getByRole('article').count()).toBe(1);

    await page.goto(`/dashboard/bot/${bot.chatbot_id}/setting`);
    await shows(page.getByText('Questions this week: 3 · today: 3'));
    await context.close();
  });
});
