import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  BotAutoFaq_ChatbotDocument,
  BotAutoFaq_DataDocument,
  BotAutoFaq_DeleteDocument,
  BotAutoFaq_SetActiveDocument,
  BotAutoFaq_TestDocument,
  BotAutoFaq_UploadDocument,
  type BotAutoFaq_DataQuery,
  type BotAutoFaq_DeleteMutation,
  type BotAutoFaq_FileFragment,
  type BotAutoFaq_SetActiveMutation,
  type BotAutoFaq_TestMutation,
  type BotAutoFaq_UploadMutation,
} from '../../__generated__/graphql';
import { keepThenConfirm, pressing } from '../../test/confirm-dialog-kit';
import { failure, mockOperation, type MockResult } from '../../test/factories';
import { renderPage, type Mocks } from '../../test/render';
import { AutoFaqPage } from './AutoFaqPage';

function aFile(overrides: Partial<BotAutoFaq_FileFragment> = {}): BotAutoFaq_FileFragment {
  return { __typename: 'AutoFaqFile', id: 'a1', fileName: 'answers.csv', active: true, answerCount: 12, size: 2048, updatedAt: '2026-11-22T04:00:00.000Z', ...overrides };
}

const data = (files: BotAutoFaq_FileFragment[]): BotAutoFaq_DataQuery['autoFaq'] => ({
  __typename: 'AutoFaqData',
  botId: 'bot-1',
  answerCount: files.filter((file) => file.active).reduce((sum, file) => sum + file.answerCount, 0),
  files,
});
const dataMock = (files: BotAutoFaq_FileFragment[]) =>
  mockOperation(BotAutoFaq_DataDocument, { botId: 'bot-1' }, {
    result: { data: { autoFaq: data(files) } },
    maxUsageCount: 10,
  });
const chatbotMock = mockOperation(BotAutoFaq_ChatbotDocument, { id: 'bot-1' }, { result: { data: { chatbot: { __typename: 'Chatbot', id: 'bot-1', name: 'Museum bot' } } } });

function renderAutoFaq(mocks: Mocks) {
  return renderPage(<AutoFaqPage />, { route: '/dashboard/bot/bot-1/autofaq', path: '/dashboard/bot/:id/autofaq', mocks: [chatbotMock, ...mocks] });
}

const shortlist: BotAutoFaq_TestMutation['testAutoFaq']['shortlist'] = [
  { __typename: 'AutoFaqCandidate', answerId: 'ans-1', fileName: 'answers.csv', title: 'Hours', text: 'We open at 9:00.', score: 0.78, confidence: 0.64 },
  { __typename: 'AutoFaqCandidate', answerId: 'ans-2', fileName: 'answers.csv', title: 'Tickets', text: 'Tickets cost 300.', score: 0.22, confidence: 0.18 },
];

