import { screen, waitFor, within } from '@testing-library/react';
import {
  BotFaq_AnswerSettingsDocument,
  BotFaq_ChatbotDocument,
  BotFaq_CreateGroupDocument,
  BotFaq_DeleteGroupDocument,
  BotFaq_ExportCsvDocument,
  BotFaq_GroupsDocument,
  BotFaq_ImportDocument,
  BotFaq_StartTrainingDocument,
  BotFaq_TrainingDocument,
  BotFaq_TrainingProgressDocument,
  BotFaq_UpdateAnswerSettingsDocument,
  BotFaq_UpdateGroupDocument,
  type BotFaq_CreateGroupMutation,
  type BotFaq_DeleteGroupMutation,
  type BotFaq_QaGroupFragment,
  type BotFaq_StartTrainingMutation,
  type BotFaq_TrainingJobFragment,
  type BotFaq_TrainingQuery,
  type BotFaq_UpdateAnswerSettingsMutation,
  type BotFaq_UpdateGroupMutation,
  type BotFaq_ImportMutation,
} from '../../__generated__/graphql';
import { failure, mockOperation, type MockResult } from '../../test/factories';
import { renderPage, type Mocks } from '../../test/render';
import { FaqPage } from './FaqPage';

const groupsVariables: { botId: string; search: string | null; page: number; pageSize: number } = { botId: 'bot-1', search: null, page: 1, pageSize: 20 };

function aGroup(overrides: Partial<BotFaq_QaGroupFragment> = {}): BotFaq_QaGroupFragment {
  return {
    __typename: 'QaGroup',
    id: 'g1',
    key: 'hours',
    questions: ['Opening hours?', 'When are you open?'],
    answers: ['9 to 5'],
    answerMode: 'IN_ORDER',
    similarEnabled: true,
    postbackChoices: [],
    tags: ['store'],
    updatedAt: '2026-11-22T04:00:00.000Z',
    ...overrides,
  };
}

