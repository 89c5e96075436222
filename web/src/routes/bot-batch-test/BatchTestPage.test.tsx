// The advanced test page: an upload refused with its bad lines or without a file, a run followed over the
// subscription, pause, resume and stop, the outcome filter, adding a missed row's question to the Q&A set (to a
// group, or as a new group from the expected answer), the results download in the console's language and the comparison.
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  BatchTest_AddToQaDocument,
  BatchTest_ChatbotDocument,
  BatchTest_ComparisonDocument,
  BatchTest_LikelyGroupsDocument,
  BatchTest_PauseDocument,
  BatchTest_ProgressDocument,
  BatchTest_ResultsDocument,
  BatchTest_ResumeDocument,
  BatchTest_RunAgainDocument,
  BatchTest_RunsDocument,
  BatchTest_StartDocument,
  BatchTest_StopDocument,
  type BatchTestOutcome,
  type BatchTest_AddToQaMutation,
  type BatchTest_ResultsQuery,
  type BatchTest_RunFragment,
} from '../../__generated__/graphql';
import i18n from '../../i18n';
import { expectAsksBeforeDiscarding } from '../../test/discard-guard-kit';
import { failure, mockOperation, untrainedStatusMock, type MockResult } from '../../test/factories';
import { loseSession, RESTORED_NOTE } from '../../test/rescue-kit';
import { renderPage, type Mocks } from '../../test/render';
import { BatchTestPage } from './BatchTestPage';

const chatbotMock = mockOperation(BatchTest_ChatbotDocument, { id: 'bot-1' }, {
  result: { data: { chatbot: { __typename: 'Chatbot', id: 'bot-1', name: 'Shop' }, me: { __typename: 'Account', email: 'owner@example.com' } } },
});

function aRun(overrides: Partial<BatchTest_RunFragment> = {}): BatchTest_RunFragment {
  return {
    __typename: 'BatchTestRun',
    id: 'run-1',
    fileName: 'questions.csv',
    state: 'complete',
    done: 3,
    total: 3,
    progress: 1,
    message: '',
    createdAt: '2026-11-22T04:00:00.000Z',
    finishedAt: '2026-11-22T04:01:00.000Z',
    previousRunId: null,
    summary: {
      __typename: 'BatchTestSummary',
      passed: 1,
      failed: 1,
      passRate: 0.5,
      answeredShare: 0.67,
      optionsShare: 0,
      noAnswerShare: 0.33,
      wrongMatches: [{ __typename: 'BatchTestWrongMatch', groupId: 'g-hours', key: 'hours', count: 1 }],
    },
    ...overrides,
  };
}

function runsMock(runs: BatchTest_RunFragment[]) {
  return mockOperation(BatchTest_RunsDocument, { botId: 'bot-1' }, { result: { data: { batchTestRuns: { __typename: 'BatchTestRunList', rowLimit: 200, runs } } } });
}

type Row = BatchTest_ResultsQuery['batchTestResults']['rows'][number];
const passedRow: Row = {
  __typename: 'BatchTestRow',
  position: 1,
  line: 2,
  question: 'What are your opening hours?',
  expectedAnswer: '08:00',
  answered: true,
  reply: 'We open 08:00-20:00 every day.',
  source: 'QA',
  answerStatus: 'ANSWERED',
  group: { __typename: 'QaGroupKey', id: 'g-hours', key: 'hours' },
  confidence: 0.93,
  passed: true,
};
const failedRow: Row = { ...passedRow, position: 2, line: 3, question: 'where do I leave my car', expectedAnswer: 'behind the shop', confidence: 0.41, passed: false };

function resultsMock(rows: Row[], outcome: BatchTestOutcome = 'all', runId = 'run-1') {
  return mockOperation(BatchTest_ResultsDocument, { botId: 'bot-1', runId, outcome, offset: 0, limit: 20 }, {
    result: { data: { batchTestResults: { __typename: 'BatchTestRowPage', total: rows.length, rows } } },
    maxUsageCount: 10,
  });
}

