// The conversation history in a real browser: an owner's test chat messages are listed, filtered to the unanswered
// one, added to an existing Q&A group through the picker and exported as CSV; the page fits a 390 px phone. And the
// learning loop of another source: a tapped AutoFAQ answer is saved from the recommendations log as a new Q&A group,
// which, once trained, answers the question outright. A conversation longer than a page opens at the exchange clicked.
// The Add to Q&A dialog's choices show whole on a phone in every language, and Back asks before it closes it changed.
import { readFile } from 'node:fs/promises';
import type { PublicMessageReply } from '../../schema/rest';
import { uploadFiles } from '../../backend/answering/pipeline/testing/every-source';
import { loginToken, newAccount, newChatbot, trainedQaGroup } from '../support/factories';
import { logInToDashboard, screenshot, shows, startStack, type Stack } from './support/stack';

jest.setTimeout(120_000);

let stack: Stack;
beforeAll(async () => {
  // One visitor sends 130 messages in a test below, past the 60 a minute a visitor may send.
  stack = await startStack({ backendEnv: { PUBLIC_API_USER_PER_MINUTE: '1000' } });
});
afterAll(async () => {
  await stack?.close();
});

describe('the conversation history', () => {
  it('filters to the unanswered question, adds it to an existing group, exports the CSV and fits a phone', async () => {
    const account = await newAccount(stack.backendUrl);
    const token = await loginToken(stack.backendUrl, account.email, account.password);
    const bot = await newChatbot(stack.backendUrl, token, { robot_name: 'Pet shop', failed_msg: 'Sorry, I have no answer for that.' });
    await trainedQaGroup(stack.backendUrl, token, bot.chatbot_id, { questions: ['Are pets allowed in the shop?'], answers: ['Small pets on a leash are welcome.'] });
    // One session per account: the set-up session ends before the browser signs in.
    await fetch(`${stack.backendUrl}/member/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    const { context, page } = await stack.newPage();
    await logInToDashboard(page, account.email, account.password);

    await page.goto(`/dashboard/bot/${bot.chatbot_id}/test-chat`);
    const conversation = page.getByRole('log', { name: 'Conversation' });
    for (const [question, reply] of [
      ['Are pets allowed in the shop?', 'Small pets on a leash are welcome.'],
      ['Do you sell giraffe food?', 'Sorry, I have no answer for that.'],
    ]) {
      await page.getByRole('textbox', { name: 'Message' }).fill(question);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await shows(conversation.getByText(reply));
    }

    await page.getByRole('navigation', { name: 'Bot sections' }).getByRole('link', { name: 'History' }).click();
    await shows(page.getByRole('article', { name: 'Are pets allowed in the shop?' }));
    await page.getByRole('combobox', { name: 'Answer status' }).selectOption({ label: 'No answer' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/answer_status=2/);
    await page.getByRole('article', { name: 'Are pets allowed in the shop?' }).waitFor({ state: 'detached' });
    const unanswered = page.getByRole('article', { name: 'Do you sell giraffe food?' });
    await shows(unanswered);
    await screenshot(page, 'history-no-answer');

    await unanswered.getByRole('button', { name: 'Add to Q&A' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to the Q&A set' });
    await dialog.getByRole('searchbox', { name: 'Search groups' }).fill('pets allowed');
    await dialog.getByRole('radio', { name: /Are pets allowed in the shop\?/ }).check();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await shows(page.getByText('The Q&A list has untrained changes'));

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^history-Pet shop-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv).toContain('Do you sell giraffe food?');
    expect(csv).not.toContain('Small pets on a leash are welcome.');

    await page.setViewportSize({ width: 390, height: 844 });
    await shows(unanswered);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity)).toBeLessThanOrEqual(390);
    await screenshot(page, 'history-phone');

    await page.getByRole('link', { name: 'Go to the Q&A list to train' }).click();
    await shows(page.getByRole('row', { name: /Are pets allowed in the shop\?/ }));
    expect(await page.getByRole('row', { name: /Are pets allowed in the shop\?/ }).textContent()).toContain('2 / 1');
    await context.close();
  });

  it("shows the Add to Q&A dialog's choices whole on a 390 px phone in every language", async () => {
    const account = await newAccount(stack.backendUrl);
    const token = await loginToken(stack.backendUrl, account.email, account.password);
    const bot = await newChatbot(stack.backendUrl, token, { robot_name: 'Phone desk', language: 'en', failed_msg: 'Sorry, I have no answer for that.' });
    // A bot answers only once trained.
    await trainedQaGroup(stack.backendUrl, token, bot.chatbot_id, { questions: ['When do you open?'], answers: ['At nine.'] });
    const response = await fetch(`${stack.backendUrl}/webhook/api/v2/${bot.vendor_id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-test-chat': '1' },
      body: JSON.stringify({ userId: 'phone-user', type: 'message', message: { text: 'Do you deliver on Sundays?' } }),
    });
    expect(response.status).toBe(200);
    await fetch(`${stack.backendUrl}/member/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });

    const { context, page } = await stack.newPage();
    await logInToDashboard(page, account.email, account.password);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const language of ['jp', 'cn', 'tw', 'en']) {
      const words = JSON.parse(await readFile(`web/src/i18n/${language}.json`, 'utf8')) as { history: { addToQa: Record<string, string> } };
      const addToQa = words.history.addToQa;
      await page.evaluate((code) => window.localStorage.setItem('i18nextLng', code), language);
      await page.goto(`/dashboard/bot/${bot.chatbot_id}/history`);
      const exchange = page.getByRole('article', { name: 'Do you deliver on Sundays?' });
      await shows(exchange);
      await exchange.getByRole('button', { name: addToQa.open }).click();
      const dialog = page.getByRole('dialog', { name: addToQa.title });
      await shows(dialog);
      for (const choice of [addToQa.existing, addToQa.new]) {
        const label = dialog.locator('label').filter({ hasText: choice });
        await shows(label);
        expect(await label.textContent()).toBe(choice);
        // Nothing of the label is cut: its text fits its box both ways (the label hides what overflows it), the box
        // lies within the control and the control within the dialog (each hides what overflows it too).
        const fits = await label.evaluate((element) => {
          const control = element.closest('.mantine-SegmentedControl-root') ?? element;
          const content = element.closest('.mantine-Modal-content') ?? control;
          const within = (inner: Element, outer: Element) => {
            const [a, b] = [inner.getBoundingClientRect(), outer.getBoundingClientRect()];
            return a.left >= b.left - 0.5 && a.right <= b.right + 0.5;
          };
          const text = element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight;
          return { text, inControl: within(element, control) && control.scrollWidth <= control.clientWidth, inDialog: within(control, content) };
        });
        expect({ language, choice, ...fits }).toEqual({ language, choice, text: true, inControl: true, inDialog: true });
      }
      await screenshot(page, `history-add-to-qa-phone-${language}`);
    }

    // The dialog follows the URL: Back with an answer typed asks first and keeps it; discarded, the dialog closes, and
    // one more Back goes where the owner was before the page (here the dashboard), neither opening it again nor
    // staying put.
    await page.goto('/dashboard');
    await page.goto(`/dashboard/bot/${bot.chatbot_id}/history`);
    await page.getByRole('article', { name: 'Do you deliver on Sundays?' }).getByRole('button', { name: 'Add to Q&A' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to the Q&A set' });
    await dialog.locator('label').filter({ hasText: 'As a new group' }).click();
    await dialog.getByRole('textbox', { name: 'Answer' }).fill('Yes, on Sundays too.');
    const back = () => page.goBack({ waitUntil: 'commit' }).catch(() => undefined);
    await back();
    const asking = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await shows(asking.getByText('What you typed in this dialog has not been saved. Discard it and close the dialog?'));
    await asking.getByRole('button', { name: 'Keep editing' }).click();
    await asking.waitFor({ state: 'hidden' });
    await page.waitForURL(/addTo=/);
    expect(await dialog.getByRole('textbox', { name: 'Answer' }).inputValue()).toBe('Yes, on Sundays too.');
    await back();
    await asking.getByRole('button', { name: 'Discard changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL(/\/history$/);
    await back();
    await page.waitForURL(/\/dashboard$/);
    expect(await dialog.count()).toBe(0);
    await context.close();
  });

  it('opens a conversation longer than a page at the exchange clicked, marked and scrolled to the middle of the drawer', async () => {
    const account = await newAccount(stack.backendUrl);
    const token = await loginToken(stack.backendUrl, account.email, account.password);
    const bot = await newChatbot(stack.backendUrl, token, { robot_name: 'Long talk', language: 'en', failed_msg: 'Sorry, I have no answer for that.' });
    await trainedQaGroup(stack.backendUrl, token, bot.chatbot_id, { questions: ['What are your opening hours?'], answers: ['We open at 9:00.'] });
    // 130 exchanges of one visitor's session: the drawer's first page (the latest 100) does not hold the clicked one.
    for (let n = 1; n <= 130; n++) {
      const response = await fetch(`${stack.backendUrl}/webhook/api/v2/${bot.vendor_id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-test-chat': '1' },
        body: JSON.stringify({ userId: 'long-talker', type: 'message', message: { text: `Message number ${String(n).padStart(3, '0')}` } }),
      });
      expect(`${response.status} ${await response.text()}`).toMatch(/^200 /);
    }
    await fetch(`${stack.backendUrl}/member/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });

    const { context, page } = await stack.newPage();
    await logInToDashboard(page, account.email, account.password);
    await page.goto(`/dashboard/bot/${bot.chatbot_id}/history?q=${encodeURIComponent('number 010')}`);
    const clicked = page.getByRole('article', { name: 'Message number 010' });
    await shows(clicked);
    await clicked.getByRole('button', { name: 'View conversation' }).scrollIntoViewIfNeeded();
    const pageScrolled = await page.evaluate(() => window.scrollY);
    await clicked.getByRole('button', { name: 'View conversation' }).click();
    const drawer = page.getByRole('dialog', { name: /Conversation with/ });
    const opened = drawer.locator('[aria-current="true"]');
    await shows(opened.getByText('Message number 010'));
    await shows(drawer.getByText('Message number 130'));
    // In the middle of the drawer, the exchanges before it loaded above it.
    const box = await opened.boundingBox();
    const height = page.viewportSize()?.height ?? 0;
    expect(box && box.y > height / 4 && box.y + box.height < (height * 3) / 4).toBe(true);
    await shows(drawer.getByText('Message number 001'));
    // The drawer's own body scrolled, not the page behind it.
    expect(await page.evaluate(() => window.scrollY)).toBe(pageScrolled);
    await screenshot(page, 'history-long-conversation');
    await context.close();
  });

  it('saves a tapped AutoFAQ answer from the recommendations log as a new Q&A group that, once trained, answers outright', async () => {
    const account = await newAccount(stack.backendUrl);
    const token = await loginToken(stack.backendUrl, account.email, account.password);
    const bot = await newChatbot(stack.backendUrl, token, { robot_name: 'Museum desk', language: 'en', failed_msg: 'Sorry, I have no answer for that.' });
    await trainedQaGroup(stack.backendUrl, token, bot.chatbot_id, { questions: ['What are your opening hours?'], answers: ['We open at 9:00.'] });
    const parking = 'The car park has 200 spaces and costs 40 dollars an hour.';
    await uploadFiles(stack.backendUrl, token, `/autofaq/${bot.chatbot_id}/upload/`, 'file', [{ name: 'faq.csv', content: `title,answer\nCar park,${parking}\n` }]);
    // A visitor is offered the car park answer and taps it, as the test chat's buttons do.
    const say = async (body: Record<string, unknown>) => {
      const response = await fetch(`${stack.backendUrl}/webhook/api/v2/${bot.vendor_id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-test-chat': '1' },
        body: JSON.stringify({ userId: 'visitor', ...body }),
      });
      return (await response.json()) as PublicMessageReply;
    };
    const shown = await say({ type: 'message', message: { text: 'Car park' } });
    const id = shown.debug?.sources.find((entry) => entry.source === 'autofaq')?.candidates[0]?.id;
    expect(id).toMatch(/^autofaq:/);
    await say({ type: 'postback', message: { id, text: 'Car park', oriQue: 'where do I leave the car' } });
    await fetch(`${stack.backendUrl}/member/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });

    const { context, page } = await stack.newPage();
    await logInToDashboard(page, account.email, account.password);
    await page.goto(`/dashboard/bot/${bot.chatbot_id}/recommendations`);
    const row = page.getByRole('row', { name: /where do I leave the car/ });
    await shows(row.getByRole('cell', { name: 'AutoFAQ answer' }));
    await row.getByRole('button', { name: 'Save “where do I leave the car” as a new Q&A group' }).click();
    await shows(page.getByText('Saved as a new Q&A group answering as “Car park” does. Train the Q&A list to answer with it.'));
    await shows(row.getByText('Saved', { exact: true }));

    await page.getByRole('navigation', { name: 'Bot sections' }).getByRole('link', { name: 'Q&A list' }).click();
    await shows(page.getByRole('cell', { name: 'where do I leave the car' }));
    await page.getByRole('button', { name: 'Train', exact: true }).click();
    await shows(page.getByText(/Trained .* with 2 groups/), 30_000);

    await page.goto(`/dashboard/bot/${bot.chatbot_id}/test-chat`);
    await page.getByRole('textbox', { name: 'Message' }).fill('where do I leave the car');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const conversation = page.getByRole('log', { name: 'Conversation' });
    await shows(conversation.getByText(parking));
    await shows(conversation.getByText('Answered from: Q&A list'));
    await context.close();
  });
});
