// What one answer source alone would do with a tried question — answer, offer a button or neither — by its best
// calibrated confidence against the bot's thresholds, in the same words on the AutoFAQ and the retrieval test.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SourceVerdict } from '../__generated__/graphql';

const COLORS: Record<SourceVerdict, string> = { ANSWER: 'green', SUGGEST: 'yellow', NONE: 'dimmed' };

/** A confidence as the console shows it: two decimals, like the bot's thresholds. */
export function formatConfidence(confidence: number): string {
  return confidence.toFixed(2);
}

export function SourceVerdictNote({ verdict, confidences }: { verdict: SourceVerdict; confidences: readonly number[] }) {
  const { t } = useTranslation();
  const best = confidences.length > 0 ? Math.max(...confidences) : null;
  return (
    <div>
      <Text fw={600} c={COLORS[verdict]}>
        {best === null ? t('sourceVerdict.noCandidates') : t(`sourceVerdict.${verdict}`, { confidence: formatConfidence(best) })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('sourceVerdict.hint')}
      </Text>
    </div>
  );
}
