// Builders of history results and mocked history operations for the history page tests.
import { History_ChatbotDocument, History_ExchangesDocument, type History_ExchangeFragment, type History_ExchangesQueryVariables } from '../../__generated__/graphql';
import { mockOperation } from '../../test/factories';

export function anExchange(overrides: Partial<History_ExchangeFragment> = {}): History_ExchangeFragment {
  return {
    __typename: 'HistoryExchange',
    id: 'x1',
    sid: 's1',
    userId: 'visitor-1',
    platform: 'web',
    question: 'Can I bring my dog?',
    questionUnsent: false,
    lineChat: null,
    lineChatId: null,
    reply: 'Sorry, I have no answer for that.',
    datetime: '2026-11-20 14:05',
    answerStatus: 'NO_ANSWER',
    feedback: 'NONE',
    matchedGroup: null,
    source: null,
    ...overrides,
  };
}

/** The signed-in account of the history page's tests. */
export const HISTORY_OWNER = 'owner@example.com';

export const chatbotMock = mockOperation(History_ChatbotDocument, { id: 'bot-1' }, { result: { data: { chatbot: { __typename: 'Chatbot', id: 'bot-1', name: 'Support bot' }, me: { __typename: 'Account', email: HISTORY_OWNER } } } });

/** The page of `items` the list asks for with `variables` (the first page of no filters by default). */
export function exchangesMock(
  items: History_ExchangeFragment[],
  variables: Partial<History_ExchangesQueryVariables> = {},
  nextCursor: string | null = null,
  count: { total?: number; moreThanTotal?: boolean } = {},
) {
  const { total = items.length, moreThanTotal = false } = count;
  return mockOperation(History_ExchangesDocument, { botId: 'bot-1', filter: {}, limit: 20, ...variables }, {
    result: { data: { historyExchanges: { __typename: 'HistoryExchangePage', items, nextCursor, total, moreThanTotal } } },
  });
}
