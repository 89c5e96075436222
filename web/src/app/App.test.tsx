import { screen, waitFor, within } from '@testing-library/react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import {
  Account_PageDocument,
  BotDetail_ChatbotDocument,
  BotNav_ChatbotDocument,
  BotFaq_ChatbotDocument,
  Integrations_ChatbotDocument,
  TestChat_ChatbotDocument,
  Login_LoginDocument,
  Session_EventsDocument,
  Session_LogoutDocument,
  type Session_LogoutMutation,
} from '../__generated__/graphql';
import { anAccount, failure, meMock, mockOperation, noBotsMock, quietSessionEventsMock, signInProvidersMock, type MockResult } from '../test/factories';
import { renderApp as renderBareApp } from '../test/render';
import { sessionLost } from './session-lost';

/** The session-events subscription of a signed-in page; it stays silent unless a test gives it an event. */
const quietSessionEvents = quietSessionEventsMock();

const noBots = noBotsMock();

const logoutMock = (result: MockResult<Session_LogoutMutation> | (() => MockResult<Session_LogoutMutation>)) => mockOperation(Session_LogoutDocument, {}, { result });

/** Amy's login with her password, answered with `account`. */
const amyLogsIn = (account: ReturnType<typeof anAccount>) =>
  mockOperation(Login_LoginDocument, { input: { email: 'amy@example.com', password: 'secret-pass', forceLogin: false } }, {
    result: { data: { login: { __typename: 'LoginPayload', account } } },
  });

