import { screen, waitFor, within } from '@testing-library/react';
import {
  BotAutoQa_ApplyOptimizationDocument,
  BotAutoQa_ChatbotDocument,
  BotAutoQa_DataDocument,
  BotAutoQa_DiscardOptimizationDocument,
  BotAutoQa_IngestProgressDocument,
  BotAutoQa_LlmDocument,
  BotAutoQa_OptimizationProgressDocument,
  BotAutoQa_OptimizationDocument,
  BotAutoQa_RetryDocument,
  BotAutoQa_SetActiveDocument,
  BotAutoQa_StartOptimizationDocument,
  BotAutoQa_TestRetrievalDocument,
  BotAutoQa_UpdateDataDocument,
  BotAutoQa_UploadDocument,
  type BotAutoQa_ApplyOptimizationMutation,
  type BotAutoQa_DiscardOptimizationMutation,
  type BotAutoQa_FileFragment,
  type BotAutoQa_OptimizationFragment,
  type BotAutoQa_OptimizationQuery,
  type BotAutoQa_RetryMutation,
  type BotAutoQa_SetActiveMutation,
  type BotAutoQa_StartOptimizationMutation,
  type BotAutoQa_UpdateDataMutation,
  type BotAutoQa_UploadMutation,
  type SourceVerdict,
} from '../../__generated__/graphql';
import { expectAsksBeforeDiscarding } from '../../test/discard-guard-kit';
import { failure, mockOperation, type MockResult } from '../../test/factories';
import { renderPage, type Mocks } from '../../test/render';
import { AutoQaPage } from './AutoQaPage';

function aFile(overrides: Partial<BotAutoQa_FileFragment> = {}): BotAutoQa_FileFragment {
  return {
    __typename: 'KnowledgeFile',
    id: 'f1',
    fileName: 'hours.txt',
    description: 'Museum hours',
    summary: 'The museum opens at 9:00.',
    prompt: '',
    active: true,
    status: 'ready',
    step: 'done',
    progress: 1,
    failureReason: null,
    chunkCount: 2,
    size: 120,
    updatedAt: '2026-11-22T04:00:00.000Z',
    ...overrides,
  };
}

function aJob(overrides: Partial<BotAutoQa_OptimizationFragment> = {}): BotAutoQa_OptimizationFragment {
  return {
    __typename: 'PromptOptimization',
    id: 'opt-1',
    state: 'success',
    progress: 1,
    step: 'done',
    message: '',
    rowCount: 12,
    beforeScore: 0.41,
    afterScore: 0.73,
    proposedPrompt: 'Answer with the exact opening hours.',
    decision: 'pending',
    createdAt: '2026-11-22T04:00:00.000Z',
    finishedAt: '2026-11-22T04:01:00.000Z',
    ...overrides,
  };
}

const dataMock = (files: BotAutoQa_FileFragment[], prompt = '') =>
  mockOperation(BotAutoQa_DataDocument, { botId: 'bot-1' }, {
    result: { data: { autoQa: { __typename: 'AutoQaData', botId: 'bot-1', prompt, files } } },
    maxUsageCount: 10,
  });
const llmMock = (configured: boolean) =>
  mockOperation(BotAutoQa_LlmDocument, {}, {
    result: { data: { userConfig: { __typename: 'UserConfig', llm: { __typename: 'LlmStatus', configured, model: configured ? 'gpt-test' : null } } } },
    maxUsageCount: 10,
  });
const optimizationResult = (optimization: BotAutoQa_OptimizationFragment | null, usedToday = 1, dailyLimit = 3): MockResult<BotAutoQa_OptimizationQuery> => ({
  data: { promptOptimization: { __typename: 'PromptOptimizationStatus', botId: 'bot-1', optimization, dailyLimit, usedToday } },
});
const optimizationMock = (optimization: BotAutoQa_OptimizationFragment | null, usedToday = 1, dailyLimit = 3) =>
  mockOperation(BotAutoQa_OptimizationDocument, { botId: 'bot-1' }, { result: optimizationResult(optimization, usedToday, dailyLimit), maxUsageCount: 10 });
