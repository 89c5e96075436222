// What a reply would do with one answer source's best candidate for a tried question — answer, offer a button or
// neither — in the same words on the AutoFAQ and the retrieval test: by the bot's thresholds on the confidence a reply
// weighs, or, where the source is the bot's only one, by that source's own rule (which the hint then names).
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AUTOFAQ_MIN_SCORE } from '../../../schema/rules/autofaq';
import { confidenceOnScale } from '../../../schema/rules/constants';
import type { SourceVerdict } from '../__generated__/graphql';

const COLORS: Record<SourceVerdict, string> = { ANSWER: 'green', SUGGEST: 'yellow', NONE: 'dimmed' };

/** A confidence as the console shows it: two decimals on the thresholds' 0 to 1 scale. */
export function formatConfidence(confidence: number): string {
  return confidenceOnScale(confidence).toFixed(2);
}

interface SourceVerdictNoteProps {
  verdict: SourceVerdict;
  confidences: readonly number[];
  /** The tested source, when it is the bot's only one and so answers by its own rule. */
  soleSource?: 'autofaq' | 'knowledge';
}

export function SourceVerdictNote({ verdict, confidences, soleSource }: SourceVerdictNoteProps) {
  const { t } = useTranslation();
  const best = confidences.length > 0 ? Math.max(...confidences) : null;
  return (
    <div>
      <Text fw={600} c={COLORS[verdict]}>
        {best === null ? t('sourceVerdict.noCandidates') : t(`sourceVerdict.${verdict}`, { confidence: formatConfidence(best) })}
      </Text>
      <Text size="xs" c="dimmed">
        {soleSource ? t(`sourceVerdict.ownRule.${soleSource}`, { score: formatConfidence(AUTOFAQ_MIN_SCORE) }) : t('sourceVerdict.hint')}
      </Text>
    </div>
  );
}
