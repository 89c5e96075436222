// The whole product for one browser test file: a backend on a fresh database, the BFF serving the
// built console (dist/web, built by `npm test` before the browser tests) and Debian's Chromium.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { startBff, type RunningBff } from '../../../bff/server';
import type { Database } from '../../../backend/db/schema';
import type { LlmConfig } from '../../../backend/llm/provider';
import { startTestBackend } from '../../support/backend';
import { loginToken } from '../../support/factories';

export const ARTIFACTS_DIR = path.resolve('test-artifacts', 'screenshots');
const WEB_DIST = path.resolve('dist', 'web');

export interface Stack {
  url: string;
  backendUrl: string;
  /** The backend's database, for what no console screen does yet (e.g. moving an account to another plan). */
  db: Kysely<Database>;
  browser: Browser;
  /** A fresh browser context (its own cookies and storage) showing the console in English. */
  newPage(): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

export interface StackOptions {
  /** The backend's language model (e.g. tests/support/fake-llm.ts); none by default. */
  llm?: LlmConfig;
  /** Settings added to the backend's environment (e.g. LINE_API_BASE_URL of tests/support/fake-line.ts). */
  backendEnv?: NodeJS.ProcessEnv;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('dist/web is missing: build the console first (npx vite build --config web/vite.config.mts)');
  }
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const backend = await startTestBackend({ llm: options.llm, ...(options.backendEnv && { env: options.backendEnv }) });
  let bff: RunningBff | undefined;
  let browser: Browser | undefined;
  try {
    bff = await startBff({ port: 0, host: '127.0.0.1', backendUrl: backend.url, webDistDir: WEB_DIST });
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    });
  } catch (error) {
    await bff?.close();
    await backend.close();
    throw error;
  }
  const url = bff.url.replace(/\/$/, '');
  const openBrowser = browser;
  const runningBff = bff;
  return {
    url,
    backendUrl: backend.url,
    db: backend.db,
    browser: openBrowser,
    async newPage() {
      const context = await openBrowser.newContext({ baseURL: url, viewport: { width: 1280, height: 800 } });
      await context.addInitScript(() => {
        if (!window.localStorage.getItem('i18nextLng')) window.localStorage.setItem('i18nextLng', 'en');
      });
      const page = await context.newPage();
      return { context, page };
    },
    async close() {
      await openBrowser.close();
      await runningBff.close();
      await backend.close();
    },
  };
}

/** Saves a screenshot of the page as a test artifact (test-artifacts/screenshots/<name>.png). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
}

/** Waits until the locator's first match is visible (playwright-core has no expect of its own). */
export async function shows(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

/**
 * How wide the page lays out at a 390 px phone's width (then back to the desktop size). A menu still fading out was
 * placed for the desktop width and would widen the page, so this waits until no menu is left first.
 */
export async function phoneScrollWidth(page: Page): Promise<number> {
  await page.getByRole('menu').waitFor({ state: 'detached' });
  await page.setViewportSize({ width: 390, height: 844 });
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
  await page.setViewportSize({ width: 1280, height: 800 });
  return width;
}

/** Signs in through the login page and waits for the dashboard. */
export async function logInToDashboard(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard**');
}

/**
 * A login elsewhere ends the page's session (one session per account): the page says so, OK leads to the login page,
 * and signing in there again (taking over from that other login) goes back to the page the session ended on.
 */
export async function loseSessionAndSignInAgain(page: Page, backendUrl: string, account: { email: string; password: string }): Promise<void> {
  await loginToken(backendUrl, account.email, account.password, true);
  const expired = page.getByRole('alertdialog', { name: 'Session Expired' });
  await shows(expired);
  await expired.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL('**/login**');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('alertdialog', { name: 'Force Login Alert' }).getByRole('button', { name: 'Continue' }).click();
}

/** Registers through the sign-up page and waits for the check-your-mail page it leads to. */
export async function signUpInConsole(page: Page, account: { email: string; password: string; nickname: string }): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Nickname').fill(account.nickname);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(account.password);
  await page.getByLabel(/I agree/).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL('**/is-checked-confirmation');
}