function progressMock(step: Pick<BatchTest_RunFragment, 'state' | 'done' | 'total' | 'progress'>) {
  return mockOperation(BatchTest_ProgressDocument, { botId: 'bot-1' }, {
    result: { data: { batchTestProgress: { __typename: 'BatchTestProgress', runId: 'run-1', message: '', ...step } } },
  });
}

function renderBatchTest(mocks: Mocks) {
  return renderPage(<BatchTestPage />, { route: '/dashboard/bot/bot-1/batch-test', path: '/dashboard/bot/:id/batch-test', mocks: [chatbotMock, ...mocks, untrainedStatusMock()] });
}

/** A mock's result that counts its calls. */
const counted = <T,>(called: jest.Mock, result: T) => () => {
  called();
  return result;
};

const groupsMock = (position = 2) =>
  mockOperation(BatchTest_LikelyGroupsDocument, { botId: 'bot-1', runId: 'run-1', position }, {
    result: {
      data: {
        batchTestRowLikelyGroups: [
          { __typename: 'HistoryGroupRef', id: 'g-parking', key: 'parking', question: 'Is there parking?' },
          { __typename: 'HistoryGroupRef', id: 'g-hours', key: 'hours', question: 'What are your opening hours?' },
        ],
      },
    },
  });

/** The group addBatchTestRowToQa answers. */
const addedGroup = (id: string, questions: string[], answers: string[]): MockResult<BatchTest_AddToQaMutation> => ({
  data: {
    addBatchTestRowToQa: {
      __typename: 'QaGroupPayload',
      qaGroup: { __typename: 'QaGroup', id, key: id, questions, answers, answerMode: 'FIRST', similarEnabled: true, postbackChoices: [], tags: [], updatedAt: '2026-11-29T06:00:00.000Z' },
    },
  },
});

const csv = (content: string, name = 'questions.csv') => new File([content], name, { type: 'text/csv' });

