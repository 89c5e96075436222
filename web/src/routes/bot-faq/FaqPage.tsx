// The Q&A list on /dashboard/bot/:id/faq (PRODUCT.md §2 "FAQ / QA list"): training, the searchable and
// paged table of groups with add, edit, delete, CSV import and export, and the matching thresholds.
import { useEffect, useState } from 'react';
import { Button, Group, Pagination, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useApolloClient } from '@apollo/client/react';
import { BotFaq_TrainingDocument, useBotFaq_ChatbotQuery, useBotFaq_ExportCsvLazyQuery, useBotFaq_GroupsQuery, type BotFaq_QaGroupFragment } from '../../__generated__/graphql';
import { QueryFailure } from '../../app/QueryFailure';
import { SearchResultCount } from '../../app/SearchResultCount';
import { errorMessageKey } from '../../forms/graphql-errors';
import { AnswerSettingsCard } from './AnswerSettingsCard';
import { downloadCsv, exportFileName } from './csv-transfer';
import { DeleteGroupModal } from './DeleteGroupModal';
import { useRescued } from '../../app/form-rescue';
import { qaGroupRescueName, qaGroupRescueShape, type QaGroupRescue } from './qa-group-form';
import { QaGroupModal } from './QaGroupModal';
import { QaGroupTable } from './QaGroupTable';
import { TrainingCard } from './TrainingCard';
import { useQaImport } from './QaImport';
import { EmptyState } from '../../app/EmptyState';
import { BotPageTitle } from '../../bots/BotPageTitle';
import { useOwnedBot } from '../../bots/owned-bot';

export const QA_PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;

export function FaqSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack aria-busy aria-label={t('common.loading')}>
      <Skeleton height={32} width="30%" />
      <Skeleton height={120} />
      <Skeleton height={320} />
    </Stack>
  );
}

function EmptyQaList({ onAdd, onImport, importing }: { onAdd: () => void; onImport: () => void; importing: boolean }) {
  const { t } = useTranslation();
  return (
    <EmptyState title={t('faq.empty.title')} message={t('faq.empty.message')}>
      <Group>
        <Button onClick={onAdd}>{t('faq.add')}</Button>
        <Button variant="light" onClick={onImport} loading={importing}>
          {t('faq.import.open')}
        </Button>
      </Group>
    </EmptyState>
  );
}

/** The group being edited in the modal: null for a new one; with the text a lost session kept, when reopened for it. */
type Editing = { group: BotFaq_QaGroupFragment | null; restored?: QaGroupRescue } | null;

function QaList({ botId, botName, account }: { botId: string; botName: string; account: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  // A dialog whose text a lost session kept opens again with it, once, when the page opens after signing in.
  const rescued = useRescued(qaGroupRescueName(botId), account, qaGroupRescueShape);
  const [editing, setEditing] = useState<Editing>(() => (rescued ? { group: null, restored: rescued } : null));
  const [deleting, setDeleting] = useState<BotFaq_QaGroupFragment | null>(null);
  const { data, previousData, loading, error, refetch } = useBotFaq_GroupsQuery({
    variables: { botId, search: debouncedSearch || null, page, pageSize: QA_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [fetchCsv, { loading: exporting }] = useBotFaq_ExportCsvLazyQuery({ fetchPolicy: 'network-only' });
  const client = useApolloClient();
  // A change to the list also changes what training says ("changes not trained"): read both again.
  const reload = () => {
    void refetch().catch(() => undefined);
    void client.refetchQueries({ include: [BotFaq_TrainingDocument] }).catch(() => undefined);
  };
  const qaImport = useQaImport(botId, reload);

  // A new search starts from its first page.
  useEffect(() => setPage(1), [debouncedSearch]);

  const exportCsv = async () => {
    try {
      const result = await fetchCsv({ variables: { botId } });
      if (result.data) downloadCsv(result.data.qaGroupsCsv, exportFileName(botName));
    } catch (failure) {
      notifications.show({ color: 'red', title: t('faq.export.failed'), message: t(errorMessageKey(failure)) });
    }
  };

  // The previous page stays on screen while a new search or page loads.
  const result = (data ?? previousData)?.qaGroups;
  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;

  let body;
  if (error && !result) body = <QueryFailure error={error} onRetry={reload} />;
  else if (!result) body = <Skeleton height={200} />;
  else if (result.total === 0 && !debouncedSearch) body = <EmptyQaList onAdd={() => setEditing({ group: null })} onImport={qaImport.open} importing={qaImport.importing} />;
  else if (result.groups.length === 0) body = <Text c="dimmed">{t('faq.noMatch')}</Text>;
  else body = <QaGroupTable groups={result.groups} onEdit={(group) => setEditing({ group })} onDelete={setDeleting} />;

  return (
    <Stack component="section" aria-labelledby="qa-list-title">
      <Group justify="space-between">
        <Title id="qa-list-title" order={2} size="h4">
          {t('faq.listTitle')}
        </Title>
        <Group gap="xs">
          <Button onClick={() => setEditing({ group: null })}>{t('faq.add')}</Button>
          <Button variant="light" onClick={qaImport.open} loading={qaImport.importing}>
            {t('faq.import.open')}
          </Button>
          <Button variant="default" onClick={() => void exportCsv()} loading={exporting}>
            {t('faq.export.open')}
          </Button>
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        {t('faq.import.hint')}
      </Text>
      {qaImport.element}
      <TextInput type="search" label={t('faq.search')} placeholder={t('faq.searchPlaceholder')} value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
      <SearchResultCount search={debouncedSearch} total={loading ? undefined : data?.qaGroups.total} />
      {body}
      {result && pages > 1 && <Pagination total={pages} value={page} onChange={setPage} disabled={loading} />}
      <QaGroupModal
        botId={botId}
        group={editing?.group ?? null}
        restored={editing?.restored ?? null}
        account={account}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
        onGone={reload}
      />
      <DeleteGroupModal
        botId={botId}
        group={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          reload();
        }}
      />
    </Stack>
  );
}

export function FaqPage() {
  const { id = '' } = useParams();
  const query = useBotFaq_ChatbotQuery({ variables: { id } });
  const { screen, bot } = useOwnedBot(query, <FaqSkeleton />);
  if (screen) return screen;

  return (
    <Stack>
      <BotPageTitle section="faq" botName={bot.name} />
      <TrainingCard botId={bot.id} />
      <QaList key={bot.id} botId={bot.id} botName={bot.name} account={query.data?.me?.email ?? ''} />
      <AnswerSettingsCard botId={bot.id} />
    </Stack>
  );
}
