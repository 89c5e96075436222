// Every console page at a desktop (1280x800) and a phone (390x844) size, in a real browser: a full-page screenshot of
// each (test-artifacts/screenshots/layout-*), no sideways scrolling of the document, the page's main actions inside
// the viewport and not cut, one content width on every signed-in page, the Q&A dialog's Save in sight, the Q&A
// table's headings on one line, the test chat's long suggestion shown whole, and the login form keeping the e-mail
// just registered.
import type { Locator, Page } from 'playwright-core';
import { loginToken, newAccount, newChatbot, trainedQaGroup } from '../support/factories';
import { logInToDashboard, screenshot, shows, signUpInConsole, startStack, type Stack } from './support/stack';

jest.setTimeout(300_000);

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

const LONG_QUESTION = 'Where can residents of every district find the opening hours of the city hall service counters on public holidays?';
const LONG_ANSWER = `${'The service counters open from 09:00 to 17:00 on weekdays; on public holidays only the first floor counter is open. '.repeat(8)}`;
const LONG_CHOICE = 'Which documents do I need to bring to the counter when I apply for a residence certificate for a family member?';

let stack: Stack;
beforeAll(async () => {
  // Both third-party sign-ins configured, so the login page shows its Google and LINE buttons.
  stack = await startStack({
    backendEnv: { GOOGLE_CLIENT_ID: 'layout-e2e', GOOGLE_CLIENT_SECRET: 'layout-e2e-secret', LINE_LOGIN_CHANNEL_ID: '1650000000', LINE_LOGIN_CHANNEL_SECRET: 'layout-e2e-secret' },
  });
});
afterAll(async () => {
  await stack?.close();
});

/** Sets the size, saves the full-page screenshot and checks the document does not scroll sideways. */
async function capture(page: Page, viewport: Viewport, name: string): Promise<void> {
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  await screenshot(page, `layout-${name}-${viewport.name}`);
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect({ page: name, viewport: viewport.name, overflows: widths.scroll > widths.client + 1, ...widths }).toMatchObject({ overflows: false });
}

/** The action is visible, lies inside the viewport's width and its label is not cut. */
async function reachable(locator: Locator, viewport: Viewport, what: string): Promise<void> {
  await shows(locator);
  const element = locator.first();
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  const inside = box !== null && box.x >= -1 && box.x + box.width <= viewport.width + 1;
  const whole = await element.evaluate((node) => {
    const label = node.querySelector('.mantine-Button-label') ?? node;
    return label.scrollWidth <= label.clientWidth + 1 && label.scrollHeight <= label.clientHeight + 1;
  });
  expect({ action: what, viewport: viewport.name, inside, whole, box }).toMatchObject({ inside: true, whole: true });
}

/** On a phone the bot menu is one row that scrolls sideways, with the current section in sight. */
async function oneRowBotMenu(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Bot sections' });
  const current = menu.locator('[aria-current="page"]');
  await shows(current);
  const [menuBox, currentBox] = await Promise.all([menu.boundingBox(), current.boundingBox()]);
  const inSight = currentBox !== null && currentBox.x >= -1 && currentBox.x + currentBox.width <= 391;
  expect({ page: name, height: menuBox?.height, inSight }).toEqual({ page: name, height: expect.any(Number), inSight: true });
  expect(menuBox!.height).toBeLessThanOrEqual(48);
}

describe('the public pages', () => {
  it('fit both sizes, show the sign-in buttons whole and keep the e-mail just registered in the login form', async () => {
    const { context, page } = await stack.newPage();
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto('/login');
      await reachable(page.getByRole('button', { name: 'Log in' }), viewport, 'Log in');
      await reachable(page.getByRole('button', { name: 'Sign in with Google' }), viewport, 'Sign in with Google');
      await reachable(page.getByRole('button', { name: 'Sign in with LINE' }), viewport, 'Sign in with LINE');
      await capture(page, viewport, 'login');
      await page.goto('/signup');
      await reachable(page.getByRole('button', { name: 'Sign up' }), viewport, 'Sign up');
      await capture(page, viewport, 'signup');
      await page.goto('/reset');
      await reachable(page.getByRole('button', { name: 'Send reset link' }), viewport, 'Send reset link');
      await capture(page, viewport, 'reset');
    }

    const email = `layout-${Date.now()}@example.com`;
    await page.setViewportSize({ width: 1280, height: 800 });
    await signUpInConsole(page, { email, password: 'correct-horse-1', nickname: 'Layout Tester' });
    await capture(page, VIEWPORTS[0], 'check-email');
    // However the visitor reaches the login page next (here: typing its address), the form starts with the e-mail.
    await page.goto('/login');
    await shows(page.getByRole('button', { name: 'Log in' }));
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await context.close();
  });

  it('shows "使用 Google 登入" whole in Traditional Chinese at phone width', async () => {
    const { context, page } = await stack.newPage();
    await context.addInitScript(() => window.localStorage.setItem('i18nextLng', 'tw'));
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto('/login');
      await reachable(page.getByRole('button', { name: '使用 Google 登入' }), viewport, '使用 Google 登入');
      await reachable(page.getByRole('button', { name: '使用 LINE 登入' }), viewport, '使用 LINE 登入');
      await capture(page, viewport, 'login-tw');
    }
    await context.close();
  });
});

