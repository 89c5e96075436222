import { cleanup, screen, within } from '@testing-library/react';
import {
  FacebookIntegrationTab_SettingsDocument,
  FacebookIntegrationTab_UpdateDocument,
  type FacebookIntegrationTab_FacebookSettingsFragment,
  type FacebookIntegrationTab_UpdateMutation,
  type UpdateFacebookSettingsInput,
} from '../../__generated__/graphql';
import { failure, mockOperation, type MockResult } from '../../test/factories';
import { renderPage, type Mocks } from '../../test/render';
import { FacebookIntegrationTab } from './FacebookIntegrationTab';

jest.setTimeout(20_000);

const CALLBACK_URL = 'https://console.example.com/webhook/facebook/bot-1';
const hint = (set: boolean, lastFour = '') => ({ __typename: 'SecretHint' as const, set, lastFour });

function facebookSettings(overrides: Partial<FacebookIntegrationTab_FacebookSettingsFragment> = {}): FacebookIntegrationTab_FacebookSettingsFragment {
  return {
    __typename: 'FacebookSettings',
    botId: 'bot-1',
    webhookUrl: CALLBACK_URL,
    pageAccessToken: hint(true, 'EAAB'),
    verifyToken: hint(true, 'erif'),
    appSecret: hint(true, '0f3c'),
    humanAgents: ['Amy Chen', 'Ben Lin'],
    quietMinutes: 15,
    askFeedback: false,
    page: { __typename: 'FacebookPage', id: '1029384756', name: 'Shop Page' },
    deliveryError: null,
    ...overrides,
  };
}

function settingsMock(settings = facebookSettings()) {
  return mockOperation(FacebookIntegrationTab_SettingsDocument, { botId: 'bot-1' }, { result: { data: { facebookSettings: settings } } });
}

function updateMock(input: UpdateFacebookSettingsInput, result: MockResult<FacebookIntegrationTab_UpdateMutation> | (() => MockResult<FacebookIntegrationTab_UpdateMutation>)) {
  return mockOperation(FacebookIntegrationTab_UpdateDocument, { input }, { result });
}

function savedResult(settings: FacebookIntegrationTab_FacebookSettingsFragment): MockResult<FacebookIntegrationTab_UpdateMutation> {
  return { data: { updateFacebookSettings: { __typename: 'FacebookSettingsPayload', settings } } };
}

function renderTab(mocks: Mocks, { available = true } = {}) {
  return renderPage(<FacebookIntegrationTab botId="bot-1" active={false} available={available} />, { mocks });
}

async function settingsForm() {
  return screen.findByRole('form', { name: 'Facebook settings' });
}

