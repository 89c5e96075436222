// The history page: the list and its URL filters, load more, the states, one conversation and the CSV export.
import { act, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../i18n';
import { failure, untrainedStatusMock } from '../../test/factories';
import { renderPage, type Mocks } from '../../test/render';
import { HistoryPage } from './HistoryPage';
import { anExchange, chatbotMock, exchangesMock } from './history-test-data';

function renderHistory(mocks: Mocks, search = '') {
  return renderPage(<HistoryPage />, { route: `/dashboard/bot/bot-1/history${search}`, path: '/dashboard/bot/:id/history', mocks: [chatbotMock, ...mocks, untrainedStatusMock()] });
}

const answered = anExchange({
  id: 'x2',
  question: 'Opening hours?',
  reply: 'Monday to Friday, 9 to 5.',
  answerStatus: 'ANSWERED',
  feedback: 'USEFUL',
  matchedGroup: { __typename: 'HistoryGroupRef', id: 'g1', key: 'hours', question: 'Opening hours?' },
  source: 'QA',
});

describe('history page: the list', () => {
  it('shows each exchange with its time, platform, user, status badge, feedback and matched group', async () => {
    renderHistory([exchangesMock([answered, anExchange()])]);
    const card = await screen.findByRole('article', { name: 'Opening hours?' });
    for (const text of ['2026-11-20 14:05', 'Web', 'User visitor-1', 'Answered', 'Useful 👍', 'Matched group: hours', 'Monday to Friday, 9 to 5.']) {
      expect(card).toHaveTextContent(text);
    }
    const unanswered = screen.getByRole('article', { name: 'Can I bring my dog?' });
    expect(unanswered).toHaveTextContent('No answer');
    expect(unanswered).toHaveTextContent('No feedback');
    expect(unanswered).toHaveTextContent('No matched group');
  });

  it('says which source answered when it names no Q&A group: an AutoFAQ answer or a knowledge file', async () => {
    const fromAutoFaq = anExchange({ id: 'x3', question: 'Ticket prices?', reply: 'Adults 300 dollars.', answerStatus: 'ANSWERED', source: 'AUTOFAQ' });
    const fromKnowledge = anExchange({ id: 'x4', question: 'Guided tours?', reply: 'Every hour. (Source: tours.txt)', answerStatus: 'AUTOQA', source: 'KNOWLEDGE' });
    renderHistory([exchangesMock([fromAutoFaq, fromKnowledge])]);
    const autoFaq = await screen.findByRole('article', { name: 'Ticket prices?' });
    expect(autoFaq).toHaveTextContent('Answered by an AutoFAQ answer');
    expect(autoFaq).not.toHaveTextContent('No matched group');
    const knowledge = screen.getByRole('article', { name: 'Guided tours?' });
    expect(knowledge).toHaveTextContent('Answered from a knowledge file');
    expect(knowledge).not.toHaveTextContent('No matched group');
  });

  it('sends the filters of the URL as variables and fills the form with them', async () => {
    renderHistory(
      [exchangesMock([anExchange()], { filter: { platform: 'line', feedback: 'NOT_USEFUL', answerStatus: 'NO_ANSWER', source: 'AUTOFAQ', from: '2026-11-01', to: '2026-11-20', userId: 'u-9', search: 'dog' } })],
      '?platform=line&feedback=2&answer_status=2&source=autofaq&from=2026-11-01&to=2026-11-20&user_id=u-9&q=dog',
    );
    expect(await screen.findByRole('article', { name: 'Can I bring my dog?' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Answer status' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Answered by' })).toHaveValue('autofaq');
    expect(screen.getByRole('textbox', { name: 'User ID' })).toHaveValue('u-9');
  });

  it('applies the chosen filters to the URL and asks for the filtered list', async () => {
    const { user } = renderHistory([exchangesMock([answered, anExchange()]), exchangesMock([anExchange()], { filter: { answerStatus: 'NO_ANSWER', source: 'KNOWLEDGE', search: 'dog' } })]);
    await screen.findByRole('article', { name: 'Opening hours?' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Answer status' }), 'No answer');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Answered by' }), 'Knowledge files');
    await user.type(screen.getByRole('searchbox', { name: 'Search text' }), 'dog{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('answer_status=2&source=knowledge&q=dog'));
    // The filtered list replaces the first one (a loading state may come between them).
    expect(await screen.findByRole('article', { name: 'Can I bring my dog?' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Opening hours?' })).not.toBeInTheDocument();
  });

  it('refuses a start date after the end date with the shared message', async () => {
    const { user } = renderHistory([exchangesMock([anExchange()])]);
    await screen.findByRole('article', { name: 'Can I bring my dog?' });
    await user.type(screen.getByLabelText('From'), '2026-11-20');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription('The start date must not be after the end date');
    expect(screen.getByTestId('location')).toHaveTextContent(/\/history$/);
  });

  it('loads the next page after the cursor and keeps the rows already shown', async () => {
    const { user } = renderHistory([exchangesMock([answered], {}, 'cursor-2'), exchangesMock([anExchange()], { cursor: 'cursor-2' })]);
    await screen.findByRole('article', { name: 'Opening hours?' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Can I bring my dog?' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Opening hours?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says how many exchanges the filters match, in a status region, and keeps it while the next page loads', async () => {
    const { user } = renderHistory([
      exchangesMock([answered], {}, 'cursor-2', { total: 1234 }),
      exchangesMock([anExchange()], { cursor: 'cursor-2' }, null, { total: 1234 }),
    ]);
    expect(await screen.findByText('1,234 exchanges')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: 'Can I bring my dog?' });
    expect(screen.getByText('1,234 exchanges')).toHaveAttribute('role', 'status');
  });

  it('says "more than" when more exchanges match than are counted', async () => {
    renderHistory([exchangesMock([answered], { filter: { platform: 'web' } }, null, { total: 10000, moreThanTotal: true })], '?platform=web');
    await screen.findByRole('article', { name: 'Opening hours?' });
    expect(screen.getByText('More than 10,000 exchanges')).toHaveAttribute('role', 'status');
  });

  it('says there are no conversations yet when the bot has none', async () => {
    renderHistory([exchangesMock([])]);
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try the test chat' })).toHaveAttribute('href', '/dashboard/bot/bot-1/test-chat');
  });

  it('says nothing matches the filters and clears them', async () => {
    const { user } = renderHistory([exchangesMock([], { filter: { platform: 'fb' } }), exchangesMock([anExchange()])], '?platform=fb');
    expect(await screen.findByRole('heading', { name: 'Nothing matches the filters' })).toBeInTheDocument();
    // The filter form has one too; the empty state's comes last.
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    expect(await screen.findByRole('article', { name: 'Can I bring my dog?' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/\/history$/);
    expect(screen.getByRole('combobox', { name: 'Platform' })).toHaveValue('');
  });

  it('shows a failed list with a retry that asks again', async () => {
    const { user } = renderHistory([{ ...exchangesMock([]), result: failure('INTERNAL') }, exchangesMock([anExchange()])]);
    expect(await screen.findByText('An error occurred, please try again later.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Can I bring my dog?' })).toBeInTheDocument();
  });
});

describe('history page: one conversation', () => {
  it('says a question its user unsent is gone, in the list and the conversation, and offers no adding to the Q&A list', async () => {
    const unsent = anExchange({ id: 'x5', platform: 'line', question: '', questionUnsent: true, reply: 'Monday to Friday, 9 to 5.', answerStatus: 'ANSWERED' });
    const { user } = renderHistory([exchangesMock([unsent]), exchangesMock([unsent], { filter: { userId: 'visitor-1', sid: 's1' }, limit: 100 })]);
    const card = await screen.findByRole('article', { name: 'The user unsent this message.' });
    expect(card).toHaveTextContent('Monday to Friday, 9 to 5.');
    expect(within(card).queryByRole('button', { name: 'Add to Q&A' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'View conversation' }));
    const log = await within(await screen.findByRole('dialog', { name: 'Conversation with visitor-1' })).findByRole('log');
    expect(log).toHaveTextContent('The user unsent this message.');
  });

  it('says an exchange was in a LINE group or multi-person chat, where the reply went to everyone', async () => {
    const inGroup = anExchange({ id: 'x6', platform: 'line', question: 'Parking?', lineChat: 'GROUP' });
    const inRoom = anExchange({ id: 'x7', platform: 'line', question: 'Wifi?', lineChat: 'ROOM' });
    const own = anExchange({ id: 'x8', platform: 'line', question: 'Toilets?' });
    renderHistory([exchangesMock([inGroup, inRoom, own])]);
    expect(await screen.findByRole('article', { name: 'Parking?' })).toHaveTextContent('LINE · Group chat · User visitor-1');
    expect(screen.getByRole('article', { name: 'Wifi?' })).toHaveTextContent('LINE · Multi-person chat · User visitor-1');
    expect(screen.getByRole('article', { name: 'Toilets?' })).toHaveTextContent(/LINE · User visitor-1/);
  });

  it("opens a LINE group's whole talk from an exchange said there: every member's messages, each naming its user", async () => {
    const asked = anExchange({ id: 'x9', platform: 'line', userId: 'U-amy', question: 'Parking?', lineChat: 'GROUP', lineChatId: 'group:G-1' });
    const other = anExchange({ id: 'x10', platform: 'line', userId: 'U-ben', question: 'And bikes?', reply: 'Bikes park by the gate.', datetime: '2026-11-20 14:09', lineChat: 'GROUP', lineChatId: 'group:G-1' });
    const { user } = renderHistory([exchangesMock([asked]), exchangesMock([other, asked], { filter: { lineChatId: 'group:G-1' }, limit: 100 })]);
    const card = await screen.findByRole('article', { name: 'Parking?' });
    await user.click(within(card).getByRole('button', { name: 'View conversation' }));
    const log = await within(await screen.findByRole('dialog', { name: "LINE group chat: everyone's messages" })).findByRole('log');
    expect(within(log).getByText('Parking?').parentElement).toHaveTextContent('User U-amy · 2026-11-20 14:05');
    expect(within(log).getByText('And bikes?').parentElement).toHaveTextContent('User U-ben · 2026-11-20 14:09');
    const text = log.textContent ?? '';
    expect(text.indexOf('Parking?')).toBeLessThan(text.indexOf('And bikes?'));
  });

  it('opens the whole conversation oldest first from the row button', async () => {
    const later = anExchange({ id: 'x3', question: 'Then what about cats?', reply: 'Cats are welcome.', datetime: '2026-11-20 14:06', answerStatus: 'ANSWERED', source: 'AUTOFAQ' });
    const { user } = renderHistory([exchangesMock([anExchange()]), exchangesMock([later, anExchange()], { filter: { userId: 'visitor-1', sid: 's1' }, limit: 100 })]);
    const card = await screen.findByRole('article', { name: 'Can I bring my dog?' });
    await user.click(within(card).getByRole('button', { name: 'View conversation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Conversation with visitor-1' });
    const log = await within(drawer).findByRole('log');
    const text = log.textContent ?? '';
    expect(text.indexOf('Can I bring my dog?')).toBeLessThan(text.indexOf('Cats are welcome.'));
    expect(text.indexOf('Then what about cats?')).toBeLessThan(text.indexOf('Cats are welcome.'));
    // Each reply notes what answered it.
    expect(within(log).getByText('Cats are welcome.').parentElement).toHaveTextContent('Answered by an AutoFAQ answer');
    expect(within(log).getByText('Sorry, I have no answer for that.').parentElement).toHaveTextContent('No matched group');
  });
});

describe('history page: CSV export', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    Object.assign(globalThis, { fetch: fetchMock });
  });

  it('asks for the filtered CSV and shows the export failure with a retry', async () => {
    const refusal = { ok: false, status: 500, headers: { get: () => 'application/json' }, json: async () => ({ error: { code: 'INTERNAL' } }) };
    fetchMock.mockResolvedValue(refusal);
    const { user } = renderHistory([exchangesMock([anExchange()], { filter: { answerStatus: 'NO_ANSWER' } })], '?answer_status=2');
    await screen.findByRole('article', { name: 'Can I bring my dog?' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Export failed, please try again');
    expect(alert).toHaveTextContent('An error occurred, please try again later.');
    expect(fetchMock).toHaveBeenCalledWith('/downloads/history/bot-1.csv?answer_status=2&language=en', { credentials: 'same-origin' });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it("asks for the header row in the console's language, the one switched to included", async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 500, headers: { get: () => 'application/json' }, json: async () => ({ error: { code: 'INTERNAL' } }) });
    const { user } = renderHistory([exchangesMock([anExchange()], { filter: { answerStatus: 'NO_ANSWER' } })], '?answer_status=2');
    await screen.findByRole('article', { name: 'Can I bring my dog?' });
    await act(() => i18n.changeLanguage('cn'));
    await user.click(await screen.findByRole('button', { name: '导出 CSV' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/downloads/history/bot-1.csv?answer_status=2&language=cn', { credentials: 'same-origin' }));
  });
});
