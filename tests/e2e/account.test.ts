// The account and pricing pages in a real browser: the nickname and first name edited (the header follows at once),
// the password changed and used to log in again, the plan switched on the pricing page; both pages fit a 390 px phone.
import type { Page } from 'playwright-core';
import { newAccount } from '../support/factories';
import { logInToDashboard, phoneScrollWidth, screenshot, shows, startStack, type Stack } from './support/stack';

jest.setTimeout(120_000);

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const NEW_PASSWORD = 'a-new-password-2';

async function fitsPhone(page: Page): Promise<void> {
  expect(await phoneScrollWidth(page)).toBeLessThanOrEqual(390);
}

describe('the account and pricing pages', () => {
  it('edits the names, changes the password and logs in with it, and switches the plan', async () => {
    const account = await newAccount(stack.backendUrl, { nickname: 'Mary Ann Lee' });
    const { context, page } = await stack.newPage();
    await logInToDashboard(page, account.email, account.password);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await shows(page.getByText('Plan: Free'));
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await page.waitForURL('**/dashboard/account');
    await shows(page.getByText('0 / 3 bots', { exact: true }));
    await fitsPhone(page);
    await screenshot(page, 'account');

    const edit = page.getByRole('region', { name: 'Edit profile' });
    await edit.getByRole('textbox', { name: /^Nickname/ }).fill('Boss');
    await edit.getByRole('textbox', { name: /^First name/ }).fill('Ada Lovelace');
    await edit.getByRole('button', { name: 'Save' }).click();
    await shows(page.getByRole('button', { name: 'Account menu' }).getByText('AL'));

    const password = page.getByRole('region', { name: 'Change password' });
    await password.getByRole('textbox', { name: /^Old password/ }).fill(account.password);
    await password.getByRole('textbox', { name: /^New password/ }).fill(NEW_PASSWORD);
    await password.getByRole('textbox', { name: /^Confirm new password/ }).fill(NEW_PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await shows(password.getByText('Password changed. You stay signed in on this device.'));

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login**');
    await logInToDashboard(page, account.email, NEW_PASSWORD);
    await shows(page.getByRole('button', { name: 'Account menu' }).getByText('AL'));

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Pricing plans' }).click();
    await page.waitForURL('**/dashboard/pricing');
    await shows(page.getByRole('region', { name: 'Free' }).getByText('Current plan'));
    await fitsPhone(page);
    await page.getByRole('button', { name: 'Switch to Pro' }).click();
    await shows(page.getByText('You are now on the Pro plan'));
    await shows(page.getByRole('region', { name: 'Pro' }).getByText('Current plan'));
    await screenshot(page, 'pricing');

    await page.getByRole('link', { name: 'Back to account' }).click();
    await shows(page.getByText('0 / 20 bots', { exact: true }));
    await context.close();
  });
});
