// "Load more" under a keyset-paged list: asks for the page after nextCursor (the cache appends it) and says so when
// that fails, keeping the rows already shown.
import { useState } from 'react';
import { Button, Center } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../forms/graphql-errors';

interface LoadMoreButtonProps {
  nextCursor: string | null;
  fetchMore: (options: { variables: { cursor: string } }) => Promise<unknown>;
}

export function LoadMoreButton({ nextCursor, fetchMore }: LoadMoreButtonProps) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  if (!nextCursor) return null;
  const loadMore = async () => {
    setLoading(true);
    try {
      await fetchMore({ variables: { cursor: nextCursor } });
    } catch (error) {
      notifications.show({ color: 'red', title: t('history.loadMoreFailed'), message: t(errorMessageKey(error)) });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Center>
      <Button variant="light" onClick={() => void loadMore()} loading={loading}>
        {t('history.loadMore')}
      </Button>
    </Center>
  );
}