describe('advanced test page: upload', () => {
  it('shows the empty state, the expected format with the row limit, and refuses an invalid file with its bad lines', async () => {
    const { user } = renderBatchTest([
      runsMock([]),
      mockOperation(BatchTest_StartDocument, (variables) => variables.input.file?.fileName === 'bad.csv', {
        result: failure('IMPORT_INVALID', { lines: [{ line: 2, message: 'validation.csvNoQuestion' }, { line: 3, message: 'validation.batchCsvColumns' }] }),
      }),
    ]);
    expect(await screen.findByText('No tests yet')).toBeInTheDocument();
    expect(screen.getByText(/At most 200 questions/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download sample CSV' })).toBeInTheDocument();
    expect(screen.getByLabelText('Example file')).toHaveTextContent('Is there parking?,behind the shop');
    await user.upload(screen.getByLabelText('Choose a CSV file'), csv('fine\n,only an answer\na,b,c\n', 'bad.csv'));
    await user.click(screen.getByRole('button', { name: 'Start test' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid CSV format');
    const lines = within(alert).getByRole('list', { name: 'Rows with problems' });
    expect(within(lines).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringMatching(/^Line 2: /), 'Line 3: Each line has at most two columns: the question and, optionally, the expected answer (question,expected_answer)']);
  });

  it('says no file is selected when started without one, and refuses a file that is not CSV before sending it', async () => {
    const { user } = renderBatchTest([runsMock([])]);
    await user.click(await screen.findByRole('button', { name: 'Start test' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No file selected');
    await user.upload(screen.getByLabelText('Choose a CSV file'), new File(['x'], 'questions.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('questions.txt is not a .csv file');
  });
});

describe('advanced test page: a run', () => {
  const running = aRun({ state: 'running', done: 1, progress: 1 / 3, summary: { ...aRun().summary, passRate: null, wrongMatches: [] } });

  it('moves the progress bar with each step the subscription sends', async () => {
    renderBatchTest([runsMock([running]), progressMock({ state: 'running', done: 2, total: 3, progress: 2 / 3 })]);
    expect(await screen.findByText('1 / 3 questions answered')).toBeInTheDocument();
    expect(screen.getAllByText('Running')).toHaveLength(2);
    expect(await screen.findByText('2 / 3 questions answered')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '67');
    expect(screen.queryByRole('region', { name: 'Summary' })).not.toBeInTheDocument();
  });

  it('reads the run again when the subscription says it is complete, and shows its summary and results', async () => {
    renderBatchTest([runsMock([running]), progressMock({ state: 'complete', done: 3, total: 3, progress: 1 }), runsMock([aRun()]), resultsMock([passedRow, failedRow])]);
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(await within(summary).findByText('50%')).toBeInTheDocument();
    expect(screen.getByText('3 / 3 questions answered')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Results' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });

  it('pauses, resumes and, once confirmed, stops the run', async () => {
    const paused = jest.fn();
    const resumed = jest.fn();
    const stopped = jest.fn();
    const moved = (state: BatchTest_RunFragment['state']) => ({ __typename: 'BatchTestRunPayload' as const, run: aRun({ state, done: 1, progress: 1 / 3 }) });
    const input = { input: { botId: 'bot-1', runId: 'run-1' } };
    const { user } = renderBatchTest([
      runsMock([aRun({ state: 'running', done: 1, progress: 1 / 3 })]),
      progressMock({ state: 'running', done: 1, total: 3, progress: 1 / 3 }),
      mockOperation(BatchTest_PauseDocument, input, { result: counted(paused, { data: { pauseBatchTest: moved('paused') } }) }),
      resultsMock([passedRow]),
      mockOperation(BatchTest_ResumeDocument, input, { result: counted(resumed, { data: { resumeBatchTest: moved('running') } }) }),
      progressMock({ state: 'running', done: 1, total: 3, progress: 1 / 3 }),
      mockOperation(BatchTest_StopDocument, input, { result: counted(stopped, { data: { stopBatchTest: moved('stopped') } }) }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(screen.getAllByText('Paused')).toHaveLength(2);
    expect(paused).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(resumed).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop this test?' });
    expect(stopped).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Stop test' }));
    expect(await screen.findAllByText('Stopped')).not.toHaveLength(0);
    expect(stopped).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
  });

  it('runs an ended run’s questions again: the new run is shown and followed; another run unfinished, the button waits', async () => {
    const again = aRun({ id: 'run-2', state: 'queued', done: 0, progress: 0, previousRunId: 'run-1', createdAt: '2026-11-23T04:00:00.000Z', summary: { ...aRun().summary, passRate: null, wrongMatches: [] } });
    const ran = jest.fn();
    const { user } = renderBatchTest([
      runsMock([aRun()]),
      resultsMock([passedRow, failedRow]),
      mockOperation(BatchTest_RunAgainDocument, { input: { botId: 'bot-1', runId: 'run-1' } }, { result: counted(ran, { data: { runBatchTestAgain: { __typename: 'BatchTestRunPayload' as const, run: again } } }) }),
      runsMock([again, aRun()]),
      mockOperation(BatchTest_ProgressDocument, { botId: 'bot-1' }, { result: { data: { batchTestProgress: { __typename: 'BatchTestProgress', runId: 'run-2', state: 'running', done: 1, total: 3, progress: 1 / 3, message: '' } } } }),
    ]);
    const button = await screen.findByRole('button', { name: 'Run again' });
    expect(button).toHaveAccessibleDescription("Asks this test's questions again. If you changed the Q&A list, train it first.");
    await user.click(button);
    expect(await screen.findByText('1 / 3 questions answered')).toBeInTheDocument();
    expect(ran).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run again' })).not.toBeInTheDocument();

    // The earlier run, picked from the list while the new one runs, cannot start another.
    await user.click(screen.getAllByRole('button', { name: /^View the test of questions\.csv/ })[1]);
    const waiting = await screen.findByRole('button', { name: 'Run again' });
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveAccessibleDescription('A test is still running: stop it or wait for it to finish before starting another.');
  });

  it('says why a run cannot run again: the plan’s row limit, in the file’s words', async () => {
    const { user } = renderBatchTest([
      runsMock([aRun()]),
      resultsMock([passedRow, failedRow]),
      mockOperation(BatchTest_RunAgainDocument, { input: { botId: 'bot-1', runId: 'run-1' } }, {
        result: failure('IMPORT_INVALID', { lines: [{ line: 202, message: 'validation.batchRowLimit', values: { rows: 201, limit: 200 } }] }),
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Run again' }));
    expect(await screen.findByText('The file has 201 questions, more than the 200 your plan allows in one batch test')).toBeInTheDocument();
    expect(screen.getByText('The test could not start')).toBeInTheDocument();
  });

  it('shows a failed run’s reason in the user’s language', async () => {
    renderBatchTest([runsMock([aRun({ state: 'failed', done: 0, progress: 0, message: 'NOT_TRAINED' })]), resultsMock([])]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The test failed');
    expect(alert).toHaveTextContent('The bot has nothing to answer from yet: train the Q&A list, or upload AutoFAQ answers or knowledge files.');
    expect(alert).not.toHaveTextContent('NOT_TRAINED');
  });
});

describe('advanced test page: results', () => {
  it('sums the run up, filters the rows by outcome and adds a failed row’s question to the group picked', async () => {
    const added = jest.fn(() => addedGroup('g-parking', ['Is there parking?', 'where do I leave my car'], ['Free parking behind the shop.']));
    const { user } = renderBatchTest([
      runsMock([aRun()]),
      resultsMock([passedRow, failedRow]),
      resultsMock([failedRow], 'failed'),
      groupsMock(),
      mockOperation(BatchTest_AddToQaDocument, { input: { botId: 'bot-1', runId: 'run-1', position: 2, groupId: 'g-parking' } }, { result: added }),
    ]);
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('50%')).toBeInTheDocument();
    expect(within(summary).getByRole('list', { name: 'Most frequent wrong matches' })).toHaveTextContent('hours1 times');
    const table = await screen.findByRole('table', { name: 'Results' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('0.93')).toBeInTheDocument();
    expect(within(table).getAllByText('Q&A list')).toHaveLength(2);

    await user.click(screen.getByRole('radio', { name: 'Failed' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Results' })).getAllByRole('row')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Add “where do I leave my car” to the Q&A set' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to the Q&A set' });
    expect(dialog).toHaveTextContent('where do I leave my car');
    await user.click(await within(dialog).findByRole('radio', { name: /Is there parking\?/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('The Q&A list has untrained changes')).toBeInTheDocument();
    expect(screen.getByText('Added as a phrasing of “Is there parking?”.')).toBeInTheDocument();
    expect(added).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Go to the Q&A list to train' })).toHaveAttribute('href', '/dashboard/bot/bot-1/faq');
  });

  it('offers only missed rows; a new group starts from the expected answer, which an unanswered row without one must be given', async () => {
    const unexpectedRow: Row = { ...passedRow, position: 3, line: 4, question: 'quantum flux warranty', expectedAnswer: null, reply: 'Sorry, I do not know that yet.', answerStatus: 'NO_ANSWER', group: null, confidence: null, passed: null };
    const answeredRow: Row = { ...passedRow, position: 4, line: 5, question: 'hours?', expectedAnswer: null, passed: null };
    const addedNew = jest.fn(() => addedGroup('g-new', ['where do I leave my car'], ['behind the shop, free for customers']));
    const addedOther = jest.fn(() => addedGroup('g-warranty', ['quantum flux warranty'], ['Two years.']));
    const { user } = renderBatchTest([
      runsMock([aRun()]),
      resultsMock([passedRow, failedRow, unexpectedRow, answeredRow]),
      groupsMock(),
      groupsMock(3),
      mockOperation(BatchTest_AddToQaDocument, { input: { botId: 'bot-1', runId: 'run-1', position: 2, answer: 'behind the shop, free for customers' } }, { result: addedNew }),
      mockOperation(BatchTest_AddToQaDocument, { input: { botId: 'bot-1', runId: 'run-1', position: 3, answer: 'Two years.' } }, { result: addedOther }),
    ]);
    const table = await screen.findByRole('table', { name: 'Results' });
    // The passed row and the row answered outright without an expected answer offer nothing.
    expect(within(table).getAllByRole('button', { name: /to the Q&A set$/ }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Add “where do I leave my car” to the Q&A set',
      'Add “quantum flux warranty” to the Q&A set',
    ]);

    await user.click(within(table).getByRole('button', { name: 'Add “where do I leave my car” to the Q&A set' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add to the Q&A set' });
    await user.click(within(dialog).getByRole('radio', { name: 'As a new group' }));
    const answer = within(dialog).getByRole('textbox', { name: 'Answer' });
    expect(answer).toHaveValue('behind the shop');
    expect(answer).toHaveAccessibleDescription('Filled in from the expected answer in your file: make it the whole answer.');
    await user.type(answer, ', free for customers');
    expect(answer).not.toHaveAccessibleDescription();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Do you want to edit the new group\'s answer now?')).toBeInTheDocument();
    expect(addedNew).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(await screen.findByText('Added as a new Q&A group.')).toBeInTheDocument();
    expect(screen.getByText('The Q&A list has untrained changes')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(table).getByRole('button', { name: 'Add “quantum flux warranty” to the Q&A set' }));
    dialog = await screen.findByRole('dialog', { name: 'Add to the Q&A set' });
    await user.click(within(dialog).getByRole('radio', { name: 'As a new group' }));
    expect(within(dialog).getByRole('textbox', { name: 'Answer' })).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Answer' }), 'Two years.');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(addedOther).toHaveBeenCalledTimes(1));
  });

  it('opens a row’s dialog again after a lost session with the answer typed for a new group; the expected answer alone is no reason to keep it', async () => {
    sessionStorage.clear();
    const first = renderBatchTest([runsMock([aRun()]), resultsMock([passedRow, failedRow]), groupsMock()]);
    await first.user.click(await screen.findByRole('button', { name: 'Add “where do I leave my car” to the Q&A set' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add to the Q&A set' });
    await first.user.click(within(dialog).getByRole('radio', { name: 'As a new group' }));
    expect(within(dialog).getByRole('textbox', { name: /Answer/ })).toHaveValue('behind the shop');
    loseSession();
    expect(sessionStorage.length).toBe(0);
    await first.user.type(within(dialog).getByRole('textbox', { name: /Answer/ }), ', free for customers');
    loseSession();
    first.unmount();
    expect(sessionStorage.length).toBe(2);

    const added = jest.fn(() => addedGroup('g-new', ['where do I leave my car'], ['behind the shop, free for customers']));
    const { user } = renderBatchTest([
      runsMock([aRun()]),
      resultsMock([passedRow, failedRow]),
      mockOperation(BatchTest_AddToQaDocument, { input: { botId: 'bot-1', runId: 'run-1', position: 2, answer: 'behind the shop, free for customers' } }, { result: added }),
    ]);
    dialog = await screen.findByRole('dialog', { name: 'Add to the Q&A set' });
    expect(dialog).toHaveTextContent('where do I leave my car');
    expect(within(dialog).getByRole('status')).toHaveTextContent(RESTORED_NOTE);
    expect(within(dialog).getByRole('textbox', { name: /Answer/ })).toHaveValue('behind the shop, free for customers');
    expect(sessionStorage.length).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(added).toHaveBeenCalledTimes(1));
  });

  it('closes a dialog holding only the expected answer at once: it is no change of the owner’s', async () => {
    const { user } = renderBatchTest([runsMock([aRun()]), resultsMock([passedRow, failedRow]), groupsMock()]);
    await user.click(await screen.findByRole('button', { name: 'Add “where do I leave my car” to the Q&A set' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to the Q&A set' });
    await user.click(within(dialog).getByRole('radio', { name: 'As a new group' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says on arrival that the Q&A list has untrained changes; dismissed, the notice comes back only with a row added', async () => {
    const { user } = renderBatchTest([
      untrainedStatusMock(true),
      runsMock([aRun()]),
      resultsMock([passedRow, failedRow]),
      groupsMock(),
      mockOperation(BatchTest_AddToQaDocument, { input: { botId: 'bot-1', runId: 'run-1', position: 2, groupId: 'g-parking' } }, { result: addedGroup('g-parking', ['Is there parking?', 'where do I leave my car'], []) }),
    ]);
    expect(await screen.findByText('The Q&A list has untrained changes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Train now' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('The Q&A list has untrained changes')).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Add “where do I leave my car” to the Q&A set' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to the Q&A set' });
    await user.click(await within(dialog).findByRole('radio', { name: /Is there parking\?/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('The Q&A list has untrained changes')).toBeInTheDocument();
  });

  it('shows no notice on arrival when the Q&A list is trained', async () => {
    renderBatchTest([runsMock([aRun()]), resultsMock([passedRow, failedRow])]);
    expect(await screen.findByRole('table', { name: 'Results' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('The Q&A list has untrained changes')).not.toBeInTheDocument();
  });

  it("downloads the results with the header row in the console's language, the one switched to included", async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: false, status: 500, headers: { get: () => 'application/json' }, json: async () => ({ error: { code: 'INTERNAL' } }) });
    Object.assign(globalThis, { fetch: fetchMock });
    const { user } = renderBatchTest([runsMock([aRun()]), resultsMock([passedRow, failedRow])]);
    await user.click(await screen.findByRole('button', { name: 'Export results CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred, please try again later.');
    expect(fetchMock).toHaveBeenLastCalledWith('/downloads/batch-test/bot-1/run-1.csv?language=en', { credentials: 'same-origin' });
    await act(() => i18n.changeLanguage('tw'));
    await user.click(screen.getByRole('button', { name: '匯出結果 CSV' }));
    await waitFor(() => expect(fetchMock).toHaveBeenLastCalledWith('/downloads/batch-test/bot-1/run-1.csv?language=tw', { credentials: 'same-origin' }));
  });

  it('asks before discarding a picked group, and closes an untouched dialog at once', async () => {
    const { user } = renderBatchTest([runsMock([aRun()]), resultsMock([passedRow, failedRow]), groupsMock()]);
    await expectAsksBeforeDiscarding({
      user,
      name: 'Add to the Q&A set',
      open: async () => {
        await user.click(await screen.findByRole('button', { name: 'Add “where do I leave my car” to the Q&A set' }));
        const dialog = await screen.findByRole('dialog', { name: 'Add to the Q&A set' });
        // Its groups read before it closes: a read cut short by closing is made again, and the mock answers once.
        await within(dialog).findByRole('radio', { name: /Is there parking\?/ });
        return dialog;
      },
      change: async (dialog) => {
        const parking = within(dialog).getByRole('radio', { name: /Is there parking\?/ });
        await user.click(parking);
        return () => expect(parking).toBeChecked();
      },
    });
  });

  it('compares a run with the previous run of the same file: rows fixed and broken; a broken row the bot misses is added to the Q&A set from there', async () => {
    const added = jest.fn(() => addedGroup('g-hours', ['What are your opening hours?', 'when are you open'], ['We open 08:00-20:00 every day.']));
    const { user } = renderBatchTest([
      runsMock([aRun({ id: 'run-2', previousRunId: 'run-1', createdAt: '2026-11-23T04:00:00.000Z' }), aRun()]),
      resultsMock([passedRow], 'all', 'run-2'),
      mockOperation(BatchTest_LikelyGroupsDocument, { botId: 'bot-1', runId: 'run-2', position: 3 }, {
        result: { data: { batchTestRowLikelyGroups: [{ __typename: 'HistoryGroupRef', id: 'g-hours', key: 'hours', question: 'What are your opening hours?' }] } },
      }),
      mockOperation(BatchTest_AddToQaDocument, { input: { botId: 'bot-1', runId: 'run-2', position: 3, groupId: 'g-hours' } }, { result: added }),
      mockOperation(BatchTest_ComparisonDocument, { botId: 'bot-1', runId: 'run-2', otherRunId: 'run-1' }, {
        result: {
          data: {
            batchTestComparison: {
              __typename: 'BatchTestComparison',
              runId: 'run-2',
              otherRunId: 'run-1',
              fixed: [
                {
                  __typename: 'BatchTestRowChange',
                  position: 2,
                  question: 'where do I leave my car',
                  expectedAnswer: 'behind the shop',
                  before: { __typename: 'BatchTestRowOutcome', reply: 'Did you mean:', answerStatus: 'OPTIONS', passed: false },
                  after: { __typename: 'BatchTestRowOutcome', reply: 'Free parking behind the shop.', answerStatus: 'ANSWERED', passed: true },
                },
              ],
              broken: [
                {
                  __typename: 'BatchTestRowChange',
                  position: 3,
                  question: 'when are you open',
                  expectedAnswer: '08:00',
                  before: { __typename: 'BatchTestRowOutcome', reply: 'We open 08:00-20:00 every day.', answerStatus: 'ANSWERED', passed: true },
                  after: { __typename: 'BatchTestRowOutcome', reply: 'Did you mean:', answerStatus: 'OPTIONS', passed: false },
                },
                {
                  // Broken only in that the run was stopped before it: nothing to teach.
                  __typename: 'BatchTestRowChange',
                  position: 4,
                  question: 'do you deliver',
                  expectedAnswer: null,
                  before: { __typename: 'BatchTestRowOutcome', reply: 'We deliver within the city.', answerStatus: 'ANSWERED', passed: null },
                  after: { __typename: 'BatchTestRowOutcome', reply: null, answerStatus: null, passed: null },
                },
              ],
            },
          },
        },
      }),
    ]);
    expect(await screen.findByRole('table', { name: 'Earlier tests' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Compare with previous run' }));
    const fixed = await screen.findByRole('region', { name: 'Fixed' });
    expect(fixed).toHaveTextContent('where do I leave my car');
    expect(within(fixed).getByText('Did you mean:')).toBeInTheDocument();
    expect(within(fixed).getByText('Free parking behind the shop.')).toBeInTheDocument();
    expect(within(fixed).getByText('Passed')).toBeInTheDocument();
    // A fixed row has nothing to add.
    expect(within(fixed).queryByRole('button')).not.toBeInTheDocument();

    const broken = screen.getByRole('region', { name: 'Broken' });
    expect(within(broken).getAllByRole('article')).toHaveLength(2);
    expect(within(broken).getAllByRole('button')).toHaveLength(1);
    await user.click(within(broken).getByRole('button', { name: 'Add “when are you open” to the Q&A set' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to the Q&A set' });
    expect(dialog).toHaveTextContent('when are you open');
    await user.click(await within(dialog).findByRole('radio', { name: /What are your opening hours\?/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Added as a phrasing of “What are your opening hours?”.')).toBeInTheDocument();
    expect(added).toHaveBeenCalledTimes(1);
  });
});
