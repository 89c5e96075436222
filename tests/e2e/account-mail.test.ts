// The account mails in a real browser, with the backend sending through a real SMTP server on loopback: sign up, log
// in to the confirm-your-email banner, open the confirmation link, log out, forget the password, open the reset link,
// set a new one and log in with it.
import type { Page } from 'playwright-core';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp';
import { logInToDashboard, phoneScrollWidth, screenshot, shows, signUpInConsole, startStack, type Stack } from './support/stack';

jest.setTimeout(120_000);

let smtp: TestSmtpServer;
let stack: Stack;
beforeAll(async () => {
  smtp = await startSmtpServer();
  stack = await startStack({ backendEnv: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await stack?.close();
  await smtp?.close();
});

const PASSWORD = 'correct-horse-1';
const NEW_PASSWORD = 'battery-staple-2';

/** The mailed link's path and query, opened on the console under test (PUBLIC_URL is the backend's default here). */
const inConsole = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** From the login page the console just led to, signs in and waits for the (empty) bot list. */
async function onDashboardWith(page: Page, email: string, password: string): Promise<void> {
  await page.waitForURL('**/login');
  await logInToDashboard(page, email, password);
  await shows(page.getByText(/no chatbots/i));
}

/** Whether the page fits a phone's width without sideways scrolling. */
async function fitsPhone(page: Page): Promise<boolean> {
  return (await phoneScrollWidth(page)) <= 390;
}

describe('the account mails in the console', () => {
  it('confirm the address after sign-up, and reset a forgotten password', async () => {
    const { context, page } = await stack.newPage();
    const email = `e2e-mail-${Date.now()}@example.com`;

    await signUpInConsole(page, { email, password: PASSWORD, nickname: 'Mail Tester' });
    await shows(page.getByText(`We sent a confirmation link to ${email}.`, { exact: false }));
    expect(await fitsPhone(page)).toBe(true);
    await screenshot(page, 'check-your-mail');

    // The e-mail comes along to the login; an unconfirmed owner logs in and is asked to confirm.
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL('**/login');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await logInToDashboard(page, email, PASSWORD);
    await shows(page.getByText('Confirm your email address'));
    await shows(page.getByRole('button', { name: 'Resend the email' }));
    expect(await fitsPhone(page)).toBe(true);
    await screenshot(page, 'confirm-email-banner');

    const confirmation = await smtp.nextMailTo(email);
    expect(confirmation.subject).toBe('Confirm your email address');
    await page.goto(inConsole(confirmation.link));
    await shows(page.getByRole('heading', { name: 'Email confirmed' }));
    await screenshot(page, 'email-confirmed');
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await shows(page.getByText(/no chatbots/i));
    expect(await page.getByText('Confirm your email address').count()).toBe(0);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login');

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/reset');
    // The router keeps the login page on screen while the reset page's code arrives: wait for the new form itself.
    await shows(page.getByRole('button', { name: 'Send reset link' }));
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await shows(page.getByText(`We sent a password reset link to ${email}.`, { exact: false }));
    await screenshot(page, 'reset-sent');

    const reset = await smtp.nextMailTo(email);
    expect(reset.subject).toBe('Reset your password');
    await page.goto(inConsole(reset.link));
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(NEW_PASSWORD);
    expect(await fitsPhone(page)).toBe(true);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.waitForURL('**/reset-password-success');
    await shows(page.getByRole('heading', { name: 'Password changed' }));
    await screenshot(page, 'reset-password-success');

    await page.getByRole('link', { name: 'Log in' }).click();
    await onDashboardWith(page, email, NEW_PASSWORD);
    await context.close();
  });
});
