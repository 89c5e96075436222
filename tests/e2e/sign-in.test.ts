// LINE sign-in in a real browser, against the LINE Login stand-in: the login page's button, LINE's redirect back to
// /line/callback, the e-mail a LINE account without one is asked for, and the dashboard; and a refused ID token's
// "An error occurred while validating" with the way back to login. At phone width too.
import { startFakeLineLogin, LINE_CHANNEL, type FakeLineLogin } from '../support/fake-line-login';
import { screenshot, shows, startStack, type Stack } from './support/stack';

jest.setTimeout(120_000);

// The console's public address as the backend knows it; the browser is sent on from it to the console under test.
const PUBLIC_URL = 'http://console.e2e.test';

let line: FakeLineLogin;
let stack: Stack;
beforeAll(async () => {
  line = await startFakeLineLogin();
  stack = await startStack({
    backendEnv: { PUBLIC_URL, LINE_LOGIN_BASE_URL: line.url, LINE_LOGIN_API_BASE_URL: line.url, LINE_LOGIN_CHANNEL_ID: LINE_CHANNEL.id, LINE_LOGIN_CHANNEL_SECRET: LINE_CHANNEL.secret },
  });
});
afterAll(async () => {
  await stack?.close();
  await line?.close();
});

async function consolePage() {
  const { context, page } = await stack.newPage();
  await context.route(`${PUBLIC_URL}/**`, (route) => {
    const url = new URL(route.request().url());
    return route.fulfill({ status: 302, headers: { location: `${stack.url}${url.pathname}${url.search}` } });
  });
  return { context, page };
}

describe('LINE sign-in in the console', () => {
  it('asks a LINE account without an e-mail for one and opens the dashboard', async () => {
    const { context, page } = await consolePage();
    line.signInAs({ sub: `U${Date.now()}`, name: 'Line Tester' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    expect(await page.getByRole('button', { name: 'Sign in with Google' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Sign in with LINE' }).click();
    await shows(page.getByRole('heading', { name: 'One more step' }));
    expect(page.url()).toMatch(new RegExp(`^${stack.url}/line/callback\\?code=`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);
    await screenshot(page, 'line-sign-in-email');
    await page.getByLabel('Email').fill(`line-e2e-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/dashboard');
    await shows(page.getByText(/no chatbots/i));
    await context.close();
  });

  it('shows the validation failure for an expired ID token, with the way back to login', async () => {
    const { context, page } = await consolePage();
    line.signInAs({ sub: `U${Date.now()}`, email: `expired-${Date.now()}@example.com` }, 'expired');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with LINE' }).click();
    await shows(page.getByText('An error occurred while validating. Please try again.'));
    await screenshot(page, 'line-sign-in-failed');
    await page.getByRole('link', { name: 'Back to login' }).click();
    await page.waitForURL('**/login');
    await context.close();
  });
});
