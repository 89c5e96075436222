import { screen } from '@testing-library/react';
import { BotDetail_ChatbotDocument, type BotDetail_ChatbotQuery } from '../../__generated__/graphql';
import { mockOperation } from '../../test/factories';
import { renderPage } from '../../test/render';
import { BotDetailPage } from './BotDetailPage';

const bot: NonNullable<BotDetail_ChatbotQuery['chatbot']> = {
  __typename: 'Chatbot',
  id: 'bot-1',
  name: 'Tour helper',
  greetingMsg: 'Welcome aboard',
  failedMsg: 'Sorry',
  postbackMsg: 'Did you mean',
  description: 'Helps travellers',
  language: 'tw',
  package: 'free',
  scenario: 'salesAssistant',
  tools: {
    __typename: 'ChatbotTools',
    SGW_tour_with_image_tool: true,
    answer_with_url_first_tool: true,
    get_total_price_tool: false,
    owm_forecast_tool: false,
    serpapi_flight_tool: false,
    route_tool: false,
  },
  files: [{ __typename: 'KnowledgeFile', id: 'f1', fileName: 'faq.csv', size: 2048, status: 'processing' }],
  createdAt: '2026-11-22T04:49:47.000Z',
};

function renderDetail(chatbot: typeof bot | null) {
  return renderPage(<BotDetailPage />, {
    route: '/dashboard/bot/bot-1/detail',
    path: '/dashboard/bot/:id/detail',
    mocks: [mockOperation(BotDetail_ChatbotDocument, { id: 'bot-1' }, { result: { data: { chatbot } } })],
  });
}

describe('bot detail page', () => {
  it('shows the bot overview with its tools and files, and remembers the bot id', async () => {
    renderDetail(bot);
    expect(await screen.findByRole('heading', { name: 'Tour helper' })).toBeInTheDocument();
    expect(screen.getByText('Welcome aboard')).toBeInTheDocument();
    expect(screen.getByText('Sales assistant')).toBeInTheDocument();
    expect(screen.getByText('Tours with images')).toBeInTheDocument();
    expect(screen.queryByText('Route planning')).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /faq\.csv 2\.0 KB Processing/ })).toBeInTheDocument();
    expect(localStorage.getItem('botId')).toBe('bot-1');
  });

  it('shows the bot-not-found screen for a null chatbot and remembers nothing', async () => {
    renderDetail(null);
    expect(await screen.findByRole('heading', { name: 'Bot not found' })).toBeInTheDocument();
    expect(localStorage.getItem('botId')).toBeNull();
  });
});
