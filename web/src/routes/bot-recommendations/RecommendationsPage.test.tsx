// The recommendations log page: its filters in the URL, load more, the states, saving a line into its group and
// saving a tapped AutoFAQ answer or passage as a new group.
import { screen, waitFor, within } from '@testing-library/react';
import {
  Recommendations_ChatbotDocument,
  Recommendations_ListDocument,
  Recommendations_SaveDocument,
  type Recommendations_ItemFragment,
  type Recommendations_ListQueryVariables,
  type Recommendations_SaveMutation,
} from '../../__generated__/graphql';
import { failure, mockOperation, type MockResult } from '../../test/factories';
import { renderPage, type Mocks } from '../../test/render';
import { RecommendationsPage } from './RecommendationsPage';

function anItem(overrides: Partial<Recommendations_ItemFragment> = {}): Recommendations_ItemFragment {
  return {
    __typename: 'Recommendation',
    id: 'r1',
    originalQuestion: 'when do you open',
    selectedQuestion: 'Opening hours?',
    group: { __typename: 'QaGroupKey', id: 'g1', key: 'hours' },
    source: 'QA',
    platform: 'line',
    userId: 'visitor-7',
    datetime: '2026-11-21 09:30',
    saved: 'NOT_SAVED',
    ...overrides,
  };
}

function listMock(items: Recommendations_ItemFragment[], variables: Partial<Recommendations_ListQueryVariables> = {}, nextCursor: string | null = null) {
  return mockOperation(Recommendations_ListDocument, { botId: 'bot-1', filter: {}, limit: 20, ...variables }, {
    result: { data: { recommendations: { __typename: 'RecommendationPage', items, nextCursor } } },
  });
}

function saveMock(result: MockResult<Recommendations_SaveMutation>) {
  return mockOperation(Recommendations_SaveDocument, { input: { botId: 'bot-1', id: 'r1' } }, { result });
}

const saved = (item: Recommendations_ItemFragment): MockResult<Recommendations_SaveMutation> => ({
  data: { saveRecommendation: { __typename: 'SaveRecommendationPayload', recommendation: item } },
});

const chatbotMock = (chatbot: { id: string; name: string } | null = { id: 'bot-1', name: 'Support bot' }) =>
  mockOperation(Recommendations_ChatbotDocument, { id: 'bot-1' }, { result: { data: { chatbot: chatbot && { __typename: 'Chatbot', ...chatbot } } } });

function renderLog(mocks: Mocks, search = '', bot = chatbotMock()) {
  return renderPage(<RecommendationsPage />, { route: `/dashboard/bot/bot-1/recommendations${search}`, path: '/dashboard/bot/:id/recommendations', mocks: [bot, ...mocks] });
}

