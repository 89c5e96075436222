// AutoFAQ answer sets as an answer source: retrieval over each fixed answer and its title proposes answers; a chosen
// one replies word for word. With a language model, the model picks among the shortlist (or none) as it always has.
import { AUTOFAQ_SHORTLIST_SIZE } from '../../../schema/rules/autofaq';
import { AUTOFAQ_DEFAULT_THRESHOLDS, chooseFixedAnswer } from '../../autofaq/autofaq-choice';
import { rankAnswers, type AnswerRanking, type AutoFaqIndex, type RankedAnswer } from '../../autofaq/autofaq-index';
import type { BackendContext } from '../../context';
import type { PublicBot } from '../../channels/public-bot.cache';
import { confidenceOf } from './calibration';
import type { SourceCandidate, SourceProposal } from './candidates';
import { labelOfAnswer } from './labels';
import type { ModelBudget } from './model-budget';

export interface AutoFaqProposal extends SourceProposal {
  source: 'autofaq';
  faq: AutoFaqIndex;
  /**
   * The shortlist the candidates came from, handed to a model's choice; absent when the merged index proposed them
   * (AutoFAQ's own ranking is then made only if a model is to choose).
   */
  ranking?: AnswerRanking;
}

/** AutoFAQ's candidates for a message, ranked by its own index. */
export function proposeFromAutoFaq(faq: AutoFaqIndex, text: string): AutoFaqProposal {
  const ranking = rankAnswers(faq, text, AUTOFAQ_SHORTLIST_SIZE);
  const { ranked, unknownShare } = ranking;
  const candidates: SourceCandidate[] = ranked.map(({ answer, score }) => ({
    source: 'autofaq',
    id: answer.answer_id,
    label: labelOfAnswer(answer.title, answer.text),
    score,
    confidence: confidenceOf('autofaq', score),
  }));
  return { source: 'autofaq', candidates, unknownShare, faq, ranking };
}

/**
 * Whether AutoFAQ answers on its own, in a bot whose only source it is (its rule before several sources were
 * weighed): with a model whenever it has a shortlist (the model picks or declines), without one when its best
 * answer clears AutoFAQ's retrieval thresholds.
 */
export function answersAlone(ctx: BackendContext, proposal: AutoFaqProposal): boolean {
  const best = proposal.candidates[0];
  if (!best) return false;
  if (ctx.llm) return true;
  return best.score >= AUTOFAQ_DEFAULT_THRESHOLDS.minScore && proposal.unknownShare < AUTOFAQ_DEFAULT_THRESHOLDS.maxUnknownShare;
}

/** The shortlist a model chooses from, the chosen answer first (ranked with the other sources, it may be one AutoFAQ's own ranking left out). */
export function withChosenFirst(ranking: AnswerRanking, chosen: RankedAnswer): AnswerRanking {
  const others = ranking.ranked.filter((entry) => entry.answer.answer_id !== chosen.answer.answer_id);
  return { ...ranking, ranked: [chosen, ...others].slice(0, AUTOFAQ_SHORTLIST_SIZE) };
}

/**
 * The stored answer to send for a chosen AutoFAQ candidate. With a model, the model chooses among the shortlist:
 * its pick replies (null when it picks none); a failing model, or one still silent when the reply's budget runs out,
 * leaves retrieval's choice.
 */
export async function autoFaqAnswer(
  ctx: BackendContext,
  bot: Pick<PublicBot, 'chatbotId'>,
  proposal: AutoFaqProposal,
  chosen: SourceCandidate,
  text: string,
  budget: ModelBudget,
): Promise<string | null> {
  const stored = proposal.faq.answers.get(chosen.id);
  if (!ctx.llm) return stored?.text ?? null;
  const own = proposal.ranking ?? rankAnswers(proposal.faq, text, AUTOFAQ_SHORTLIST_SIZE);
  const ranking = stored ? withChosenFirst(own, { answer: stored, score: chosen.score }) : own;
  const choice = await chooseFixedAnswer(proposal.faq, text, { chatbotId: bot.chatbotId, model: ctx.llm, ranking, timeoutMs: budget.remainingMs('autofaq') });
  if (choice.chosenBy === 'retrieval') return stored?.text ?? null;
  return choice.chosen?.answer.text ?? null;
}

/** A tapped AutoFAQ button's answer, when the answer is still active. */
export async function autoFaqAnswerById(ctx: BackendContext, chatbotId: string, answerId: string): Promise<string | undefined> {
  return (await ctx.caches.autoFaq.get(chatbotId))?.answers.get(answerId)?.text;
}
