// The conversation drawer of a long conversation: it loads earlier pages by itself until it holds the exchange it was
// opened from (marked, and scrolled to; tests/e2e/history.test.ts sees it in the drawer's middle), then offers the pages before; past REACH_PAGES it says where the exchange is.
import { screen, waitFor, within } from '@testing-library/react';
import { History_ExchangesDocument } from '../../__generated__/graphql';
import { failure, mockOperation } from '../../test/factories';
import { renderPage, type Mocks } from '../../test/render';
import { ConversationDrawer, REACH_PAGES } from './ConversationDrawer';
import { anExchange, exchangesMock } from './history-test-data';

const conversation = { filter: { userId: 'visitor-1', sid: 's1' }, limit: 100 };

/** Exchange n of the conversation (a higher n is later). */
function exchangeNo(n: number) {
  return anExchange({ id: `x${n}`, question: `Question ${n}?`, reply: `Reply ${n}.`, datetime: `2026-11-20 14:${String(n % 60).padStart(2, '0')}` });
}

/** A page of the conversation, newest first: exchanges `newest` down to `newest - count + 1`, read with `cursor`. */
function pageMock(newest: number, count: number, cursor?: string, nextCursor: string | null = null) {
  const items = Array.from({ length: count }, (_, index) => exchangeNo(newest - index));
  return exchangesMock(items, { ...conversation, ...(cursor ? { cursor } : {}) }, nextCursor);
}

function renderDrawer(opened: number, mocks: Mocks) {
  return renderPage(<ConversationDrawer botId="bot-1" exchange={exchangeNo(opened)} onClose={() => undefined} />, { mocks });
}

describe('conversation drawer: a conversation longer than a page', () => {
  it('loads earlier pages until it holds the opened exchange, marks it, and offers the messages before', async () => {
    const scrolled = jest.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    const { user } = renderDrawer(5, [pageMock(30, 10, undefined, 'c1'), pageMock(20, 10, 'c1', 'c2'), pageMock(10, 6, 'c2', 'c3'), pageMock(4, 4, 'c3')]);
    const log = await screen.findByRole('log');
    const opened = within(log).getByText('Question 5?').closest('[aria-current="true"]');
    expect(opened).not.toBeNull();
    expect(opened).toHaveTextContent('Reply 5.');
    expect(log.querySelectorAll('[aria-current="true"]')).toHaveLength(1);
    expect(within(log).queryByText('Question 4?')).not.toBeInTheDocument();
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith({ block: 'center' }));
    expect(scrolled.mock.contexts[0]).toBe(opened);
    scrolled.mockRestore();
    // Oldest first, from the earliest loaded to the latest.
    const text = log.textContent ?? '';
    expect(text.indexOf('Question 5?')).toBeLessThan(text.indexOf('Question 30?'));
    await user.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    expect(await within(log).findByText('Question 1?')).toBeInTheDocument();
    const after = log.textContent ?? '';
    expect(after.indexOf('Question 1?')).toBeLessThan(after.indexOf('Question 5?'));
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).not.toBeInTheDocument();
  });

  it('shows a conversation that holds the opened exchange on its first page with no button when there is no page before', async () => {
    renderDrawer(2, [pageMock(3, 3)]);
    const log = await screen.findByRole('log');
    expect(within(log).getByText('Question 2?').closest('[aria-current="true"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).queryByRole('status')).not.toBeInTheDocument();
  });

  it(`stops after ${REACH_PAGES} earlier pages and says the opened exchange is further back`, async () => {
    const pages = [pageMock(1000, 100, undefined, 'c1')];
    for (let n = 1; n <= REACH_PAGES; n++) pages.push(pageMock(1000 - 100 * n, 100, `c${n}`, `c${n + 1}`));
    renderDrawer(3, pages);
    expect(await within(await screen.findByRole('dialog')).findByRole('status')).toHaveTextContent('The exchange you opened is further back');
    const log = screen.getByRole('log');
    expect(within(log).getByText(`Question ${1000 - 100 * REACH_PAGES - 99}?`)).toBeInTheDocument();
    expect(log.querySelectorAll('[aria-current="true"]')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Show earlier messages' })).toBeInTheDocument();
  });

  it('shows what it holds with the button when an earlier page fails on the way', async () => {
    const failed = mockOperation(History_ExchangesDocument, { botId: 'bot-1', ...conversation, cursor: 'c1' }, { result: failure('INTERNAL') });
    renderDrawer(5, [pageMock(30, 10, undefined, 'c1'), failed]);
    expect(await within(await screen.findByRole('dialog')).findByRole('status')).toHaveTextContent('The exchange you opened is further back');
    expect(within(screen.getByRole('log')).getByText('Question 21?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show earlier messages' })).toBeInTheDocument();
  });
});
