// The FAQ page's Q&A list: adding, editing, postback choices, the plan's limit, search, paging, delete and export.
import { screen, waitFor, within } from '@testing-library/react';
import {
  BotFaq_CreateGroupDocument,
  BotFaq_DeleteGroupDocument,
  BotFaq_ExportCsvDocument,
  BotFaq_GroupsDocument,
  BotFaq_UpdateGroupDocument,
  type BotFaq_CreateGroupMutation,
  type BotFaq_DeleteGroupMutation,
  type BotFaq_GroupsQuery,
} from '../../__generated__/graphql';
import { keepThenConfirm, pressing } from '../../test/confirm-dialog-kit';
import { createdWithKey, failure, mockOperation, type MockResult } from '../../test/factories';
import { aGroup, groupsMock, updateMock, trainingMock, neverTrained, untrainedOne, renderFaq } from '../../test/faq-page-kit';

describe('FAQ page: the Q&A list', () => {
  it('offers adding a group and importing a CSV when the list is empty', async () => {
    renderFaq([trainingMock(neverTrained), groupsMock([])]);
    expect(await screen.findByRole('heading', { name: 'No Q&A groups yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add Q&A group' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Import CSV' })).toHaveLength(2);
    // The file an import wants is said before one is refused.
    expect(screen.getByText(/with the header group,question,answer/)).toBeInTheDocument();
    // And the optional settings columns an export writes.
    expect(screen.getByText(/with the header group,question,answer/)).toHaveTextContent(/answer_mode .*similar_enabled .*tags and choices \(each separated by \|\)/);
  });

  it('lists each group with its first question, counts, mode and tags', async () => {
    renderFaq([trainingMock(neverTrained), groupsMock([aGroup()])]);
    const row = await screen.findByRole('row', { name: /Opening hours\?/ });
    expect(row).toHaveTextContent('2 / 1');
    expect(row).toHaveTextContent('In order');
    expect(row).toHaveTextContent('store');
    expect(row).toHaveTextContent('2026-11-22 12:00');
  });

  it('does not save a group whose question is blank', async () => {
    const created = jest.fn(() => ({ data: null }));
    const { user } = renderFaq([trainingMock(neverTrained), groupsMock([]), mockOperation(BotFaq_CreateGroupDocument, () => true, { result: created })]);
    await user.click((await screen.findAllByRole('button', { name: 'Add Q&A group' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Add Q&A group' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Answer 1' }), '9 to 5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('textbox', { name: 'Question 1' })).toHaveAccessibleDescription('This field is required');
    expect(created).not.toHaveBeenCalled();
  });

  it('creates a group with several questions and the chosen answer selection, then reads the list and the training state again', async () => {
    const created = jest.fn((): MockResult<BotFaq_CreateGroupMutation> => ({ data: { createQaGroup: { __typename: 'QaGroupPayload', qaGroup: aGroup({ id: 'g2', answerMode: 'RANDOM' }) } } }));
    const { user } = renderFaq([
      trainingMock(neverTrained),
      groupsMock([]),
      mockOperation(
        BotFaq_CreateGroupDocument,
        createdWithKey({
          botId: 'bot-1',
          group: { questions: ['Opening hours?', 'When are you open?'], answers: ['9 to 5'], answerMode: 'RANDOM', similarEnabled: true, postbackChoices: [], tags: [] },
        }),
        { result: created },
      ),
      groupsMock([aGroup({ id: 'g2', answerMode: 'RANDOM' })]),
      trainingMock({ ...neverTrained, trainedAt: '2026-11-20T01:00:00.000Z', trainedGroupCount: 0, groupCount: 1, untrainedChanges: true }),
    ]);
    await user.click((await screen.findAllByRole('button', { name: 'Add Q&A group' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Add Q&A group' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Question 1' }), ' Opening hours? ');
    await user.click(within(dialog).getByRole('button', { name: 'Add question' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Question 2' }), 'When are you open?');
    await user.type(within(dialog).getByRole('textbox', { name: 'Answer 1' }), '9 to 5');
    await user.click(within(dialog).getByRole('radio', { name: 'Random' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Q&A group saved')).toBeInTheDocument();
    expect(created).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('row', { name: /Opening hours\?.*Random/ })).toBeInTheDocument();
    expect(await screen.findByText('Changes not trained yet (1 groups now, 0 trained)')).toBeInTheDocument();
  });

  it('closes an untouched dialog at once, and asks before discarding what was typed (Cancel, Escape or the close button)', async () => {
    const created = jest.fn(() => ({ data: null }));
    const { user } = renderFaq([trainingMock(neverTrained), groupsMock([]), mockOperation(BotFaq_CreateGroupDocument, () => true, { result: created })]);
    const open = async () => {
      await user.click((await screen.findAllByRole('button', { name: 'Add Q&A group' }))[0]);
      return screen.findByRole('dialog', { name: 'Add Q&A group' });
    };
    await user.click(within(await open()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Q&A group' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog', { name: 'Discard your changes?' })).not.toBeInTheDocument();

    const dialog = await open();
    await user.type(within(dialog).getByRole('textbox', { name: 'Question 1' }), 'Opening hours?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const asking = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    expect(asking).toHaveTextContent('has not been saved');
    expect(within(asking).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await user.click(within(asking).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Discard your changes?' })).not.toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: 'Question 1' })).toHaveValue('Opening hours?');
    // Back where the owner was: on Cancel.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.keyboard('{Escape}');
    const askedAgain = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    // Escape answers the question, not the form below it: the typed text stays.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Discard your changes?' })).not.toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: 'Question 1' })).toHaveValue('Opening hours?');
    expect(askedAgain).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close the dialog' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Q&A group' })).not.toBeInTheDocument());
    expect(created).not.toHaveBeenCalled();
    // Opened again, it starts empty and closes without asking.
    const reopened = await open();
    expect(within(reopened).getByRole('textbox', { name: 'Question 1' })).toHaveValue('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Q&A group' })).not.toBeInTheDocument());
  });

  it('refuses to overwrite a group changed elsewhere, keeping the dialog and what was typed', async () => {
    const { user } = renderFaq([
      trainingMock(neverTrained),
      groupsMock([aGroup()]),
      mockOperation(BotFaq_UpdateGroupDocument, (variables) => variables.input.expectedUpdatedAt === '2026-11-22T04:00:00.000Z', { result: failure('EDIT_CONFLICT') }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Opening hours?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Q&A group' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Answer 1' }), ' daily');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/This was changed elsewhere \(another tab or person\) after you opened it/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Answer 1' })).toHaveValue('9 to 5 daily');
  });

  it('says a save the server never answered may not be made, keeps what was typed, and saves it on the next try', async () => {
    const saved = jest.fn();
    const { user } = renderFaq([
      trainingMock(neverTrained),
      groupsMock([aGroup()]),
      mockOperation(BotFaq_UpdateGroupDocument, () => true, { error: new TypeError('Failed to fetch') }),
      updateMock({ answers: ['9 to 5 daily'] }, saved),
      groupsMock([aGroup({ answers: ['9 to 5 daily'] })]),
      trainingMock(neverTrained),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Opening hours?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Q&A group' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Answer 1' }), ' daily');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The server could not be reached, so this change may not have been made. What you typed is still here: try again in a moment.');
    expect(within(dialog).queryByText(/refresh the page/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Answer 1' })).toHaveValue('9 to 5 daily');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Q&A group' })).not.toBeInTheDocument());
  });

  it('sends a new group saved again after an unanswered save with the same request key, and a new opening with another', async () => {
    const keys: unknown[] = [];
    // The same group each time: only the key tells a send again from a new opening.
    const createdWith = createdWithKey(
      { botId: 'bot-1', group: { questions: ['Opening hours?'], answers: ['9 to 5'], answerMode: 'FIRST', similarEnabled: true, postbackChoices: [], tags: [] } },
      keys,
    );
    const created = jest.fn((): MockResult<BotFaq_CreateGroupMutation> => ({ data: { createQaGroup: { __typename: 'QaGroupPayload', qaGroup: aGroup({ id: 'g2' }) } } }));
    const { user } = renderFaq([
      trainingMock(neverTrained),
      groupsMock([]),
      mockOperation(BotFaq_CreateGroupDocument, createdWith, { error: new TypeError('Failed to fetch') }),
      mockOperation(BotFaq_CreateGroupDocument, createdWith, { result: created }),
      groupsMock([aGroup({ id: 'g2' })]),
      trainingMock(neverTrained),
      mockOperation(BotFaq_CreateGroupDocument, createdWith, { result: created }),
      groupsMock([aGroup({ id: 'g2' })]),
      trainingMock(neverTrained),
    ]);
    const addGroup = async () => {
      await user.click((await screen.findAllByRole('button', { name: 'Add Q&A group' }))[0]);
      const dialog = await screen.findByRole('dialog', { name: 'Add Q&A group' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Question 1' }), 'Opening hours?');
      await user.type(within(dialog).getByRole('textbox', { name: 'Answer 1' }), '9 to 5');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      return dialog;
    };
    const dialog = await addGroup();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('this change may not have been made');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Q&A group' })).not.toBeInTheDocument());
    await addGroup();
    await waitFor(() => expect(created).toHaveBeenCalledTimes(2));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('offers to save a group deleted elsewhere as a new one, and reads the list again', async () => {
    const created = jest.fn((): MockResult<BotFaq_CreateGroupMutation> => ({ data: { createQaGroup: { __typename: 'QaGroupPayload', qaGroup: aGroup({ id: 'g2', answers: ['9 to 6'] }) } } }));
    const listedAgain = jest.fn((): MockResult<BotFaq_GroupsQuery> => ({ data: { qaGroups: { __typename: 'QaGroupPage', groups: [], total: 0, page: 1, pageSize: 20 } } }));
    const { user } = renderFaq([
      trainingMock(neverTrained),
      groupsMock([aGroup()]),
      mockOperation(BotFaq_UpdateGroupDocument, () => true, { result: failure('NOT_FOUND') }),
      mockOperation(BotFaq_GroupsDocument, () => true, { result: listedAgain }),
      trainingMock(neverTrained),
      mockOperation(BotFaq_CreateGroupDocument, (variables) => variables.input.group.answers[0] === '9 to 6', { result: created }),
      groupsMock([aGroup({ id: 'g2', answers: ['9 to 6'] })]),
      trainingMock(neverTrained),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Opening hours?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Q&A group' });
    const answer = within(dialog).getByRole('textbox', { name: 'Answer 1' });
    await user.clear(answer);
    await user.type(answer, '9 to 6');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/This group was deleted elsewhere/)).toBeInTheDocument();
    await waitFor(() => expect(listedAgain).toHaveBeenCalled());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
  });

  it('opens a group for editing with its saved answer selection and saves the change', async () => {
    const updated = jest.fn();
    const { user } = renderFaq([trainingMock(neverTrained), groupsMock([aGroup()]), updateMock({ answerMode: 'FIRST' }, updated), groupsMock([aGroup({ answerMode: 'FIRST' })]), trainingMock(untrainedOne)]);
    await user.click(await screen.findByRole('button', { name: 'Edit Opening hours?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Q&A group' });
    expect(within(dialog).getByRole('radio', { name: 'In order' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'First answer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updated).toHaveBeenCalledTimes(1));
  });

  it("edits a group's postback choices: shows the saved ones, removes one, adds one, refuses a blank one and saves", async () => {
    const updated = jest.fn();
    const after = { postbackChoices: ['Do you deliver?', 'Can I pay by card?'] };
    const { user } = renderFaq([
      trainingMock(neverTrained),
      groupsMock([aGroup({ postbackChoices: ['Where is the shop?', 'Do you deliver?'] })]),
      updateMock(after, updated),
      groupsMock([aGroup(after)]),
      trainingMock(untrainedOne),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Opening hours?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Q&A group' });
    const list = within(dialog).getByRole('group', { name: 'Postback choices' });
    expect(within(list).getByRole('textbox', { name: 'Choice 1' })).toHaveValue('Where is the shop?');
    expect(within(list).getByRole('textbox', { name: 'Choice 2' })).toHaveValue('Do you deliver?');
    await user.click(within(list).getByRole('button', { name: 'Remove choice 1' }));
    expect(within(list).getByRole('textbox', { name: 'Choice 1' })).toHaveValue('Do you deliver?');
    await user.click(within(list).getByRole('button', { name: 'Add choice' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(list).getByRole('textbox', { name: 'Choice 2' })).toHaveAccessibleDescription('This field is required');
    expect(updated).not.toHaveBeenCalled();
    await user.type(within(list).getByRole('textbox', { name: 'Choice 2' }), 'Can I pay by card?');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updated).toHaveBeenCalledTimes(1));
  });

  it('lets a group hold at most 10 postback choices, and none at all', async () => {
    const { user } = renderFaq([trainingMock(neverTrained), groupsMock([])]);
    await user.click((await screen.findAllByRole('button', { name: 'Add Q&A group' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Add Q&A group' });
    const list = within(dialog).getByRole('group', { name: 'Postback choices' });
    expect(list).toHaveTextContent('No choices: the answer is shown alone.');
    for (let n = 1; n <= 10; n++) await user.click(within(list).getByRole('button', { name: 'Add choice' }));
    expect(within(list).getAllByRole('textbox')).toHaveLength(10);
    expect(within(list).queryByRole('button', { name: 'Add choice' })).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Remove choice 10' }));
    expect(within(list).getByRole('button', { name: 'Add choice' })).toBeInTheDocument();
  });

  it('tells the owner when the plan allows no more Q&A groups', async () => {
    const { user } = renderFaq([
      trainingMock(neverTrained),
      groupsMock([]),
      mockOperation(BotFaq_CreateGroupDocument, () => true, { result: failure('QA_GROUP_LIMIT_REACHED') }),
    ]);
    await user.click((await screen.findAllByRole('button', { name: 'Add Q&A group' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Add Q&A group' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Question 1' }), 'Opening hours?');
    await user.type(within(dialog).getByRole('textbox', { name: 'Answer 1' }), '9 to 5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your plan does not allow more Q&A groups.');
  });
});

/** jsdom's Blob has no text(); FileReader reads it as the browser would. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('FAQ page: finding and removing groups', () => {
  it('searches after the owner stops typing and shows the matching groups', async () => {
    const { user } = renderFaq([
      trainingMock(neverTrained),
      groupsMock([aGroup()], 2),
      groupsMock([aGroup({ id: 'g2', questions: ['Where are you?'] })], 1, { search: 'where' }),
    ]);
    expect(await screen.findByRole('row', { name: /Opening hours\?/ })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' where ');
    expect(await screen.findByRole('row', { name: /Where are you\?/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Opening hours\?/ })).not.toBeInTheDocument();
  });

  it('says to a screen reader how many groups a search found once it settled, and nothing without a search', async () => {
    const said = () => screen.getAllByRole('status').map((region) => region.textContent);
    const { user } = renderFaq([
      trainingMock(neverTrained),
      groupsMock([aGroup()], 2),
      groupsMock([aGroup({ id: 'g2', questions: ['Where are you?'] })], 1, { search: 'where' }),
      groupsMock([aGroup({ id: 'g2', questions: ['Where are you?'] }), aGroup({ id: 'g3', questions: ['Where to park?'] })], 2, { search: 'wher' }),
    ]);
    expect(await screen.findByRole('row', { name: /Opening hours\?/ })).toBeInTheDocument();
    expect(said().join(' ')).not.toMatch(/result/);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'where');
    await waitFor(() => expect(said()).toContain('1 result'));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '{Backspace}');
    await waitFor(() => expect(said()).toContain('2 results'));
  });

  it('pages through a long list', async () => {
    const { user } = renderFaq([
      trainingMock(neverTrained),
      groupsMock([aGroup()], 45),
      groupsMock([aGroup({ id: 'g21', questions: ['Parking?'] })], 45, { page: 2 }),
    ]);
    expect(await screen.findByRole('row', { name: /Opening hours\?/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('row', { name: /Parking\?/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2', current: 'page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    // The arrows and the pages are named for screen readers.
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();
  });

  it('deletes a group after confirmation in an alertdialog (Escape and Cancel keep it), and reads the list again', async () => {
    const deleted = jest.fn((): MockResult<BotFaq_DeleteGroupMutation> => ({ data: { deleteQaGroup: { __typename: 'DeleteQaGroupPayload', id: 'g1' } } }));
    const { user } = renderFaq([
      trainingMock(neverTrained),
      groupsMock([aGroup()]),
      mockOperation(BotFaq_DeleteGroupDocument, { input: { botId: 'bot-1', id: 'g1' } }, { result: deleted }),
      groupsMock([]),
      trainingMock({ ...neverTrained, untrainedChanges: true }),
    ]);
    const remove = await screen.findByRole('button', { name: 'Delete Opening hours?' });
    await keepThenConfirm({
      user,
      ask: pressing(user, () => remove),
      name: 'Delete Q&A group',
      description: 'Delete the group “Opening hours?”? This cannot be undone.',
      keep: 'Cancel',
      kept: () => expect(deleted).not.toHaveBeenCalled(),
      confirm: 'Delete',
    });
    expect(await screen.findByRole('heading', { name: 'No Q&A groups yet' })).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledTimes(1);
  });

  it('downloads the export as <bot name>-qa.csv', async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:qa'), revokeObjectURL: () => undefined });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('Support bot-qa.csv');
    });
    const { user } = renderFaq([
      trainingMock(neverTrained),
      groupsMock([aGroup()]),
      mockOperation(BotFaq_ExportCsvDocument, { botId: 'bot-1' }, { result: { data: { qaGroupsCsv: 'group,question,answer\nhours,Opening hours?,9 to 5\n' } } }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const csv = 'group,question,answer\nhours,Opening hours?,9 to 5\n';
    // The BOM (3 bytes) lets spreadsheets read UTF-8; reading the text back drops it.
    expect(blobs[0].size).toBe(Buffer.byteLength(csv) + 3);
    expect(await textOf(blobs[0])).toBe(csv);
    clicked.mockRestore();
  });
});
