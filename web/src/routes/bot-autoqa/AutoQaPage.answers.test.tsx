// The AutoQA page's retrieval test and prompt optimization: trying a question on the knowledge, and tuning the prompt.
import { screen, waitFor, within } from '@testing-library/react';
import {
  BotAutoQa_ApplyOptimizationDocument,
  BotAutoQa_DiscardOptimizationDocument,
  BotAutoQa_OptimizationProgressDocument,
  BotAutoQa_OptimizationDocument,
  BotAutoQa_StartOptimizationDocument,
  BotAutoQa_TestRetrievalDocument,
  type BotAutoQa_ApplyOptimizationMutation,
  type BotAutoQa_DiscardOptimizationMutation,
  type BotAutoQa_OptimizationFragment,
  type BotAutoQa_OptimizationQuery,
  type BotAutoQa_StartOptimizationMutation,
  type SourceVerdict,
} from '../../__generated__/graphql';
import { aFile, base64, dataMock, llmMock, renderAutoQa } from '../../test/autoqa-page-kit';
import { failure, mockOperation, type MockResult } from '../../test/factories';

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

const optimizationResult = (optimization: BotAutoQa_OptimizationFragment | null, usedToday = 1, dailyLimit = 3): MockResult<BotAutoQa_OptimizationQuery> => ({
  data: { promptOptimization: { __typename: 'PromptOptimizationStatus', botId: 'bot-1', optimization, dailyLimit, usedToday } },
});
const optimizationMock = (optimization: BotAutoQa_OptimizationFragment | null, usedToday = 1, dailyLimit = 3) =>
  mockOperation(BotAutoQa_OptimizationDocument, { botId: 'bot-1' }, { result: optimizationResult(optimization, usedToday, dailyLimit), maxUsageCount: 10 });

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