function aJob(overrides: Partial<BotFaq_TrainingJobFragment> = {}): BotFaq_TrainingJobFragment {
  return {
    __typename: 'TrainingJob',
    id: 'job-1',
    state: 'TRAINING',
    progress: 0,
    message: '',
    groupCount: 3,
    createdAt: '2026-11-22T05:59:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

function groupsMock(groups: BotFaq_QaGroupFragment[], total = groups.length, variables: Partial<typeof groupsVariables> = {}) {
  const asked = { ...groupsVariables, ...variables };
  return mockOperation(BotFaq_GroupsDocument, asked, {
result: { data: { qaGroups: { __typename: 'QaGroupPage', groups, total, page: asked.page, pageSize: 20 } } },
  });
}

/** The update of group g1 to `saved` (aGroup's content with overrides), answering with it; `called` counts calls. */
function updateMock(changes: Partial<BotFaq_QaGroupFragment>, called: jest.Mock) {
  const saved = aGroup(changes);
  return mockOperation(BotFaq_UpdateGroupDocument, {
    input: {
      botId: 'bot-1',
      id: 'g1',
      group: { questions: saved.questions, answers: saved.answers, answerMode: saved.answerMode, similarEnabled: saved.similarEnabled, postbackChoices: saved.postbackChoices, tags: saved.tags },
    },
  }, {
    result: (): MockResult<BotFaq_UpdateGroupMutation> => {
      called();
      return { data: { updateQaGroup: { __typename: 'QaGroupPayload', qaGroup: saved } } };
    },
  });
}

function trainingMock(training: Omit<BotFaq_TrainingQuery['training'], '__typename'>) {
  return mockOperation(BotFaq_TrainingDocument, { botId: 'bot-1' }, { result: { data: { training: { __typename: 'TrainingStatus', ...training } } } });
}

const neverTrained = { job: null, trainedAt: null, trainedGroupCount: 0, groupCount: 0, untrainedChanges: false };

const pageMocks: Mocks = [
  mockOperation(BotFaq_ChatbotDocument, { id: 'bot-1' }, { result: { data: { chatbot: { __typename: 'Chatbot', id: 'bot-1', name: 'Support bot' } } } }),
  mockOperation(BotFaq_AnswerSettingsDocument, { botId: 'bot-1' }, {
    result: { data: { answerSettings: { __typename: 'AnswerSettings', answerThreshold: 0.6, suggestThreshold: 0.35, maxSuggestions: 3, synonyms: [], offTopicFilter: true } } },
  }),
];

function renderFaq(mocks: Mocks) {
  return renderPage(<FaqPage />, { route: '/dashboard/bot/bot-1/faq', path: '/dashboard/bot/:id/faq', mocks: [...pageMocks, ...mocks] });
}

type User = ReturnType<typeof renderFaq>['user'];

async function importFile(user: User, file: File) {
  await user.upload(await screen.findByLabelText('CSV file'), file);
}

const csvBytes = 'group,question,answer\nhours,Opening hours?,9 to 5\n';
const csvFile = () => new File([csvBytes], 'faq.csv', { type: 'text/csv' });
const importMock = (result: MockResult<BotFaq_ImportMutation>) =>
  mockOperation(BotFaq_ImportDocument, { input: { botId: 'bot-1', file: { fileName: 'faq.csv', contentType: 'text/csv', base64: Buffer.from(csvBytes).toString('base64') } } }, { result });

describe('FAQ page: the Q&A list', () => {
  it('offers adding a group and importing a CSV when the list is empty', async () => {
    renderFaq([trainingMock(neverTrained), groupsMock([])]);
    expect(await screen.findByRole('heading', { name: 'No Q&A groups yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add Q&A group' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Import CSV' })).toHaveLength(2);
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

  it('creates a group with several questions and the chosen answer selection, then reads the list again', async () => {
    const created = jest.fn((): MockResult<BotFaq_CreateGroupMutation> => ({ data: { createQaGroup: { __typename: 'QaGroupPayload', qaGroup: aGroup({ id: 'g2', answerMode: 'RANDOM' }) } } }));
    const { user } = renderFaq([
      trainingMock(neverTrained),
      groupsMock([]),
      mockOperation(BotFaq_CreateGroupDocument, {
        input: {
          botId: 'bot-1',
          group: { questions: ['Opening hours?', 'When are you open?'], answers: ['9 to 5'], answerMode: 'RANDOM', similarEnabled: true, postbackChoices: [], tags: [] },
        },
      }, {
        result: created,
      }),
      groupsMock([aGroup({ id: 'g2', answerMode: 'RANDOM' })]),
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
  });

  it('opens a group for editing with its saved answer selection and saves the change', async () => {
    const updated = jest.fn();
    const { user } = renderFaq([trainingMock(neverTrained), groupsMock([aGroup()]), updateMock({ answerMode: 'FIRST' }, updated), groupsMock([aGroup({ answerMode: 'FIRST' })])]);
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

  it('pages through a long list', async () => {
    const { user } = renderFaq([
      trainingMock(neverTrained),
      groupsMock([aGroup()], 45),
      groupsMock([aGroup({ id: 'g21', questions: ['Parking?'] })], 45, { page: 2 }),
    ]);
    expect(await screen.findByRole('row', { name: /Opening hours\?/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('row', { name: /Parking\?/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3' })).toBeInTheDocument();
  });

  it('deletes a group after confirmation and reads the list again', async () => {
    const deleted = jest.fn((): MockResult<BotFaq_DeleteGroupMutation> => ({ data: { deleteQaGroup: { __typename: 'DeleteQaGroupPayload', id: 'g1' } } }));
    const { user } = renderFaq([
      trainingMock(neverTrained),
      groupsMock([aGroup()]),
      mockOperation(BotFaq_DeleteGroupDocument, { input: { botId: 'bot-1', id: 'g1' } }, { result: deleted }),
      groupsMock([]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Opening hours?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Q&A group' });
    expect(dialog).toHaveTextContent('Opening hours?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
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

describe('FAQ page: answer settings', () => {
  it('refuses a suggest threshold above the answer threshold', async () => {
    const saved = jest.fn(() => ({ data: null }));
    const { user } = renderFaq([trainingMock(neverTrained), groupsMock([]), mockOperation(BotFaq_UpdateAnswerSettingsDocument, () => true, { result: saved })]);
    const suggest = await screen.findByRole('textbox', { name: 'Suggest threshold' });
    await user.clear(suggest);
    await user.type(suggest, '0.9');
    await user.click(screen.getByRole('button', { name: 'Save answer settings' }));
    expect(await screen.findByText('The suggest threshold must not be above the answer threshold')).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
  });

  it('saves the thresholds', async () => {
    const saved = jest.fn((): MockResult<BotFaq_UpdateAnswerSettingsMutation> => ({
      data: { updateAnswerSettings: { __typename: 'AnswerSettingsPayload', answerSettings: { __typename: 'AnswerSettings', answerThreshold: 0.7, suggestThreshold: 0.35, maxSuggestions: 3, synonyms: [], offTopicFilter: true } } },
    }));
    const { user } = renderFaq([
      trainingMock(neverTrained),
      groupsMock([]),
      mockOperation(BotFaq_UpdateAnswerSettingsDocument, { input: { botId: 'bot-1', answerThreshold: 0.7, suggestThreshold: 0.35, maxSuggestions: 3, synonyms: [], offTopicFilter: true } }, {
        result: saved,
      }),
    ]);
    const answer = await screen.findByRole('textbox', { name: 'Answer threshold' });
    await user.clear(answer);
    await user.type(answer, '0.7');
    await user.click(screen.getByRole('button', { name: 'Save answer settings' }));
    expect(await screen.findByText('Answer settings saved')).toBeInTheDocument();
  });
});

describe('FAQ page: CSV import', () => {
  it('reports how many groups the import created and updated', async () => {
    const { user } = renderFaq([
      trainingMock(neverTrained),
      groupsMock([]),
      importMock({ data: { importQaGroups: { __typename: 'ImportQaGroupsPayload', groupsCreated: 2, groupsUpdated: 1, rows: 5 } } }),
      groupsMock([aGroup()]),
    ]);
    await importFile(user, csvFile());
    expect(await screen.findByText('2 groups created, 1 updated')).toBeInTheDocument();
  });

  it('lists every bad line of a refused import with its message', async () => {
    const lines = [
      { line: 7, message: 'validation.csvNoQuestion' },
      { line: 3, message: 'validation.csvNoAnswer' },
    ];
    const { user } = renderFaq([trainingMock(neverTrained), groupsMock([]), importMock(failure('IMPORT_INVALID', { lines }))]);
    await importFile(user, csvFile());
    const badLines = await screen.findByRole('list', { name: 'Rows with problems' });
    expect(within(badLines).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Line 3: This group has no answer', 'Line 7: This group has no question']);
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed: please check the file format.');
  });

  it('refuses a file over 5 MB without sending it', async () => {
    const sent = jest.fn(() => ({ data: null }));
    const { user } = renderFaq([trainingMock(neverTrained), groupsMock([]), mockOperation(BotFaq_ImportDocument, () => true, { result: sent })]);
    await importFile(user, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('big.csv is larger than 5 MB');
    expect(sent).not.toHaveBeenCalled();
  });
});

describe('FAQ page: training', () => {
  it('follows a running training with the progress the subscription reports', async () => {
    renderFaq([
      trainingMock({ job: aJob({ progress: 0.2 }), trainedAt: null, trainedGroupCount: 0, groupCount: 3, untrainedChanges: true }),
      groupsMock([aGroup()]),
      mockOperation(BotFaq_TrainingProgressDocument, { botId: 'bot-1' }, {
        result: { data: { trainingProgress: aJob({ progress: 0.6, message: 'Indexing phrasings' }) } },
      }),
    ]);
    expect(await screen.findByRole('button', { name: 'Training… 20%' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Training… 60%' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Training progress' })).toHaveAttribute('aria-valuenow', '60');
    expect(screen.getByText('Indexing phrasings')).toBeInTheDocument();
  });

  it('starts training, shows success with its time and group count, and drops the untrained hint', async () => {
    const started = jest.fn((): MockResult<BotFaq_StartTrainingMutation> => ({ data: { startTraining: { __typename: 'StartTrainingPayload', job: aJob() } } }));
    const { user } = renderFaq([
      trainingMock({ ...neverTrained, groupCount: 3, untrainedChanges: true }),
      groupsMock([aGroup()]),
      mockOperation(BotFaq_StartTrainingDocument, { input: { botId: 'bot-1' } }, { result: started }),
      mockOperation(BotFaq_TrainingProgressDocument, { botId: 'bot-1' }, {
        result: { data: { trainingProgress: aJob({ state: 'SUCCESS', progress: 1, finishedAt: '2026-11-22T06:00:00.000Z' }) } },
      }),
      trainingMock({ job: aJob({ state: 'SUCCESS', progress: 1, finishedAt: '2026-11-22T06:00:00.000Z' }), trainedAt: '2026-11-22T06:00:00.000Z', trainedGroupCount: 3, groupCount: 3, untrainedChanges: false }),
    ]);
    expect(await screen.findByText(/^Never trained/)).toBeInTheDocument();
    expect(screen.getByText('Changes not trained yet (3 groups now, 0 trained)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Train' }));
    expect(await screen.findByText('Trained 2026-11-22 14:00 with 3 groups')).toBeInTheDocument();
    expect(started).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Changes not trained yet/)).not.toBeInTheDocument();
  });

  it('shows the reason of a failed training and a retry', async () => {
    renderFaq([trainingMock({ job: aJob({ state: 'FAILURE', message: 'Index too large' }), trainedAt: null, trainedGroupCount: 0, groupCount: 3, untrainedChanges: true }), groupsMock([aGroup()])]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Training failed');
    expect(alert).toHaveTextContent('Index too large');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
