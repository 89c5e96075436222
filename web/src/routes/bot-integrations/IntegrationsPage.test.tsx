import { screen, within } from '@testing-library/react';
import {
  Integrations_ChatbotDocument,
  Integrations_SetActiveDocument,
  LineIntegrationTab_SettingsDocument,
  WebIntegrationTab_SettingsDocument,
  type Integrations_SetActiveMutation,
} from '../../__generated__/graphql';
import { failure, mockOperation, type MockResult } from '../../test/factories';
import { renderPage, type Mocks } from '../../test/render';
import { IntegrationsPage } from './IntegrationsPage';

function chatbotMock(api: { active: boolean; available: boolean }) {
  return mockOperation(Integrations_ChatbotDocument, { id: 'bot-1' }, {
    result: {
      data: {
        chatbot: { __typename: 'Chatbot', id: 'bot-1', name: 'Support bot', vendorId: 'v-7f3a9c', publicUrl: 'https://bots.example.com' },
        integrations: [
          { __typename: 'Integration', platform: 'api', ...api },
          { __typename: 'Integration', platform: 'web', active: false, available: true },
        ],
      },
    },
  });
}

function webSettingsMock() {
  return mockOperation(WebIntegrationTab_SettingsDocument, { botId: 'bot-1' }, {
    result: {
      data: {
        webPluginSettings: {
          __typename: 'WebPluginSettings',
          botId: 'bot-1',
          vendorId: 'v-7f3a9c',
          active: false,
          headerBgColor: '#5046e5',
          headerTextColor: '#ffffff',
          chatLabel: '',
          tickerMessages: [],
          trustedDomains: [],
          robotIconUrl: null,
          chatIconUrl: null,
          scriptPath: '/widget.js',
        },
        chatbot: { __typename: 'Chatbot', id: 'bot-1', name: 'Support bot', greetingMsg: 'Hello!' },
      },
    },
  });
}

function setActiveMock(active: boolean, result: MockResult<Integrations_SetActiveMutation> | (() => MockResult<Integrations_SetActiveMutation>)) {
  return mockOperation(Integrations_SetActiveDocument, { input: { botId: 'bot-1', platform: 'api', active } }, { result });
}

function renderIntegrations(mocks: Mocks) {
  return renderPage(<IntegrationsPage />, { route: '/dashboard/bot/bot-1/integrations', path: '/dashboard/bot/:id/integrations', mocks });
}

