import { act, screen, waitFor, within } from '@testing-library/react';
import {
  BotSettings_ChatbotDocument,
  BotSettings_DeleteDocument,
  BotSettings_UpdateDocument,
  BotSettings_UpdateToolsDocument,
  BotSettings_UsageLineDocument,
  type BotSettings_ChatbotQuery,
  type BotSettings_DeleteMutation,
  type BotSettings_UpdateMutation,
  type BotSettings_UpdateToolsMutation,
  type BotSettings_UsageLineQuery,
} from '../../__generated__/graphql';
import { anAccount, failure, meMock, mockOperation, type MockResult } from '../../test/factories';
import { renderPage, type Mocks } from '../../test/render';
import { BotSettingsPage } from './BotSettingsPage';
import { sessionLost } from '../../app/session-lost';

const toolsOff = {
  SGW_tour_with_image_tool: false,
  answer_with_url_first_tool: false,
  get_total_price_tool: false,
  owm_forecast_tool: false,
  serpapi_flight_tool: false,
  route_tool: false,
};
const tools = { __typename: 'ChatbotTools' as const, ...toolsOff };

const bot: NonNullable<BotSettings_ChatbotQuery['chatbot']> = {
  __typename: 'Chatbot',
  id: 'bot-1',
  name: 'Support bot',
  greetingMsg: 'Hi there',
  failedMsg: 'Sorry',
  postbackMsg: '',
  description: '',
  language: 'en',
  package: 'free',
  updatedAt: '2026-11-22T04:00:00.000Z',
  tools,
};

function settingsMock(chatbot: typeof bot | null) {
  return mockOperation(BotSettings_ChatbotDocument, { id: 'bot-1' }, {
    result: {
      data: {
        chatbot,
        userConfig: {
          __typename: 'UserConfig',
          packages: [
            { __typename: 'Plan', code: 'free', name: 'Free', rank: 0 },
            { __typename: 'Plan', code: 'pro', name: 'Pro', rank: 1 },
          ],
        },
        me: { __typename: 'Account', email: 'owner@example.com', plan: { __typename: 'Plan', code: 'free', name: 'Free', rank: 0 } },
      },
    },
  });
}

function usageMock(thisWeek: number, today: number) {
  const count = (n: number) => ({ __typename: 'UsageTile' as const, count: n });
  const userStats: BotSettings_UsageLineQuery['userStats'] = { __typename: 'UserStats', tiles: { __typename: 'UsageTiles', today: count(today), thisWeek: count(thisWeek) } };
  return mockOperation(BotSettings_UsageLineDocument, { botId: 'bot-1' }, { result: { data: { userStats } } });
}

/** The page with the week's usage and the signed-in account (the delete dialog reads how it signs in) after `mocks`. */
function renderSettings(mocks: Mocks) {
  return renderPage(<BotSettingsPage />, { route: '/dashboard/bot/bot-1/setting', path: '/dashboard/bot/:id/setting', mocks: [...mocks, usageMock(0, 0), meMock(anAccount({ email: 'owner@example.com' }))] });
}

function deleteMock(password: string, result: MockResult<BotSettings_DeleteMutation>) {
  return mockOperation(BotSettings_DeleteDocument, { input: { id: 'bot-1', password } }, { result });
}

