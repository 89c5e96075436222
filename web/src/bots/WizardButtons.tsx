// Back and Next of a creation wizard; on the last step Next becomes the button that creates the bot. Start over, beside
// Back, throws the wizard's draft away.
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StartOverButton } from './StartOverButton';

interface WizardButtonsProps {
  active: number;
  lastStep: number;
  creating: boolean;
  createLabel: string;
  onBack: () => void;
  onNext: () => void;
  onCreate: () => void;
  onStartOver: () => void;
}

export function WizardButtons({ active, lastStep, creating, createLabel, onBack, onNext, onCreate, onStartOver }: WizardButtonsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Group gap="xs">
        <Button variant="default" onClick={onBack} disabled={active === 0 || creating}>
          {t('wizard.back')}
        </Button>
        <StartOverButton onStartOver={onStartOver} />
      </Group>
      {active < lastStep ? (
        <Button onClick={onNext}>{t('wizard.next')}</Button>
      ) : (
        <Button onClick={onCreate} loading={creating}>
          {createLabel}
        </Button>
      )}
    </Group>
  );
}
