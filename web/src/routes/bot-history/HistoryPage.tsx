// The conversation history on /dashboard/bot/:id/history (PRODUCT.md §2, §3, §4): filters kept in the URL, the
// exchanges newest first, one whole conversation in a drawer, the CSV export, and adding a question to the Q&A set
// (also opened by a link: ?addTo=<exchangeId>&addQuestion=<text>).
import { useEffect, useState } from 'react';
import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { historyFilterSchema } from '../../../../schema/rules';
import { useHistory_ChatbotQuery, type History_ExchangeFragment } from '../../__generated__/graphql';
import { CsvDownloadFailure } from '../../app/csv-download';
import { useUntrainedNotice } from '../../bots/UntrainedNotice';
import { AddToQaModal } from './AddToQaModal';
import { ConversationDrawer } from './ConversationDrawer';
import { ExchangeList } from './ExchangeList';
import { HistoryFilters } from './HistoryFilters';
import { HISTORY_FILTER_KEYS, historyFilterInput } from './history-filter';
import { useHistoryExport } from './history-export';
import { filterQuery, useUrlFilters } from './url-filters';
import { BotPageTitle } from '../../bots/BotPageTitle';
import { useOwnedBot } from '../../bots/owned-bot';

/** The location state of an add dialog opened from this page's own button (its entry pushed here). */
const OPENED_HERE = { addToOpenedHere: true } as const;

function openedHere(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { addToOpenedHere?: unknown }).addToOpenedHere === true;
}

export function HistorySkeleton() {
  const { t } = useTranslation();
  return (
    <Stack aria-busy aria-label={t('common.loading')}>
      <Skeleton height={32} width="40%" />
      <Skeleton height={140} />
      <Skeleton height={320} />
    </Stack>
  );
}

function HistoryView({ botId, botName, account }: { botId: string; botName: string; account: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useUrlFilters(HISTORY_FILTER_KEYS, historyFilterSchema);
  const csv = useHistoryExport(botId, botName, filterQuery(filters.raw));
  const [open, setOpen] = useState<History_ExchangeFragment | null>(null);
  const untrained = useUntrainedNotice(botId);

  // The add dialog follows the URL, so another page can link straight to it, and Back closes it (asking first when
  // changed, leave-guard.tsx). Opened here, it pushed an entry of its own, which closing it takes back (as Back would),
  // so that Back afterwards goes where the owner was before this page, neither opening it again nor staying put;
  // opened by a link, closing it replaces the link's entry.
  // It is hidden first and its entry taken back once hidden: a Back while a changed dialog is open is held to ask.
  const location = useLocation();
  const navigate = useNavigate();
  const [closing, setClosing] = useState(false);
  useEffect(() => {
    if (closing) void navigate(-1);
  }, [closing]);
  useEffect(() => setClosing(false), [location.key]);
  const addTo = params.get('addTo');
  const adding = addTo && !closing ? { id: addTo, question: params.get('addQuestion') ?? '' } : null;
  const openAdding = (exchange: { id: string; question: string }) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('addTo', exchange.id);
        next.set('addQuestion', exchange.question);
        return next;
      },
      { state: OPENED_HERE },
    );
  const closeAdding = () => {
    if (openedHere(location.state)) {
      setClosing(true);
      return;
    }
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('addTo');
        next.delete('addQuestion');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Stack>
      {untrained.notice}
      <HistoryFilters filters={filters} />
      <Group justify="flex-end">
        <Button variant="default" onClick={csv.exportCsv} loading={csv.exporting} disabled={!filters.filter}>
          {t('history.export.open')}
        </Button>
      </Group>
      {csv.failure && <CsvDownloadFailure messageKey={csv.failure} onRetry={csv.exportCsv} />}
      <ExchangeList
        botId={botId}
        filter={filters.filter && historyFilterInput(filters.filter)}
        filtered={filters.active}
        onClearFilters={filters.clear}
        onOpen={setOpen}
        onAddToQa={openAdding}
      />
      <ConversationDrawer botId={botId} exchange={open} onClose={() => setOpen(null)} />
      <AddToQaModal botId={botId} account={account} item={adding} onClose={closeAdding} onAdded={untrained.added} />
    </Stack>
  );
}

export function HistoryPage() {
  const { id = '' } = useParams();
  const query = useHistory_ChatbotQuery({ variables: { id } });
  const { screen, bot } = useOwnedBot(query, <HistorySkeleton />);
  if (screen) return screen;

  return (
    <Stack>
      <BotPageTitle section="history" botName={bot.name} />
      <HistoryView key={bot.id} botId={bot.id} botName={bot.name} account={query.data?.me?.email ?? ''} />
    </Stack>
  );
}
