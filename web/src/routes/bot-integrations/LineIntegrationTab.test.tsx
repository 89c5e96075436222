import { act, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import {
  LineIntegrationTab_SetWebhookUrlDocument,
  LineIntegrationTab_SettingsDocument,
  LineIntegrationTab_TestWebhookDocument,
  LineIntegrationTab_UpdateDocument,
  type LineIntegrationTab_LineSettingsFragment,
  type LineIntegrationTab_UpdateMutation,
  type UpdateLineSettingsInput,
} from '../../__generated__/graphql';
import i18n from '../../i18n';
import { failure, mockOperation, type MockResult } from '../../test/factories';
import { renderPage, type Mocks } from '../../test/render';
import { LineIntegrationTab } from './LineIntegrationTab';

// A form typed through user-event on a shared, busy machine takes a few seconds.
jest.setTimeout(20_000);

const WEBHOOK_URL = 'https://console.example.com/webhook/line/bot-1';

function lineSettings(overrides: Partial<LineIntegrationTab_LineSettingsFragment> = {}): LineIntegrationTab_LineSettingsFragment {
  return {
    __typename: 'LineSettings',
    botId: 'bot-1',
    webhookUrl: WEBHOOK_URL,
    channelSecret: { __typename: 'SecretHint', set: true, lastFour: 'a1b2' },
    channelAccessToken: { __typename: 'SecretHint', set: true, lastFour: '9xyz' },
    humanAgents: ['Amy Chen'],
    quietMinutes: 30,
    askFeedback: false,
    deliveryError: null,
    ...overrides,
  };
}

function settingsMock(settings = lineSettings()) {
  return mockOperation(LineIntegrationTab_SettingsDocument, { botId: 'bot-1' }, { result: { data: { lineSettings: settings } } });
}

function updateMock(input: UpdateLineSettingsInput, result: MockResult<LineIntegrationTab_UpdateMutation> | (() => MockResult<LineIntegrationTab_UpdateMutation>)) {
  return mockOperation(LineIntegrationTab_UpdateDocument, { input }, { result });
}

function savedResult(settings: LineIntegrationTab_LineSettingsFragment): MockResult<LineIntegrationTab_UpdateMutation> {
  return { data: { updateLineSettings: { __typename: 'LineSettingsPayload', settings } } };
}

function renderTab(mocks: Mocks, { available = true, active = false } = {}) {
  return renderPage(<LineIntegrationTab botId="bot-1" active={active} available={available} />, { mocks });
}

async function settingsForm() {
  return screen.findByRole('form', { name: 'LINE settings' });
}

describe('LINE integration tab', () => {
  it('says an activated LINE channel answers nothing while the plan lacks it (a plan changed down), and can be turned off', async () => {
    renderTab([settingsMock(lineSettings())], { available: false, active: true });
    await settingsForm();
    expect(screen.getByText('Activated, but your current plan does not include this channel: the bot answers nothing here until the plan does.')).toBeInTheDocument();
    expect(screen.queryByText(/the bot answers LINE messages\.$/)).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Activated' })).toBeEnabled();
  });

  it('shows the webhook URL, which secrets are set, the human agents, quiet minutes and the last delivery error', async () => {
    const deliveryError = { __typename: 'DeliveryError' as const, message: 'token_rejected', detail: 'Authentication failed. Confirm that the access token in the authorization header is valid.', at: '2026-11-25T02:30:00Z', count: 1, since: '2026-11-25T02:30:00Z' };
    const { user } = renderTab([settingsMock(lineSettings({ deliveryError }))]);
    const form = await settingsForm();
    expect(screen.getByRole('textbox', { name: 'Webhook URL' })).toHaveValue(WEBHOOK_URL);
    expect(within(form).getByLabelText('Channel secret')).toHaveAccessibleDescription('Set, ends in ••••a1b2. Leave blank to keep it.');
    expect(within(form).getByLabelText('Channel access token')).toHaveValue('');
    expect(within(screen.getByRole('list', { name: 'Human agents' })).getByText('Amy Chen')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Quiet minutes' })).toHaveValue('30');
    expect(screen.getByText('The last reply could not be delivered')).toBeInTheDocument();
    expect(screen.getByText('LINE did not accept the access token, so the reply could not be sent. Check the access token below and save it again.')).toBeInTheDocument();
    expect(screen.getByText('Details: Authentication failed. Confirm that the access token in the authorization header is valid.')).toBeInTheDocument();
    expect(screen.getByText('At 2026-11-25 10:30 (Taipei time)')).toBeInTheDocument();
    // One failure is not called a run of them.
    expect(screen.queryByText(/in a row/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy webhook URL' }));
    expect(await navigator.clipboard.readText()).toBe(WEBHOOK_URL);
  });

  it('shows the LINE Developers steps with the webhook URL behind the tutorial toggle', async () => {
    const { user } = renderTab([settingsMock()]);
    await settingsForm();
    expect(screen.queryByRole('region', { name: 'Set up LINE' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Tutorial' }));
    const tutorial = screen.getByRole('region', { name: 'Set up LINE' });
    expect(within(tutorial).getAllByRole('listitem')).toHaveLength(6);
    expect(within(tutorial).getByText(/issue a long-lived channel access token/)).toBeInTheDocument();
    expect(within(tutorial).getByText(WEBHOOK_URL)).toBeInTheDocument();
    expect(within(tutorial).getByRole('button', { name: 'Copy webhook URL' })).toBeInTheDocument();
  });

  it('saves human agents and quiet minutes and keeps the stored secrets when their fields are left blank', async () => {
    const input = { botId: 'bot-1', humanAgents: ['Amy Chen', 'Ben Lin'], quietMinutes: 10, askFeedback: false };
    const saved = jest.fn(() => savedResult(lineSettings({ humanAgents: input.humanAgents, quietMinutes: 10, askFeedback: false })));
    const { user } = renderTab([settingsMock(), updateMock(input, saved)]);
    const form = await settingsForm();
    await user.type(within(form).getByRole('textbox', { name: 'Add a human agent' }), '  Ben Lin {Enter}');
    expect(screen.getByText('Ben Lin added')).toBeInTheDocument();
    const quiet = within(form).getByRole('textbox', { name: 'Quiet minutes' });
    await user.clear(quiet);
    await user.type(quiet, '10');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('LINE settings saved')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('turns the rating quick replies on with the labelled switch and saves it', async () => {
    const input = { botId: 'bot-1', humanAgents: ['Amy Chen'], quietMinutes: 30, askFeedback: true };
    const saved = jest.fn(() => savedResult(lineSettings({ askFeedback: true })));
    const { user } = renderTab([settingsMock(), updateMock(input, saved)]);
    const form = await settingsForm();
    const askFeedback = within(form).getByRole('switch', { name: /^Ask users to rate answers/ });
    expect(askFeedback).not.toBeChecked();
    await user.click(askFeedback);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('LINE settings saved')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
    expect(askFeedback).toBeChecked();
  });

  it('sends a typed secret and clears the field after saving', async () => {
    const input = { botId: 'bot-1', channelAccessToken: 'new-token-5678', humanAgents: ['Amy Chen'], quietMinutes: 30, askFeedback: false };
    const saved = jest.fn(() => savedResult(lineSettings({ channelAccessToken: { __typename: 'SecretHint', set: true, lastFour: '5678' } })));
    const { user } = renderTab([settingsMock(), updateMock(input, saved)]);
    const form = await settingsForm();
    await user.type(within(form).getByLabelText('Channel access token'), ' new-token-5678 ');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('LINE settings saved')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
    const token = within(form).getByLabelText('Channel access token');
    expect(token).toHaveValue('');
    expect(token).toHaveAccessibleDescription('Set, ends in ••••5678. Leave blank to keep it.');
  });

  it('refuses a blank channel access token while none is saved and sends nothing', async () => {
    const saved = jest.fn(() => savedResult(lineSettings()));
    const unset = { __typename: 'SecretHint' as const, set: false, lastFour: '' };
    const { user } = renderTab([settingsMock(lineSettings({ channelAccessToken: unset })), updateMock({ botId: 'bot-1', humanAgents: ['Amy Chen'], quietMinutes: 30, askFeedback: false }, saved)]);
    const form = await settingsForm();
    const token = within(form).getByLabelText('Channel access token');
    expect(token).toHaveAccessibleDescription(expect.stringContaining('Not set yet.'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(token).toHaveAttribute('aria-invalid', 'true');
    expect(token).toHaveAccessibleDescription(expect.stringContaining('This field is required: nothing is saved yet'));
    expect(saved).not.toHaveBeenCalled();
  });

  it('shows the server\'s field error under the refused field and keeps what was typed', async () => {
    const input = { botId: 'bot-1', channelSecret: 'not-a-secret', humanAgents: ['Amy Chen'], quietMinutes: 30, askFeedback: false };
    const { user } = renderTab([settingsMock(), updateMock(input, failure('VALIDATION_FAILED', { fields: [{ field: 'channelSecret', message: 'validation.tooLong' }] }))]);
    const form = await settingsForm();
    const secret = within(form).getByLabelText('Channel secret');
    await user.type(secret, 'not-a-secret');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not save the LINE settings')).toBeInTheDocument();
    expect(secret).toHaveAttribute('aria-invalid', 'true');
    expect(secret).toHaveAccessibleDescription(expect.stringContaining('This is too long'));
    expect(secret).toHaveValue('not-a-secret');
  });

  it("sets the webhook URL through LINE and says what follows in the console's words", async () => {
    const setUrl = mockOperation(LineIntegrationTab_SetWebhookUrlDocument, { input: { botId: 'bot-1' } }, {
      result: { data: { setLineWebhookUrl: { __typename: 'SetLineWebhookUrlPayload', success: true, webhookUrl: WEBHOOK_URL } } },
    });
    const { user } = renderTab([settingsMock(), setUrl]);
    await settingsForm();
    await user.click(screen.getByRole('button', { name: 'Set webhook URL' }));
    const answer = await screen.findByText('LINE now uses the webhook URL');
    expect(answer.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByText("From now on LINE sends the bot's events to this URL. Press Test webhook to check that LINE can reach it.")).toBeInTheDocument();
  });

  it.each([
    [true, 'ok', 200, 'OK', '200', "The webhook answered LINE's test call with 200: LINE messages reach the bot.", null],
    [false, 'could_not_connect', 0, 'COULD_NOT_CONNECT', 'Connection failed', "LINE could not connect to the webhook URL. The console's public URL must start with https://", "LINE's details: Connection failed"],
    [false, 'request_timeout', 0, 'REQUEST_TIMEOUT', 'Request timeout', 'The webhook did not answer LINE in time (LINE waits about 2 seconds).', "LINE's details: Request timeout"],
    [false, 'error_status_code', 500, 'ERROR_STATUS_CODE', '500 Internal Server Error', 'The webhook answered LINE with HTTP 500 instead of 200.', "LINE's details: 500 Internal Server Error"],
    [false, 'error_status_code', 401, 'ERROR_STATUS_CODE', '401 Unauthorized', "the call's signature did not match the channel secret", "LINE's details: 401 Unauthorized"],
    [false, 'error_status_code', 404, 'ERROR_STATUS_CODE', '404 Not Found', 'Press Set webhook URL so that LINE uses this bot', "LINE's details: 404 Not Found"],
    [false, 'unclassified', -1, 'UNCLASSIFIED', 'Unknown error', 'LINE could not tell what went wrong.', "LINE's details: Unknown error"],
    [false, 'unknown', 0, 'SOMETHING_NEW', 'Said LINE', "LINE's test did not pass. Check the public URL", "LINE's details: SOMETHING_NEW — Said LINE"],
    [false, 'a_code_of_tomorrow', 0, 'LATER', 'Said LINE', "LINE's test did not pass. Check the public URL", "LINE's details: LATER — Said LINE"],
  ])("words LINE's test (success %s, %s %i) and shows LINE's own words as details", async (success, code, statusCode, reason, detail, said, details) => {
    const tested = mockOperation(LineIntegrationTab_TestWebhookDocument, { input: { botId: 'bot-1' } }, {
      result: { data: { testLineWebhook: { __typename: 'TestLineWebhookPayload', success, code, statusCode, reason, detail, timestamp: '2026-11-25T03:00:00Z' } } },
    });
    const { user } = renderTab([settingsMock(), tested]);
    await settingsForm();
    await user.click(screen.getByRole('button', { name: 'Test webhook' }));
    const title = await screen.findByText(success ? 'LINE reached the webhook' : 'The webhook test did not pass');
    const region = title.closest('[aria-live="polite"]') as HTMLElement;
    expect(region).not.toBeNull();
    expect(within(region).getByText(said, { exact: false })).toBeInTheDocument();
    if (details) expect(within(region).getByText(details)).toBeInTheDocument();
    else expect(within(region).queryByText(/LINE's details/)).not.toBeInTheDocument();
    // LINE's own reason is no sentence: shown only among LINE's details, where the console has no words for it.
    if (!details?.includes(reason)) expect(within(region).queryByText(new RegExp(reason))).not.toBeInTheDocument();
    expect(within(region).getByText('Tested at 2026-11-25 11:00 (Taipei time)')).toBeInTheDocument();
  });

  it('says what LINE found in the console\'s language, Traditional Chinese first', async () => {
    const tested = mockOperation(LineIntegrationTab_TestWebhookDocument, { input: { botId: 'bot-1' } }, {
      result: {
        data: {
          testLineWebhook: { __typename: 'TestLineWebhookPayload', success: false, code: 'could_not_connect', statusCode: 0, reason: 'COULD_NOT_CONNECT', detail: 'Connection failed', timestamp: '2026-11-25T03:00:00Z' },
        },
      },
    });
    const { user } = renderTab([settingsMock(), tested]);
    await settingsForm();
    await act(() => i18n.changeLanguage('tw'));
    await user.click(screen.getByRole('button', { name: '測試 Webhook' }));
    expect(await screen.findByText('Webhook 測試未通過')).toBeInTheDocument();
    expect(screen.getByText(/^LINE 無法連線到 Webhook 網址。主控台的公開網址必須以 https:\/\/ 開頭/)).toBeInTheDocument();
    expect(screen.getByText('LINE 的詳細訊息：Connection failed')).toBeInTheDocument();
  });

  const refusal = (code: 'VALIDATION_FAILED' | 'PLATFORM_UNREACHABLE', values?: Record<string, string | number>, message = 'LINE: words') => ({
    errors: [new GraphQLError(message, { extensions: { code, ...(values ? { values } : {}) } })],
  });

  it.each([
    ['a refused URL', refusal('VALIDATION_FAILED', { refusal: 'url_rejected', detail: 'Invalid webhook endpoint URL' }), 'LINE did not accept the webhook URL. LINE takes only an https:// URL of at most 500 characters', "LINE's details: Invalid webhook endpoint URL"],
    ['a refused token', refusal('VALIDATION_FAILED', { refusal: 'token_rejected', detail: 'Authentication failed.' }), 'LINE did not accept the channel access token. It may have been reissued or revoked', "LINE's details: Authentication failed."],
    ['another refusal', refusal('VALIDATION_FAILED', { refusal: 'refused', status: 403, detail: 'Not available' }), 'LINE refused the call (HTTP 403).', "LINE's details: Not available"],
    ['too many calls', refusal('PLATFORM_UNREACHABLE', { refusal: 'rate_limited' }), 'LINE is receiving too many calls right now.', null],
    ["LINE's own error", refusal('PLATFORM_UNREACHABLE', { refusal: 'platform_error', status: 503, detail: 'Backend error' }), 'LINE had an error of its own (HTTP 503).', "LINE's details: Backend error"],
    ['no answer in time', refusal('PLATFORM_UNREACHABLE', { refusal: 'timeout', seconds: 5 }), 'LINE did not answer within 5 s.', null],
    ['LINE out of reach', refusal('PLATFORM_UNREACHABLE', { refusal: 'unreachable', detail: 'ECONNREFUSED' }), 'The server could not connect to LINE.', "LINE's details: ECONNREFUSED"],
    ['a refusal this console does not know', refusal('VALIDATION_FAILED', { refusal: 'a_code_of_tomorrow', detail: 'Said LINE' }), 'LINE refused the call.', "LINE's details: Said LINE"],
    ['a refusal without a code', refusal('VALIDATION_FAILED', undefined, 'LINE: Authentication failed'), 'LINE refused the call.', "LINE's details: Authentication failed"],
    ['LINE out of reach without a code', refusal('PLATFORM_UNREACHABLE'), 'LINE could not be reached or failed. Try again in a moment', null],
  ])('says what went wrong when LINE refuses the call: %s', async (_case, result, said, details) => {
    const setUrl = mockOperation(LineIntegrationTab_SetWebhookUrlDocument, { input: { botId: 'bot-1' } }, { result });
    const { user } = renderTab([settingsMock(), setUrl]);
    await settingsForm();
    await user.click(screen.getByRole('button', { name: 'Set webhook URL' }));
    const banner = await screen.findByRole('alert');
    expect(banner.closest('[aria-live="polite"]')).not.toBeNull();
    expect(within(banner).getByText(said, { exact: false })).toBeInTheDocument();
    if (details) expect(within(banner).getByText(details)).toBeInTheDocument();
    else expect(within(banner).queryByText(/LINE's details/)).not.toBeInTheDocument();
    expect(within(banner).queryByText(/LINE: /)).not.toBeInTheDocument();
  });

  it('warns that an activated channel answers nothing until its secret and token are saved', async () => {
    const unset = { __typename: 'SecretHint' as const, set: false, lastFour: '' };
    renderPage(<LineIntegrationTab botId="bot-1" active available />, { mocks: [settingsMock(lineSettings({ channelSecret: unset, channelAccessToken: unset }))] });
    expect(
      await screen.findByText('Activated, but the channel secret and channel access token are not saved yet: the bot answers LINE messages once they are.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Activated: the bot answers LINE messages.')).not.toBeInTheDocument();
  });

  it('keeps the webhook buttons off until a channel access token is saved', async () => {
    renderTab([settingsMock(lineSettings({ channelAccessToken: { __typename: 'SecretHint', set: false, lastFour: '' } }))]);
    await settingsForm();
    expect(screen.getByRole('button', { name: 'Set webhook URL' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Test webhook' })).toBeDisabled();
    expect(screen.getByText('Save a channel access token first.')).toBeInTheDocument();
  });

  it('says LINE is unavailable in the current subscription when the plan lacks it', async () => {
    renderTab([settingsMock()], { available: false });
    await settingsForm();
    expect(screen.getByText('This platform is unavailable in your current subscription.')).toBeInTheDocument();
  });

  it('shows the failure with a retry when the settings cannot be loaded', async () => {
    const { user } = renderTab([{ ...settingsMock(), result: failure('BACKEND_UNAVAILABLE') }, settingsMock()]);
    expect(await screen.findByText('Failed to fetch data. Please refresh the page', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await settingsForm()).toBeInTheDocument();
  });
});
