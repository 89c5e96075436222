import { screen, within } from '@testing-library/react';
import {
  ThirdPartyIntegrationTab_SettingsDocument,
  ThirdPartyIntegrationTab_UpdateDocument,
  type ThirdPartyIntegrationTab_ThirdPartySettingsFragment,
  type ThirdPartyIntegrationTab_UpdateMutation,
  type UpdateThirdPartySettingsInput,
} from '../../__generated__/graphql';
import { failure, mockOperation, type MockResult } from '../../test/factories';
import { renderPage, type Mocks } from '../../test/render';
import { ThirdPartyIntegrationTab } from './ThirdPartyIntegrationTab';

jest.setTimeout(20_000);

const WEBHOOK_URL = 'https://console.example.com/webhook/third-party/bot-1';

function thirdPartySettings(overrides: Partial<ThirdPartyIntegrationTab_ThirdPartySettingsFragment> = {}): ThirdPartyIntegrationTab_ThirdPartySettingsFragment {
  return {
    __typename: 'ThirdPartySettings',
    botId: 'bot-1',
    webhookUrl: WEBHOOK_URL,
    secret: { __typename: 'SecretHint', set: true, lastFour: 'k3y9' },
    callbackUrl: 'https://crm.example.com/bot-replies',
    deliveryError: null,
    ...overrides,
  };
}

function settingsMock(settings = thirdPartySettings()) {
  return mockOperation(ThirdPartyIntegrationTab_SettingsDocument, { botId: 'bot-1' }, { result: { data: { thirdPartySettings: settings } } });
}

function updateMock(input: UpdateThirdPartySettingsInput, result: MockResult<ThirdPartyIntegrationTab_UpdateMutation> | (() => MockResult<ThirdPartyIntegrationTab_UpdateMutation>)) {
  return mockOperation(ThirdPartyIntegrationTab_UpdateDocument, { input }, { result });
}

function renderTab(mocks: Mocks, { available = true } = {}) {
  return renderPage(<ThirdPartyIntegrationTab botId="bot-1" active={false} available={available} />, { mocks });
}

async function settingsForm() {
  return screen.findByRole('form', { name: 'Third-party settings' });
}