const chatbotMock = mockOperation(BotAutoQa_ChatbotDocument, { id: 'bot-1' }, { result: { data: { chatbot: { __typename: 'Chatbot', id: 'bot-1', name: 'Museum bot' } } } });

function renderAutoQa(mocks: Mocks) {
  return renderPage(<AutoQaPage />, { route: '/dashboard/bot/bot-1/autoqa', path: '/dashboard/bot/:id/autoqa', mocks: [chatbotMock, ...mocks] });
}

type User = ReturnType<typeof renderAutoQa>['user'];

async function chooseFiles(user: User, files: File[]) {
  await user.upload(await screen.findByLabelText('Knowledge files', { selector: 'input' }), files);
}

const base64 = (text: string) => Buffer.from(text).toString('base64');

describe('AutoQA page: knowledge files', () => {
  it('lists each file with its description, summary, status, chunk count and a switch named after it', async () => {
    renderAutoQa([dataMock([aFile(), aFile({ id: 'f2', fileName: 'faq.csv', status: 'failed', failureReason: 'The PDF has no text', chunkCount: 0 })]), llmMock(false)]);
    const row = await screen.findByRole('row', { name: /hours\.txt/ });
    expect(row).toHaveTextContent('Museum hours');
    expect(row).toHaveTextContent('The museum opens at 9:00.');
    expect(row).toHaveTextContent('Ready');
    expect(within(row).getByRole('switch', { name: 'Active: hours.txt' })).toBeChecked();
    const failed = screen.getByRole('row', { name: /faq\.csv/ });
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('The PDF has no text');
  });

  it('shows an empty state with the upload action when there are no files', async () => {
    renderAutoQa([dataMock([]), llmMock(false)]);
    expect(await screen.findByRole('heading', { name: 'No knowledge files yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Upload files' })).toHaveLength(2);
  });

  it('sends the active switch of the file', async () => {
    const sent = jest.fn((): MockResult<BotAutoQa_SetActiveMutation> => ({ data: { setKnowledgeFileActive: { __typename: 'KnowledgeFilePayload', file: { __typename: 'KnowledgeFile', id: 'f1', active: false } } } }));
    const { user } = renderAutoQa([
      dataMock([aFile()]),
      llmMock(false),
      mockOperation(BotAutoQa_SetActiveDocument, { input: { botId: 'bot-1', fileId: 'f1', active: false } }, { result: sent }),
    ]);
    await user.click(await screen.findByRole('switch', { name: 'Active: hours.txt' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active: hours.txt' })).not.toBeChecked());
  });

  it('retries a failed file', async () => {
    const sent = jest.fn((): MockResult<BotAutoQa_RetryMutation> => ({ data: { retryKnowledgeFile: { __typename: 'KnowledgeFilePayload', file: aFile({ status: 'pending', step: 'queued', progress: 0 }) } } }));
    const { user } = renderAutoQa([
      dataMock([aFile({ status: 'failed', failureReason: 'Embedding service unavailable' })]),
      llmMock(false),
      mockOperation(BotAutoQa_RetryDocument, { input: { botId: 'bot-1', fileId: 'f1' } }, { result: sent }),
      mockOperation(BotAutoQa_IngestProgressDocument, { botId: 'bot-1' }, { result: { data: { knowledgeIngestProgress: aFile({ status: 'processing', step: 'chunk', progress: 0.5 }) } } }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Retry hours.txt' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(await screen.findByRole('progressbar', { name: 'hours.txt: 50% processed' })).toBeInTheDocument();
  });
});

describe('AutoQA page: uploads', () => {
  it('refuses a file of the wrong type or over 5 MB without sending anything', async () => {
    const sent = jest.fn(() => ({ data: null }));
    const { user } = renderAutoQa([dataMock([]), llmMock(false), mockOperation(BotAutoQa_UploadDocument, () => true, { result: sent })]);
    await chooseFiles(user, [new File(['MZ'], 'tool.exe'), new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.txt', { type: 'text/plain' })]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('tool.exe: only CSV, TXT, DOCX and PDF files can be uploaded.');
    expect(alert).toHaveTextContent('big.txt: the file is larger than 5 MB.');
    expect(sent).not.toHaveBeenCalled();
  });

  it('refuses files over 20 MB in all, the one request they go in, without sending anything', async () => {
    const sent = jest.fn(() => ({ data: null }));
    const { user } = renderAutoQa([dataMock([]), llmMock(false), mockOperation(BotAutoQa_UploadDocument, () => true, { result: sent })]);
    const sized = (name: string) => {
      const file = new File(['text'], name, { type: 'text/plain' });
      Object.defineProperty(file, 'size', { value: 5 * 1024 * 1024 });
      return file;
    };
    await chooseFiles(user, ['a.txt', 'b.txt', 'c.txt', 'd.txt', 'e.txt'].map(sized));
    expect(await screen.findByRole('alert')).toHaveTextContent('e.txt: the chosen files together pass 20 MB. Upload them a few at a time.');
    expect(sent).not.toHaveBeenCalled();
  });

  it('shows a refusal with the file, the reason in the user’s language and the row', async () => {
    const csv = 'Content\nShort.\n';
    const { user } = renderAutoQa([
      dataMock([]),
      llmMock(false),
      mockOperation(BotAutoQa_UploadDocument, { input: { botId: 'bot-1', overwrite: false, files: [{ fileName: 'long.csv', contentType: 'text/csv', base64: base64(csv) }] } }, {
        result: failure('KNOWLEDGE_FILE_INVALID', { file: 'long.csv', reason: 'cell_too_long', location: { row: 3 } }),
      }),
    ]);
    await chooseFiles(user, [new File([csv], 'long.csv', { type: 'text/csv' })]);
    expect(await screen.findByRole('alert')).toHaveTextContent('long.csv was refused. A cell is 300 tokens or longer. (row 3)');
  });

  it('warns before replacing a file of the same name, then uploads with overwrite', async () => {
    const uploaded = jest.fn((): MockResult<BotAutoQa_UploadMutation> => ({ data: { uploadKnowledgeFiles: { __typename: 'UploadKnowledgeFilesPayload', files: [aFile({ id: 'f9', status: 'pending' })], replaced: ['hours.txt'] } } }));
    const { user } = renderAutoQa([
      dataMock([aFile()]),
      llmMock(false),
      mockOperation(BotAutoQa_UploadDocument, { input: { botId: 'bot-1', overwrite: true, files: [{ fileName: 'hours.txt', contentType: 'text/plain', base64: base64('New hours') }] } }, {
        result: uploaded,
      }),
    ]);
    await screen.findByRole('row', { name: /hours\.txt/ });
    await chooseFiles(user, [new File(['New hours'], 'hours.txt', { type: 'text/plain' })]);
    const dialog = await screen.findByRole('dialog', { name: 'Replace files?' });
    expect(dialog).toHaveTextContent('hours.txt');
    expect(uploaded).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(uploaded).toHaveBeenCalled());
  });
});

describe('AutoQA page: prompts', () => {
  it('counts the bot prompt’s tokens while typing and will not save one over 400', async () => {
    const saved = jest.fn(() => ({ data: null }));
    const { user } = renderAutoQa([dataMock([aFile()]), llmMock(false), mockOperation(BotAutoQa_UpdateDataDocument, () => true, { result: saved })]);
    const prompt = await screen.findByRole('textbox', { name: 'Bot-level prompt' });
    await user.click(prompt);
    await user.paste('Be brief.');
    expect(prompt).toHaveAccessibleDescription(expect.stringContaining('3 / 400 tokens'));
    await user.paste('長'.repeat(270));
    expect(prompt).toHaveAccessibleDescription(expect.stringContaining('408 / 400 tokens'));
    expect(screen.getByText('The prompt is over 400 tokens. Shorten it to save.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save prompt' })).toBeDisabled();
    expect(saved).not.toHaveBeenCalled();
  });

  it('saves a file’s description and prompt from its edit form', async () => {
    const saved = jest.fn((): MockResult<BotAutoQa_UpdateDataMutation> => ({
      data: { updateAutoQaData: { __typename: 'AutoQaDataPayload', data: { __typename: 'AutoQaData', botId: 'bot-1', prompt: '', files: [aFile({ prompt: 'Quote the hours.' })] } } },
    }));
    const { user } = renderAutoQa([
      dataMock([aFile()]),
      llmMock(false),
      mockOperation(BotAutoQa_UpdateDataDocument, { input: { botId: 'bot-1', files: [{ fileId: 'f1', description: 'Museum hours', prompt: 'Quote the hours.' }] } }, {
        result: saved,
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit hours.txt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit hours.txt' });
    await user.type(within(dialog).getByRole('textbox', { name: 'File prompt' }), 'Quote the hours.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
  });

  it('asks before discarding a file’s edited prompt (Escape or Cancel), and closes at once when nothing changed', async () => {
    const { user } = renderAutoQa([dataMock([aFile()]), llmMock(false)]);
    const open = async () => {
      await user.click(await screen.findByRole('button', { name: 'Edit hours.txt' }));
      return screen.findByRole('dialog', { name: 'Edit hours.txt' });
    };
    const typePrompt = async (dialog: HTMLElement) => {
      const prompt = within(dialog).getByRole('textbox', { name: 'File prompt' });
      await user.type(prompt, 'Quote the hours.');
      return () => expect(prompt).toHaveValue('Quote the hours.');
    };
    await expectAsksBeforeDiscarding({ user, name: 'Edit hours.txt', open, change: typePrompt });

    const dialog = await open();
    await typePrompt(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit hours.txt' })).not.toBeInTheDocument());
  });
});

describe('AutoQA page: retrieval test', () => {
  it('shows the chunks found with their file, place and score, and the extractive answer', async () => {
    const { user } = renderAutoQa([
      dataMock([aFile()]),
      llmMock(false),
      mockOperation(BotAutoQa_TestRetrievalDocument, { input: { botId: 'bot-1', question: 'When do you open?' } }, {
        result: {
          data: {
            testRetrieval: {
              __typename: 'RetrievalTestResult',
              question: 'When do you open?',
              answer: 'The museum opens at 9:00. (Source: hours.txt)',
              verdict: 'ANSWER',
              soleSource: false,
              chunks: [
                { __typename: 'RetrievedChunk', fileId: 'f1', fileName: 'hours.txt', ordinal: 0, location: { __typename: 'ChunkLocation', row: null, page: null, paragraph: 1 }, section: 'Opening hours', label: 'Opening hours', text: 'The museum opens at 9:00.', score: 0.82, confidence: 0.74 },
                { __typename: 'RetrievedChunk', fileId: 'f2', fileName: 'faq.csv', ordinal: 3, location: { __typename: 'ChunkLocation', row: 5, page: null, paragraph: null }, section: '', label: 'Tickets cost 300.', text: 'Tickets cost 300.', score: 0.31, confidence: 0.31 },
              ],
            },
          },
        },
      }),
    ]);
    await user.type(await screen.findByRole('textbox', { name: 'Question' }), 'When do you open?');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const chunks = await screen.findByRole('list', { name: 'Chunks found' });
    const items = within(chunks).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('hours.txt');
    expect(items[0]).toHaveTextContent('Paragraph 1');
    expect(items[0]).toHaveTextContent('Score 0.82');
    expect(items[1]).toHaveTextContent('faq.csv');
    expect(items[1]).toHaveTextContent('Row 5');
    expect(items[0]).toHaveTextContent('Confidence 0.74');
    expect(items[1]).toHaveTextContent('Confidence 0.31');
    expect(screen.getByText('Would answer (confidence 0.74)')).toBeInTheDocument();
    expect(screen.getByText('The museum opens at 9:00. (Source: hours.txt)')).toBeInTheDocument();
  });

  describe("the verdict by the bot's thresholds", () => {
    const chunk = { __typename: 'RetrievedChunk' as const, fileId: 'f1', fileName: 'hours.txt', ordinal: 0, location: { __typename: 'ChunkLocation' as const, row: null, page: null, paragraph: 1 }, section: 'Opening hours', label: 'Opening hours', text: 'The museum opens at 9:00.', score: 0.4 };
    async function searched(verdict: SourceVerdict, answer: string | null, confidence: number, shown: Partial<typeof chunk> = {}, soleSource = false) {
      const { user } = renderAutoQa([
        dataMock([aFile()]),
        llmMock(false),
        mockOperation(BotAutoQa_TestRetrievalDocument, { input: { botId: 'bot-1', question: 'Hours?' } }, {
          result: { data: { testRetrieval: { __typename: 'RetrievalTestResult', question: 'Hours?', answer, verdict, soleSource, chunks: [{ ...chunk, ...shown, confidence }] } } },
        }),
      ]);
      await user.type(await screen.findByRole('textbox', { name: 'Question' }), 'Hours?');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await screen.findByRole('list', { name: 'Chunks found' });
    }
    const notCovered = 'The knowledge files do not answer this question; the Q&A list or AutoFAQ may, otherwise the bot replies with its failed message.';
    const byThresholds = "Judged by the bot's answer and suggestion thresholds, on the confidence scale every answer source shares.";

    it('answers with the best chunk when it is confident enough, even where the old AutoQA rule had no answer', async () => {
      await searched('ANSWER', null, 0.4);
      expect(screen.getByText('Would answer (confidence 0.40)')).toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'Retrieval test' })).getAllByText('The museum opens at 9:00.')).toHaveLength(2);
      expect(screen.queryByText(notCovered)).not.toBeInTheDocument();
    });

    it('says the best chunk would be offered as a button, with its label, when it reaches only the suggest threshold', async () => {
      await searched('SUGGEST', null, 0.2, { section: '', label: 'When does the museum open?' });
      expect(screen.getByText('Would be offered as a suggestion (confidence 0.20)')).toBeInTheDocument();
      expect(screen.getByText('Offered as a button: “When does the museum open?”')).toBeInTheDocument();
      expect(screen.queryByText(notCovered)).not.toBeInTheDocument();
    });

    it('says the knowledge does not cover the question only when not confident enough', async () => {
      await searched('NONE', 'The museum opens at 9:00. (Source: hours.txt)', 0.05);
      expect(screen.getByText('Not confident enough to answer (confidence 0.05)')).toBeInTheDocument();
      expect(screen.getByText(notCovered)).toBeInTheDocument();
      expect(screen.getByText(byThresholds)).toBeInTheDocument();
    });

    it("names the knowledge's own rule, and the failed message, when the knowledge is the bot's only source", async () => {
      await searched('NONE', null, 0.05, {}, true);
      expect(screen.getByText(/^The knowledge files are this bot's only source, so they answer by their own rule/)).toBeInTheDocument();
      expect(screen.getByText('The knowledge files do not answer this question; the bot replies with its failed message.')).toBeInTheDocument();
      expect(screen.queryByText(byThresholds)).not.toBeInTheDocument();
      expect(screen.queryByText(notCovered)).not.toBeInTheDocument();
    });
  });
});

// The optimisation panel waits on three queries in a row (bot, model status, optimisation) on a busy machine.
const SLOW = { timeout: 20_000 };

describe('AutoQA page: prompt optimization', () => {
  it('says a language model is needed and keeps the upload disabled without one', async () => {
    renderAutoQa([dataMock([aFile()]), llmMock(false)]);
    expect(await screen.findByText('Prompt optimization needs a language model. Ask your administrator to configure one.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload optimization CSV' })).toBeDisabled();
  });

  it('shows the daily use, the scores and the proposed prompt, and applies it', async () => {
    const applied = jest.fn((): MockResult<BotAutoQa_ApplyOptimizationMutation> => ({ data: { applyPromptOptimization: { __typename: 'PromptOptimizationPayload', optimization: aJob({ decision: 'applied' }) } } }));
    const { user } = renderAutoQa([
      dataMock([aFile()]),
      llmMock(true),
      optimizationMock(aJob()),
      mockOperation(BotAutoQa_ApplyOptimizationDocument, { input: { botId: 'bot-1', optimizationId: 'opt-1' } }, { result: applied }),
    ]);
    expect(await screen.findByText('Used 1 of 3 today', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Before: 41%')).toBeInTheDocument();
    expect(screen.getByText('After: 73%')).toBeInTheDocument();
    expect(screen.getByText('Answer with the exact opening hours.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(applied).toHaveBeenCalled());
    expect(await screen.findByText('Applied')).toBeInTheDocument();
  });

  it('discards the proposal', async () => {
    const discarded = jest.fn((): MockResult<BotAutoQa_DiscardOptimizationMutation> => ({ data: { discardPromptOptimization: { __typename: 'PromptOptimizationPayload', optimization: aJob({ decision: 'discarded' }) } } }));
    const { user } = renderAutoQa([
      dataMock([aFile()]),
      llmMock(true),
      optimizationMock(aJob()),
      mockOperation(BotAutoQa_DiscardOptimizationDocument, { input: { botId: 'bot-1', optimizationId: 'opt-1' } }, { result: discarded }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Discard' }, SLOW));
    await waitFor(() => expect(discarded).toHaveBeenCalled());
    expect(await screen.findByText('Discarded')).toBeInTheDocument();
  });

  it('says the daily limit is reached and will not start another', async () => {
    renderAutoQa([dataMock([aFile()]), llmMock(true), optimizationMock(null, 3, 3)]);
    expect(await screen.findByText('Daily optimization limit reached. Please try again tomorrow', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload optimization CSV' })).toBeDisabled();
  });
  it('starts from a CSV, follows the live progress and shows the proposal', async () => {
    const csv = 'question,answer\nWhen do you open?,At 9:00.\n';
    // The mocked server moves on as the real one does, so every refetch of the panel reads the job's state of
    // that moment (a fixed "no job yet" answer made the proposal vanish again whenever a refetch came last).
    const running = aJob({ state: 'running', progress: 0.25, step: 'baseline', beforeScore: null, afterScore: null, proposedPrompt: null, finishedAt: null });
    let job: BotAutoQa_OptimizationFragment | null = null;
    const { user } = renderAutoQa([
      dataMock([aFile()]),
      llmMock(true),
      { ...optimizationMock(null, 0, 3), result: () => optimizationResult(job, job ? 1 : 0, 3) },
      mockOperation(BotAutoQa_StartOptimizationDocument, { input: { botId: 'bot-1', file: { fileName: 'opt.csv', contentType: 'text/csv', base64: base64(csv) } } }, {
        result: (): MockResult<BotAutoQa_StartOptimizationMutation> => {
          job = running;
          return { data: { startPromptOptimization: { __typename: 'PromptOptimizationPayload', optimization: running } } };
        },
      }),
      mockOperation(BotAutoQa_OptimizationProgressDocument, { botId: 'bot-1' }, {
        result: () => {
          job = aJob();
          return { data: { promptOptimizationProgress: job } };
        },
      }),
    ]);
    await user.upload(await screen.findByLabelText('Optimization CSV', undefined, SLOW), new File([csv], 'opt.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Answer with the exact opening hours.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('After: 73%')).toBeInTheDocument();
  });

  it('shows the §8 message when the daily limit is reached on starting', async () => {
    const csv = 'question,answer\nWhen do you open?,At 9:00.\n';
    const { user } = renderAutoQa([
      dataMock([aFile()]),
      llmMock(true),
      optimizationMock(null, 2, 3),
      mockOperation(BotAutoQa_StartOptimizationDocument, () => true, { result: failure('OPTIMIZATION_LIMIT_REACHED') }),
    ]);
    await user.upload(await screen.findByLabelText('Optimization CSV', undefined, SLOW), new File([csv], 'opt.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Daily optimization limit reached. Please try again tomorrow');
  });
});
