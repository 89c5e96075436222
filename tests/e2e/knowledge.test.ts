// Knowledge in a real browser: an owner fills the AutoQA page (live ingestion, the replace warning, the
// refusals, the retrieval test, the active switch, the prompt limit) and the AutoFAQ page, and the test chat answers
// from them; without a language model the optimisation panel says one is needed, with the fake model it runs to a
// proposal the owner applies.
import type { Locator, Page } from 'playwright-core';
import { readLlmConfig } from '../../backend/llm/provider';
import { ingestEventsUntilIdle } from '../../backend/knowledge/testing/ingest-stream';
import { estimateTokens } from '../../schema/rules/tokens';
import { startFakeLlm, type FakeChatRequest, type FakeLlm } from '../support/fake-llm';
import { loginToken, newAccount, newChatbot } from '../support/factories';
import { shows, screenshot, startStack, type Stack, logInToDashboard } from './support/stack';

jest.setTimeout(180_000);

const FAILED_MSG = 'Sorry, I have no answer for that.';

const LIBRARY_TXT = [
  '# Opening hours',
  'The city library opens at 9:00 and closes at 21:00 from Monday to Friday. On Saturday and Sunday it opens at 10:00 and closes at 17:00.',
  '',
  '# Parking',
  'The library car park has 40 spaces under the building. Parking costs 30 dollars per hour, and library members park free for the first two hours.',
].join('\n');

// The same file name with new hours: uploading it replaces the first version after a warning.
const LIBRARY_TXT_NEW = [
  '# Opening hours',
  'From March the city library opens at 8:00 and closes at 22:00 from Monday to Friday. On Saturday and Sunday it opens at 9:30 and closes at 18:00.',
  '',
  '# Parking',
  'The library car park has 40 spaces under the building. Parking costs 30 dollars per hour, and library members park free for the first two hours.',
].join('\n');

// AutoQA format: the first column is Content; a JSON cell adds its fields to the passage.
const EVENTS_CSV = [
  'Content,details',
  '"Story time for children is held every Wednesday at 15:00 in the basement hall.","{""productName"":""Story time"",""bookingURL"":""https://example.com/book/story""}"',
  '"The chess club meets on Thursday evenings at 19:00 on the second floor.",',
  '"The knitting circle meets in room 201 on the first Tuesday of the month.",',
].join('\n');

const ANSWERS_CSV = [
  'answer,title',
  '"A lost library card is replaced at the front desk for 50 dollars.",Lost library card',
  '"Books can be renewed online twice, each time for another 14 days.",Renewing books',
  '"Study rooms can be booked up to 7 days ahead at the front desk.",Study rooms',
].join('\n');

