// What one source would do with a message, for the AutoFAQ and knowledge test panels, judged as the reply pipeline
// judges it: where the bot has other sources, the source's candidates as the merged index ranks them (their
// confidence is what the reply weighs) against the bot's thresholds; where it is the bot's only source, that source's
// own rule (reply-pipeline.ts, answerFromSoleSource).
import type { AnswerSettingsDTO, SourceVerdict } from '../../../schema/rest';
import type { ChatbotRow } from '../../chatbots/chatbot.table';
import type { BackendContext } from '../../context';
import type { SourceCandidate } from './candidates';
import { rankTogether } from './merged-index';

export type Thresholds = Pick<AnswerSettingsDTO, 'answer_threshold' | 'suggest_threshold'>;

export function verdictOf(confidences: readonly number[], thresholds: Thresholds): SourceVerdict {
  const best = Math.max(-Infinity, ...confidences);
  if (best >= thresholds.answer_threshold) return 'answer';
  if (best >= thresholds.suggest_threshold) return 'suggest';
  return 'none';
}

/**
 * The source's candidates for a message as a reply ranks them with the bot's other sources, best first; undefined when
 * the bot has no other source (no merged index), when the source replies by its own rule.
 */
export async function rankedWithOtherSources(ctx: BackendContext, bot: Pick<ChatbotRow, 'chatbot_id' | 'vendor_id'>, source: 'autofaq' | 'knowledge', text: string): Promise<SourceCandidate[] | undefined> {
  const merged = await ctx.caches.mergedIndexes.current(bot.chatbot_id);
  if (!merged) return undefined;
  const replying = await ctx.caches.publicBots.lookup(bot.vendor_id);
  return rankTogether(merged, { thresholds: replying?.thresholds ?? {}, synonyms: replying?.synonyms }, text).candidates[source];
}