describe('recommendations page', () => {
  it("is headed by its section and the bot's name", async () => {
    renderLog([listMock([anItem()])]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Recommendations log · Support bot' })).toBeInTheDocument();
  });

  it("says a bot that is unknown or another account's was not found, and asks for no log", async () => {
    renderLog([], '', chatbotMock(null));
    expect(await screen.findByRole('heading', { name: 'Bot not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to bot list' })).toHaveAttribute('href', '/dashboard');
  });

  it('lists each line with its questions, group, platform, user, time and saved status', async () => {
    renderLog([listMock([anItem(), anItem({ id: 'r2', originalQuestion: 'parking?', saved: 'SAVED' }), anItem({ id: 'r3', originalQuestion: 'refund?', group: null, saved: 'NO_GROUP' })])]);
    const row = await screen.findByRole('row', { name: /when do you open/ });
    for (const text of ['Opening hours?', 'hours', 'LINE', 'visitor-7', '2026-11-21 09:30']) expect(row).toHaveTextContent(text);
    expect(within(row).getByRole('button', { name: 'Save “when do you open” to its group' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /parking\?/ })).toHaveTextContent('Saved');
    expect(screen.getByRole('row', { name: /refund\?/ })).toHaveTextContent('No Q&A group');
    // What visitors typed wraps anywhere, so one long unbroken word cannot widen the table past the screen.
    for (const text of ['when do you open', 'Opening hours?', 'visitor-7']) expect(within(row).getByText(text)).toHaveStyle({ overflowWrap: 'anywhere' });
  });

  it('names the source of a tapped AutoFAQ answer or passage in the group column, and one gone since as no longer there', async () => {
    renderLog([
      listMock([
        anItem({ id: 'r4', originalQuestion: 'kids ticket?', selectedQuestion: 'Ticket prices', group: null, source: 'AUTOFAQ' }),
        anItem({ id: 'r5', originalQuestion: 'do I book?', selectedQuestion: 'Guided tours', group: null, source: 'KNOWLEDGE', saved: 'NO_GROUP' }),
      ]),
    ]);
    const autoFaq = await screen.findByRole('row', { name: /kids ticket\?/ });
    expect(within(autoFaq).getAllByRole('cell')[2]).toHaveTextContent('AutoFAQ answer');
    expect(within(autoFaq).getByRole('button', { name: 'Save “kids ticket?” as a new Q&A group' })).toBeInTheDocument();
    const passage = screen.getByRole('row', { name: /do I book\?/ });
    expect(within(passage).getAllByRole('cell')[2]).toHaveTextContent('Knowledge file');
    expect(passage).toHaveTextContent('No longer there');
    expect(passage).not.toHaveTextContent('No Q&A group');
  });

  it('saves a tapped AutoFAQ answer as a new Q&A group, or says it is gone', async () => {
    const tapped = anItem({ originalQuestion: 'kids ticket?', selectedQuestion: 'Ticket prices', group: null, source: 'AUTOFAQ' });
    const { user } = renderLog([listMock([tapped]), saveMock(saved({ ...tapped, saved: 'SAVED' }))]);
    await user.click(await screen.findByRole('button', { name: 'Save “kids ticket?” as a new Q&A group' }));
    expect(await screen.findByText('Saved as a new Q&A group answering as “Ticket prices” does. Train the Q&A list to answer with it.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('row', { name: /kids ticket\?/ })).toHaveTextContent('Saved'));
  });

  it('says a tapped passage is gone when it could not be saved', async () => {
    const tapped = anItem({ originalQuestion: 'do I book?', selectedQuestion: 'Guided tours', group: null, source: 'KNOWLEDGE' });
    const { user } = renderLog([listMock([tapped]), saveMock(saved({ ...tapped, saved: 'NO_GROUP' }))]);
    await user.click(await screen.findByRole('button', { name: 'Save “do I book?” as a new Q&A group' }));
    expect(await screen.findByText('The AutoFAQ answer or passage is gone, so the question could not be saved.')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /do I book\?/ })).toHaveTextContent('No longer there');
  });

  it('sends the filters of the URL as variables and loads more after the cursor', async () => {
    const filter = { saved: 'NOT_SAVED' as const, platform: 'web' as const, from: '2026-11-01', to: '2026-11-30' };
    const { user } = renderLog(
      [listMock([anItem()], { filter }, 'next-1'), listMock([anItem({ id: 'r2', originalQuestion: 'parking?' })], { filter, cursor: 'next-1' })],
      '?saved=0&platform=web&from=2026-11-01&to=2026-11-30',
    );
    await screen.findByRole('row', { name: /when do you open/ });
    expect(screen.getByRole('combobox', { name: 'Saved status' })).toHaveValue('0');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('row', { name: /parking\?/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /when do you open/ })).toBeInTheDocument();
  });

  it('saves a line into its group and shows it saved', async () => {
    const { user } = renderLog([listMock([anItem()]), saveMock(saved(anItem({ saved: 'SAVED' })))]);
    await user.click(await screen.findByRole('button', { name: 'Save “when do you open” to its group' }));
    expect(await screen.findByText('Saved as a phrasing of “Opening hours?”.')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /when do you open/ });
    await waitFor(() => expect(within(row).queryByRole('button')).not.toBeInTheDocument());
    expect(row).toHaveTextContent('Saved');
  });

  it('says so when the group was deleted before the save', async () => {
    const { user } = renderLog([listMock([anItem()]), saveMock(saved(anItem({ group: null, saved: 'NO_GROUP' })))]);
    await user.click(await screen.findByRole('button', { name: 'Save “when do you open” to its group' }));
    expect(await screen.findByText('The Q&A group was deleted, so the question could not be saved.')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /when do you open/ })).toHaveTextContent('No Q&A group');
  });

  it('keeps the line unsaved and says why when the save fails', async () => {
    const { user } = renderLog([listMock([anItem()]), saveMock(failure('QA_GROUP_LIMIT_REACHED'))]);
    await user.click(await screen.findByRole('button', { name: 'Save “when do you open” to its group' }));
    expect(await screen.findByText('Your plan does not allow more Q&A groups.')).toBeInTheDocument();
    expect(screen.getByText('Saving failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save “when do you open” to its group' })).toBeInTheDocument();
  });

  it('says there are no recommendations yet', async () => {
    renderLog([listMock([])]);
    expect(await screen.findByRole('heading', { name: 'No recommendations yet' })).toBeInTheDocument();
  });

  it('offers to clear filters that match nothing', async () => {
    const { user } = renderLog([listMock([], { filter: { saved: 'SAVED' } }), listMock([anItem()])], '?saved=1');
    expect(await screen.findByRole('heading', { name: 'Nothing matches the filters' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    expect(await screen.findByRole('row', { name: /when do you open/ })).toBeInTheDocument();
  });
});
