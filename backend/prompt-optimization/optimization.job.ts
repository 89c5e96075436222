// One prompt optimisation: AutoQA answers every uploaded question with the bot's current prompt (baseline), the
// model proposes a better bot-level prompt, AutoQA answers again with it (measuring), and the proposal is saved
// with both mean similarities for the owner to apply or discard. Each step updates the job row and is announced
// on the `prompt_optimization` channel. A failing model ends the job in failure with the reason.
import { findChatbotAnswering } from '../chatbots/chatbot.repository';
import type { Updateable } from 'kysely';
import type { BackendContext } from '../context';
import { generateKnowledgeAnswer, passagesOf } from '../knowledge/generate';
import { retrieve, type KnowledgeIndex } from '../knowledge/knowledge-index';
import { isLlmError, type LanguageModel } from '../llm/provider';
import { answerSimilarity, meanScore } from './answer-similarity';
import { OPTIMIZATION_CHANNEL } from './channels';
import { toOptimizationJobDTO, updateClaimedOptimization } from './optimization.repository';
import type { OptimizationRow, PromptOptimizationRow, PromptOptimizationTable } from './optimization.table';
import { proposePrompt, type ScoredRow } from './prompt-proposal';

/** The job was taken over by another worker, its bot deleted, or this worker is stopping: leave the row alone. */
class ClaimLost extends Error {}

/** A reason the owner can act on; never the provider's own words (LlmError messages are already safe). */
export class OptimizationFailed extends Error {}

const NO_KNOWLEDGE = 'The chatbot has no active, ready knowledge files for AutoQA to answer from.';
const NO_MODEL = 'A language model is needed for prompt optimization.';

interface RunDeps {
  ctx: BackendContext;
  model: LanguageModel | undefined;
  workerId: string;
  signal: AbortSignal;
}

function rowsOf(job: PromptOptimizationRow): OptimizationRow[] {
  // pg and PGlite hand jsonb back parsed; a string means it was stored as a JSON string value.
  const rows: unknown = typeof job.rows === 'string' ? JSON.parse(job.rows) : job.rows;
  return rows as OptimizationRow[];
}

/** AutoQA's answer to each row with `botPrompt`, scored against the expected answer; `onRow` after each. */
async function measure(
  deps: RunDeps & { model: LanguageModel },
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

function failureReason(error: unknown): string {
  if (isLlmError(error)) return `The language model failed (${error.kind}): ${error.message}`;
  if (error instanceof OptimizationFailed) return error.message;
  return 'The optimization stopped on an unexpected error.';
}

export async function runOptimizationJob(deps: RunDeps, job: PromptOptimizationRow, reportError: (error: unknown) => void = () => undefined): Promise<void> {
  const { ctx, workerId, signal } = deps;
  const step = async (changes: Updateable<PromptOptimizationTable>): Promise<PromptOptimizationRow> => {
    const row = await updateClaimedOptimization(ctx.db, job.job_id, workerId, changes);
    if (!row) throw new ClaimLost();
    await ctx.database.notify(OPTIMIZATION_CHANNEL, JSON.stringify(toOptimizationJobDTO(row)));
    return row;
  };
  try {
    const { model } = deps;
    if (!model) throw new OptimizationFailed(NO_MODEL);
    const bot = await findChatbotAnswering(ctx.db, job.chatbot_id);
    if (!bot) throw new ClaimLost();
    await step({ step: 'baseline', progress: 0.02, message: '', base_prompt: bot.agent_prompt });
    const knowledge = await ctx.caches.knowledge.get(job.chatbot_id);
    if (!knowledge) throw new OptimizationFailed(NO_KNOWLEDGE);
    const total = job.row_count;
    const withModel = { ...deps, model };

    const baseline = await measure(withModel, job, knowledge, bot.agent_prompt, (done) => step({ progress: 0.02 + 0.43 * (done / total) }).then(() => undefined));
    const beforeScore = meanScore(baseline.map((row) => row.score));
    await step({ step: 'proposing', progress: 0.45, before_score: beforeScore });
    const proposal = await proposePrompt(model, { chatbotId: job.chatbot_id, currentPrompt: bot.agent_prompt, rows: baseline, signal });
    await step({ step: 'measuring', progress: 0.5, proposed_prompt: proposal });
    const measured = await measure(withModel, job, knowledge, proposal, (done) => step({ progress: 0.5 + 0.48 * (done / total) }).then(() => undefined));
    const afterScore = meanScore(measured.map((row) => row.score));
    await step({ state: 'success', step: 'done', progress: 1, after_score: afterScore, message: '', finished_at: ctx.now() });
  } catch (error) {
    // Stopping (shutdown) or a lost claim leaves the row for whichever worker holds it or takes it over.
    if (error instanceof ClaimLost || signal.aborted) return;
    if (!isLlmError(error) && !(error instanceof OptimizationFailed)) reportError(error);
    await step({ state: 'failure', message: failureReason(error).slice(0, 500), finished_at: ctx.now() }).catch(() => undefined);
  }
}
