// Every bot page gets its bot the same way (useOwnedBot): a bot the account does not have is "Bot not found",
// whether the query answered null or a bot-scoped field refused with BOT_NOT_FOUND; any other failure offers a retry;
// the bot shown is remembered for the header.
import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import type { TypedDocumentNode } from '@apollo/client';
import {
  BatchTest_ChatbotDocument,
  BotAutoFaq_ChatbotDocument,
  BotAutoQa_ChatbotDocument,
  BotDetail_ChatbotDocument,
  BotEntities_ChatbotDocument,
  BotFaq_ChatbotDocument,
  BotQuestionnaires_ChatbotDocument,
  BotSettings_ChatbotDocument,
  BotTopics_ChatbotDocument,
  History_ChatbotDocument,
  Integrations_ChatbotDocument,
  Recommendations_ChatbotDocument,
  TestChat_ChatbotDocument,
} from '../__generated__/graphql';
import { STORAGE_KEYS } from '../app/storage';
import { AutoFaqPage } from '../routes/bot-autofaq/AutoFaqPage';
import { AutoQaPage } from '../routes/bot-autoqa/AutoQaPage';
import { BatchTestPage } from '../routes/bot-batch-test/BatchTestPage';
import { BotDetailPage } from '../routes/bot-detail/BotDetailPage';
import { EntitiesPage } from '../routes/bot-entities/EntitiesPage';
import { FaqPage } from '../routes/bot-faq/FaqPage';
import { HistoryPage } from '../routes/bot-history/HistoryPage';
import { IntegrationsPage } from '../routes/bot-integrations/IntegrationsPage';
import { QuestionnairesPage } from '../routes/bot-questionnaires/QuestionnairesPage';
import { RecommendationsPage } from '../routes/bot-recommendations/RecommendationsPage';
import { BotSettingsPage } from '../routes/bot-settings/BotSettingsPage';
import { TestChatPage } from '../routes/bot-test-chat/TestChatPage';
import { TopicsPage } from '../routes/bot-topics/TopicsPage';
import { failure, mockOperation } from '../test/factories';
import { renderPage } from '../test/render';
import { useOwnedBot, type BotPageQuery } from './owned-bot';

type ChatbotDocument = TypedDocumentNode<Record<string, unknown>, { id: string }>;

/** Each bot page with the query that loads its bot. */
const PAGES: ReadonlyArray<[string, ComponentType, ChatbotDocument]> = [
  ['overview', BotDetailPage, BotDetail_ChatbotDocument as ChatbotDocument],
  ['Q&A list', FaqPage, BotFaq_ChatbotDocument as ChatbotDocument],
  ['topics', TopicsPage, BotTopics_ChatbotDocument as ChatbotDocument],
  ['AutoFAQ', AutoFaqPage, BotAutoFaq_ChatbotDocument as ChatbotDocument],
  ['AutoQA', AutoQaPage, BotAutoQa_ChatbotDocument as ChatbotDocument],
  ['questionnaires', QuestionnairesPage, BotQuestionnaires_ChatbotDocument as ChatbotDocument],
  ['entities', EntitiesPage, BotEntities_ChatbotDocument as ChatbotDocument],
  ['test chat', TestChatPage, TestChat_ChatbotDocument as ChatbotDocument],
  ['batch test', BatchTestPage, BatchTest_ChatbotDocument as ChatbotDocument],
  ['history', HistoryPage, History_ChatbotDocument as ChatbotDocument],
  ['recommendations', RecommendationsPage, Recommendations_ChatbotDocument as ChatbotDocument],
  ['integrations', IntegrationsPage, Integrations_ChatbotDocument as ChatbotDocument],
  ['settings', BotSettingsPage, BotSettings_ChatbotDocument as ChatbotDocument],
];

function renderBotPage(Page: ComponentType, document: ChatbotDocument, result: ReturnType<typeof failure> | { data: { chatbot: null } }) {
  return renderPage(<Page />, {
    route: '/dashboard/bot/bot-x',
    path: '/dashboard/bot/:id',
    mocks: [mockOperation(document, { id: 'bot-x' }, { result: result as never })],
  });
}

describe.each(PAGES)('the %s page', (_name, Page, document) => {
  it('says the bot is not found when the account has no such bot', async () => {
    renderBotPage(Page, document, { data: { chatbot: null } });
    expect(await screen.findByRole('heading', { name: 'Bot not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to bot list' })).toHaveAttribute('href', '/dashboard');
  });

  it('says the bot is not found, with no retry, when a field of the bot refuses with BOT_NOT_FOUND', async () => {
    renderBotPage(Page, document, failure('BOT_NOT_FOUND'));
    expect(await screen.findByRole('heading', { name: 'Bot not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('offers a retry when loading failed for another reason', async () => {
    renderBotPage(Page, document, failure('INTERNAL'));
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bot not found' })).not.toBeInTheDocument();
  });
});

function Probe({ query }: { query: BotPageQuery<{ chatbot: { id: string; name: string } | null }> }) {
  const { screen: instead, bot } = useOwnedBot(query, <p>loading skeleton</p>);
  if (instead) return instead;
  return <p>page of {bot.name}</p>;
}

describe('useOwnedBot', () => {
  const refetch = () => Promise.resolve();

  beforeEach(() => localStorage.clear());

  it('shows the page’s skeleton until the query answers, then the page, and remembers the bot', () => {
    const { rerender } = render(<Probe query={{ loading: true, refetch }} />);
    expect(screen.getByText('loading skeleton')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.botId)).toBeNull();
    rerender(<Probe query={{ loading: false, refetch, data: { chatbot: { id: 'bot-7', name: 'Shop bot' } } }} />);
    expect(screen.getByText('page of Shop bot')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.botId)).toBe('bot-7');
  });

  it('keeps showing the bot it has while the query refreshes or a refresh fails', () => {
    render(<Probe query={{ loading: true, refetch, error: new Error('offline'), data: { chatbot: { id: 'bot-7', name: 'Shop bot' } } }} />);
    expect(screen.getByText('page of Shop bot')).toBeInTheDocument();
  });
});
