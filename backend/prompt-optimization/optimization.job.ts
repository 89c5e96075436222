// One prompt optimisation: AutoQA answers every uploaded question with the bot's current prompt (baseline), the
// model proposes a better bot-level prompt, AutoQA answers again with it (measuring), and the proposal is saved
// with both mean similarities for the owner to apply or discard: a job kind whose every step updates the job row and
// is announced on the optimisation progress channel. A failing model ends the job in failure with the reason's code.
import type { OptimizationJobDTO } from '../../schema/rest';
import type { ErrorCode } from '../../schema/rules/errors';
import type { JobFailureCode } from '../../schema/rules/job-failures';
import { findChatbotAnswering } from '../chatbots/chatbot.repository';
import type { BackendContext } from '../context';
import { ClaimLost, failureCode, newestJobProgress, type ClaimedJob, type JobFailureOutcome, type JobKind } from '../jobs/job-kind';
import { generateKnowledgeAnswer, passagesOf } from '../knowledge/generate';
import { retrieve, type KnowledgeIndex } from '../knowledge/knowledge-index';
import { isLlmError, type LanguageModel, type LlmErrorKind } from '../llm/provider';
import { answerSimilarity, meanScore } from './answer-similarity';
import { newestOptimization, OPTIMIZATION_JOBS, toOptimizationJobDTO } from './optimization.repository';
import type { OptimizationRow, PromptOptimizationRow } from './optimization.table';
import { proposePrompt, type ScoredRow } from './prompt-proposal';

/** A reason the owner can act on, kept as its code (schema/rules/job-failures.ts). */
export class OptimizationFailed extends Error {
  constructor(readonly code: JobFailureCode | ErrorCode) {
    super(code);
  }
}

/** How the model's call ended, as the job keeps it: never the provider's words. */
const LLM_FAILURES: Record<LlmErrorKind, JobFailureCode> = {
  unavailable: 'llm_unavailable',
  timeout: 'llm_timeout',
  rate_limited: 'llm_rate_limited',
  bad_response: 'llm_bad_response',
  refused: 'llm_refused',
};

interface MeasureDeps {
  model: LanguageModel;
  signal: AbortSignal;
}

function rowsOf(job: PromptOptimizationRow): OptimizationRow[] {
  // pg and PGlite hand jsonb back parsed; a string means it was stored as a JSON string value.
  const rows: unknown = typeof job.rows === 'string' ? JSON.parse(job.rows) : job.rows;
  return rows as OptimizationRow[];
}

/** AutoQA's answer to each row with `botPrompt`, scored against the expected answer; `onRow` after each. */
async function measure(
  deps: MeasureDeps,
  job: PromptOptimizationRow,
  knowledge: KnowledgeIndex,
  botPrompt: string,
  onRow: (done: number) => Promise<void>,
): Promise<ScoredRow[]> {
  const scored: ScoredRow[] = [];
  for (const row of rowsOf(job)) {
    const { chunks: retrieved } = retrieve(knowledge, row.question);
    const answer = await generateKnowledgeAnswer(deps.model, {
      chatbotId: job.chatbot_id,
      question: row.question,
      language: knowledge.language,
      botPrompt,
      ...passagesOf(retrieved),
      purpose: 'prompt_optimisation',
      signal: deps.signal,
    });
    const got = answer?.text ?? '';
    scored.push({ question: row.question, expected: row.answer, got, score: answerSimilarity(row.answer, got) });
    await onRow(scored.length);
  }
  return scored;
}

function failureOf(error: unknown): JobFailureOutcome {
  if (isLlmError(error)) return { reason: LLM_FAILURES[error.kind], unexpected: false };
  if (error instanceof OptimizationFailed) return { reason: error.code, unexpected: false };
  return failureCode(error);
}

async function runOptimization(ctx: BackendContext, { row: job, step, signal }: ClaimedJob<'prompt_optimizations'>): Promise<void> {
  const model = ctx.llm;
  if (!model) throw new OptimizationFailed('LLM_REQUIRED');
  const bot = await findChatbotAnswering(ctx.db, job.chatbot_id);
  if (!bot) throw new ClaimLost();
  await step({ step: 'baseline', progress: 0.02, message: '', base_prompt: bot.agent_prompt });
  const knowledge = await ctx.caches.knowledge.get(job.chatbot_id);
  if (!knowledge) throw new OptimizationFailed('no_knowledge');
  const total = job.row_count;
  const deps = { model, signal };

  const baseline = await measure(deps, job, knowledge, bot.agent_prompt, (done) => step({ progress: 0.02 + 0.43 * (done / total) }).then(() => undefined));
  const beforeScore = meanScore(baseline.map((row) => row.score));
  await step({ step: 'proposing', progress: 0.45, before_score: beforeScore });
  const proposal = await proposePrompt(model, { chatbotId: job.chatbot_id, currentPrompt: bot.agent_prompt, rows: baseline, signal });
  await step({ step: 'measuring', progress: 0.5, proposed_prompt: proposal });
  const measured = await measure(deps, job, knowledge, proposal, (done) => step({ progress: 0.5 + 0.48 * (done / total) }).then(() => undefined));
  const afterScore = meanScore(measured.map((row) => row.score));
  await step({ state: 'success', step: 'done', progress: 1, after_score: afterScore, message: '', finished_at: ctx.now() });
}

export const optimizationJobs: JobKind<'prompt_optimizations', OptimizationJobDTO> = {
  store: OPTIMIZATION_JOBS,
  run: runOptimization,
  // The model's answers are not kept between steps: a job a dead worker left measures its baseline again.
  resume: runOptimization,
  failed: (reason, ctx) => ({ state: 'failure', message: reason, finished_at: ctx.now() }),
  failureOf,
  progress: newestJobProgress({ eventName: 'optimization', toEvent: toOptimizationJobDTO, newest: newestOptimization, running: 'running' }),
};
