// The website widget in a real browser, embedded in a page of another origin than the console: the bot's look,
// answers, postback choices, similar-question buttons, rating a reply, the conversation restored after a reload, the keyboard, and the refusals
// for a page outside the trusted domains and for a switched-off web channel.
import type { Locator, Page } from 'playwright-core';
import type { HistoryExchangePageDTO, QaGroupPageDTO, TrainingJobDTO, WebPluginSettingsDTO } from '../../schema/rest';
import { openTrainingStream } from '../support/training-stream';
import { importCsv, loginToken, newAccount, newChatbot } from '../support/factories';
import { startHostPage, type HostPage } from './support/host-page';
import { screenshot, shows, startStack, type Stack } from './support/stack';

jest.setTimeout(120_000);

const FAQ_CSV = [
  'group,question,answer',
  'refund-visa,Can I get a refund on my visa card payment?,Visa refunds take 5 working days.',
  'refund-master,Can I get a refund on my master card payment?,Mastercard refunds take 7 working days.',
  'office,Where is the office?,"5F, No. 1 City Hall Road. Map: https://example.com/map"',
  'hours,When are you open?,Monday to Friday 09:00 to 18:00.',
].join('\n');

const SETTINGS = {
  header_bg_color: '#0b6e4f',
  header_text_color: '#fffbe6',
  chat_label: 'Ask the city',
  ticker_messages: ['Closed on Monday 1 December', 'New parking rules from January'],
  trusted_domains: [] as string[],
};

let stack: Stack;
let host: HostPage;
let owner: { token: string; botId: string; vendorId: string };