describe('the signed-in pages', () => {
  let page: Page;
  let closeContext: () => Promise<void>;
  let botId: string;

  beforeAll(async () => {
    const account = await newAccount(stack.backendUrl);
    const token = await loginToken(stack.backendUrl, account.email, account.password);
    const bot = await newChatbot(stack.backendUrl, token, { robot_name: 'Layout desk', failed_msg: 'Sorry, I have no answer for that.' });
    botId = bot.chatbot_id;
    await trainedQaGroup(stack.backendUrl, token, botId, {
      questions: [LONG_QUESTION, ...Array.from({ length: 7 }, (_, index) => `Holiday opening hours, phrasing ${index + 2}?`)],
      answers: [LONG_ANSWER, LONG_ANSWER.slice(0, 300), LONG_ANSWER.slice(0, 200)],
      postback_choices: [LONG_CHOICE],
      tags: ['opening hours', 'holidays', 'city hall'],
    });
    // One session per account: the set-up session ends before the browser signs in.
    await fetch(`${stack.backendUrl}/member/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    const opened = await stack.newPage();
    page = opened.page;
    closeContext = () => opened.context.close();
    await logInToDashboard(page, account.email, account.password);
  });
  afterAll(async () => {
    await closeContext?.();
  });

  /** The width of the page's content box and of the page inside it. */
  const contentWidths = () =>
    page.evaluate(() => {
      const content = document.getElementById('page-content');
      const inner = content?.lastElementChild;
      return { content: Math.round(content?.getBoundingClientRect().width ?? 0), page: Math.round(inner?.getBoundingClientRect().width ?? 0) };
    });

  /** At phone width a wizard's steps are numbers in one row, with the current step named above them. */
  const oneRowStepper = async (onPage: Page, caption: string) => {
    await shows(onPage.getByText(caption));
    const steps = await onPage.getByRole('button', { name: /./ }).filter({ has: onPage.locator('.mantine-Stepper-stepIcon') }).evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    expect(steps.length).toBeGreaterThan(1);
    expect(new Set(steps).size).toBe(1);
  };

  it('fit both sizes with their actions in reach, and share one content width', async () => {
    const pages: { name: string; path: string; ready: () => Locator; action?: () => Locator }[] = [
      { name: 'dashboard', path: '/dashboard', ready: () => page.getByText('Layout desk'), action: () => page.getByRole('link', { name: 'Create chatbot' }) },
      { name: 'bot-detail', path: `/dashboard/bot/${botId}/detail`, ready: () => page.getByRole('heading', { name: 'Layout desk' }) },
      { name: 'bot-faq', path: `/dashboard/bot/${botId}/faq`, ready: () => page.getByRole('table', { name: 'Q&A groups' }), action: () => page.getByRole('button', { name: 'Add Q&A group' }) },
      { name: 'bot-topics', path: `/dashboard/bot/${botId}/topics`, ready: () => page.getByText('Topics', { exact: true }).first(), action: () => page.getByRole('button', { name: 'New topic' }) },
      { name: 'bot-questionnaires', path: `/dashboard/bot/${botId}/questionnaires`, ready: () => page.getByText('Questionnaires', { exact: true }).first(), action: () => page.getByRole('button', { name: 'New questionnaire' }) },
      { name: 'bot-entities', path: `/dashboard/bot/${botId}/ner`, ready: () => page.getByText('No entity files yet. Drop a CSV above to add one.') },
      { name: 'bot-autofaq', path: `/dashboard/bot/${botId}/autofaq`, ready: () => page.getByText('No answer sets yet'), action: () => page.getByRole('region', { name: 'Test AutoFAQ' }).getByRole('button', { name: 'Test' }) },
      { name: 'bot-autoqa', path: `/dashboard/bot/${botId}/autoqa`, ready: () => page.getByText('No knowledge files yet'), action: () => page.getByRole('button', { name: 'Save prompt' }) },
      { name: 'bot-test-chat', path: `/dashboard/bot/${botId}/test-chat`, ready: () => page.getByRole('textbox', { name: 'Message' }), action: () => page.getByRole('button', { name: 'Send', exact: true }) },
      { name: 'bot-batch-test', path: `/dashboard/bot/${botId}/batch-test`, ready: () => page.getByText('New test'), action: () => page.getByRole('button', { name: 'Start test' }) },
      { name: 'bot-history', path: `/dashboard/bot/${botId}/history`, ready: () => page.getByText('No conversations yet'), action: () => page.getByRole('button', { name: 'Apply filters' }) },
      { name: 'bot-recommendations', path: `/dashboard/bot/${botId}/recommendations`, ready: () => page.getByText('No recommendations yet') },
      { name: 'bot-integrations', path: `/dashboard/bot/${botId}/integrations`, ready: () => page.getByRole('tab', { name: 'API' }), action: () => page.getByRole('tab', { name: 'Third party' }) },
      { name: 'bot-settings', path: `/dashboard/bot/${botId}/setting`, ready: () => page.getByLabel('Greeting message'), action: () => page.getByRole('button', { name: 'Save', exact: true }) },
      { name: 'template-wizard', path: '/dashboard/bot/create-from-template', ready: () => page.getByRole('heading', { name: 'Create a chatbot from a template' }) },
      { name: 'account', path: '/dashboard/account', ready: () => page.getByText('Change password').first(), action: () => page.getByRole('button', { name: 'Change password' }) },
      { name: 'pricing', path: '/dashboard/pricing', ready: () => page.getByRole('heading', { name: 'Pricing plans' }) },
    ];
    const desktopWidths = new Map<string, { content: number; page: number }>();
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      for (const entry of pages) {
        await page.goto(entry.path);
        await shows(entry.ready());
        if (entry.action) await reachable(entry.action(), viewport, `${entry.name}: main action`);
        await capture(page, viewport, entry.name);
        if (viewport.name === 'desktop') desktopWidths.set(entry.name, await contentWidths());
        if (viewport.name === 'phone' && entry.name.startsWith('bot-')) await oneRowBotMenu(page, entry.name);
        if (viewport.name === 'phone' && entry.name === 'template-wizard') await oneRowStepper(page, 'Step 1 of 4: Choose template');
      }
    }
    // The bot list and every other page use the same width, and no page narrows itself inside it.
    const expected = { content: 1200, page: 1200 };
    for (const [name, widths] of desktopWidths) expect({ name, ...widths }).toEqual({ name, ...expected });
  });

  it('walks the wizard at both sizes, its file step a drop zone naming every accepted format', async () => {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto('/dashboard/bot/create');
      // The wizard keeps a draft in the tab: the second size would reopen the first walk's files step, so it starts over.
      await page.getByRole('button', { name: 'Start over' }).click();
      await page.getByRole('alertdialog', { name: 'Start over?' }).getByRole('button', { name: 'Start over' }).click();
      await page.getByRole('alertdialog', { name: 'Start over?' }).waitFor({ state: 'detached' });
      await page.getByText('Sales assistant').click();
      await reachable(page.getByRole('button', { name: 'Next' }), viewport, 'wizard: Next');
      await capture(page, viewport, 'wizard-scenario');
      await page.getByRole('button', { name: 'Next' }).click();
      await shows(page.getByRole('switch', { name: /Tours with images/ }));
      await capture(page, viewport, 'wizard-tools');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Bot name').fill('Layout helper');
      await page.getByLabel('Greeting message').fill('Hello!');
      await page.getByLabel('Failed message').fill('Sorry, I do not know that yet.');
      await capture(page, viewport, 'wizard-basic');
      await page.getByRole('button', { name: 'Next' }).click();
      await shows(page.getByText('Drag knowledge files here'));
      expect(await page.getByText('CSV, TXT, DOCX or PDF, up to 5 MB each').count()).toBe(1);
      expect(await page.locator('input[type=file]').getAttribute('accept')).toBe('.csv,.txt,.docx,.pdf');
      await capture(page, viewport, 'wizard-files');
      await page.getByRole('button', { name: 'Next' }).click();
      await reachable(page.getByRole('button', { name: 'Create chatbot' }), viewport, 'wizard: Create chatbot');
      await capture(page, viewport, 'wizard-finish');
    }
  });

  it('draws secondary, error and coloured text at 4.5:1 or more on white and on its light background', async () => {
    await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
    await page.goto(`/dashboard/bot/${botId}/faq`);
    await shows(page.getByRole('table', { name: 'Q&A groups' }));
    const pairs: Array<[string, string]> = [['--mantine-color-dimmed', '#ffffff'], ['--mantine-color-dimmed', 'var(--mantine-color-gray-0)'], ['--mantine-color-error', '#ffffff']];
    for (const palette of ['red', 'orange', 'yellow', 'green', 'teal', 'blue', 'grape', 'gray']) {
      pairs.push([`--mantine-color-${palette}-text`, '#ffffff'], [`--mantine-color-${palette}-light-color`, `var(--mantine-color-${palette}-light)`], [`--mantine-color-${palette}-outline`, '#ffffff']);
    }
    const ratios = await page.evaluate((list) => {
      const channel = (value: number) => (value / 255 <= 0.03928 ? value / 255 / 12.92 : ((value / 255 + 0.055) / 1.055) ** 2.4);
      const luminance = (rgb: number[]) => 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
      const probe = document.createElement('span');
      document.body.append(probe);
      // The browser resolves each colour (color-mix included) to rgb through a canvas pixel.
      const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
      const rgbOf = (css: string) => {
        probe.style.color = css;
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = getComputedStyle(probe).color;
        context.fillRect(0, 0, 1, 1);
        return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
      };
      const out = list.map(([text, background]) => {
        const [a, b] = [luminance(rgbOf(`var(${text})`)), luminance(rgbOf(background))].sort((x, y) => y - x);
        return { text, background, ratio: Math.round(((a + 0.05) / (b + 0.05)) * 100) / 100 };
      });
      probe.remove();
      return out;
    }, pairs);
    expect(ratios.filter((pair) => pair.ratio < 4.5)).toEqual([]);
  });

  it('keeps the Q&A headings on one line, the row actions and the dialog\'s Save in reach', async () => {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(`/dashboard/bot/${botId}/faq`);
      const table = page.getByRole('table', { name: 'Q&A groups' });
      await shows(table);
      const headingHeights = await table.locator('th').evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().height)));
      const singleLine = Math.min(...headingHeights);
      expect({ viewport: viewport.name, headingHeights }).toEqual({ viewport: viewport.name, headingHeights: headingHeights.map(() => singleLine) });
      // The long first question is cut, and its whole text is there to read on hover.
      expect(await table.getByText(LONG_QUESTION).getAttribute('title')).toBe(LONG_QUESTION);
      await reachable(table.getByRole('button', { name: `Edit ${LONG_QUESTION}` }), viewport, 'Q&A row: Edit');
      await reachable(table.getByRole('button', { name: `Delete ${LONG_QUESTION}` }), viewport, 'Q&A row: Delete');
      await capture(page, viewport, 'faq-long-group');
      // The pinned actions cell wears its row's stripe, and the table shows its scrollbar exactly when it is wider than
      // the screen (Mantine's default shows it on hover only, which a phone never has).
      await page.mouse.move(0, 0);
      const firstRow = table.locator('tbody tr').first();
      const stripe = await firstRow.evaluate((row) => ({ row: getComputedStyle(row).backgroundColor, cell: getComputedStyle(row.lastElementChild!).backgroundImage }));
      expect(stripe.row).not.toBe('rgba(0, 0, 0, 0)');
      expect(stripe.cell).toBe(`linear-gradient(${stripe.row}, ${stripe.row})`);
      const scrollbar = page.locator('.mantine-ScrollArea-root', { has: table }).locator('.mantine-ScrollArea-scrollbar[data-orientation="horizontal"]');
      expect({ viewport: viewport.name, scrollbar: await scrollbar.isVisible() }).toEqual({ viewport: viewport.name, scrollbar: viewport.name === 'phone' });

      await table.getByRole('button', { name: `Edit ${LONG_QUESTION}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Q&A group' });
      const save = dialog.getByRole('button', { name: 'Save', exact: true });
      await shows(save);
      const box = await save.boundingBox();
      const inSight = box !== null && box.y >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width;
      expect({ viewport: viewport.name, inSight, box }).toMatchObject({ inSight: true });
      await screenshot(page, `layout-faq-dialog-${viewport.name}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
  });

  it('shows a long suggested question whole in the test chat at phone width', async () => {
    const viewport = VIEWPORTS[1];
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(`/dashboard/bot/${botId}/test-chat`);
    await page.getByRole('textbox', { name: 'Message' }).fill(LONG_QUESTION);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const conversation = page.getByRole('log', { name: 'Conversation' });
    await reachable(conversation.getByRole('button', { name: LONG_CHOICE }), viewport, 'test chat: suggested question');
    await capture(page, viewport, 'test-chat-suggestion');
  });
});
