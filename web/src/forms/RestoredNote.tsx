// The note a form shows when it opens with text kept through a lost session (app/form-rescue.ts): the text is back,
// not saved yet. A status region, so a screen reader reads it when the form opens.
import { Alert, type MantineSpacing } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function RestoredNote({ shown, mb }: { shown: boolean; mb?: MantineSpacing }) {
  const { t } = useTranslation();
  if (!shown) return null;
  return (
    <Alert color="blue" role="status" mb={mb}>
      {t('session.restoredTyping')}
    </Alert>
  );
}