describe('AutoFAQ page', () => {
  it('lists each answer set with its answer count and a switch named after it, and the active total', async () => {
    renderAutoFaq([dataMock([aFile(), aFile({ id: 'a2', fileName: 'old.csv', active: false, answerCount: 4 })])]);
    const row = await screen.findByRole('row', { name: /answers\.csv/ });
    expect(row).toHaveTextContent('12');
    expect(within(row).getByRole('switch', { name: 'Active: answers.csv' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Active: old.csv' })).not.toBeChecked();
    expect(screen.getByText(/12 answers in active sets\./)).toBeInTheDocument();
    // A long name wraps rather than push the counts and switches off the screen.
    expect(within(row).getByText('answers.csv')).toHaveStyle({ overflowWrap: 'anywhere' });
  });

  it('shows an empty state with the upload action when there is no answer set', async () => {
    renderAutoFaq([dataMock([])]);
    expect(await screen.findByRole('heading', { name: 'No answer sets yet' })).toBeInTheDocument();
  });

  it('sends the active switch', async () => {
    const sent = jest.fn((): MockResult<BotAutoFaq_SetActiveMutation> => ({ data: { setAutoFaqFileActive: { __typename: 'AutoFaqDataPayload', data: data([aFile({ active: false })]) } } }));
    const { user } = renderAutoFaq([dataMock([aFile()]), mockOperation(BotAutoFaq_SetActiveDocument, { input: { botId: 'bot-1', fileId: 'a1', active: false } }, { result: sent })]);
    await user.click(await screen.findByRole('switch', { name: 'Active: answers.csv' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active: answers.csv' })).not.toBeChecked());
  });

  it('deletes an answer set after confirmation in an alertdialog (Escape and Cancel keep it)', async () => {
    const sent = jest.fn((): MockResult<BotAutoFaq_DeleteMutation> => ({ data: { deleteAutoFaqFile: { __typename: 'AutoFaqDataPayload', data: data([]) } } }));
    const { user } = renderAutoFaq([dataMock([aFile()]), mockOperation(BotAutoFaq_DeleteDocument, { input: { botId: 'bot-1', fileId: 'a1' } }, { result: sent })]);
    const remove = await screen.findByRole('button', { name: 'Delete answers.csv' });
    await keepThenConfirm({
      user,
      ask: pressing(user, () => remove),
      name: 'Delete answer set',
      description: 'Delete answers.csv and its answers?',
      keep: 'Cancel',
      kept: () => expect(sent).not.toHaveBeenCalled(),
      confirm: 'Delete',
    });
    await waitFor(() => expect(sent).toHaveBeenCalled());
  });

  it('warns before replacing an answer set of the same name in an alertdialog naming it (Escape and Cancel send nothing), then uploads with overwrite', async () => {
    const csv = 'title,answer\nHours,We open at 9:00.\n';
    const uploaded = jest.fn((): MockResult<BotAutoFaq_UploadMutation> => ({ data: { uploadAutoFaqFile: { __typename: 'AutoFaqDataPayload', data: data([aFile()]) } } }));
    const { user } = renderAutoFaq([
      dataMock([aFile()]),
      mockOperation(BotAutoFaq_UploadDocument, { input: { botId: 'bot-1', overwrite: true, file: { fileName: 'answers.csv', contentType: 'text/csv', base64: Buffer.from(csv).toString('base64') } } }, {
        result: uploaded,
      }),
    ]);
    await screen.findByRole('row', { name: /answers\.csv/ });
    // As in a browser, the file picker leaves focus on the button that opened it.
    const chooseAnswers = async () => {
      const open = screen.getByRole('button', { name: 'Upload answer set' });
      await user.click(open);
      fireEvent.change(screen.getByLabelText('Answer set CSV'), { target: { files: [new File([csv], 'answers.csv', { type: 'text/csv' })] } });
      return open;
    };
    await keepThenConfirm({
      user,
      ask: chooseAnswers,
      name: 'Replace the answer set?',
      description: 'An answer set with this name already exists. Uploading replaces it. answers.csv',
      keep: 'Cancel',
      kept: () => expect(uploaded).not.toHaveBeenCalled(),
      confirm: 'Replace',
    });
    await waitFor(() => expect(uploaded).toHaveBeenCalled());
  });

  it('refuses a file that is not a CSV without sending it', async () => {
    const sent = jest.fn(() => ({ data: null }));
    const { user } = renderAutoFaq([dataMock([]), mockOperation(BotAutoFaq_UploadDocument, () => true, { result: sent })]);
    await user.upload(await screen.findByLabelText('Answer set CSV'), new File(['x'], 'answers.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('answers.txt: an answer set must be a .csv file.');
    expect(sent).not.toHaveBeenCalled();
  });

  it('tests a question: the shortlist with scores, the chosen answer and that the model chose it', async () => {
    const { user } = renderAutoFaq([
      dataMock([aFile()]),
      mockOperation(BotAutoFaq_TestDocument, { input: { botId: 'bot-1', question: 'When do you open?' } }, {
        result: { data: { testAutoFaq: { __typename: 'AutoFaqTestResult', question: 'When do you open?', chosenAnswerId: 'ans-1', chosenBy: 'model', modelError: null, verdict: 'ANSWER', soleSource: false, shortlist } } },
      }),
    ]);
    await user.type(await screen.findByRole('textbox', { name: 'Question' }), 'When do you open?');
    await user.click(screen.getByRole('button', { name: 'Test' }));
    const list = await screen.findByRole('list', { name: 'Shortlist' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Hours');
    expect(items[0]).toHaveTextContent('Score 0.78');
    expect(items[0]).toHaveTextContent('Confidence 0.64');
    expect(items[1]).toHaveTextContent('Score 0.22');
    expect(items[1]).toHaveTextContent('Confidence 0.18');
    expect(screen.getByText('Would answer (confidence 0.64)')).toBeInTheDocument();
    expect(screen.getByText('Chosen by the model')).toBeInTheDocument();
    expect(screen.getAllByText('We open at 9:00.')).toHaveLength(2);
  });

  describe("the verdict by the bot's thresholds", () => {
    type Verdict = BotAutoFaq_TestMutation['testAutoFaq']['verdict'];
    async function tested(verdict: Verdict, chosenAnswerId: string | null, soleSource = false) {
      const { user } = renderAutoFaq([
        dataMock([aFile()]),
        mockOperation(BotAutoFaq_TestDocument, { input: { botId: 'bot-1', question: 'Hours?' } }, {
          result: { data: { testAutoFaq: { __typename: 'AutoFaqTestResult', question: 'Hours?', chosenAnswerId, chosenBy: 'retrieval', modelError: null, verdict, soleSource, shortlist } } },
        }),
      ]);
      await user.type(await screen.findByRole('textbox', { name: 'Question' }), 'Hours?');
      await user.click(screen.getByRole('button', { name: 'Test' }));
      await screen.findByRole('list', { name: 'Shortlist' });
    }
    const noneFits = 'No AutoFAQ answer fits; the Q&A list or the knowledge files may answer, otherwise the bot replies with its failed message.';
    const byThresholds = "Judged by the bot's answer and suggestion thresholds, on the confidence scale every answer source shares.";

    it('gives the best answer when it is confident enough, even where the old AutoFAQ rule chose none', async () => {
      await tested('ANSWER', null);
      expect(screen.getByText('Would answer (confidence 0.64)')).toBeInTheDocument();
      expect(screen.getAllByText('We open at 9:00.')).toHaveLength(2);
      expect(screen.queryByText(noneFits)).not.toBeInTheDocument();
    });

    it('says the best answer would be offered as a button when it reaches only the suggest threshold', async () => {
      await tested('SUGGEST', null);
      expect(screen.getByText('Would be offered as a suggestion (confidence 0.64)')).toBeInTheDocument();
      expect(screen.getByText('Offered as a button: “Hours”')).toBeInTheDocument();
      expect(screen.queryByText(noneFits)).not.toBeInTheDocument();
    });

    it('says no answer fits only when not confident enough', async () => {
      await tested('NONE', null);
      expect(screen.getByText('Not confident enough to answer (confidence 0.64)')).toBeInTheDocument();
      expect(screen.getByText(noneFits)).toBeInTheDocument();
      expect(screen.getByText(byThresholds)).toBeInTheDocument();
    });

    it("names AutoFAQ's own rule, and the failed message, when AutoFAQ is the bot's only source", async () => {
      await tested('NONE', null, true);
      expect(
        screen.getByText("AutoFAQ is this bot's only source, so it answers by its own rule: with its best answer when retrieval scores it 0.20 or more (or with the language model's pick), and never offers buttons."),
      ).toBeInTheDocument();
      expect(screen.getByText('No answer fits; the bot replies with its failed message.')).toBeInTheDocument();
      expect(screen.queryByText(byThresholds)).not.toBeInTheDocument();
      expect(screen.queryByText(noneFits)).not.toBeInTheDocument();
    });
  });

  it('says retrieval chose when the model failed, and why', async () => {
    const { user } = renderAutoFaq([
      dataMock([aFile()]),
      mockOperation(BotAutoFaq_TestDocument, { input: { botId: 'bot-1', question: 'Hours?' } }, {
        result: { data: { testAutoFaq: { __typename: 'AutoFaqTestResult', question: 'Hours?', chosenAnswerId: 'ans-1', chosenBy: 'retrieval', modelError: 'The language model timed out', verdict: 'ANSWER', soleSource: false, shortlist } } },
      }),
    ]);
    await user.type(await screen.findByRole('textbox', { name: 'Question' }), 'Hours?');
    await user.click(screen.getByRole('button', { name: 'Test' }));
    expect(await screen.findByText('Chosen by retrieval')).toBeInTheDocument();
    expect(screen.getByText('The language model timed out')).toBeInTheDocument();
  });
  it('shows a refused answer set with the file, the reason and the row', async () => {
    const csv = 'title,answer\nHours,\n';
    const { user } = renderAutoFaq([
      dataMock([]),
      mockOperation(BotAutoFaq_UploadDocument, () => true, {
        result: failure('KNOWLEDGE_FILE_INVALID', { file: 'broken.csv', reason: 'empty', location: { row: 2 } }),
      }),
    ]);
    await user.upload(await screen.findByLabelText('Answer set CSV'), new File([csv], 'broken.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('broken.csv was refused. The file, or a required cell in it, is empty. (row 2)');
  });

  it("words a refused answer set's columns as the answer set's, not a knowledge file's", async () => {
    const { user } = renderAutoFaq([
      dataMock([]),
      mockOperation(BotAutoFaq_UploadDocument, () => true, {
        result: failure('KNOWLEDGE_FILE_INVALID', { file: 'columns.csv', reason: 'csv_columns', location: { row: 1 } }),
      }),
    ]);
    await user.upload(await screen.findByLabelText('Answer set CSV'), new File(['title,text\nHours,9\n'], 'columns.csv', { type: 'text/csv' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('the header row needs an answer (or content) column');
    expect(alert).not.toHaveTextContent('Content');
  });
});
