// The history list: the filtered exchanges newest first, page after page, with its loading, empty and failure states.
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useHistory_ExchangesQuery, type History_ExchangeFragment, type HistoryFilterInput } from '../../__generated__/graphql';
import { EmptyState } from '../../app/EmptyState';
import { HISTORY_PAGE_SIZE_DEFAULT } from '../../../../schema/rules';
import { ExchangeCard } from './ExchangeCard';
import { PagedList } from './PagedList';

interface ExchangeListProps {
  botId: string;
  /** The URL's filters; null while one of them is invalid (nothing is asked for then). */
  filter: HistoryFilterInput | null;
  filtered: boolean;
  onClearFilters: () => void;
  onOpen: (exchange: History_ExchangeFragment) => void;
  onAddToQa: (exchange: History_ExchangeFragment) => void;
}

/**
 * How many exchanges the filters match, over the list: visible, and a polite status region, so a screen reader hears
 * the new number once changed filters have settled (WCAG 4.1.3). Kept while the next page loads.
 */
function ExchangeCount({ page }: { page: { total: number; moreThanTotal: boolean } | undefined }) {
  const { t } = useTranslation();
  const said = page ? (page.moreThanTotal ? t('history.countMore', { count: page.total }) : t('history.count', { count: page.total })) : '';
  return (
    <Text role="status" size="sm" c="dimmed">
      {page && page.total > 0 ? said : ''}
    </Text>
  );
}

export function ExchangeList({ botId, filter, filtered, onClearFilters, onOpen, onAddToQa }: ExchangeListProps) {
  const { t } = useTranslation();
  const { data, error, refetch, fetchMore } = useHistory_ExchangesQuery({
    variables: { botId, filter: filter ?? {}, limit: HISTORY_PAGE_SIZE_DEFAULT },
    skip: filter === null,
    fetchPolicy: 'cache-and-network',
  });
  if (filter === null) return null;
  const empty = (
    <EmptyState title={t('history.empty.title')} message={t('history.empty.message')}>
      <Button component={Link} to={`/dashboard/bot/${botId}/test-chat`} variant="light">
        {t('history.empty.testChat')}
      </Button>
    </EmptyState>
  );
  return (
    <Stack gap="xs">
      <ExchangeCount page={data?.historyExchanges} />
      <PagedList page={data?.historyExchanges} error={error} refetch={refetch} fetchMore={fetchMore} filtered={filtered} onClearFilters={onClearFilters} empty={empty}>
        {(items) => items.map((exchange) => <ExchangeCard key={exchange.id} exchange={exchange} onOpen={() => onOpen(exchange)} onAddToQa={() => onAddToQa(exchange)} />)}
      </PagedList>
    </Stack>
  );
}
