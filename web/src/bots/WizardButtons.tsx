// Back and Next of a creation wizard; on the last step Next becomes the button that creates the bot.
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface WizardButtonsProps {
  active: number;
  lastStep: number;
  creating: boolean;
  createLabel: string;
  onBack: () => void;
  onNext: () => void;
  onCreate: () => void;
}

export function WizardButtons({ active, lastStep, creating, createLabel, onBack, onNext, onCreate }: WizardButtonsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Button variant="default" onClick={onBack} disabled={active === 0 || creating}>
        {t('wizard.back')}
      </Button>
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