async function logInAsAmy(user: ReturnType<typeof renderApp>['user']): Promise<void> {
  await user.type(await screen.findByLabelText('Email'), 'amy@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

afterEach(() => sessionLost.clear());

/**
 * The app with `mocks` first, then what the pages a test passes through read beside its subject, each as often as
 * asked: the sign-in providers (login and sign-up pages), bot-1's navigation, and the account page (left loading).
 */
function renderApp({ mocks = [], route }: Parameters<typeof renderBareApp>[0] = {}) {
  const always = { maxUsageCount: Number.POSITIVE_INFINITY };
  return renderBareApp({
    route,
    mocks: [
      ...mocks,
      { ...signInProvidersMock(), ...always },
      mockOperation(BotNav_ChatbotDocument, { id: 'bot-1' }, { result: { data: { chatbot: { __typename: 'Chatbot', id: 'bot-1' } } }, ...always }),
      mockOperation(Account_PageDocument, {}, { delay: Infinity, ...always }),
    ],
  });
}

describe('route guards', () => {
  it('sends an anonymous visitor to /login and back to where they were after logging in', async () => {
    const account = anAccount();
    const { user } = renderApp({
      route: '/dashboard',
      mocks: [
        meMock(null),
        amyLogsIn(account),
        quietSessionEvents,
        noBots,
      ],
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    await logInAsAmy(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    expect(await screen.findByRole('heading', { name: 'No chatbots yet' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor from the login page to the dashboard', async () => {
    renderApp({ route: '/login', mocks: [meMock(anAccount()), quietSessionEvents, noBots] });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
  });

  it('shows the page-not-found screen for an unknown path, named so in the browser tab', async () => {
    renderApp({ route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · QA Bot Console'));
  });

  it('leads an anonymous visitor from the privacy policy back to the login', async () => {
    renderApp({ route: '/privacy-policy', mocks: [meMock(null)] });
    expect(await screen.findByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/');
  });

  it('leads a signed-in owner from the privacy policy back to the bot list', async () => {
    renderApp({ route: '/privacy-policy', mocks: [meMock(anAccount())] });
    expect(await screen.findByRole('link', { name: 'Back to your chatbots' })).toHaveAttribute('href', '/dashboard');
  });

  it('names the page in the browser tab', async () => {
    renderApp({ route: '/signup', mocks: [meMock(null)] });
    await waitFor(() => expect(document.title).toBe('Sign up · QA Bot Console'));
  });
});

describe('e-mail confirmation', () => {
  it('asks an unconfirmed owner to confirm above the signed-in pages, with a resend', async () => {
    renderApp({ route: '/dashboard', mocks: [meMock(anAccount({ emailConfirmed: false })), quietSessionEvents, noBots] });
    expect(await screen.findByText('Confirm your email address')).toBeInTheDocument();
    expect(screen.getByText('Open the link we sent to amy@example.com to confirm your address.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend the email' })).toBeEnabled();
  });

  it('shows no banner once the address is confirmed', async () => {
    renderApp({ route: '/dashboard', mocks: [meMock(anAccount()), quietSessionEvents, noBots] });
    expect(await screen.findByRole('heading', { name: 'No chatbots yet' })).toBeInTheDocument();
    expect(screen.queryByText('Confirm your email address')).not.toBeInTheDocument();
  });

  it('opens the confirmation link while signed in instead of leaving for the dashboard', async () => {
    renderApp({ route: '/confirmation', mocks: [meMock(anAccount())] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid token');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/confirmation$/);
  });
});

describe('bot menu', () => {
  it('is left out for a bot the account does not have, whose page says so', async () => {
    renderApp({
      route: '/dashboard/bot/nope/detail',
      mocks: [
        meMock(anAccount()),
        quietSessionEvents,
        mockOperation(BotNav_ChatbotDocument, { id: 'nope' }, { result: { data: { chatbot: null } } }),
        mockOperation(BotDetail_ChatbotDocument, { id: 'nope' }, { result: { data: { chatbot: null } } }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Bot not found' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Bot sections' })).not.toBeInTheDocument());
    // The tab says the bot was not found, not the section's name (Overview).
    await waitFor(() => expect(document.title).toBe('Bot not found · QA Bot Console'));
  });

  it("opens a bot's overview from its address without a section", async () => {
    renderApp({
      route: '/dashboard/bot/bot-1',
      mocks: [
        meMock(anAccount()),
        quietSessionEvents,
        mockOperation(BotNav_ChatbotDocument, { id: 'bot-1' }, { result: { data: { chatbot: { __typename: 'Chatbot', id: 'bot-1' } } } }),
        mockOperation(BotDetail_ChatbotDocument, () => true, { delay: Infinity }),
      ],
    });
    // The router moves in a transition: the old screen stays until the overview's code has first loaded (charts too).
    const nav = await screen.findByRole('navigation', { name: 'Bot sections' }, { timeout: 20_000 });
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/bot\/bot-1\/detail$/);
  });

  it('shows page-not-found for a section a bot does not have', async () => {
    renderApp({ route: '/dashboard/bot/bot-1/nonsense', mocks: [meMock(anAccount()), quietSessionEvents] });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('header', () => {
  it('shows the initials and first name, and no bot tabs on the dashboard root', async () => {
    renderApp({ route: '/dashboard', mocks: [meMock(anAccount({ firstName: 'Mary Ann Lee' })), quietSessionEvents, noBots] });
    const menu = await screen.findByRole('button', { name: 'Mary Ann Lee – account menu' });
    expect(within(menu).getByText('MAL')).toBeInTheDocument();
    expect(within(menu).getByText('Mary Ann Lee')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Console sections' })).not.toBeInTheDocument();
  });

  it('keeps the dashboard and settings links, a navigation marking the current one, on every page off the bot list', async () => {
    const { user } = renderApp({
      route: '/dashboard/bot/bot-1/faq',
      mocks: [meMock(anAccount()), quietSessionEvents, mockOperation(BotFaq_ChatbotDocument, () => true, { delay: Infinity }), noBots],
    });
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getByRole('link', { name: 'Dashboard', current: 'page' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('link', { name: 'Settings', current: false })).toHaveAttribute('href', '/dashboard/account');
    await user.click(within(nav).getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/account$/));
    expect(await screen.findByRole('link', { name: 'Settings', current: 'page' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
  });

  it('leads from the bot overview to its Q&A list, test chat and integrations through the bot navigation', async () => {
    const pending = <TData, TVariables extends OperationVariables>(query: TypedDocumentNode<TData, TVariables>) => mockOperation(query, () => true, { delay: Infinity });
    const { user } = renderApp({
      route: '/dashboard/bot/bot-1/detail',
      mocks: [meMock(anAccount()), quietSessionEvents, pending(BotDetail_ChatbotDocument), pending(BotFaq_ChatbotDocument), pending(TestChat_ChatbotDocument), pending(Integrations_ChatbotDocument)],
    });
    const nav = await screen.findByRole('navigation', { name: 'Bot sections' });
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    for (const [name, path] of [['Q&A list', '/faq'], ['Test chat', '/test-chat'], ['Integrations', '/integrations']]) {
      await user.click(within(nav).getByRole('link', { name }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/dashboard/bot/bot-1${path}`));
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    }
  });

  it('logs out from the menu, clears local storage and goes to /login', async () => {
    localStorage.setItem('botId', 'bot-1');
    const { user } = renderApp({
      route: '/dashboard',
      mocks: [meMock(anAccount()), quietSessionEvents, noBots, logoutMock({ data: { logout: { __typename: 'LogoutPayload', ok: true } } })],
    });
    await user.click(await screen.findByRole('button', { name: /– account menu$/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(localStorage.getItem('botId')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('stays signed in when the logout call fails', async () => {
    localStorage.setItem('botId', 'bot-1');
    const { user } = renderApp({
      route: '/dashboard',
      mocks: [meMock(anAccount()), quietSessionEvents, noBots, logoutMock(failure('BACKEND_UNAVAILABLE'))],
    });
    await user.click(await screen.findByRole('button', { name: /– account menu$/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Log out' })).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    expect(localStorage.getItem('botId')).toBe('bot-1');
  });
});

describe('focus for keyboard and screen-reader users', () => {
  it('offers "Skip to content" as the first stop of Tab, which moves focus to the main region', async () => {
    const { user } = renderApp({ route: '/dashboard', mocks: [meMock(anAccount()), quietSessionEvents, noBots] });
    expect(await screen.findByRole('heading', { name: 'No chatbots yet' })).toBeInTheDocument();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });

  it("leaves focus alone on the first load and moves it to the new page's heading after moving to another page", async () => {
    const { user } = renderApp({
      route: '/dashboard/bot/bot-1/faq',
      mocks: [meMock(anAccount()), quietSessionEvents, mockOperation(BotFaq_ChatbotDocument, () => true, { delay: Infinity }), mockOperation(Account_PageDocument, {}, { delay: Infinity })],
    });
    const settings = within(await screen.findByRole('navigation', { name: 'Console sections' })).getByRole('link', { name: 'Settings' });
    expect(document.body).toHaveFocus();
    await user.click(settings);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toHaveFocus());
  });
});

describe('session end', () => {
  it('logs out on ?logout=true, clearing local storage', async () => {
    localStorage.setItem('oqa_user', '{}');
    const loggedOut = jest.fn((): MockResult<Session_LogoutMutation> => ({ data: { logout: { __typename: 'LogoutPayload', ok: true } } }));
    renderApp({ route: '/service?logout=true', mocks: [logoutMock(loggedOut)] });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(loggedOut).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('oqa_user')).toBeNull();
  });

  it('shows Session Expired when the session is revoked elsewhere, and OK goes to /login', async () => {
    const { user } = renderApp({
      route: '/dashboard',
      mocks: [
        meMock(anAccount()),
        noBots,
        mockOperation(Session_EventsDocument, {}, { result: { data: { sessionEvents: { __typename: 'SessionEvent', kind: 'REVOKED', at: '2026-11-22T05:00:00.000Z' } } } }),
      ],
    });
    // An alertdialog, described by its message: a screen reader says both as it opens.
    const dialog = await screen.findByRole('alertdialog', { name: 'Session Expired' });
    expect(dialog).toHaveAccessibleDescription('You have been logged out. You will be redirected to login page.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(screen.queryByRole('alertdialog', { name: 'Session Expired' })).not.toBeInTheDocument();
  });

  it('goes back, after signing in again, to the page the session was lost on', async () => {
    const account = anAccount();
    const { user } = renderApp({
      route: '/dashboard?page=2',
      mocks: [
        meMock(account),
        noBots,
        mockOperation(Session_EventsDocument, {}, { result: { data: { sessionEvents: { __typename: 'SessionEvent', kind: 'REVOKED', at: '2026-11-22T05:00:00.000Z' } } } }),
        amyLogsIn(account),
        quietSessionEvents,
        noBots,
      ],
    });
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Session Expired' })).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    await logInAsAmy(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\?page=2$/));
  });
});