describe('third-party integration tab', () => {
  it('shows the webhook URL, the secret hint, the callback URL and the steps behind the tutorial toggle', async () => {
    const { user } = renderTab([settingsMock()]);
    const form = await settingsForm();
    expect(screen.getByRole('textbox', { name: 'Webhook URL' })).toHaveValue(WEBHOOK_URL);
    expect(within(form).getByLabelText('Shared secret')).toHaveAccessibleDescription('Set, ends in ••••k3y9. Leave blank to keep it.');
    expect(within(form).getByRole('textbox', { name: 'Callback URL' })).toHaveValue('https://crm.example.com/bot-replies');
    await user.click(screen.getByRole('switch', { name: 'Tutorial' }));
    const tutorial = screen.getByRole('region', { name: 'Set up a third-party channel' });
    expect(within(tutorial).getAllByRole('listitem')).toHaveLength(4);
    expect(within(tutorial).getByText(WEBHOOK_URL)).toBeInTheDocument();
    // How to sign a call, as the webhook checks it.
    expect(within(tutorial).getByText(/X-Signature-Timestamp, the Unix time in seconds, and X-Signature-256/)).toBeInTheDocument();
  });

  it('saves a new callback URL and keeps the stored secret', async () => {
    const input = { botId: 'bot-1', callbackUrl: 'https://crm.example.com/v2/replies' };
    const saved = jest.fn((): MockResult<ThirdPartyIntegrationTab_UpdateMutation> => ({
      data: { updateThirdPartySettings: { __typename: 'ThirdPartySettingsPayload', settings: thirdPartySettings({ callbackUrl: input.callbackUrl }) } },
    }));
    const { user } = renderTab([settingsMock(), updateMock(input, saved)]);
    const form = await settingsForm();
    const callback = within(form).getByRole('textbox', { name: 'Callback URL' });
    await user.clear(callback);
    await user.type(callback, 'https://crm.example.com/v2/replies');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Third-party settings saved')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('refuses a callback address that is not http or https and sends nothing', async () => {
    const saved = jest.fn(() => ({ data: null }));
    const { user } = renderTab([settingsMock(thirdPartySettings({ callbackUrl: null })), updateMock({ botId: 'bot-1', callbackUrl: 'ftp://crm.example.com' }, saved)]);
    const form = await settingsForm();
    const callback = within(form).getByRole('textbox', { name: 'Callback URL' });
    await user.type(callback, 'ftp://crm.example.com');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(callback).toHaveAttribute('aria-invalid', 'true');
    expect(callback).toHaveAccessibleDescription(expect.stringContaining('Enter an http or https address'));
    expect(saved).not.toHaveBeenCalled();
  });

  it('removes a saved callback URL when the field is cleared', async () => {
    const saved = jest.fn(() => ({ data: { updateThirdPartySettings: { __typename: 'ThirdPartySettingsPayload' as const, settings: thirdPartySettings({ callbackUrl: null }) } } }));
    const { user } = renderTab([settingsMock(), updateMock({ botId: 'bot-1', callbackUrl: null }, saved)]);
    const form = await settingsForm();
    const callback = within(form).getByRole('textbox', { name: 'Callback URL' });
    await user.clear(callback);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Third-party settings saved')).toBeInTheDocument();
    expect(saved).toHaveBeenCalled();
    expect(callback).toHaveValue('');
  });

  it('refuses a shared secret shorter than 16 characters and sends nothing', async () => {
    const saved = jest.fn(() => ({ data: null }));
    const { user } = renderTab([settingsMock(), updateMock({ botId: 'bot-1', secret: 'short', callbackUrl: 'https://crm.example.com/bot-replies' }, saved)]);
    const form = await settingsForm();
    const secret = within(form).getByLabelText('Shared secret');
    await user.type(secret, 'short');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(secret).toHaveAccessibleDescription(expect.stringContaining('at least 16'));
    expect(saved).not.toHaveBeenCalled();
  });

  it('shows the server\'s field error under the refused field', async () => {
    const input = { botId: 'bot-1', secret: 'a-shared-secret-of-20', callbackUrl: 'https://crm.example.com/bot-replies' };
    const { user } = renderTab([settingsMock(), updateMock(input, failure('VALIDATION_FAILED', { fields: [{ field: 'secret', message: 'validation.tooLong' }] }))]);
    const form = await settingsForm();
    const secret = within(form).getByLabelText('Shared secret');
    await user.type(secret, 'a-shared-secret-of-20');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not save the third-party settings')).toBeInTheDocument();
    expect(secret).toHaveAccessibleDescription(expect.stringContaining('This is too long'));
  });

  it("shows the last delivery error in the console's words, with the connection error's code beside them", async () => {
    renderTab([settingsMock(thirdPartySettings({ deliveryError: { __typename: 'DeliveryError', message: 'callback_unreachable', detail: 'ECONNREFUSED', at: '2026-11-25T01:00:00Z', count: 1, since: '2026-11-25T01:00:00Z' } }))]);
    await settingsForm();
    expect(screen.getByText(/^Your callback URL could not be reached, so the copy of the reply was dropped after up to 4 tries\./)).toBeInTheDocument();
    expect(screen.getByText('Details: ECONNREFUSED')).toBeInTheDocument();
  });

  it('shows a delivery error recorded before the codes as it was, with no details line', async () => {
    renderTab([settingsMock(thirdPartySettings({ deliveryError: { __typename: 'DeliveryError', message: 'The callback answered 503.', detail: null, at: '2026-11-25T01:00:00Z', count: 1, since: '2026-11-25T01:00:00Z' } }))]);
    await settingsForm();
    expect(screen.getByText('The callback answered 503.')).toBeInTheDocument();
    expect(screen.queryByText(/^Details:/)).not.toBeInTheDocument();
  });

  it('says the third-party channel is unavailable in the current subscription when the plan lacks it', async () => {
    renderTab([settingsMock()], { available: false });
    await settingsForm();
    expect(screen.getByText('This platform is unavailable in your current subscription.')).toBeInTheDocument();
  });
});
