// The Q&A group dialog's text kept through a lost session (a login elsewhere ends this one, the product allows one
// session per account): after signing in again the FAQ page opens the dialog with it, and saving it adds the group
// once (the dialog's request key comes back with it) or changes the group it was typed for, as it was read then.
import { screen, waitFor, within } from '@testing-library/react';
import { BotFaq_CreateGroupDocument, BotFaq_UpdateGroupDocument, type BotFaq_CreateGroupMutation, type BotFaq_UpdateGroupMutation } from '../../__generated__/graphql';
import { mockOperation, type MockResult } from '../../test/factories';
import { loseSession, RESTORED_NOTE } from '../../test/rescue-kit';
import { aGroup, groupsMock, neverTrained, renderFaq, trainingMock } from '../../test/faq-page-kit';

beforeEach(() => sessionStorage.clear());

describe('the Q&A group dialog through a lost session', () => {
  it('opens a new group again with what was typed, and saves it with the request key of its first save', async () => {
    const keys: (string | null | undefined)[] = [];
    const sentWith = (variables: { input: { requestKey?: string | null } }) => {
      keys.push(variables.input.requestKey);
      return true;
    };
    const first = renderFaq([trainingMock(neverTrained), groupsMock([]), mockOperation(BotFaq_CreateGroupDocument, sentWith, { error: new TypeError('Failed to fetch') })]);
    await first.user.click((await screen.findAllByRole('button', { name: 'Add Q&A group' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Add Q&A group' });
    await first.user.type(within(dialog).getByRole('textbox', { name: 'Question 1' }), 'Do you deliver?');
    await first.user.type(within(dialog).getByRole('textbox', { name: 'Answer 1' }), 'Within Taipei, yes.');
    await first.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('this change may not have been made');
    loseSession();
    first.unmount();
    expect(sessionStorage.length).toBe(1);

    const created = jest.fn((): MockResult<BotFaq_CreateGroupMutation> => ({ data: { createQaGroup: { __typename: 'QaGroupPayload', qaGroup: aGroup({ id: 'g2' }) } } }));
    const { user } = renderFaq([
      trainingMock(neverTrained),
      groupsMock([]),
      mockOperation(BotFaq_CreateGroupDocument, (variables) => sentWith(variables) && variables.input.group.answers[0] === 'Within Taipei, yes.', { result: created }),
      groupsMock([aGroup({ id: 'g2' })]),
      trainingMock(neverTrained),
    ]);
    const reopened = await screen.findByRole('dialog', { name: 'Add Q&A group' });
    expect(within(reopened).getByRole('textbox', { name: 'Question 1' })).toHaveValue('Do you deliver?');
    expect(within(reopened).getByRole('status')).toHaveTextContent(RESTORED_NOTE);
    expect(sessionStorage.length).toBe(0);
    await user.click(within(reopened).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Q&A group' })).not.toBeInTheDocument());
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('opens an edited group again with what was typed, and saves it against the group as it was opened', async () => {
    const opened = aGroup();
    const first = renderFaq([trainingMock(neverTrained), groupsMock([opened])]);
    await first.user.click(await screen.findByRole('button', { name: 'Edit Opening hours?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Q&A group' });
    await first.user.type(within(dialog).getByRole('textbox', { name: 'Answer 1' }), ' daily');
    loseSession();
    first.unmount();

    const saved = jest.fn((): MockResult<BotFaq_UpdateGroupMutation> => ({ data: { updateQaGroup: { __typename: 'QaGroupPayload', qaGroup: aGroup({ answers: ['9 to 5 daily'] }) } } }));
    const { user } = renderFaq([
      trainingMock(neverTrained),
      // The group is not on the first page any more: the dialog needs only what was kept.
      groupsMock([]),
      mockOperation(
        BotFaq_UpdateGroupDocument,
        ({ input }) => input.id === opened.id && input.expectedUpdatedAt === opened.updatedAt && input.group.answers[0] === '9 to 5 daily' && input.group.questions.join() === opened.questions.join(),
        { result: saved },
      ),
      groupsMock([aGroup({ answers: ['9 to 5 daily'] })]),
      trainingMock(neverTrained),
    ]);
    const reopened = await screen.findByRole('dialog', { name: 'Edit Q&A group' });
    expect(within(reopened).getByRole('textbox', { name: 'Answer 1' })).toHaveValue('9 to 5 daily');
    expect(within(reopened).getByRole('status')).toHaveTextContent(RESTORED_NOTE);
    await user.click(within(reopened).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  });

  it('keeps nothing for a dialog as it opened, and asks before discarding restored text', async () => {
    const first = renderFaq([trainingMock(neverTrained), groupsMock([])]);
    await first.user.click((await screen.findAllByRole('button', { name: 'Add Q&A group' }))[0]);
    await screen.findByRole('dialog', { name: 'Add Q&A group' });
    loseSession();
    first.unmount();
    expect(sessionStorage.length).toBe(0);

    const second = renderFaq([trainingMock(neverTrained), groupsMock([])]);
    await second.user.click((await screen.findAllByRole('button', { name: 'Add Q&A group' }))[0]);
    await second.user.type(within(await screen.findByRole('dialog', { name: 'Add Q&A group' })).getByRole('textbox', { name: 'Answer 1' }), 'Yes');
    loseSession();
    second.unmount();

    const { user } = renderFaq([trainingMock(neverTrained), groupsMock([])]);
    const reopened = await screen.findByRole('dialog', { name: 'Add Q&A group' });
    // Unchanged since it came back, it is still unsaved text: Cancel asks first.
    await user.click(within(reopened).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alertdialog', { name: 'Discard your changes?' })).toBeInTheDocument();
  });
});
