// What the AutoQA page's tests share: knowledge files to show, the page's data and model-status mocks, and rendering it.
import {
  BotAutoQa_ChatbotDocument,
  BotAutoQa_DataDocument,
  BotAutoQa_LlmDocument,
  type BotAutoQa_FileFragment,
} from '../__generated__/graphql';
import { mockOperation } from './factories';
import { renderPage, type Mocks } from './render';
import { AutoQaPage } from '../routes/bot-autoqa/AutoQaPage';

export function aFile(overrides: Partial<BotAutoQa_FileFragment> = {}): BotAutoQa_FileFragment {
  return {
    __typename: 'KnowledgeFile',
    id: 'f1',
    fileName: 'hours.txt',
    description: 'Museum hours',
    summary: 'The museum opens at 9:00.',
    prompt: '',
    active: true,
    status: 'ready',
    step: 'done',
    progress: 1,
    failureReason: null,
    chunkCount: 2,
    size: 120,
    updatedAt: '2026-11-22T04:00:00.000Z',
    ...overrides,
  };
}

export const dataMock = (files: BotAutoQa_FileFragment[], prompt = '') =>
  mockOperation(BotAutoQa_DataDocument, { botId: 'bot-1' }, {
    result: { data: { autoQa: { __typename: 'AutoQaData', botId: 'bot-1', prompt, files } } },
    maxUsageCount: 10,
  });
export const llmMock = (configured: boolean) =>
  mockOperation(BotAutoQa_LlmDocument, {}, {
    result: { data: { userConfig: { __typename: 'UserConfig', llm: { __typename: 'LlmStatus', configured, model: configured ? 'gpt-test' : null } } } },
    maxUsageCount: 10,
  });

/** The signed-in account: whose typed text a lost session keeps. */
const AUTOQA_OWNER = 'owner@example.com';

const chatbotMock = mockOperation(BotAutoQa_ChatbotDocument, { id: 'bot-1' }, { result: { data: { chatbot: { __typename: 'Chatbot', id: 'bot-1', name: 'Museum bot' }, me: { __typename: 'Account', email: AUTOQA_OWNER } } } });

export function renderAutoQa(mocks: Mocks) {
  return renderPage(<AutoQaPage />, { route: '/dashboard/bot/bot-1/autoqa', path: '/dashboard/bot/:id/autoqa', mocks: [chatbotMock, ...mocks] });
}

export const base64 = (text: string) => Buffer.from(text).toString('base64');
