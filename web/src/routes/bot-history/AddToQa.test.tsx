// Adding a history question to the Q&A set from the history page: to a picked group, as a new group, and refusals.
import { act, screen, waitFor, within } from '@testing-library/react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { History_AddToQaDocument, History_LikelyGroupsDocument, type BotFaq_QaGroupFragment, type History_AddToQaMutation } from '../../__generated__/graphql';
import { sessionLost } from '../../app/session-lost';
import { expectAsksBeforeDiscarding } from '../../test/discard-guard-kit';
import { failure, mockOperation, untrainedStatusMock, type MockResult } from '../../test/factories';
import { renderPage, type Mocks } from '../../test/render';
import { HistoryPage } from './HistoryPage';
import { anExchange, chatbotMock, exchangesMock } from './history-test-data';

const likely = [
  { __typename: 'HistoryGroupRef' as const, id: 'g1', key: 'pets', question: 'Are pets allowed?' },
  { __typename: 'HistoryGroupRef' as const, id: 'g2', key: 'hours', question: 'Opening hours?' },
];

function likelyMock(search?: string, groups = likely) {
  return mockOperation(History_LikelyGroupsDocument, { botId: 'bot-1', exchangeId: 'x1', ...(search && { search }) }, { result: { data: { likelyGroups: groups } } });
}

function aGroup(overrides: Partial<BotFaq_QaGroupFragment> = {}): BotFaq_QaGroupFragment {
  return {
    __typename: 'QaGroup',
    id: 'g9',
    key: 'dogs',
    questions: ['Can I bring my dog?'],
    answers: ['Small dogs on a leash are welcome.'],
    answerMode: 'FIRST',
    similarEnabled: true,
    postbackChoices: [],
    tags: [],
    updatedAt: '2026-11-22T04:00:00.000Z',
    ...overrides,
  };
}

function addMock(input: { groupId?: string; answer?: string }, result: MockResult<History_AddToQaMutation>, called = jest.fn()) {
  return mockOperation(History_AddToQaDocument, { input: { botId: 'bot-1', exchangeId: 'x1', ...input } }, {
    result: () => {
      called();
      return result;
    },
  });
}

const added = (group: BotFaq_QaGroupFragment): MockResult<History_AddToQaMutation> => ({ data: { addExchangeToQa: { __typename: 'QaGroupPayload', qaGroup: group } } });

/** The page opened by the overview's link for exchange x1. */
function renderLinked(mocks: Mocks) {
  return renderPage(<HistoryPage />, {
    route: '/dashboard/bot/bot-1/history?addTo=x1&addQuestion=Can%20I%20bring%20my%20dog%3F',
    path: '/dashboard/bot/:id/history',
    mocks: [chatbotMock, exchangesMock([anExchange()]), ...mocks, untrainedStatusMock()],
  });
}