async function asOwner<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${stack.backendUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${owner.token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

async function train(botId: string): Promise<void> {
  await asOwner('POST', `/qa/${botId}/train`);
  const stream = await openTrainingStream(stack.backendUrl, owner.token, botId);
  const events: TrainingJobDTO[] = await stream.events;
  expect(events.at(-1)?.state).toBe('success');
}

beforeAll(async () => {
  stack = await startStack();
  const account = await newAccount(stack.backendUrl);
  const token = await loginToken(stack.backendUrl, account.email, account.password);
  const bot = await newChatbot(stack.backendUrl, token, {
    robot_name: 'City desk',
    greeting_msg: 'Hello! Ask me about the city office.',
    failed_msg: 'Sorry, I have no answer for that.',
    postback_msg: 'Did you mean one of these?',
    language: 'en',
  });
  owner = { token, botId: bot.chatbot_id, vendorId: bot.vendor_id };
  expect((await importCsv(stack.backendUrl, token, bot.chatbot_id, FAQ_CSV)).status).toBe(200);
  // The office's answer offers the opening hours as a postback choice.
  const { groups } = await asOwner<QaGroupPageDTO>('GET', `/qa/${bot.chatbot_id}/groups`);
  const { group_id, questions, answers, answer_mode, similar_enabled, tags } = groups.find((group) => group.key === 'office')!;
  await asOwner('PUT', `/qa/${bot.chatbot_id}/groups/${group_id}`, { questions, answers, answer_mode, similar_enabled, tags, postback_choices: ['When are you open?'] });
  await train(bot.chatbot_id);
  await asOwner('PUT', `/chatbot/${bot.chatbot_id}/integrations/web`, { active: true });
  await asOwner<WebPluginSettingsDTO>('PUT', `/web-plugin/${bot.chatbot_id}/settings`, SETTINGS);

  // The console answers on 127.0.0.1; the script is loaded as localhost, and the host page is a third origin.
  const scriptOrigin = stack.url.replace('://127.0.0.1:', '://localhost:');
  host = await startHostPage(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>City news</title>
<style>
  /* A site whose own rules would wreck any widget living in its DOM. */
  * { font: 30px/1 serif !important; color: #c00 !important; }
  button, input { display: none !important; }
</style></head>
<body><h1>City news</h1><p>Our page, with a chat in the corner.</p>
<script src="${scriptOrigin}/widget.js" data-vendor="${bot.vendor_id}" async></script>
</body></html>`);
});

afterAll(async () => {
  await host?.close();
  await stack?.close();
});

function widget(page: Page) {
  const launcher = page.getByRole('button', { name: /Open chat/ });
  const dialog = page.getByRole('dialog');
  const log = dialog.getByRole('log', { name: 'Conversation' });
  const input = dialog.getByRole('textbox', { name: 'Type your question…' });
  const ask = async (question: string) => {
    await input.fill(question);
    await dialog.getByRole('button', { name: 'Send' }).click();
  };
  return { launcher, dialog, log, input, ask };
}

const hasFocus = (locator: Locator) => locator.evaluate((element) => (element.getRootNode() as ShadowRoot).activeElement === element);

describe('the website widget on another site', () => {
  it('opens with the bot look, answers, offers similar questions, restores the conversation and closes on Escape', async () => {
    const { context, page } = await stack.newPage();
    await page.goto(host.url);
    const { launcher, dialog, log, input, ask } = widget(page);
    await shows(launcher);
    await shows(launcher.getByText('Ask the city'));
    expect(await launcher.getAttribute('aria-expanded')).toBe('false');
    await screenshot(page, 'widget-launcher');

    await launcher.click();
    await shows(page.getByRole('dialog', { name: 'Ask the city' }));
    expect(await launcher.getAttribute('aria-expanded')).toBe('true');
    await shows(log.getByText('Hello! Ask me about the city office.'));
    await shows(dialog.getByRole('heading', { name: 'Ask the city' }));
    const header = dialog.locator('header');
    expect(await header.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(11, 110, 79)');
    expect(await header.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(255, 251, 230)');
    // The host page's rules stop at the shadow root.
    expect(await input.evaluate((element) => getComputedStyle(element).display)).not.toBe('none');
    expect(await dialog.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Roboto');
    await shows(dialog.getByText('Closed on Monday 1 December'));
    expect(await hasFocus(input)).toBe(true);
    // Counted in characters as the API counts them (no maxlength, which counts UTF-16 units): a thousand emoji fit.
    await input.fill('🙂'.repeat(1001));
    expect(Array.from(await input.inputValue())).toEqual(Array.from('🙂'.repeat(1000)));
    await input.fill('');

    await ask('where is the office');
    await shows(log.getByText(/5F, No\. 1 City Hall Road/));
    // Sent with the button (held while the reply is awaited, so it cannot keep the focus), the keyboard is back in the box.
    expect(await hasFocus(input)).toBe(true);
    const map = log.getByRole('link', { name: 'https://example.com/map' });
    expect(await map.getAttribute('target')).toBe('_blank');
    expect(await map.getAttribute('rel')).toBe('noopener noreferrer');
    // Its postback choice is a button under the answer; tapping it asks that question.
    await log.getByRole('button', { name: 'When are you open?' }).click();
    await shows(log.getByText('Monday to Friday 09:00 to 18:00.'));

    await ask('refund on card payment');
    const visa = log.getByRole('button', { name: 'Can I get a refund on my visa card payment?' });
    await shows(visa);
    await shows(log.getByRole('button', { name: 'Can I get a refund on my master card payment?' }));
    await shows(log.getByText('Did you mean one of these?'));
    await screenshot(page, 'widget-suggestions');
    await visa.click();
    await shows(log.getByText('Visa refunds take 5 working days.'));
    // The chosen question is the visitor's line, right before the answer.
    const lines = await log.locator('.row').allInnerTexts();
    expect(lines.slice(-2)).toEqual(['Can I get a refund on my visa card payment?', 'Visa refunds take 5 working days.']);
    await screenshot(page, 'widget-answered');

    // The visitor rates that answer: the thumb stays pressed, and the owner's history has the mark on it.
    const answerRow = log.locator('.row').last();
    const useful = answerRow.getByRole('button', { name: 'Useful', exact: true });
    await useful.click();
    await shows(answerRow.getByRole('button', { name: 'Useful', exact: true, pressed: true }));
    expect(await answerRow.getByRole('button', { name: 'Not useful' }).getAttribute('aria-pressed')).toBe('false');
    const rated = await asOwner<HistoryExchangePageDTO>('GET', `/history/${owner.botId}/messages?feedback=1`);
    expect(rated.items.map((item) => [item.question, item.reply, item.feedback])).toEqual([['Can I get a refund on my visa card payment?', 'Visa refunds take 5 working days.', 1]]);

    // A visitor who asked for less motion gets the news still, all at once.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await widget(page).launcher.click();
    await shows(log.getByText('Visa refunds take 5 working days.'));
    const restored = await log.locator('.row').allInnerTexts();
    expect(restored[0]).toBe('Hello! Ask me about the city office.');
    expect(restored.slice(1)).toEqual(lines.slice(1));
    await shows(dialog.getByText('Closed on Monday 1 December'));
    await shows(dialog.getByText('New parking rules from January'));
    await screenshot(page, 'widget-restored');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await launcher.getAttribute('aria-expanded')).toBe('false');
    expect(await hasFocus(launcher)).toBe(true);
    await context.close();
  });

  it('refuses a page outside the trusted domains, works again once its domain is listed, and says when the web channel is off', async () => {
    const { context, page } = await stack.newPage();
    await page.goto(host.url);
    const { launcher, dialog, log, input, ask } = widget(page);
    await launcher.click();
    await shows(log.getByText('Hello! Ask me about the city office.'));

    await asOwner('PUT', `/web-plugin/${owner.botId}/settings`, { ...SETTINGS, trusted_domains: ['example.com'] });
    await ask('when are you open');
    const domainRefusal = 'This website is not in the allowed domain list, so the chat is not available here.';
    await shows(dialog.getByRole('alert').getByText(domainRefusal));
    expect(await input.isDisabled()).toBe(true);

    await page.reload();
    await launcher.click();
    await shows(dialog.getByRole('alert').getByText(domainRefusal));
    await screenshot(page, 'widget-domain-not-allowed');
    // The launcher still closes and opens the panel.
    await launcher.click();
    await dialog.waitFor({ state: 'hidden' });
    await launcher.click();
    await shows(dialog);

    await asOwner('PUT', `/web-plugin/${owner.botId}/settings`, { ...SETTINGS, trusted_domains: ['127.0.0.1'] });
    await page.reload();
    await launcher.click();
    await shows(log.getByText('Hello! Ask me about the city office.'));
    await ask('when are you open');
    await shows(log.getByText('Monday to Friday 09:00 to 18:00.'));
    expect(await dialog.getByRole('alert').count()).toBe(0);

    await asOwner('PUT', `/chatbot/${owner.botId}/integrations/web`, { active: false });
    await page.reload();
    await launcher.click();
    await shows(dialog.getByRole('alert').getByText('The chat is not available: the web platform is not activated for this chatbot.'));
    await screenshot(page, 'widget-platform-inactive');
    await context.close();
  });
});
