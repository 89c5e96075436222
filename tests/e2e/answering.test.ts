// Answering in a real browser: an owner fills the Q&A list (by hand, with a postback choice, and by CSV import),
// trains it with live progress, tries it in the test chat (a Simplified Chinese question finds a Traditional answer) and turns on
// the public API, which then answers a visitor. The owner's own synonym sets are saved on the Q&A page and
// the test chat says how it read the message; an off-topic message gets the failed message until the owner turns
// the off-topic filter off; a question the bot missed is added to the Q&A set from its reply in the test chat.
import type { TrainingStatusDTO } from '../../schema/rest';
import { importCsv, loginToken, newAccount, newChatbot } from '../support/factories';
import { shows, screenshot, startStack, type Stack, logInToDashboard, loseSessionAndSignInAgain, phoneScrollWidth } from './support/stack';

const PUBLIC_URL = 'https://bots.e2e.test';

jest.setTimeout(120_000);

let stack: Stack;
beforeAll(async () => {
  // Where people reach the product, unlike the address the browser opens the console at: the endpoint shown is this one.
  stack = await startStack({ backendEnv: { PUBLIC_URL } });
});
afterAll(async () => {
  await stack?.close();
});

const FAQ_CSV = [
  'group,question,answer',
  'hours,營業時間是什麼時候？,週一至週五 09:00 到 18:00。',
  'hours,你們幾點開門,',
  'parking,可以停車嗎？,大樓地下室有付費停車場。',
  'refund,How do I get a refund?,Send the receipt to refunds@example.com within 30 days.',
].join('\n');

describe('answering from the console', () => {
  it('fills the Q&A list, trains it, answers in the test chat and through the public API once activated', async () => {
    const account = await newAccount(stack.backendUrl);
    const token = await loginToken(stack.backendUrl, account.email, account.password);
    const bot = await newChatbot(stack.backendUrl, token, { robot_name: 'City desk', failed_msg: 'Sorry, I have no answer for that.' });
    // One session per account: the set-up session ends before the browser signs in.
    await fetch(`${stack.backendUrl}/member/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    const { context, page } = await stack.newPage();
    await logInToDashboard(page, account.email, account.password);

    await page.goto(`/dashboard/bot/${bot.chatbot_id}/faq`);
    await shows(page.getByText('No Q&A groups yet'));
    await page.getByRole('button', { name: 'Add Q&A group' }).first().click();
    const form = page.getByRole('dialog');
    // Saved empty: each field says what is missing, its × beside the field, not beside the message.
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await shows(form.getByRole('textbox', { name: 'Question 1' }));
    await shows(form.getByText('This field is required').first());
    await screenshot(page, 'faq-group-errors');
    await form.getByRole('textbox', { name: 'Question 1' }).fill('Where is the office?');
    await form.getByRole('textbox', { name: 'Answer 1' }).fill('5F, No. 1 City Hall Road.');
    const choices = form.getByRole('group', { name: 'Postback choices' });
    await choices.getByRole('button', { name: 'Add choice' }).click();
    await choices.getByRole('textbox', { name: 'Choice 1' }).fill('How do I get a refund?');
    await screenshot(page, 'faq-group-choices');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await shows(page.getByRole('cell', { name: 'Where is the office?' }));

    await page.getByLabel('CSV file').setInputFiles({ name: 'faq.csv', mimeType: 'text/csv', buffer: Buffer.from(FAQ_CSV) });
    await shows(page.getByText('3 groups created, 0 updated'));
    await shows(page.getByText(/Changes not trained yet|Never trained/));
    await page.getByRole('button', { name: 'Train', exact: true }).click();
    await shows(page.getByText(/Trained .* with 4 groups/), 30_000);
    await screenshot(page, 'faq-trained');

    await page.goto(`/dashboard/bot/${bot.chatbot_id}/test-chat`);
    const message = page.getByRole('textbox', { name: 'Message' });
    await message.fill('营业时间是什么时候');
    await message.press('Enter');
    const conversation = page.getByRole('log', { name: 'Conversation' });
    await shows(conversation.getByText('週一至週五 09:00 到 18:00。'));
    // The keyboard's place stays in the message box while the reply is awaited, ready for the next question.
    expect(await message.evaluate((element) => element === document.activeElement)).toBe(true);
    // The office group's postback choice is a button under its answer; choosing it asks that question.
    await message.fill('where is the office');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await shows(conversation.getByText('5F, No. 1 City Hall Road.'));
    // Sent with the button too (busy until the reply, so it cannot keep the focus), the keyboard is back in the box.
    expect(await message.evaluate((element) => element === document.activeElement)).toBe(true);
    await conversation.getByRole('button', { name: 'How do I get a refund?' }).click();
    await shows(conversation.getByText('Send the receipt to refunds@example.com within 30 days.'));
    expect(await message.evaluate((element) => element === document.activeElement)).toBe(true);
    await message.fill('Can I bring my pet giraffe to the opera?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await shows(conversation.getByText('Sorry, I have no answer for that.'));
    await screenshot(page, 'test-chat');

    const visitorAsks = () =>
      fetch(`${stack.url}/webhook/api/v2/${bot.vendor_id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: 'visitor-1', type: 'message', message: { text: 'how do i get a refund' } }),
      });
    expect((await visitorAsks()).status).toBe(403);

    await page.goto(`/dashboard/bot/${bot.chatbot_id}/integrations`);
    const activated = page.getByRole('switch', { name: 'Activated' });
    await activated.click();
    // The switch is disabled while the change saves and shows the saved state afterwards.
    await shows(page.getByRole('switch', { name: 'Activated', checked: true, disabled: false }));
    expect(await page.getByRole('textbox', { name: 'Endpoint URL' }).inputValue()).toBe(`${PUBLIC_URL}/webhook/api/v2/${bot.vendor_id}`);
    await screenshot(page, 'integrations-api');
    const reply = await visitorAsks();
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({ sender: 'BOT', type: 'answer', success: true, data: { text: 'Send the receipt to refunds@example.com within 30 days.' } });
    await context.close();
  });
});

