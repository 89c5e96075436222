// The history list: the filtered exchanges newest first, page after page with "load more", and its loading, empty
// and failure states.
import { Button, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useHistory_ExchangesQuery, type History_ExchangeFragment, type HistoryFilterInput } from '../../__generated__/graphql';
import { EmptyState } from '../../app/EmptyState';
import { QueryFailure } from '../../app/QueryFailure';
import { HISTORY_PAGE_SIZE_DEFAULT } from '../../../../schema/rules';
import { ExchangeCard } from './ExchangeCard';
import { LoadMoreButton } from './LoadMoreButton';

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

interface ExchangeListProps {
  botId: string;
  /** The URL's filters; null while one of them is invalid (nothing is asked for then). */
  filter: HistoryFilterInput | null;
  filtered: boolean;
  onClearFilters: () => void;
  onOpen: (exchange: History_ExchangeFragment) => void;
  onAddToQa: (exchange: History_ExchangeFragment) => void;
}

export function ExchangeList({ botId, filter, filtered, onClearFilters, onOpen, onAddToQa }: ExchangeListProps) {
  const { t } = useTranslation();
  const { data, error, refetch, fetchMore } = useHistory_ExchangesQuery({
    variables: { botId, filter: filter ?? {}, limit: HISTORY_PAGE_SIZE_DEFAULT },
    skip: filter === null,
    fetchPolicy: 'cache-and-network',
  });
  if (filter === null) return null;
  if (error && !data) return <QueryFailure error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  if (!data) return <ListSkeleton />;
  const { items, nextCursor } = data.historyExchanges;
  if (items.length === 0 && filtered) {
    return (
      <EmptyState title={t('history.empty.noMatchTitle')} message={t('history.empty.noMatch')}>
        <Button variant="light" onClick={onClearFilters}>
          {t('history.filters.clear')}
        </Button>
      </EmptyState>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState title={t('history.empty.title')} message={t('history.empty.message')}>
        <Button component={Link} to={`/dashboard/bot/${botId}/test-chat`} variant="light">
          {t('history.empty.testChat')}
        </Button>
      </EmptyState>
    );
  }
  return (
    <Stack gap="sm">
      {items.map((exchange) => (
        <ExchangeCard key={exchange.id} exchange={exchange} onOpen={() => onOpen(exchange)} onAddToQa={() => onAddToQa(exchange)} />
      ))}
      <LoadMoreButton nextCursor={nextCursor} fetchMore={fetchMore} />
    </Stack>
  );
}
