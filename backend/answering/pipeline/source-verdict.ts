// What one source would do with a message, for the AutoFAQ and knowledge test panels, judged as the reply pipeline
// judges it: where the bot has other sources, its best candidate's calibrated confidence against the bot's
// thresholds; where it is the bot's only source, that source's own rule (reply-pipeline.ts, answerFromSoleSource).
import type { AnswerSettingsDTO, SourceVerdict } from '../../../schema/rest';
import type { BackendContext } from '../../context';

export type Thresholds = Pick<AnswerSettingsDTO, 'answer_threshold' | 'suggest_threshold'>;

export function verdictOf(confidences: readonly number[], thresholds: Thresholds): SourceVerdict {
  const best = Math.max(-Infinity, ...confidences);
  if (best >= thresholds.answer_threshold) return 'answer';
  if (best >= thresholds.suggest_threshold) return 'suggest';
  return 'none';
}

/** Whether the source is the bot's only one (no trained Q&A list, not the other of AutoFAQ and knowledge). */
export async function isSoleSource(ctx: BackendContext, chatbotId: string, source: 'autofaq' | 'knowledge'): Promise<boolean> {
  const [qa, other] = await Promise.all([ctx.caches.qaIndexes.get(chatbotId), source === 'autofaq' ? ctx.caches.knowledge.get(chatbotId) : ctx.caches.autoFaq.get(chatbotId)]);
  return !qa && !other;
}
