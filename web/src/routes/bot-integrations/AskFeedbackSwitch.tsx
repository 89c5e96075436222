// The LINE and Messenger forms' switch for the 👍 / 👎 rating quick replies under answered replies.
import { Switch, type SwitchProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function AskFeedbackSwitch(props: Omit<SwitchProps, 'label' | 'description'>) {
  const { t } = useTranslation();
  return <Switch {...props} label={t('channels.askFeedback.label')} description={t('channels.askFeedback.help')} />;
}
