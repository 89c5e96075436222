// A keyset-paged list (history, recommendations) in its states: failed with a retry, loading, nothing matching the
// filters (with a way to clear them), empty, or its rows with "load more" under them, which asks for the page after
// nextCursor (the cache appends it) and says so when that fails, keeping the rows already shown.
import { useState, type ReactNode } from 'react';
import { Button, Center, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../app/EmptyState';
import { QueryFailure } from '../../app/QueryFailure';
import { errorMessageKey } from '../../forms/graphql-errors';

type FetchMore = (options: { variables: { cursor: string } }) => Promise<unknown>;

/** Asks for the page after nextCursor (none when there is none); `label` words it where "Load more" does not fit. */
export function LoadMoreButton({ nextCursor, fetchMore, label }: { nextCursor: string | null; fetchMore: FetchMore; label?: string }) {
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
        {label ?? t('history.loadMore')}
      </Button>
    </Center>
  );
}

export function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack aria-busy aria-label={t('common.loading')}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height={120} radius="md" />
      ))}
    </Stack>
  );
}

interface PagedListProps<Item> {
  /** The list query's page, error, retry and fetchMore. */
  page: { items: Item[]; nextCursor: string | null } | undefined;
  error: unknown;
  refetch: () => Promise<unknown>;
  fetchMore: FetchMore;
  filtered: boolean;
  onClearFilters: () => void;
  /** What shows when there is nothing at all yet. */
  empty: ReactNode;
  children: (items: Item[]) => ReactNode;
}

export function PagedList<Item>({ page, error, refetch, fetchMore, filtered, onClearFilters, empty, children }: PagedListProps<Item>) {
  const { t } = useTranslation();
  if (error && !page) return <QueryFailure error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  if (!page) return <ListSkeleton />;
  if (page.items.length === 0 && filtered) {
    return (
      <EmptyState title={t('history.empty.noMatchTitle')} message={t('history.empty.noMatch')}>
        <Button variant="light" onClick={onClearFilters}>
          {t('history.filters.clear')}
        </Button>
      </EmptyState>
    );
  }
  if (page.items.length === 0) return empty;
  return (
    <Stack gap="sm">
      {children(page.items)}
      <LoadMoreButton nextCursor={page.nextCursor} fetchMore={fetchMore} />
    </Stack>
  );
}