async function logOut(backendUrl: string, token: string): Promise<void> {
  await fetch(`${backendUrl}/member/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
}

/** An account with an English bot, set up over REST; `prepare` runs with the set-up session before it ends. */
async function ownerWithBot(stack: Stack, prepare?: (token: string, botId: string) => Promise<void>) {
  const account = await newAccount(stack.backendUrl);
  const token = await loginToken(stack.backendUrl, account.email, account.password);
  const bot = await newChatbot(stack.backendUrl, token, { robot_name: 'Library desk', language: 'en', failed_msg: FAILED_MSG });
  await prepare?.(token, bot.chatbot_id);
  // One session per account: the set-up session ends before the browser signs in.
  await logOut(stack.backendUrl, token);
  return { account, botId: bot.chatbot_id };
}

const fileRow = (page: Page, name: string) => page.getByRole('table', { name: 'Knowledge files' }).getByRole('row').filter({ hasText: name });

/** The row's status badge says Ready and its chunk count is `chunks`. */
async function expectReady(row: Locator, chunks: number): Promise<void> {
  const badge = row.getByText('Ready', { exact: true });
  await shows(badge, 30_000);
  // Read whole, not clipped to "RE…" by a narrow column.
  expect(await badge.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
  expect(await row.getByRole('cell').nth(4).textContent()).toBe(String(chunks));
}

async function uploadKnowledge(page: Page, files: { name: string; text: string }[]): Promise<void> {
  await page
    .locator('input[type=file][aria-label="Knowledge files"]')
    .setInputFiles(files.map((file) => ({ name: file.name, mimeType: file.name.endsWith('.csv') ? 'text/csv' : 'text/plain', buffer: Buffer.from(file.text) })));
}

async function askRetrieval(page: Page, question: string): Promise<Locator> {
  const panel = page.getByRole('region', { name: 'Retrieval test' });
  await panel.getByRole('textbox', { name: 'Question' }).fill(question);
  await panel.getByRole('button', { name: 'Search' }).click();
  // The answer of this question, not the previous one's: wait until the request is done.
  await shows(panel.getByRole('button', { name: 'Search', disabled: false }));
  return panel;
}

async function sendTestMessage(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

describe('without a language model', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('uploads knowledge files with live ingestion, warns before replacing, refuses bad files, tests retrieval and answers in the test chat', async () => {
    const { account, botId } = await ownerWithBot(stack);
    const { context, page } = await stack.newPage();
    await logInToDashboard(page, account.email, account.password);

    await page.goto(`/dashboard/bot/${botId}/detail`);
    await page.getByRole('navigation', { name: 'Bot sections' }).getByRole('link', { name: 'AutoQA' }).click();
    await page.waitForURL(`**/dashboard/bot/${botId}/autoqa`);
    await shows(page.getByRole('heading', { name: 'AutoQA · Library desk' }));
    await shows(page.getByText('No knowledge files yet'));

    // Both files reach Ready through the live progress: the page is never reloaded.
    await uploadKnowledge(page, [
      { name: 'library.txt', text: LIBRARY_TXT },
      { name: 'events.csv', text: EVENTS_CSV },
    ]);
    await shows(page.getByText('Files uploaded: 2. Processing has started.'));
    await expectReady(fileRow(page, 'library.txt'), 2);
    await expectReady(fileRow(page, 'events.csv'), 3);
    await shows(fileRow(page, 'library.txt').getByText(/opens at 9:00/));
    await screenshot(page, 'autoqa-files-ready');

    // The question holds "Cancel" focused; Escape keeps the file and goes back to the button that chose the files.
    await page.getByRole('button', { name: 'Upload files' }).focus();
    await uploadKnowledge(page, [{ name: 'library.txt', text: LIBRARY_TXT_NEW }]);
    const warning = page.getByRole('alertdialog', { name: 'Replace files?' });
    await shows(warning.getByText('library.txt'));
    await page.waitForFunction(() => document.activeElement?.textContent === 'Cancel', null, { timeout: 5_000 });
    await page.keyboard.press('Escape');
    await warning.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.textContent === 'Upload files', null, { timeout: 5_000 });
    await uploadKnowledge(page, [{ name: 'library.txt', text: LIBRARY_TXT_NEW }]);
    await shows(warning.getByText('library.txt'));
    await screenshot(page, 'autoqa-replace-warning');
    await warning.getByRole('button', { name: 'Replace' }).click();
    await shows(page.getByText('Files uploaded: 1. Processing has started.'));
    await shows(fileRow(page, 'library.txt').getByText(/opens at 8:00/), 30_000);
    await expectReady(fileRow(page, 'library.txt'), 2);
    expect(await fileRow(page, 'library.txt').count()).toBe(1);

    const refusal = page.getByRole('alert').filter({ hasText: 'Upload failed' });
    await uploadKnowledge(page, [{ name: 'empty.txt', text: '' }]);
    await shows(refusal.getByText('empty.txt was refused. The file, or a required cell in it, is empty.'));
    const longCell = `${'The reading room has many quiet desks. '.repeat(40)}`;
    await uploadKnowledge(page, [{ name: 'long.csv', text: `Content\nA short passage about the reading room.\n"${longCell}"\n` }]);
    await shows(refusal.getByText('long.csv was refused. A cell is 300 tokens or longer. (row 3)'));
    await screenshot(page, 'autoqa-refused');
    // Nothing stored changed: still the two files, both ready.
    expect(await page.getByRole('table', { name: 'Knowledge files' }).getByRole('row').count()).toBe(3);
    expect(await fileRow(page, 'long.csv').count()).toBe(0);
    expect(await fileRow(page, 'empty.txt').count()).toBe(0);

    let panel = await askRetrieval(page, 'When does the library open on Saturday?');
    const chunks = panel.getByRole('list', { name: 'Chunks found' });
    await shows(chunks.getByRole('listitem').first().getByText('library.txt', { exact: true }));
    await shows(panel.getByText(/On Saturday and Sunday it opens at 9:30 and closes at 18:00\. \(Source: library\.txt\)/));
    expect(await panel.getByText(/opens at 10:00/).count()).toBe(0);
    await screenshot(page, 'autoqa-retrieval');

    panel = await askRetrieval(page, 'When is story time for children?');
    await shows(chunks.getByRole('listitem').first().getByText('events.csv', { exact: true }));
    await shows(panel.getByText(/Story time for children is held every Wednesday at 15:00/).first());

    const eventsActive = page.getByRole('switch', { name: 'Active: events.csv' });
    expect(await eventsActive.isChecked()).toBe(true);
    // The switch's input is covered by its drawn track: the owner clicks the track, inside the input's label.
    await page.locator('label').filter({ has: eventsActive }).click();
    await shows(page.getByRole('switch', { name: 'Active: events.csv', checked: false }));
    panel = await askRetrieval(page, 'When is story time for children?');
    await shows(panel.getByText(/The knowledge files do not answer this question|Chunks found|No chunks found/).first());
    expect(await panel.getByText('events.csv', { exact: true }).count()).toBe(0);
    expect(await panel.getByText(/Story time for children/).count()).toBe(0);

    const prompt = 'Answer politely and mention the opening hours when they matter. '.repeat(30);
    const promptField = page.getByRole('textbox', { name: 'Bot-level prompt' });
    await promptField.fill(prompt);
    await shows(page.getByText(`${estimateTokens(prompt.trim())} / 400 tokens`));
    await shows(page.getByText('The prompt is over 400 tokens. Shorten it to save.'));
    expect(estimateTokens(prompt.trim())).toBeGreaterThan(400);
    expect(await page.getByRole('button', { name: 'Save prompt' }).isDisabled()).toBe(true);
    await screenshot(page, 'autoqa-prompt-too-long');

    const optimization = page.getByRole('region', { name: 'Prompt optimization' });
    await shows(optimization.getByText('Prompt optimization needs a language model. Ask your administrator to configure one.'));
    expect(await optimization.getByRole('button', { name: 'Upload optimization CSV' }).isDisabled()).toBe(true);

    // The prompt typed above is not saved: leaving the page asks first.
    await page.getByRole('navigation', { name: 'Bot sections' }).getByRole('link', { name: 'Test chat' }).click();
    const leaving = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await shows(leaving.getByText('What you changed on this page has not been saved. Discard it and leave the page?'));
    await leaving.getByRole('button', { name: 'Discard changes' }).click();
    await page.waitForURL(`**/dashboard/bot/${botId}/test-chat`);
    const conversation = page.getByRole('log', { name: 'Conversation' });
    await sendTestMessage(page, 'When does the library open on Saturday?');
    const answer = conversation.locator('[data-sender="bot"]').filter({ hasText: 'opens at 9:30' });
    await shows(answer.getByText(/\(Source: library\.txt\)/));
    await shows(answer.getByText('AutoQA', { exact: true }));
    await sendTestMessage(page, 'Can I bring my pet giraffe to the opera?');
    const failed = conversation.locator('[data-sender="bot"]').filter({ hasText: FAILED_MSG });
    await shows(failed);
    await shows(failed.getByText('No answer', { exact: true }));
    await screenshot(page, 'test-chat-autoqa');
    await context.close();
  });

  it('uploads an AutoFAQ answer set and shows the shortlist and the answer chosen by retrieval', async () => {
    const { account, botId } = await ownerWithBot(stack);
    const { context, page } = await stack.newPage();
    await logInToDashboard(page, account.email, account.password);

    await page.goto(`/dashboard/bot/${botId}/detail`);
    await page.getByRole('navigation', { name: 'Bot sections' }).getByRole('link', { name: 'AutoFAQ' }).click();
    await page.waitForURL(`**/dashboard/bot/${botId}/autofaq`);
    await shows(page.getByText('No answer sets yet'));
    await page.getByLabel('Answer set CSV').setInputFiles({ name: 'answers.csv', mimeType: 'text/csv', buffer: Buffer.from(ANSWERS_CSV) });
    await shows(page.getByText('answers.csv uploaded.'));
    await shows(page.getByRole('table', { name: 'Answer sets' }).getByRole('row').filter({ hasText: 'answers.csv' }));
    await shows(page.getByText(/3 answers in active sets\./));

    const box = page.getByRole('region', { name: 'Test AutoFAQ' });
    await box.getByRole('textbox', { name: 'Question' }).fill('How do I renew my books online?');
    await box.getByRole('button', { name: 'Test' }).click();
    await shows(box.getByText('Chosen by retrieval'));
    const shortlist = box.getByRole('list', { name: 'Shortlist' });
    await shows(shortlist.getByRole('listitem').first().getByText('Renewing books'));
    // The chosen answer is said above the shortlist, and is the shortlist's first.
    expect(await box.getByText('Books can be renewed online twice, each time for another 14 days.').count()).toBe(2);
    await screenshot(page, 'autofaq-test');

    await box.getByRole('textbox', { name: 'Question' }).fill('Can I bring my pet giraffe to the opera?');
    await box.getByRole('button', { name: 'Test' }).click();
    // AutoFAQ is this bot's only source: the box names its own rule and the failed message.
    await shows(box.getByText('No answer fits; the bot replies with its failed message.'));
    await shows(box.getByText(/^AutoFAQ is this bot's only source, so it answers by its own rule/));

    await page.goto(`/dashboard/bot/${botId}/test-chat`);
    await sendTestMessage(page, 'how can I renew my books');
    const conversation = page.getByRole('log', { name: 'Conversation' });
    const reply = conversation.locator('[data-sender="bot"]').filter({ hasText: 'Books can be renewed online twice, each time for another 14 days.' });
    await shows(reply.getByText('Answered', { exact: true }));
    await context.close();
  });
});

describe('with a language model', () => {
  const PROPOSAL = 'Quote the passage that answers the question, word for word. Keep the figures as they are.';
  let stack: Stack;
  let fake: FakeLlm;
  /** AutoQA's calls wait on this, so the owner can watch a running optimisation. */
  let gate: Promise<void> = Promise.resolve();

  const firstPassage = (request: FakeChatRequest) => {
    const user = request.messages.find((message) => message.role === 'user')?.content ?? '';
    return /\[1\] \(file: [^)]*\)\n([\s\S]*?)(?:\n\n\[2\]|\n\nQuestion:)/.exec(user)?.[1] ?? '';
  };

  /** The proposal asks for quotes; AutoQA is vague until its system prompt carries it. */
  async function reply(request: FakeChatRequest): Promise<string> {
    const system = request.messages[0]?.content ?? '';
    if (system.startsWith('You improve the custom instructions')) return PROPOSAL;
    if (system.startsWith("You are a business's customer-service assistant")) {
      await gate;
      return system.includes(PROPOSAL) ? `${firstPassage(request)} (Source: library.txt)` : 'Please ask our staff.';
    }
    return 'Opening hours and parking of the city library.';
  }

  beforeAll(async () => {
    fake = await startFakeLlm({ reply });
    stack = await startStack({ llm: readLlmConfig({ LLM_BASE_URL: fake.url, LLM_MODEL: 'fake-chat', LLM_MAX_RETRIES: '0', LLM_BREAKER_THRESHOLD: '1000' }) });
  });
  afterAll(async () => {
    await stack?.close();
    await fake?.close();
  });

  it('optimises the bot prompt from a question-answer CSV with live progress, and applies the proposal', async () => {
    const { account, botId } = await ownerWithBot(stack, async (token, id) => {
      const form = new FormData();
      form.append('files', new Blob([LIBRARY_TXT], { type: 'text/plain' }), 'library.txt');
      const uploaded = await fetch(`${stack.backendUrl}/graph-rag/${id}/upload-graphrag/`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
      expect(uploaded.status).toBe(201);
      const { events } = await ingestEventsUntilIdle(stack.backendUrl, token, id);
      expect(events.at(-1)).toMatchObject({ file_name: 'library.txt', status: 'ready' });
    });
    const { context, page } = await stack.newPage();
    await logInToDashboard(page, account.email, account.password);
    await page.goto(`/dashboard/bot/${botId}/autoqa`);
    await expectReady(fileRow(page, 'library.txt'), 2);
    // The summary is the model's.
    await shows(fileRow(page, 'library.txt').getByText('Opening hours and parking of the city library.'));

    const panel = page.getByRole('region', { name: 'Prompt optimization' });
    await shows(panel.getByText('Used 0 of 1 today'));
    await shows(panel.getByText('No optimization yet.'));
    let release: () => void = () => undefined;
    gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const rows = [
      'question,answer',
      'When does the library open on Saturday?,On Saturday and Sunday it opens at 10:00 and closes at 17:00.',
      'How much does parking cost?,"Parking costs 30 dollars per hour, and library members park free for the first two hours."',
    ].join('\n');
    await page.getByLabel('Optimization CSV').setInputFiles({ name: 'rows.csv', mimeType: 'text/csv', buffer: Buffer.from(rows) });
    const running = panel.getByRole('status');
    await shows(running.getByText(/^Optimizing… \d+%$/));
    await shows(running.getByRole('progressbar', { name: 'Optimization progress' }));
    await screenshot(page, 'optimization-running');
    release();

    const before = panel.getByText(/^Before: \d+%$/);
    const after = panel.getByText(/^After: \d+%$/);
    await shows(after, 30_000);
    const score = async (locator: Locator) => Number(/(\d+)%/.exec((await locator.textContent()) ?? '')?.[1]);
    expect(await score(before)).toBe(0);
    expect(await score(after)).toBeGreaterThan(await score(before));
    await shows(panel.getByText(PROPOSAL));
    await shows(panel.getByText('Used 1 of 1 today'));
    await shows(panel.getByText('Daily optimization limit reached. Please try again tomorrow'));
    expect(await panel.getByRole('button', { name: 'Upload optimization CSV' }).isDisabled()).toBe(true);
    await screenshot(page, 'optimization-proposal');

    await panel.getByRole('button', { name: 'Apply' }).click();
    await shows(page.getByText('The proposed prompt is now the bot prompt.'));
    await shows(panel.getByText('Applied', { exact: true }));
    const promptField = page.getByRole('textbox', { name: 'Bot-level prompt' });
    await shows(page.getByText(`${estimateTokens(PROPOSAL)} / 400 tokens`));
    expect(await promptField.inputValue()).toBe(PROPOSAL);
    await page.reload();
    await shows(promptField);
    expect(await promptField.inputValue()).toBe(PROPOSAL);
    await screenshot(page, 'optimization-applied');
    await context.close();
  });
});