describe('Facebook integration tab', () => {
  it('shows the callback URL, which secrets are set and the Meta for Developers steps behind the tutorial toggle', async () => {
    const { user } = renderTab([settingsMock()]);
    const form = await settingsForm();
    expect(screen.getByRole('textbox', { name: 'Callback URL' })).toHaveValue(CALLBACK_URL);
    expect(within(form).getByLabelText('Page access token')).toHaveAccessibleDescription('Set, ends in ••••EAAB. Leave blank to keep it.');
    expect(within(form).getByLabelText('Verify token')).toHaveAccessibleDescription('Set, ends in ••••erif. Leave blank to keep it.');
    expect(within(form).getByLabelText('App secret')).toHaveAccessibleDescription('Set, ends in ••••0f3c. Leave blank to keep it.');
    expect(screen.queryByText('The last reply could not be delivered')).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Tutorial' }));
    const tutorial = screen.getByRole('region', { name: 'Set up Facebook Messenger' });
    expect(within(tutorial).getByText(/subscribe the page to messages and messaging_postbacks/)).toBeInTheDocument();
    expect(within(tutorial).getByText(CALLBACK_URL)).toBeInTheDocument();
  });

  it('removes a human agent and saves, keeping the stored secrets', async () => {
    const input = { botId: 'bot-1', humanAgents: ['Ben Lin'], quietMinutes: 15, askFeedback: false };
    const saved = jest.fn(() => savedResult(facebookSettings({ humanAgents: ['Ben Lin'] })));
    const { user } = renderTab([settingsMock(), updateMock(input, saved)]);
    const form = await settingsForm();
    await user.click(within(form).getByRole('button', { name: 'Remove Amy Chen' }));
    expect(screen.getByText('Amy Chen removed')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Facebook settings saved')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
    expect(within(screen.getByRole('list', { name: 'Human agents' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('refuses a human agent already listed, inline', async () => {
    const { user } = renderTab([settingsMock()]);
    const form = await settingsForm();
    const adder = within(form).getByRole('textbox', { name: 'Add a human agent' });
    await user.type(adder, 'Ben Lin{Enter}');
    expect(adder).toHaveAccessibleDescription(expect.stringContaining('This entry is already in the list'));
    expect(within(screen.getByRole('list', { name: 'Human agents' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('refuses blank tokens while none are saved and sends nothing', async () => {
    const saved = jest.fn(() => savedResult(facebookSettings()));
    const empty = facebookSettings({ pageAccessToken: hint(false), verifyToken: hint(false), appSecret: hint(false), humanAgents: [] });
    const { user } = renderTab([settingsMock(empty), updateMock({ botId: 'bot-1', humanAgents: [], quietMinutes: 15, askFeedback: false }, saved)]);
    const form = await settingsForm();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    for (const label of ['Page access token', 'Verify token', 'App secret']) {
      expect(within(form).getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining('This field is required: nothing is saved yet'));
    }
    expect(saved).not.toHaveBeenCalled();
  });

  it('shows the server\'s field error under the refused field', async () => {
    const input = { botId: 'bot-1', verifyToken: 'my verify token', humanAgents: ['Amy Chen', 'Ben Lin'], quietMinutes: 15, askFeedback: false };
    const { user } = renderTab([settingsMock(), updateMock(input, failure('VALIDATION_FAILED', { fields: [{ field: 'verifyToken', message: 'validation.invalidCharacters' }] }))]);
    const form = await settingsForm();
    const verify = within(form).getByLabelText('Verify token');
    await user.type(verify, 'my verify token');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not save the Facebook settings')).toBeInTheDocument();
    expect(verify).toHaveAttribute('aria-invalid', 'true');
    expect(verify).toHaveAccessibleDescription(expect.stringContaining('characters that cannot be saved'));
  });

  it("names the token's Page, or warns when Facebook could not say which it is", async () => {
    renderTab([settingsMock()]);
    await settingsForm();
    expect(screen.getByText('Page: Shop Page (1029384756). Only its messages are answered.')).toBeInTheDocument();
    cleanup();
    renderTab([settingsMock(facebookSettings({ page: null }))]);
    await settingsForm();
    expect(screen.getByText(/Facebook did not say which Page this token belongs to/)).toBeInTheDocument();
  });

  it('shows the last delivery error in the console\'s words with Messenger\'s own beside them, and how many replies in a row failed since when', async () => {
    const deliveryError = { __typename: 'DeliveryError' as const, message: 'refused@status:400', detail: '(#10) This message is sent outside of allowed window.', at: '2026-11-24T16:05:00Z', count: 37, since: '2026-11-24T09:00:00Z' };
    renderTab([settingsMock(facebookSettings({ deliveryError }))]);
    await settingsForm();
    expect(screen.getByText('Messenger refused the reply (HTTP 400), so it was not sent.')).toBeInTheDocument();
    expect(screen.getByText('Details: (#10) This message is sent outside of allowed window.')).toBeInTheDocument();
    expect(screen.getByText('At 2026-11-25 00:05 (Taipei time)')).toBeInTheDocument();
    expect(screen.getByText('37 replies in a row could not be delivered, since 2026-11-24 17:00 (Taipei time).')).toBeInTheDocument();
  });

  it('says Facebook is unavailable in the current subscription when the plan lacks it', async () => {
    renderTab([settingsMock()], { available: false });
    await settingsForm();
    expect(screen.getByText('This platform is unavailable in your current subscription.', { exact: false })).toBeInTheDocument();
    // Turning it on is not offered, and the note leads to the plans.
    expect(screen.getByRole('switch', { name: 'Activated' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/dashboard/pricing');
  });

  it('shows the failure with a retry when the settings cannot be loaded', async () => {
    const { user } = renderTab([{ ...settingsMock(), result: failure('BOT_NOT_FOUND') }, settingsMock()]);
    expect(await screen.findByText('Bot not found.', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await settingsForm()).toBeInTheDocument();
  });
});
