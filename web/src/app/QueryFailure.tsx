// A failed page query: the reason in the user's language and a retry button.
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../forms/graphql-errors';
import { ErrorBanner } from '../forms/ErrorBanner';

export function QueryFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorBanner title={t('common.loadFailed')}>
      {t(errorMessageKey(error))}
      <Button mt="sm" size="xs" variant="light" color="red" display="block" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </ErrorBanner>
  );
}
