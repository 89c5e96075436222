// A failed page query: the reason in the user's language and a retry button.
import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../forms/graphql-errors';

export function QueryFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('common.loadFailed')} role="alert">
      {t(errorMessageKey(error))}
      <Button mt="sm" size="xs" variant="light" color="red" display="block" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
