// A failure that belongs to no field of the form (or to no form): the message of its i18n key in a red alert,
// announced at once.
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function FailureAlert({ messageKey }: { messageKey: string | null }) {
  const { t } = useTranslation();
  if (!messageKey) return null;
  return (
    <Alert color="red" role="alert">
      {t(messageKey)}
    </Alert>
  );
}
