// The advanced test page on /dashboard/bot/:id/batch-test (PRODUCT.md §2 batch test, §3, §4, §8): upload a CSV of
// questions with expected answers, follow the run live (pause, resume, stop), read its summary and results, add a
// missed row's question to the Q&A set (to its group, or as a new group starting from the expected answer), run the
// same questions again, export the results, look back at earlier runs and compare with the previous one.
import { useState } from 'react';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  useBatchTest_ChatbotQuery,
  useBatchTest_ProgressSubscription,
  useBatchTest_RunsQuery,
  type BatchTest_RunFragment,
} from '../../__generated__/graphql';
import { CsvDownloadFailure, useCsvDownload } from '../../app/csv-download';
import { EmptyState } from '../../app/EmptyState';
import { QueryFailure } from '../../app/QueryFailure';
import { useUntrainedNotice } from '../../bots/UntrainedNotice';
import { currentLanguage } from '../../i18n';
import { ACTIVE_STATES, MOVING_STATES, resultsCsvUrl, resultsFileName } from './batch-test';
import { BatchTestResults } from './BatchTestResults';
import { BatchTestUpload } from './BatchTestUpload';
import { RunComparison } from './RunComparison';
import { RunList } from './RunList';
import { RunStatusCard } from './RunStatusCard';
import { RunSummary } from './RunSummary';
import { AddToQaModal, useAddToQaDialog, type BatchRowToAdd } from '../bot-history/AddToQaModal';
import { BotPageTitle } from '../../bots/BotPageTitle';
import { useOwnedBot } from '../../bots/owned-bot';

export function BatchTestSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack aria-busy aria-label={t('common.loading')}>
      <Skeleton height={32} width="30%" />
      <Skeleton height={220} />
      <Skeleton height={160} />
    </Stack>
  );
}

/** The picked run: its summary, export, comparison and rows, once no worker is answering it. */
function RunDetails({ botId, botName, run, onAdd }: { botId: string; botName: string; run: BatchTest_RunFragment; onAdd: (row: BatchRowToAdd) => void }) {
  const { t } = useTranslation();
  const [comparing, setComparing] = useState(false);
  const csv = useCsvDownload(resultsCsvUrl(botId, run.id, currentLanguage()), () => resultsFileName(botName, run.fileName));
  const canCompare = run.previousRunId !== null && !ACTIVE_STATES.has(run.state);
  return (
    <>
      <RunSummary summary={run.summary} />
      <Group>
        <Button variant="default" onClick={csv.exportCsv} loading={csv.exporting}>
          {t('batchTest.export')}
        </Button>
        {canCompare && (
          <Button variant={comparing ? 'filled' : 'light'} aria-pressed={comparing} onClick={() => setComparing((shown) => !shown)}>
            {t('batchTest.compare.open')}
          </Button>
        )}
      </Group>
      {csv.failure && <CsvDownloadFailure messageKey={csv.failure} onRetry={csv.exportCsv} />}
      {canCompare && comparing && run.previousRunId && <RunComparison botId={botId} runId={run.id} otherRunId={run.previousRunId} onAdd={onAdd} />}
      <BatchTestResults key={`${run.id}-${run.state}`} botId={botId} runId={run.id} onAdd={onAdd} />
    </>
  );
}

function BatchTestView({ botId, botName, account }: { botId: string; botName: string; account: string }) {
  const { t } = useTranslation();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const adding = useAddToQaDialog(botId, account);
  const untrained = useUntrainedNotice(botId);
  const { data, error, refetch } = useBatchTest_RunsQuery({ variables: { botId }, fetchPolicy: 'cache-and-network' });
  const runs = data?.batchTestRuns.runs ?? [];
  const reload = () => void refetch().catch(() => undefined);

  // Each step is written onto the run in the cache; a run that stops moving is read again for its summary.
  useBatchTest_ProgressSubscription({
    variables: { botId },
    skip: !runs.some((run) => MOVING_STATES.has(run.state)),
    onData: ({ client, data: event }) => {
      const step = event.data?.batchTestProgress;
      if (!step) return;
      client.cache.modify({
        id: client.cache.identify({ __typename: 'BatchTestRun', id: step.runId }),
        fields: { state: () => step.state, done: () => step.done, total: () => step.total, progress: () => step.progress, message: () => step.message },
      });
      // A run this page has not listed yet (started in another tab) is read with the list.
      if (!MOVING_STATES.has(step.state) || !runs.some((run) => run.id === step.runId)) reload();
    },
  });

  if (error && !data) return <QueryFailure error={error} onRetry={reload} />;
  if (!data) return <Skeleton height={220} />;

  const selected = runs.find((run) => run.id === selectedId) ?? runs[0] ?? null;
  const started = (run: BatchTest_RunFragment) => {
    setSelectedId(run.id);
    reload();
  };
  const busy = runs.some((run) => ACTIVE_STATES.has(run.state));
  return (
    <Stack>
      {untrained.notice}
      <BatchTestUpload botId={botId} rowLimit={data.batchTestRuns.rowLimit} busy={busy} onStarted={started} />
      {selected ? (
        <>
          <RunStatusCard botId={botId} run={selected} busy={busy} onStarted={started} />
          {!MOVING_STATES.has(selected.state) && <RunDetails key={selected.id} botId={botId} botName={botName} run={selected} onAdd={adding.open} />}
          <RunList runs={runs} selectedId={selected.id} onSelect={setSelectedId} />
          <AddToQaModal botId={botId} account={account} item={adding.item} onClose={adding.close} onAdded={untrained.added} keepsItem />
        </>
      ) : (
        <EmptyState title={t('batchTest.empty.title')} message={t('batchTest.empty.message')} />
      )}
    </Stack>
  );
}

export function BatchTestPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useBatchTest_ChatbotQuery({ variables: { id } });
  const { screen, bot } = useOwnedBot(query, <BatchTestSkeleton />);
  if (screen) return screen;

  return (
    <Stack>
      <BotPageTitle section="batch-test" botName={bot.name} />
      <Text c="dimmed">{t('batchTest.intro')}</Text>
      <BatchTestView key={bot.id} botId={bot.id} botName={bot.name} account={query.data?.me?.email ?? ''} />
    </Stack>
  );
}