describe('history page: adding a question to the Q&A set', () => {
  it('adds the question to a group picked from the likely groups, re-asking as the owner searches, then says training is due', async () => {
    const called = jest.fn();
    const { user } = renderLinked([
      likelyMock(),
      likelyMock('hour', [likely[1]]),
      addMock({ groupId: 'g2' }, added(aGroup({ id: 'g2', key: 'hours', questions: ['Opening hours?', 'Can I bring my dog?'] })), called),
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Add to the Q&A set' });
    expect(dialog).toHaveTextContent('Can I bring my dog?');
    expect(await within(dialog).findByRole('radio', { name: /Are pets allowed\?/ })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search groups' }), 'hour');
    await waitFor(() => expect(within(dialog).queryByRole('radio', { name: /Are pets allowed\?/ })).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('radio', { name: /Opening hours\?/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(called).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('The Q&A list has untrained changes')).toBeInTheDocument();
    expect(screen.getByText('Added as a phrasing of “Opening hours?”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Q&A list to train' })).toHaveAttribute('href', '/dashboard/bot/bot-1/faq');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add to the Q&A set' })).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/\/history$/);
  });

  it('asks for a group before adding to an existing one', async () => {
    const called = jest.fn();
    const { user } = renderLinked([likelyMock(), addMock({ groupId: 'g1' }, added(aGroup()), called)]);
    const dialog = await screen.findByRole('dialog', { name: 'Add to the Q&A set' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(called).not.toHaveBeenCalled();
  });

  it('makes a new group with the required answer, then opens the group dialog when the owner edits the answer now', async () => {
    const called = jest.fn();
    const { user } = renderLinked([likelyMock(), addMock({ answer: 'Small dogs on a leash are welcome.' }, added(aGroup()), called)]);
    const dialog = await screen.findByRole('dialog', { name: 'Add to the Q&A set' });
    await user.click(within(dialog).getByText('As a new group'));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('textbox', { name: 'Answer' })).toHaveAccessibleDescription('This field is required');
    expect(called).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Answer' }), ' Small dogs on a leash are welcome. ');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const question = await screen.findByRole('dialog', { name: 'New Q&A group created' });
    expect(question).toHaveTextContent("Do you want to edit the new group's answer now?");
    await user.click(within(question).getByRole('button', { name: 'Edit the answer now' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit Q&A group' });
    expect(within(editor).getByRole('textbox', { name: 'Answer 1' })).toHaveValue('Small dogs on a leash are welcome.');
    expect(screen.getByText('The Q&A list has untrained changes')).toBeInTheDocument();
    expect(screen.getByText('Added as a new Q&A group.')).toBeInTheDocument();
  });

  it('closes after a new group when the owner edits the answer later', async () => {
    const { user } = renderLinked([likelyMock(), addMock({ answer: 'Yes.' }, added(aGroup()))]);
    const dialog = await screen.findByRole('dialog', { name: 'Add to the Q&A set' });
    await user.click(within(dialog).getByText('As a new group'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Answer' }), 'Yes.');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await user.click(await screen.findByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Edit Q&A group' })).not.toBeInTheDocument();
  });

  it("says the plan's Q&A group limit is reached and keeps the dialog open", async () => {
    const { user } = renderLinked([likelyMock(), addMock({ answer: 'Yes.' }, failure('QA_GROUP_LIMIT_REACHED'))]);
    const dialog = await screen.findByRole('dialog', { name: 'Add to the Q&A set' });
    await user.click(within(dialog).getByText('As a new group'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Answer' }), 'Yes.');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your plan does not allow more Q&A groups.');
    expect(screen.queryByText('The Q&A list has untrained changes')).not.toBeInTheDocument();
  });

  it('offers the group that has the question already instead of a second group, and adds the question there', async () => {
    const called = jest.fn();
    const { user } = renderLinked([
      likelyMock(),
      addMock({ answer: 'Yes.' }, failure('QUESTION_IN_GROUP', { values: { group_id: 'g7', key: 'dogs' } })),
      addMock({ groupId: 'g7' }, added(aGroup({ id: 'g7' })), called),
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Add to the Q&A set' });
    // The likely groups read before the picker goes (its one mocked answer is what it shows when it comes back).
    await within(dialog).findByRole('radio', { name: 'Are pets allowed?' });
    await user.click(within(dialog).getByText('As a new group'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Answer' }), 'Yes.');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Another Q&A group (dogs) already has this question. Add it to that group? It is selected below.');
    expect(await within(dialog).findByRole('radio', { name: 'Can I bring my dog?' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Are pets allowed?' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(called).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add to the Q&A set' })).not.toBeInTheDocument());
  });

  it('marks the answer field the server refused', async () => {
    const { user } = renderLinked([likelyMock(), addMock({ answer: 'Yes.' }, failure('VALIDATION_FAILED', { fields: [{ field: 'input.answer', message: 'validation.tooLong' }] }))]);
    const dialog = await screen.findByRole('dialog', { name: 'Add to the Q&A set' });
    await user.click(within(dialog).getByText('As a new group'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Answer' }), 'Yes.');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Answer' })).toHaveAccessibleDescription('This is too long'));
  });

  it('asks before discarding a typed answer, and closes an untouched dialog at once', async () => {
    const { user } = renderPage(<HistoryPage />, {
      route: '/dashboard/bot/bot-1/history',
      path: '/dashboard/bot/:id/history',
      mocks: [chatbotMock, exchangesMock([anExchange()]), likelyMock(), untrainedStatusMock()],
    });
    await expectAsksBeforeDiscarding({
      user,
      name: 'Add to the Q&A set',
      open: async () => {
        await user.click(within(await screen.findByRole('article', { name: 'Can I bring my dog?' })).getByRole('button', { name: 'Add to Q&A' }));
        return screen.findByRole('dialog', { name: 'Add to the Q&A set' });
      },
      change: async (dialog) => {
        await user.click(within(dialog).getByText('As a new group'));
        const answer = within(dialog).getByRole('textbox', { name: 'Answer' });
        await user.type(answer, 'Small dogs are welcome.');
        return () => expect(answer).toHaveValue('Small dogs are welcome.');
      },
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/\/history$/);
  });

  it('keeps a new group\'s typed answer through a lost session, and has it again when the page opens after signing in', async () => {
    sessionStorage.clear();
    const first = renderLinked([likelyMock()]);
    const dialog = await screen.findByRole('dialog', { name: 'Add to the Q&A set' });
    await first.user.click(within(dialog).getByText('As a new group'));
    await first.user.type(within(dialog).getByRole('textbox', { name: 'Answer' }), 'Small dogs on a leash are welcome.');
    act(() => sessionLost.raise());
    act(() => sessionLost.clear());
    first.unmount();

    const called = jest.fn();
    const { user } = renderLinked([addMock({ answer: 'Small dogs on a leash are welcome.' }, added(aGroup()), called)]);
    const reopened = await screen.findByRole('dialog', { name: 'Add to the Q&A set' });
    expect(within(reopened).getByRole('textbox', { name: 'Answer' })).toHaveValue('Small dogs on a leash are welcome.');
    expect(within(reopened).getByRole('status')).toHaveTextContent('What you typed before you were signed out is back here, not saved yet. Check it, then save.');
    expect(sessionStorage.length).toBe(0);
    await user.click(within(reopened).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(called).toHaveBeenCalledTimes(1));
  });

  describe('Back and Forward', () => {
    let navigate: NavigateFunction;
    function CaptureNavigate() {
      navigate = useNavigate();
      return null;
    }
    const location = () => screen.getByTestId('location');
    async function openFromRow(mocks: Mocks = []) {
      const rendered = renderPage(
        <>
          <HistoryPage />
          <CaptureNavigate />
        </>,
        { route: '/dashboard/bot/bot-1/history?came=elsewhere', path: '/dashboard/bot/:id/history', mocks: [chatbotMock, exchangesMock([anExchange()]), likelyMock(), ...mocks, untrainedStatusMock()] },
      );
      // The entry before this page's own (where the owner came from; here the page with another query).
      await screen.findByRole('article', { name: 'Can I bring my dog?' });
      act(() => void navigate('/dashboard/bot/bot-1/history'));
      await waitFor(() => expect(location()).toHaveTextContent(/\/history$/));
      await rendered.user.click(within(await screen.findByRole('article', { name: 'Can I bring my dog?' })).getByRole('button', { name: 'Add to Q&A' }));
      return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Add to the Q&A set' }) };
    }

    it('asks before Back closes a changed dialog, keeps its text on "Keep editing", and closes it on "Discard changes"', async () => {
      const { user, dialog } = await openFromRow();
      await user.click(within(dialog).getByText('As a new group'));
      await user.type(within(dialog).getByRole('textbox', { name: 'Answer' }), 'Small dogs are welcome.');
      act(() => void navigate(-1));
      const asking = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
      expect(asking).toHaveTextContent('Discard it and close the dialog?');
      await user.click(within(asking).getByRole('button', { name: 'Keep editing' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(within(dialog).getByRole('textbox', { name: 'Answer' })).toHaveValue('Small dogs are welcome.');
      expect(location()).toHaveTextContent('addTo=x1');

      act(() => void navigate(-1));
      await user.click(within(await screen.findByRole('alertdialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard changes' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add to the Q&A set' })).not.toBeInTheDocument());
      await waitFor(() => expect(location()).toHaveTextContent(/\/history$/));
    });

    it('closes an unchanged dialog on Back at once, and Cancel takes its entry back: Back then goes where the owner was before', async () => {
      const { user } = await openFromRow([likelyMock()]);
      act(() => void navigate(-1));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add to the Q&A set' })).not.toBeInTheDocument());
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(location()).toHaveTextContent(/\/history$/);

      await user.click(within(screen.getByRole('article', { name: 'Can I bring my dog?' })).getByRole('button', { name: 'Add to Q&A' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add to the Q&A set' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add to the Q&A set' })).not.toBeInTheDocument());
      expect(location()).toHaveTextContent(/\/history$/);
      act(() => void navigate(-1));
      await waitFor(() => expect(location()).toHaveTextContent('came=elsewhere'));
      expect(screen.queryByRole('dialog', { name: 'Add to the Q&A set' })).not.toBeInTheDocument();
    });

    it('closes after adding to a group without asking, and Back then goes where the owner was before', async () => {
      const called = jest.fn();
      const { user, dialog } = await openFromRow([addMock({ groupId: 'g1' }, added(aGroup()), called)]);
      await user.click(await within(dialog).findByRole('radio', { name: /Are pets allowed\?/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Add' }));
      await waitFor(() => expect(called).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add to the Q&A set' })).not.toBeInTheDocument());
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      await waitFor(() => expect(location()).toHaveTextContent(/\/history$/));
      act(() => void navigate(-1));
      await waitFor(() => expect(location()).toHaveTextContent('came=elsewhere'));
    });

    it('hands over to the group editor on "Edit the answer now" without asking, staying on the history page', async () => {
      const called = jest.fn();
      const { user, dialog } = await openFromRow([addMock({ answer: 'Small dogs are welcome.' }, added(aGroup()), called)]);
      await user.click(within(dialog).getByText('As a new group'));
      await user.type(within(dialog).getByRole('textbox', { name: 'Answer' }), 'Small dogs are welcome.');
      await user.click(within(dialog).getByRole('button', { name: 'Add' }));
      await user.click(within(await screen.findByRole('dialog', { name: 'New Q&A group created' })).getByRole('button', { name: 'Edit the answer now' }));
      const editor = await screen.findByRole('dialog', { name: 'Edit Q&A group' });
      expect(called).toHaveBeenCalledTimes(1);
      expect(within(editor).getByRole('textbox', { name: 'Answer 1' })).toHaveValue('Small dogs on a leash are welcome.');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add to the Q&A set' })).not.toBeInTheDocument());
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      await waitFor(() => expect(location()).toHaveTextContent(/\/history$/));
      expect(screen.getByRole('dialog', { name: 'Edit Q&A group' })).toBeInTheDocument();
    });

    it('closed after a link opened it, replaces the link\'s entry', async () => {
      const { user } = renderPage(
        <>
          <HistoryPage />
          <CaptureNavigate />
        </>,
        { route: '/dashboard/bot/bot-1/history?came=elsewhere', path: '/dashboard/bot/:id/history', mocks: [chatbotMock, exchangesMock([anExchange()]), likelyMock(), untrainedStatusMock()] },
      );
      await screen.findByRole('article', { name: 'Can I bring my dog?' });
      act(() => void navigate('/dashboard/bot/bot-1/history?addTo=x1&addQuestion=Can%20I%20bring%20my%20dog%3F'));
      const dialog = await screen.findByRole('dialog', { name: 'Add to the Q&A set' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add to the Q&A set' })).not.toBeInTheDocument());
      expect(location()).toHaveTextContent(/\/history$/);
      act(() => void navigate(-1));
      await waitFor(() => expect(location()).toHaveTextContent('came=elsewhere'));
    });
  });

  it('opens from the row button with that exchange', async () => {
    const { user } = renderPage(<HistoryPage />, {
      route: '/dashboard/bot/bot-1/history',
      path: '/dashboard/bot/:id/history',
      mocks: [chatbotMock, exchangesMock([anExchange()]), likelyMock(), untrainedStatusMock()],
    });
    const card = await screen.findByRole('article', { name: 'Can I bring my dog?' });
    await user.click(within(card).getByRole('button', { name: 'Add to Q&A' }));
    expect(await screen.findByRole('dialog', { name: 'Add to the Q&A set' })).toHaveTextContent('Can I bring my dog?');
    expect(screen.getByTestId('location')).toHaveTextContent('addTo=x1&addQuestion=Can+I+bring+my+dog%3F');
  });
});
