// The console in a real browser: sign up, log in, create a bot with the wizard, edit and delete it,
// forced login from a second browser, and the messages for bad input.
import type { Page } from 'playwright-core';
import { shows, screenshot, signUpInConsole, startStack, type Stack } from './support/stack';

jest.setTimeout(120_000);

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

let counter = 0;
const uniqueEmail = () => `e2e-${Date.now()}-${++counter}@example.com`;
const PASSWORD = 'correct-horse-1';

function signUp(page: Page, email: string, nickname = 'Mary Ann Lee'): Promise<void> {
  return signUpInConsole(page, { email, password: PASSWORD, nickname });
}

async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('a bot owner in the console', () => {
  it('signs up, logs in, creates a bot with the wizard, edits it and deletes it with the password', async () => {
    const { context, page } = await stack.newPage();
    const email = uniqueEmail();
    await signUp(page, email);
    await screenshot(page, 'login');
    await logIn(page, email);
    await page.waitForURL('**/dashboard**');
    await shows(page.getByText(/no chatbots/i));
    await shows(page.getByText('MAL'));
    await screenshot(page, 'dashboard-empty');

    await page.getByRole('link', { name: 'Create chatbot' }).first().click();
    await page.waitForURL('**/dashboard/bot/create');
    await page.getByText('Sales assistant').click();
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await page.getByRole('switch', { name: /Tours with images/ }).isChecked()).toBe(true);
    await screenshot(page, 'wizard-tools');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Bot name').fill('Taipei helper');
    await page.getByLabel('Greeting message').fill('Hello! Ask me about city services.');
    await page.getByLabel('Failed message').fill('Sorry, I do not know that yet.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('input[type=file]').setInputFiles({ name: 'faq.csv', mimeType: 'text/csv', buffer: Buffer.from('group,question,answer\n1,Hours?,9 to 5\n') });
    await shows(page.getByText('faq.csv'));
    await page.getByRole('button', { name: 'Next' }).click();
    await screenshot(page, 'wizard-finish');
    await page.getByRole('button', { name: 'Create chatbot' }).click();
    await page.waitForURL(/\/dashboard\/bot\/[^/]+\/detail$/);
    await shows(page.getByRole('heading', { name: 'Taipei helper' }));
    await shows(page.getByText('faq.csv'));
    await screenshot(page, 'bot-detail');

    await page.goto('/dashboard');
    await shows(page.getByText('Taipei helper'));
    await screenshot(page, 'dashboard-with-bot');

    await page.getByText('Taipei helper').click();
    await page.getByRole('navigation', { name: 'Bot sections' }).getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(/\/setting$/);
    await page.getByLabel('Greeting message').fill('Welcome to the city helper!');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await shows(page.getByText(/saved/i).first());
    await screenshot(page, 'bot-settings');
    await page.reload();
    await shows(page.getByLabel('Greeting message'));
    expect(await page.getByLabel('Greeting message').inputValue()).toBe('Welcome to the city helper!');

    await page.getByRole('button', { name: 'Delete chatbot' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await shows(dialog.getByText(/password is incorrect/i));
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL(/\/dashboard\/?$/);
    await shows(page.getByText(/no chatbots/i));
    await context.close();
  });

  it('is forced out with the Session Expired alert when a second browser logs in to the same account', async () => {
    const first = await stack.newPage();
    const email = uniqueEmail();
    await signUp(first.page, email);
    await logIn(first.page, email);
    await first.page.waitForURL('**/dashboard**');

    const second = await stack.newPage();
    await logIn(second.page, email);
    const forceDialog = second.page.getByRole('alertdialog', { name: 'Force Login Alert' });
    await shows(forceDialog);
    await screenshot(second.page, 'force-login-alert');
    // Cancel holds the focus; Escape keeps the first browser signed in and goes back to Log in (its loader had
    // taken the focus off it while the server answered).
    await second.page.waitForFunction(() => document.activeElement?.textContent === 'Cancel', null, { timeout: 5_000 });
    await second.page.keyboard.press('Escape');
    await forceDialog.waitFor({ state: 'detached' });
    await second.page.waitForFunction(() => document.activeElement?.textContent === 'Log in', null, { timeout: 5_000 });
    await second.page.keyboard.press('Enter');
    await forceDialog.getByRole('button', { name: 'Continue' }).click();
    await second.page.waitForURL('**/dashboard**');

    const expired = first.page.getByRole('alertdialog', { name: 'Session Expired' });
    await shows(expired);
    await shows(expired.getByText('You have been logged out. You will be redirected to login page.'));
    await screenshot(first.page, 'session-expired');
    await expired.getByRole('button', { name: 'OK' }).click();
    await first.page.waitForURL('**/login**');
    await first.context.close();
    await second.context.close();
  });

  it('shows the messages for a wrong password and for invalid sign-up and login forms', async () => {
    const { context, page } = await stack.newPage();
    const email = uniqueEmail();
    await signUp(page, email);
    await logIn(page, email, 'not-the-password');
    await shows(page.getByText('Incorrect email or password'));
    await screenshot(page, 'login-wrong-password');

    await page.goto('/signup');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('different');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await shows(page.getByText(/valid e-?mail/i));
    await shows(page.getByText(/8 (to|and) 100 characters/i));
    await shows(page.getByText(/do not match/i));
    await screenshot(page, 'signup-invalid');
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Nickname').fill('Again');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
    await page.getByLabel(/I agree/).check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await shows(page.getByText('This email has already been registered'));
    await context.close();
  });

  it('sends an anonymous visitor to login and back to the page they asked for, and shows not-found screens', async () => {
    const { context, page } = await stack.newPage();
    const email = uniqueEmail();
    await signUp(page, email);
    await page.goto('/service/');
    await page.waitForURL('**/login**');
    await logIn(page, email);
    await page.waitForURL('**/service/');
    await screenshot(page, 'service-chooser');
    await page.goto('/dashboard/bot/no-such-bot/detail');
    await shows(page.getByText(/bot not found/i));
    await page.goto('/no/such/page');
    await shows(page.getByText(/page not found/i));
    await page.goto('/login');
    await page.waitForURL('**/dashboard**');
    await context.close();
  });
});
