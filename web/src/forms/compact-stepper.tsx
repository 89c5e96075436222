// A wizard's stepper at phone width (under 36em): numbers only, with the current step's number and name above it,
// so the steps stay one row instead of wrapping their labels. The bot wizard and the template wizard share it.
import { Text, type StepperProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

export function useCompactStepper(): { compact: boolean; styles: StepperProps['styles'] } {
  const compact = useMediaQuery('(max-width: 36em)') ?? false;
  return { compact, styles: compact ? { stepBody: { display: 'none' }, separator: { marginInline: 4 } } : undefined };
}

/** "Step 2 of 4: Basic info", above the stepper when it shows numbers only. */
export function StepCaption({ current, total, label }: { current: number; total: number; label: string }) {
  const { t } = useTranslation();
  return (
    <Text fw={600} mb="sm">
      {t('polish.wizardStep', { current: current + 1, total, label })}
    </Text>
  );
}

/**
 * A step's name for its button (the compact stepper hides the visible one) and, on the current step,
 * `aria-current="step"`, so a screen reader says which step the wizard is at.
 */
export function stepNaming(label: string, index: number, active: number) {
  return { label, 'aria-label': label, 'aria-current': index === active ? ('step' as const) : undefined };
}
