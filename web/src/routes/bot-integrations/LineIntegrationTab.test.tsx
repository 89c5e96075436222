import { screen, within } from '@testing-library/react';
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

  it('sets the webhook URL through LINE and shows LINE\'s answer', async () => {
    const setUrl = mockOperation(LineIntegrationTab_SetWebhookUrlDocument, { input: { botId: 'bot-1' } }, {
      result: { data: { setLineWebhookUrl: { __typename: 'SetLineWebhookUrlPayload', success: true, webhookUrl: WEBHOOK_URL, message: 'Webhook endpoint updated' } } },
    });
    const { user } = renderTab([settingsMock(), setUrl]);
    await settingsForm();
    await user.click(screen.getByRole('button', { name: 'Set webhook URL' }));
    const answer = await screen.findByText('LINE now uses the webhook URL');
    expect(answer.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByText('Webhook endpoint updated')).toBeInTheDocument();
  });

  it('tests the webhook through LINE and shows a failed test with its status and reason', async () => {
    const tested = mockOperation(LineIntegrationTab_TestWebhookDocument, { input: { botId: 'bot-1' } }, {
      result: {
        data: {
          testLineWebhook: {
            __typename: 'TestLineWebhookPayload',
            success: false,
            statusCode: 404,
            reason: 'NOT_FOUND',
            detail: 'The webhook returned an HTTP status code other than 200.',
            timestamp: '2026-11-25T03:00:00Z',
          },
        },
      },
    });
    const { user } = renderTab([settingsMock(), tested]);
    await settingsForm();
    await user.click(screen.getByRole('button', { name: 'Test webhook' }));
    expect(await screen.findByText('LINE could not reach the webhook')).toBeInTheDocument();
    expect(screen.getByText('Status 404: NOT_FOUND')).toBeInTheDocument();
    expect(screen.getByText('The webhook returned an HTTP status code other than 200.')).toBeInTheDocument();
    expect(screen.getByText('Tested at 2026-11-25 11:00 (Taipei time)')).toBeInTheDocument();
  });

  it.each([
    ['LINE out of reach', { errors: [new GraphQLError('LINE: fetch failed', { extensions: { code: 'PLATFORM_UNREACHABLE' } })] }, 'LINE could not be reached or failed. Try again in a moment; if it keeps happening, check that the server can reach LINE.'],
    ["LINE's refusal", { errors: [new GraphQLError('LINE: Authentication failed', { extensions: { code: 'VALIDATION_FAILED' } })] }, 'LINE refused the call: Authentication failed'],
  ])('says what went wrong when testing the webhook fails: %s', async (_case, result, said) => {
    const tested = mockOperation(LineIntegrationTab_TestWebhookDocument, { input: { botId: 'bot-1' } }, { result });
    const { user } = renderTab([settingsMock(), tested]);
    await settingsForm();
    await user.click(screen.getByRole('button', { name: 'Test webhook' }));
    expect(await screen.findByText(said)).toBeInTheDocument();
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
