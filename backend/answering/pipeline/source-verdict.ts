// What one source alone would do with a message, for the AutoFAQ and knowledge test panels: its best candidate's
// calibrated confidence against the bot's thresholds, the same comparison the reply pipeline makes.
import type { AnswerSettingsDTO, SourceVerdict } from '../../../schema/rest';

export type Thresholds = Pick<AnswerSettingsDTO, 'answer_threshold' | 'suggest_threshold'>;

export function verdictOf(confidences: readonly number[], thresholds: Thresholds): SourceVerdict {
  const best = Math.max(-Infinity, ...confidences);
  if (best >= thresholds.answer_threshold) return 'answer';
  if (best >= thresholds.suggest_threshold) return 'suggest';
  return 'none';
}