describe('bot settings page', () => {
  it('shows the bot-not-found screen when the chatbot is unknown or another account\'s', async () => {
    renderSettings([settingsMock(null)]);
    expect(await screen.findByRole('heading', { name: 'Bot not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to bot list' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows this week\'s and today\'s questions under the title with a link to the overview', async () => {
    renderPage(<BotSettingsPage />, { route: '/dashboard/bot/bot-1/setting', path: '/dashboard/bot/:id/setting', mocks: [settingsMock(bot), usageMock(42, 5), meMock(anAccount({ email: 'owner@example.com' }))] });
    expect(await screen.findByText('Questions this week: 42 · today: 5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View overview' })).toHaveAttribute('href', '/dashboard/bot/bot-1/detail');
  });

  it('saves the basic settings and confirms with a notification', async () => {
    const saved = jest.fn((): MockResult<BotSettings_UpdateMutation> => ({ data: { updateChatbot: { __typename: 'UpdateChatbotPayload', chatbot: { ...bot, name: 'Help desk' } } } }));
    const { user } = renderSettings([
      settingsMock(bot),
      mockOperation(BotSettings_UpdateDocument, { input: { id: 'bot-1', name: 'Help desk', greetingMsg: 'Hi there', failedMsg: 'Sorry', postbackMsg: '', description: '', language: 'en', package: 'free', expectedUpdatedAt: '2026-11-22T04:00:00.000Z' } }, {
        result: saved,
      }),
    ]);
    const name = await screen.findByRole('textbox', { name: 'Bot name' });
    await user.clear(name);
    await user.type(name, 'Help desk');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('refuses to overwrite settings changed elsewhere since they were read, and says so', async () => {
    const { user } = renderSettings([
      settingsMock(bot),
      mockOperation(BotSettings_UpdateDocument, (variables) => variables.input.expectedUpdatedAt === '2026-11-22T04:00:00.000Z', { result: failure('EDIT_CONFLICT') }),
    ]);
    const greeting = await screen.findByRole('textbox', { name: 'Greeting message' });
    await user.type(greeting, '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/This was changed elsewhere \(another tab or person\) after you opened it/)).toBeInTheDocument();
    expect(greeting).toHaveValue('Hi there!');
  });

  it('keeps what was typed through a lost session, and opens with it after signing in again, saved against the bot as it was read', async () => {
    sessionStorage.clear();
    const first = renderSettings([settingsMock(bot)]);
    await first.user.type(await screen.findByRole('textbox', { name: 'Greeting message' }), ', welcome');
    act(() => sessionLost.raise());
    act(() => sessionLost.clear());
    first.unmount();

    const saved = jest.fn((): MockResult<BotSettings_UpdateMutation> => ({ data: { updateChatbot: { __typename: 'UpdateChatbotPayload', chatbot: { ...bot, greetingMsg: 'Hi there, welcome', updatedAt: '2026-11-22T06:00:00.000Z' } } } }));
    const { user } = renderSettings([
      // Read again after signing in: the bot's own updatedAt moved on (the console's last save elsewhere, say).
      settingsMock({ ...bot, updatedAt: '2026-11-22T05:00:00.000Z' }),
      mockOperation(BotSettings_UpdateDocument, { input: { id: 'bot-1', name: 'Support bot', greetingMsg: 'Hi there, welcome', failedMsg: 'Sorry', postbackMsg: '', description: '', language: 'en', package: 'free', expectedUpdatedAt: '2026-11-22T04:00:00.000Z' } }, { result: saved }),
    ]);
    expect(await screen.findByRole('textbox', { name: 'Greeting message' })).toHaveValue('Hi there, welcome');
    expect(screen.getByText('What you typed before you were signed out is back here, not saved yet. Check it, then save.').closest('[role=status]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByText(/What you typed before you were signed out/)).not.toBeInTheDocument());
    expect(sessionStorage.length).toBe(0);
  });

  it("says a rename to another bot's name is taken, under the name and in the notification, not that creating failed", async () => {
    const { user } = renderSettings([
      settingsMock(bot),
      mockOperation(BotSettings_UpdateDocument, () => true, { result: failure('DUPLICATE_BOT_NAME', { fields: [{ field: 'robot_name', message: 'validation.duplicateBotName' }] }) }),
    ]);
    const name = await screen.findByRole('textbox', { name: 'Bot name' });
    await user.clear(name);
    await user.type(name, 'Sales bot');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const taken = 'You already have a chatbot with this name; choose another name';
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Bot name' })).toHaveAccessibleDescription(taken));
    expect(screen.getAllByText(taken)).toHaveLength(2);
    expect(screen.queryByText(/Failed to create the chatbot/)).not.toBeInTheDocument();
  });

  it('does not save a blank greeting', async () => {
    const saved = jest.fn(() => ({ data: null }));
    const { user } = renderSettings([settingsMock(bot), mockOperation(BotSettings_UpdateDocument, () => true, { result: saved })]);
    await user.clear(await screen.findByRole('textbox', { name: 'Greeting message' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Greeting message' })).toHaveAccessibleDescription('This field is required');
    expect(saved).not.toHaveBeenCalled();
    // The field with the error is brought into view and focused, wherever the page was scrolled to.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Greeting message' })).toHaveFocus());
  });

  it('saves the tool switches', async () => {
    const saved = jest.fn((): MockResult<BotSettings_UpdateToolsMutation> => ({
      data: { updateChatbotTools: { __typename: 'UpdateChatbotToolsPayload', chatbot: { __typename: 'Chatbot', id: 'bot-1', updatedAt: '2026-11-22T05:00:00.000Z', tools: { ...tools, route_tool: true } } } },
    }));
    const { user } = renderSettings([
      settingsMock(bot),
      mockOperation(BotSettings_UpdateToolsDocument, { input: { id: 'bot-1', tools: { ...toolsOff, route_tool: true } } }, {
        result: saved,
      }),
    ]);
    await user.click(await screen.findByRole('switch', { name: /Route planning/ }));
    await user.click(screen.getByRole('button', { name: 'Save tools' }));
    expect(await screen.findByText('Tools saved')).toBeInTheDocument();
  });

  it('shows a wrong password under the field of the delete dialog and stays on the page', async () => {
    const { user } = renderSettings([settingsMock(bot), deleteMock('wrong-pass', failure('INVALID_PASSWORD'))]);
    await user.click(await screen.findByRole('button', { name: 'Delete chatbot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete chatbot' });
    expect(within(dialog).getByRole('button', { name: 'Close the dialog' })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription('The password is incorrect.'));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/bot/bot-1/setting');
  });

  it('tells to wait under the password field after too many wrong passwords', async () => {
    const { user } = renderSettings([settingsMock(bot), deleteMock('secret-pass', failure('RATE_LIMITED', { retryAfter: 600 }))]);
    await user.click(await screen.findByRole('button', { name: 'Delete chatbot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete chatbot' });
    await user.type(within(dialog).getByLabelText('Password'), 'secret-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription('Too many attempts. Please wait and try again.'));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/bot/bot-1/setting');
  });

  it('deletes the bot with the right password and returns to the dashboard with a notification', async () => {
    localStorage.setItem('botId', 'bot-1');
    const { user } = renderSettings([settingsMock(bot), deleteMock('secret-pass', { data: { deleteChatbot: { __typename: 'DeleteChatbotPayload', id: 'bot-1' } } })]);
    await user.click(await screen.findByRole('button', { name: 'Delete chatbot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete chatbot' });
    await user.type(within(dialog).getByLabelText('Password'), 'secret-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    expect(await screen.findByText('Support bot was deleted')).toBeInTheDocument();
    expect(localStorage.getItem('botId')).toBeNull();
  });

  it("asks an owner who signs in with Google for the bot's name instead of a password, and deletes with it", async () => {
    const deleted = jest.fn((): MockResult<BotSettings_DeleteMutation> => ({ data: { deleteChatbot: { __typename: 'DeleteChatbotPayload', id: 'bot-1' } } }));
    const { user } = renderSettings([
      settingsMock(bot),
      meMock(anAccount({ signInProvider: 'google' })),
      mockOperation(BotSettings_DeleteDocument, { input: { id: 'bot-1', confirmName: 'Support bot' } }, { result: deleted }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete chatbot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete chatbot' });
    expect(await within(dialog).findByText(/You sign in with Google, so there is no password to enter here/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Chatbot name' }), 'Support');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByRole('textbox', { name: 'Chatbot name' })).toHaveAccessibleDescription("Type the chatbot's name exactly as shown");
    expect(deleted).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Chatbot name' }), ' bot');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    expect(deleted).toHaveBeenCalledTimes(1);
  });
});
