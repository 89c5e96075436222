// A bot from a template in a real browser: the owner picks the shop-information template, fills the basic info and
// the fields (an e-mail field refuses a bad address live; Start over asks, and Escape keeps the draft), creates the
// bot and lands on its Q&A list, filled in with the owner's values in the bot's language.
import { newAccount } from '../support/factories';
import { logInToDashboard, screenshot, shows, startStack, type Stack } from './support/stack';

jest.setTimeout(120_000);

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('creating a bot from a template', () => {
  it('walks the template wizard and opens the Q&A settings of the new bot', async () => {
    const account = await newAccount(stack.backendUrl);
    const { page } = await stack.newPage();
    await logInToDashboard(page, account.email, account.password);

    await page.getByRole('link', { name: 'Create from template' }).first().click();
    await page.waitForURL('**/dashboard/bot/create-from-template');
    const card = page.getByRole('radio', { name: 'Shop or office information' });
    await shows(card);
    // Its questions are previewed in the language the bot will speak (Traditional Chinese, the default), not the console's.
    await shows(card.getByText('營業時間是幾點到幾點？'));
    await card.click();
    await screenshot(page, 'template-choose');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByLabel('Bot name').fill('Harbour desk');
    await page.getByLabel('Greeting message').fill('Hello! Ask me about the shop.');
    await page.getByLabel('Failed message').fill('Sorry, I do not know that yet.');
    await page.getByRole('button', { name: 'Next' }).click();

    const fields = page.getByRole('group', { name: 'Q&A fields' });
    await shows(fields);
    const inputs = fields.getByRole('textbox');
    for (let i = 0; i < (await inputs.count()); i += 1) {
      const input = inputs.nth(i);
      await input.fill((await input.getAttribute('placeholder')) ?? '');
    }
    await fields.getByRole('textbox', { name: /^Shop name/ }).fill('Harbour Books');
    const email = fields.getByRole('textbox', { name: /^Contact e-mail/ });
    await email.fill('hello@harbour');
    await email.blur();
    await shows(page.getByText('Please enter a valid e-mail address'));
    await screenshot(page, 'template-fields-refused');
    await email.fill('hello@harbour.example.com');
    await page.getByText('Please enter a valid e-mail address').waitFor({ state: 'detached' });

    // Start over asks first, by keyboard too: "Keep editing" holds the focus, and Escape keeps the draft and goes back
    // to Start over.
    await page.getByRole('button', { name: 'Start over' }).focus();
    await page.keyboard.press('Enter');
    const question = page.getByRole('alertdialog', { name: 'Start over?' });
    await shows(question.getByText('Everything typed so far will be cleared.'));
    await page.waitForFunction(() => document.activeElement?.textContent === 'Keep editing', null, { timeout: 5_000 });
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.textContent === 'Start over', null, { timeout: 5_000 });
    expect(await fields.getByRole('textbox', { name: /^Shop name/ }).inputValue()).toBe('Harbour Books');
    await page.getByRole('button', { name: 'Next' }).click();

    await shows(page.getByRole('table', { name: 'Summary' }).getByText('Harbour Books'));
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Chatbot created' });
    await shows(dialog);
    await screenshot(page, 'template-created');
    await dialog.getByRole('button', { name: 'Go to Q&A settings' }).click();
    await page.waitForURL(/\/dashboard\/bot\/[^/]+\/faq$/);
    // The bot speaks Traditional Chinese (the default language), so its groups are the template's tw ones, filled in.
    await shows(page.getByRole('cell', { name: '營業時間是幾點到幾點？', exact: true }));
    await page.getByRole('searchbox', { name: 'Search' }).fill('hello@harbour.example.com');
    await shows(page.getByRole('cell', { name: '信箱是什麼？', exact: true }));
    await page.getByRole('cell', { name: '營業時間是幾點到幾點？', exact: true }).waitFor({ state: 'detached' });
    await screenshot(page, 'template-qa-list');
  });
});