/** A new account's bot with the CSV imported and trained through the REST API, and a page signed in as its owner. */
async function signedInWithTrainedBot(name: string, csv: string, settings: Record<string, string> = {}) {
  const account = await newAccount(stack.backendUrl);
  const token = await loginToken(stack.backendUrl, account.email, account.password);
  const bot = await newChatbot(stack.backendUrl, token, { robot_name: name, ...settings });
  const auth = { authorization: `Bearer ${token}` };
  expect((await importCsv(stack.backendUrl, token, bot.chatbot_id, csv)).status).toBe(200);
  expect((await fetch(`${stack.backendUrl}/qa/${bot.chatbot_id}/train`, { method: 'POST', headers: auth })).ok).toBe(true);
  for (let state = ''; state !== 'success'; ) {
    const status = (await (await fetch(`${stack.backendUrl}/qa/${bot.chatbot_id}/training`, { headers: auth })).json()) as TrainingStatusDTO;
    state = status.job?.state ?? '';
    expect(state).not.toBe('failure');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await fetch(`${stack.backendUrl}/member/logout`, { method: 'POST', headers: auth });
  const { context, page } = await stack.newPage();
  await logInToDashboard(page, account.email, account.password);
  return { account, bot, context, page };
}

describe("the bot's own synonyms", () => {
  it('are edited on the Q&A page with line-numbered errors, and the test chat reads a message with them', async () => {
    const { bot, context, page } = await signedInWithTrainedBot('Cafe desk', 'group,question,answer\nwifi,有無線網路嗎？,密碼是 guest1234。\n');

    await page.goto(`/dashboard/bot/${bot.chatbot_id}/faq`);
    const synonyms = page.getByRole('textbox', { name: 'Synonyms' });
    await synonyms.fill('熱點, 無線網路\n\n網路');
    await page.getByRole('button', { name: 'Save answer settings' }).click();
    await shows(page.getByText('Line 3: Each set needs at least 2 words'));
    await synonyms.fill('熱點, 無線網路');
    await page.getByRole('button', { name: 'Save answer settings' }).focus();
    await page.keyboard.press('Enter');
    await shows(page.getByText('Answer settings saved'));
    // The button was disabled while it saved (Mantine's loading state); the keyboard's place comes back to it.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Save answer settings', null, { timeout: 5_000 });
    await screenshot(page, 'faq-synonyms');

    await page.goto(`/dashboard/bot/${bot.chatbot_id}/test-chat`);
    await page.getByRole('textbox', { name: 'Message' }).fill('有熱點嗎');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const conversation = page.getByRole('log', { name: 'Conversation' });
    await shows(conversation.getByText('密碼是 guest1234。'));
    await shows(conversation.getByText('Read “熱點” as: 無線網路'));
    await screenshot(page, 'test-chat-synonyms');
    await context.close();
  });
});

describe('off-topic messages', () => {
  it('get the failed message with a note in the test chat, until the owner turns the filter off', async () => {
    const csv = 'group,question,answer\nmarket,假日市集會不會因為下雨取消？,雨天照常舉行，颱風才會停辦。\nlibrary,圖書館幾點開門？,上午8點30分。\n';
    const { bot, context, page } = await signedInWithTrainedBot('Market desk', csv, { failed_msg: 'Sorry, I have no answer for that.' });
    const chat = async (text: string) => {
      await page.goto(`/dashboard/bot/${bot.chatbot_id}/test-chat`);
      await page.getByRole('textbox', { name: 'Message' }).fill(text);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      return page.getByRole('log', { name: 'Conversation' });
    };

    let conversation = await chat('明天會不會下雨');
    await shows(conversation.getByText('Sorry, I have no answer for that.'));
    await shows(conversation.getByText(/^Looked off-topic \(like “.*下雨.*”\), so the Q&A list did not reply\.$/));
    await screenshot(page, 'test-chat-off-topic');

    await page.goto(`/dashboard/bot/${bot.chatbot_id}/faq`);
    const filter = page.getByRole('switch', { name: /^Decline small talk and off-topic questions/ });
    await shows(page.getByRole('switch', { name: /^Decline small talk/, checked: true }));
    await filter.click();
    await page.getByRole('button', { name: 'Save answer settings' }).click();
    await shows(page.getByText('Answer settings saved'));

    conversation = await chat('明天會不會下雨');
    await shows(conversation.getByText('雨天照常舉行，颱風才會停辦。'));
    expect(await conversation.getByText(/Looked off-topic/).count()).toBe(0);
    await context.close();
  });
});

describe('teaching from the test chat', () => {
  it('adds a question the bot missed to the Q&A set from its reply, and after training the bot answers it', async () => {
    const { bot, context, page } = await signedInWithTrainedBot('Zoo desk', FAQ_CSV, { failed_msg: 'Sorry, I have no answer for that.' });
    const ask = async (text: string) => {
      await page.getByRole('textbox', { name: 'Message' }).fill(text);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
    };
    await page.goto(`/dashboard/bot/${bot.chatbot_id}/test-chat`);
    const conversation = page.getByRole('log', { name: 'Conversation' });
    await ask('Can I bring my pet giraffe?');
    await shows(conversation.getByText('Sorry, I have no answer for that.'));
    await conversation.getByRole('button', { name: 'Add to Q&A' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to the Q&A set' });
    await shows(dialog.getByText('Can I bring my pet giraffe?'));
    await dialog.getByText('As a new group').click();
    await dialog.getByRole('textbox', { name: 'Answer' }).fill('Giraffes are welcome in the park, not inside the buildings.');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('dialog', { name: 'New Q&A group created' }).getByRole('button', { name: 'Later' }).click();
    await shows(page.getByText('The Q&A list has untrained changes'));
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await screenshot(page, 'test-chat-added-to-qa');
    // The conversation stays to go on testing; training is one link away.
    await shows(conversation.getByText('Sorry, I have no answer for that.'));
    await page.getByRole('link', { name: 'Go to the Q&A list to train' }).click();
    await shows(page.getByRole('cell', { name: 'Can I bring my pet giraffe?' }));
    await page.getByRole('button', { name: 'Train', exact: true }).click();
    await shows(page.getByText(/Trained .* with 4 groups/), 30_000);

    await page.goto(`/dashboard/bot/${bot.chatbot_id}/test-chat`);
    await ask('can i bring my pet giraffe');
    await shows(page.getByRole('log', { name: 'Conversation' }).getByText('Giraffes are welcome in the park, not inside the buildings.'));
    await context.close();
  });
});

describe('two tabs editing one Q&A group', () => {
  it('refuses the second save instead of losing the first, and shows the first on opening again', async () => {
    const { bot, context, page } = await signedInWithTrainedBot('Two tabs', 'group,question,answer\nhours,幾點開門？,早上九點。\n');
    const other = await context.newPage();
    for (const tab of [page, other]) {
      await tab.goto(`/dashboard/bot/${bot.chatbot_id}/faq`);
      await tab.getByRole('button', { name: 'Edit 幾點開門？' }).click();
    }
    const first = page.getByRole('dialog', { name: 'Edit Q&A group' });
    await first.getByRole('button', { name: 'Add question' }).click();
    await first.getByRole('textbox', { name: 'Question 2' }).fill('營業時間？');
    await first.getByRole('button', { name: 'Save', exact: true }).click();
    await shows(page.getByText('Q&A group saved'));

    const second = other.getByRole('dialog', { name: 'Edit Q&A group' });
    await second.getByRole('textbox', { name: 'Answer 1' }).fill('早上十點。');
    await second.getByRole('button', { name: 'Save', exact: true }).click();
    await shows(second.getByText(/This was changed elsewhere \(another tab or person\) after you opened it/));
    expect(await second.getByRole('textbox', { name: 'Answer 1' }).inputValue()).toBe('早上十點。');
    // Escape asks first, and the keydown that asked does not also answer: "Keep editing" stays up with the focus.
    await other.keyboard.press('Escape');
    await other.waitForFunction(() => document.activeElement?.textContent === 'Keep editing', null, { timeout: 5_000 });
    await other.getByRole('alertdialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard changes' }).click();
    await second.waitFor({ state: 'hidden' });

    // Opened again, the second tab sees the first tab's question and the answer it had.
    await other.reload();
    await other.getByRole('button', { name: 'Edit 幾點開門？' }).click();
    expect(await second.getByRole('textbox', { name: 'Question 2' }).inputValue()).toBe('營業時間？');
    expect(await second.getByRole('textbox', { name: 'Answer 1' }).inputValue()).toBe('早上九點。');
    await context.close();
  });
});

describe('leaving with unsaved changes', () => {
  it('Back closes a dialog (asking when changed), a reload asks the browser, and a link waits on a changed settings form', async () => {
    const { bot, context, page } = await signedInWithTrainedBot('Leaving', 'group,question,answer\nhours,幾點開門？,早上九點。\n');
    await page.goto(`/dashboard/bot/${bot.chatbot_id}/detail`);
    await page.getByRole('link', { name: 'Q&A list', exact: true }).first().click();
    await page.waitForURL(/\/faq$/);
    const dialog = page.getByRole('dialog', { name: 'Edit Q&A group' });
    const back = () => page.goBack({ waitUntil: 'commit' }).catch(() => undefined);

    // Back with the dialog as it opened: the dialog closes, the page stays.
    await page.getByRole('button', { name: 'Edit 幾點開門？' }).click();
    await dialog.waitFor();
    await back();
    await dialog.waitFor({ state: 'hidden' });
    // The browser's address goes back and is put forward again by the router: wait for it, then check the page stayed.
    await page.waitForURL(/\/faq$/);
    await shows(page.getByRole('button', { name: 'Edit 幾點開門？' }));

    // Changed: Back asks first; "Keep editing" keeps the text and the page.
    await page.getByRole('button', { name: 'Edit 幾點開門？' }).click();
    await dialog.getByRole('textbox', { name: 'Answer 1' }).fill('早上十點。');
    await back();
    const asking = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await shows(asking.getByText('What you typed in this dialog has not been saved. Discard it and close the dialog?'));
    await asking.getByRole('button', { name: 'Keep editing' }).click();
    await asking.waitFor({ state: 'hidden' });
    await page.waitForURL(/\/faq$/);
    expect(await dialog.getByRole('textbox', { name: 'Answer 1' }).inputValue()).toBe('早上十點。');

    // A reload: the browser's own question; staying keeps the text.
    const unloadQuestion = new Promise<string>((resolve) => {
      page.once('dialog', (question) => {
        resolve(question.type());
        void question.dismiss();
      });
    });
    void page.evaluate(() => location.reload()).catch(() => undefined);
    expect(await unloadQuestion).toBe('beforeunload');
    expect(await dialog.getByRole('textbox', { name: 'Answer 1' }).inputValue()).toBe('早上十點。');

    // Back again, discarded: the dialog closes on the same page; one more Back leaves it.
    await back();
    await asking.getByRole('button', { name: 'Discard changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL(/\/faq$/);
    await shows(page.getByRole('button', { name: 'Edit 幾點開門？' }));
    await back();
    await page.waitForURL(/\/detail$/);

    // A changed settings form and a link in the bot's navigation: the page's question; discarding leaves.
    await page.goto(`/dashboard/bot/${bot.chatbot_id}/setting`);
    await page.getByRole('textbox', { name: /^Bot name/ }).fill('Leaving soon');
    await page.getByRole('link', { name: 'Q&A list', exact: true }).first().click();
    await shows(asking.getByText('What you changed on this page has not been saved. Discard it and leave the page?'));
    expect(page.url()).toMatch(/\/setting$/);
    await asking.getByRole('button', { name: 'Discard changes' }).click();
    await page.waitForURL(/\/faq$/);
    await context.close();
  });

  it('keeps a Q&A group typed when a login elsewhere ends the session, and opens it again after signing in', async () => {
    const { account, bot, context, page } = await signedInWithTrainedBot('Rescue', 'group,question,answer\nhours,幾點開門？,早上九點。\n');
    await page.goto(`/dashboard/bot/${bot.chatbot_id}/faq`);
    await page.getByRole('button', { name: 'Add Q&A group' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Q&A group' });
    await dialog.getByRole('textbox', { name: 'Question 1' }).fill('可以外送嗎？');
    await dialog.getByRole('textbox', { name: 'Answer 1' }).fill('台北市內可以外送。');

    // One session per account: a login elsewhere ends this one.
    await loseSessionAndSignInAgain(page, stack.backendUrl, account);

    // Back on the Q&A list, the dialog open again with what was typed; saved, the list holds it once.
    await page.waitForURL(/\/faq$/);
    await shows(dialog.getByText('What you typed before you were signed out is back here, not saved yet. Check it, then save.'));
    expect(await dialog.getByRole('textbox', { name: 'Question 1' }).inputValue()).toBe('可以外送嗎？');
    expect(await dialog.getByRole('textbox', { name: 'Answer 1' }).inputValue()).toBe('台北市內可以外送。');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await shows(page.getByRole('button', { name: 'Edit 可以外送嗎？' }));
    expect(await page.getByRole('button', { name: 'Edit 可以外送嗎？' }).count()).toBe(1);
    // Opened again, the page starts with nothing kept.
    await page.reload();
    await shows(page.getByRole('button', { name: 'Edit 可以外送嗎？' }));
    expect(await dialog.count()).toBe(0);
    await context.close();
  });

  it('keeps the test conversation and the message typed in it, and goes on with it after signing in again', async () => {
    const { account, bot, context, page } = await signedInWithTrainedBot('Rescued chat', FAQ_CSV);
    await page.goto(`/dashboard/bot/${bot.chatbot_id}/test-chat`);
    const conversation = page.getByRole('log', { name: 'Conversation' });
    const message = page.getByRole('textbox', { name: 'Message' });
    await message.fill('營業時間是什麼時候？');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await shows(conversation.getByText('週一至週五 09:00 到 18:00。'));
    await message.fill('可以停車嗎？');

    await loseSessionAndSignInAgain(page, stack.backendUrl, account);

    await page.waitForURL(/\/test-chat$/);
    await shows(page.getByText('Your conversation from before you were signed out is back, and it goes on where it stopped.', { exact: false }));
    await shows(conversation.getByText('週一至週五 09:00 到 18:00。'));
    expect(await message.inputValue()).toBe('可以停車嗎？');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'test-chat-restored-phone');
    expect(await phoneScrollWidth(page)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await shows(conversation.getByText('大樓地下室有付費停車場。'));
    await context.close();
  });
});