describe('integrations page', () => {
  it('shows the bot\'s API endpoint and documents the three calls behind the tutorial toggle', async () => {
    const { user } = renderIntegrations([chatbotMock({ active: false, available: true })]);
    expect(await screen.findByRole('tab', { name: 'API', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Endpoint URL' })).toHaveValue('https://bots.example.com/webhook/api/v2/v-7f3a9c');
    expect(screen.queryByRole('heading', { name: 'Bot info' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Tutorial' }));
    for (const name of ['Bot info', 'Message', 'History']) expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(screen.getByText(/\/webhook\/api\/v2\/v-7f3a9c\/history/)).toBeInTheDocument();
  });

  it('activates the API integration', async () => {
    const saved = jest.fn((): MockResult<Integrations_SetActiveMutation> => ({ data: { setIntegrationActive: { __typename: 'IntegrationPayload', integration: { __typename: 'Integration', platform: 'api', active: true, available: true } } } }));
    const { user } = renderIntegrations([chatbotMock({ active: false, available: true }), setActiveMock(true, saved)]);
    const toggle = await screen.findByRole('switch', { name: 'Activated' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Activated: the endpoint answers messages.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Activated' })).toBeChecked();
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it("heads each tab's parts one level under the page's h1, skipping none", async () => {
    // A screen reader's list of headings shows the outline: a level may go one deeper than the one before, never two.
    const levels = () => screen.getAllByRole('heading').map((heading) => Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1)));
    const expectNoSkippedLevel = () => {
      const shown = levels();
      expect(shown[0]).toBe(1);
      expect(shown.filter((level, index) => index > 0 && level > shown[index - 1] + 1)).toEqual([]);
    };
    const { user } = renderIntegrations([chatbotMock({ active: false, available: true }), webSettingsMock()]);
    await user.click(await screen.findByRole('switch', { name: 'Tutorial' }));
    expect(screen.getByRole('heading', { name: 'Bot info' })).toBeInTheDocument();
    expectNoSkippedLevel();
    await user.click(screen.getByRole('tab', { name: 'Web' }));
    expect(await screen.findByRole('heading', { name: 'Customisation' })).toBeInTheDocument();
    expectNoSkippedLevel();
  });

  it('shows the bot-not-found screen, not a load failure, for an unknown bot', async () => {
    renderIntegrations([mockOperation(Integrations_ChatbotDocument, { id: 'bot-1' }, { result: failure('BOT_NOT_FOUND') })]);
    expect(await screen.findByRole('heading', { name: 'Bot not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('keeps the integration off and explains when the plan does not include it', async () => {
    const { user } = renderIntegrations([chatbotMock({ active: false, available: true }), setActiveMock(true, failure('PLAN_UNAVAILABLE'))]);
    await user.click(await screen.findByRole('switch', { name: 'Activated' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This platform is unavailable in your current subscription.');
    expect(screen.getByRole('switch', { name: 'Activated' })).not.toBeChecked();
  });

  it('opens the web plugin settings on the web tab and activates the web channel', async () => {
    const settings = webSettingsMock();
    const activated = mockOperation(Integrations_SetActiveDocument, { input: { botId: 'bot-1', platform: 'web', active: true } }, {
      result: { data: { setIntegrationActive: { __typename: 'IntegrationPayload', integration: { __typename: 'Integration', platform: 'web', active: true, available: true } } } },
    });
    const { user } = renderIntegrations([chatbotMock({ active: false, available: true }), settings, activated]);
    await user.click(await screen.findByRole('tab', { name: 'Web' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText(/data-vendor="v-7f3a9c"/)).toBeInTheDocument();
    expect(within(panel).getByText('The web channel is off')).toBeInTheDocument();
    await user.click(within(panel).getByRole('switch', { name: 'Activated' }));
    expect(await within(panel).findByText('The web channel is on: the chat answers on your website.')).toBeInTheDocument();
  });

  it('opens the LINE settings on the LINE tab and says when the plan does not include LINE', async () => {
    const page = mockOperation(Integrations_ChatbotDocument, { id: 'bot-1' }, {
      result: {
        data: {
          chatbot: { __typename: 'Chatbot', id: 'bot-1', name: 'Support bot', vendorId: 'v-7f3a9c', publicUrl: 'https://bots.example.com' },
          integrations: [{ __typename: 'Integration', platform: 'line', active: false, available: false }],
        },
      },
    });
    const settings = mockOperation(LineIntegrationTab_SettingsDocument, { botId: 'bot-1' }, {
      result: {
        data: {
          lineSettings: {
            __typename: 'LineSettings',
            botId: 'bot-1',
            webhookUrl: 'https://console.example.com/webhook/line/bot-1',
            channelSecret: { __typename: 'SecretHint', set: false, lastFour: '' },
            channelAccessToken: { __typename: 'SecretHint', set: false, lastFour: '' },
            humanAgents: [],
            quietMinutes: 30,
            askFeedback: false,
            deliveryError: null,
          },
        },
      },
    });
    const { user } = renderIntegrations([page, settings]);
    await user.click(await screen.findByRole('tab', { name: 'LINE' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('form', { name: 'LINE settings' })).toBeInTheDocument();
    expect(within(panel).getByText('This platform is unavailable in your current subscription.')).toBeInTheDocument();
    expect(within(panel).getByRole('switch', { name: 'Activated' })).not.toBeChecked();
  });
});
