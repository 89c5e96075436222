// The history list: the filtered exchanges newest first, page after page, with its loading, empty and failure states.
import { Button } from '@mantine/core';
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
    <PagedList page={data?.historyExchanges} error={error} refetch={refetch} fetchMore={fetchMore} filtered={filtered} onClearFilters={onClearFilters} empty={empty}>
      {(items) => items.map((exchange) => <ExchangeCard key={exchange.id} exchange={exchange} onOpen={() => onOpen(exchange)} onAddToQa={() => onAddToQa(exchange)} />)}
    </PagedList>
  );
}
