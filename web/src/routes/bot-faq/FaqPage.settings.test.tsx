// The FAQ page's answer settings, CSV import and training.
import { screen, waitFor, within } from '@testing-library/react';
import {
  BotFaq_ImportDocument,
  BotFaq_StartTrainingDocument,
  BotFaq_TrainingProgressDocument,
  BotFaq_UpdateAnswerSettingsDocument,
  type BotFaq_StartTrainingMutation,
  type BotFaq_UpdateAnswerSettingsMutation,
} from '../../__generated__/graphql';
import { failure, mockOperation, type MockResult } from '../../test/factories';
import { aGroup, aJob, groupsMock, trainingMock, neverTrained, untrainedOne, renderFaq, importFile, csvFile, importMock } from '../../test/faq-page-kit';

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
      importMock({ data: { importQaGroups: { __typename: 'ImportQaGroupsPayload', groupsCreated: 2, groupsUpdated: 1, rows: 5, warnings: [] } } }),
      groupsMock([aGroup()]),
      trainingMock(untrainedOne),
    ]);
    await importFile(user, csvFile());
    expect(await screen.findByText('2 groups created, 1 updated')).toBeInTheDocument();
    // The result's close button is named for screen readers, and dismisses it.
    await user.click(screen.getByRole('button', { name: 'Dismiss the message' }));
    expect(screen.queryByText('2 groups created, 1 updated')).not.toBeInTheDocument();
  });

  it('lists the lines an import took but warns of: a question in two groups, keys that differ only in width', async () => {
    const warnings = [
      { __typename: 'ImportWarning' as const, line: 4, message: 'validation.csvQuestionInTwoGroups', otherKey: 'hours', otherLine: 2 },
      { __typename: 'ImportWarning' as const, line: 6, message: 'validation.csvKeyLikeListGroup', otherKey: 'ABC', otherLine: null },
    ];
    const { user } = renderFaq([
      trainingMock(neverTrained),
      groupsMock([]),
      importMock({ data: { importQaGroups: { __typename: 'ImportQaGroupsPayload', groupsCreated: 3, groupsUpdated: 0, rows: 6, warnings } } }),
      groupsMock([aGroup()]),
      trainingMock(untrainedOne),
    ]);
    await importFile(user, csvFile());
    const status = (await screen.findByText('3 groups created, 0 updated')).closest<HTMLElement>('[role="status"]')!;
    expect(status).toHaveTextContent('Imported, but check these lines:');
    const lines = within(status).getByRole('list', { name: 'Lines to check' });
    expect(within(lines).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Line 4: This question is also in group “hours” (line 2); with one question in two groups, which answer the bot gives is left to chance.',
      'Line 6: This group key differs from the Q&A list’s group “ABC” only in full-/half-width or case; it was imported as another group.',
    ]);
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
    // Said once: the catalogue's message heads the banner, with no second "Upload failed" above it.
    expect(screen.getByRole('alert').textContent?.match(/Upload failed/g)).toHaveLength(1);
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss the message' })).toBeInTheDocument();
  });

  it("says, when the plan's group limit refuses an import, how many new groups the file has, how many the account has and the limit", async () => {
    const refused = failure('QA_GROUP_LIMIT_REACHED', { values: { adding: 30, existing: 1990, limit: 2000 } });
    const { user } = renderFaq([trainingMock(neverTrained), groupsMock([]), importMock(refused)]);
    await importFile(user, csvFile());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your plan does not allow more Q&A groups.');
    expect(alert).toHaveTextContent('The file has 30 new Q&A groups; your account has 1,990 and your plan allows 2,000 in all. Remove some groups or upgrade your plan.');
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
        result: { data: { trainingProgress: aJob({ progress: 0.6, message: 'indexing' }) } },
      }),
    ]);
    expect(await screen.findByRole('button', { name: 'Training… 20%' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Training… 60%' })).toBeDisabled();
    // Spoken by the quarter, not at every step.
    expect(within(screen.getByRole('region', { name: 'Training' })).getByRole('status')).toHaveTextContent('Training… 50%');
    expect(screen.getByRole('progressbar', { name: 'Training progress' })).toHaveAttribute('aria-valuenow', '60');
    // The step's code in the console's words.
    expect(screen.getByText('Building the index')).toBeInTheDocument();
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
    // The card's status region speaks only of a run followed here: empty on arrival, the end of the run once it came.
    const announced = within(screen.getByRole('region', { name: 'Training' })).getByRole('status');
    expect(announced).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Train' }));
    expect(await screen.findByText('Trained 2026-11-22 14:00 with 3 groups', { selector: 'p' })).toBeInTheDocument();
    await waitFor(() => expect(announced).toHaveTextContent('Trained 2026-11-22 14:00 with 3 groups'));
    expect(started).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Changes not trained yet/)).not.toBeInTheDocument();
  });

  it('says questions or answers were edited, not unchanged counts, when a new phrasing left the group count as trained', async () => {
    renderFaq([
      trainingMock({ job: aJob({ state: 'SUCCESS', progress: 1 }), trainedAt: '2026-11-22T06:00:00.000Z', trainedGroupCount: 3, groupCount: 3, untrainedChanges: true }),
      groupsMock([aGroup()]),
    ]);
    expect(await screen.findByText('Changes not trained yet: questions or answers were edited since the last training')).toBeInTheDocument();
    expect(screen.queryByText(/3 groups now, 3 trained/)).not.toBeInTheDocument();
  });

  it('offers no training while there is nothing to train, and says to add groups first', async () => {
    renderFaq([trainingMock(neverTrained), groupsMock([])]);
    expect(await screen.findByText('No Q&A groups yet: add or import some, then train.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Train' })).toBeDisabled();
  });

  it('shows the reason of a failed training and a retry', async () => {
    renderFaq([trainingMock({ job: aJob({ state: 'FAILURE', message: 'Index too large' }), trainedAt: null, trainedGroupCount: 0, groupCount: 3, untrainedChanges: true }), groupsMock([aGroup()])]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Training failed');
    expect(alert).toHaveTextContent('Index too large');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it("words a failed training's kept code in the console's language", async () => {
    renderFaq([trainingMock({ job: aJob({ state: 'FAILURE', message: 'INTERNAL' }), trainedAt: null, trainedGroupCount: 0, groupCount: 3, untrainedChanges: true }), groupsMock([aGroup()])]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred, please try again later.');
    expect(alert).not.toHaveTextContent('INTERNAL');
  });
});
