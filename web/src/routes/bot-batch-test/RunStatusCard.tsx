// The selected run as it moves (PRODUCT.md §4): its state, a progress bar of the answered rows, Pause or Resume and
// Stop (asked first) while it is unfinished, "Run again" once it has ended, and a failed run's reason in the user's
// language.
import { useState } from 'react';
import { Badge, Button, Group, Modal, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  useBatchTest_PauseMutation,
  useBatchTest_ResumeMutation,
  useBatchTest_RunAgainMutation,
  useBatchTest_StopMutation,
  type BatchTest_RunFragment,
  type BatchTestState,
} from '../../__generated__/graphql';
import { jobFailureText } from '../../app/job-failure';
import { formatTaipeiTime } from '../../app/time';
import { errorMessageKey, lineIssuesOf } from '../../forms/graphql-errors';
import { ACTIVE_STATES, STATE_COLORS, STATE_KEYS } from './batch-test';
import { ErrorBanner } from '../../forms/ErrorBanner';

/** A run's moving parts: the list's copy, or the subscription's newer one. */
export interface RunStatus {
  id: string;
  fileName: string;
  createdAt: string;
  state: BatchTestState;
  done: number;
  total: number;
  progress: number;
  message: string;
}

export function StateBadge({ state }: { state: BatchTestState }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATE_COLORS[state]}>
      {t(STATE_KEYS[state])}
    </Badge>
  );
}

function RunControls({ botId, run }: { botId: string; run: RunStatus }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [pause, { loading: pausing }] = useBatchTest_PauseMutation();
  const [resume, { loading: resuming }] = useBatchTest_ResumeMutation();
  const [stop, { loading: stopping }] = useBatchTest_StopMutation();
  const variables = { input: { botId, runId: run.id } };
  const act = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      notifications.show({ color: 'red', title: t('batchTest.run.actionFailed'), message: t(errorMessageKey(error)) });
    }
  };
  return (
    <Group>
      {run.state === 'paused' ? (
        <Button variant="light" loading={resuming} onClick={() => void act(() => resume({ variables }))}>
          {t('batchTest.run.resume')}
        </Button>
      ) : (
        <Button variant="light" loading={pausing} onClick={() => void act(() => pause({ variables }))}>
          {t('batchTest.run.pause')}
        </Button>
      )}
      <Button variant="light" color="red" onClick={() => setConfirming(true)}>
        {t('batchTest.run.stop')}
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('batchTest.run.stopTitle')} centered>
        <Stack>
          <Text>{t('batchTest.run.stopMessage')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button color="red" loading={stopping} onClick={() => void act(() => stop({ variables })).then(() => setConfirming(false))}>
              {t('batchTest.run.stopConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}

interface RunAgainProps {
  botId: string;
  run: RunStatus;
  /** Another run of the bot is unfinished: only one at a time. */
  busy: boolean;
  onStarted: (run: BatchTest_RunFragment) => void;
}

/** A new run of this run's questions, to see what the owner's changes fixed (it compares with this one). */
function RunAgain({ botId, run, busy, onStarted }: RunAgainProps) {
  const { t } = useTranslation();
  const [runAgain, { loading }] = useBatchTest_RunAgainMutation();
  const start = async () => {
    try {
      const result = await runAgain({ variables: { input: { botId, runId: run.id } } });
      if (result.data) onStarted(result.data.runBatchTestAgain.run);
    } catch (error) {
      // The plan's row limit comes as the file's would, on the first row too many.
      const [line] = lineIssuesOf(error);
      notifications.show({ color: 'red', title: t('batchTest.upload.failed'), message: line ? t(line.message, line.values) : t(errorMessageKey(error)) });
    }
  };
  const hintId = `batch-run-again-${run.id}`;
  return (
    <Group gap="sm" wrap="wrap">
      <Button variant="light" loading={loading} disabled={busy} onClick={() => void start()} aria-describedby={hintId}>
        {t('batchTest.run.again')}
      </Button>
      <Text id={hintId} size="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
        {t(busy ? 'batchTest.upload.busy' : 'batchTest.run.againHint')}
      </Text>
    </Group>
  );
}

interface RunStatusCardProps {
  botId: string;
  run: RunStatus;
  /** Another run of the bot is unfinished. */
  busy: boolean;
  /** A run of this run's questions has started. */
  onStarted: (run: BatchTest_RunFragment) => void;
}

export function RunStatusCard({ botId, run, busy, onStarted }: RunStatusCardProps) {
  const { t } = useTranslation();
  const active = ACTIVE_STATES.has(run.state);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="batch-run-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title id="batch-run-title" order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {t('batchTest.run.title', { name: run.fileName })}
          </Title>
          <StateBadge state={run.state} />
        </Group>
        <Text size="xs" c="dimmed">
          {t('batchTest.run.started', { at: formatTaipeiTime(run.createdAt) })}
        </Text>
        <Progress value={Math.round(run.progress * 100)} animated={run.state === 'running'} aria-label={t('batchTest.run.progress')} />
        <Text size="sm" aria-live="polite">
          {t('batchTest.run.done', { done: run.done, total: run.total })}
        </Text>
        {run.state === 'failed' && (
          <ErrorBanner title={t('batchTest.run.failedTitle')}>
            {jobFailureText(t, run.message)}
          </ErrorBanner>
        )}
        {active ? <RunControls botId={botId} run={run} /> : <RunAgain botId={botId} run={run} busy={busy} onStarted={onStarted} />}
      </Stack>
    </Paper>
  );
}
