// Prompt optimisation (PRODUCT.md §4): without a language model the panel says one is needed and nothing can start;
// with one, a CSV of questions and answers starts a job with live progress, then the before/after scores and the
// proposed prompt with Apply and Discard, under the plan's daily limit.
import { useRef, useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { OPTIMIZATION_FILE_MAX_BYTES } from '../../../../schema/rules/autofaq';
import {
  useBotAutoQa_ApplyOptimizationMutation,
  useBotAutoQa_DiscardOptimizationMutation,
  useBotAutoQa_OptimizationProgressSubscription,
  useBotAutoQa_OptimizationQuery,
  useBotAutoQa_StartOptimizationMutation,
  type BotAutoQa_OptimizationFragment,
} from '../../__generated__/graphql';
import { jobFailureText } from '../../app/job-failure';
import { QueryFailure } from '../../app/QueryFailure';
import { readAsBase64 } from '../../bots/knowledge-files';
import { errorMessageKey, lineIssuesOf } from '../../forms/graphql-errors';
import { ErrorBanner } from '../../forms/ErrorBanner';

const percent = (score: number | null) => (score === null ? '—' : `${Math.round(score * 100)}%`);

function Proposal({ job, botId, onApplied }: { job: BotAutoQa_OptimizationFragment; botId: string; onApplied: () => void }) {
  const { t } = useTranslation();
  const [apply, { loading: applying }] = useBotAutoQa_ApplyOptimizationMutation();
  const [discard, { loading: discarding }] = useBotAutoQa_DiscardOptimizationMutation();
  const input = { botId, optimizationId: job.id };

  const decide = async (kind: 'apply' | 'discard') => {
    try {
      if (kind === 'apply') {
        await apply({ variables: { input } });
        onApplied();
      } else {
        await discard({ variables: { input } });
      }
      notifications.show({ color: 'green', message: t(kind === 'apply' ? 'optimization.applied' : 'optimization.discarded') });
    } catch (error) {
      notifications.show({ color: 'red', title: t('optimization.decisionFailed'), message: t(errorMessageKey(error)) });
    }
  };

  return (
    <Stack gap="xs">
      <Group gap="lg">
        <Text size="sm">{t('optimization.before', { score: percent(job.beforeScore) })}</Text>
        <Text size="sm">{t('optimization.after', { score: percent(job.afterScore) })}</Text>
        <Text size="sm" c="dimmed">
          {t('optimization.rows', { rows: job.rowCount })}
        </Text>
      </Group>
      <Text fw={500}>{t('optimization.proposed')}</Text>
      <Paper withBorder p="sm">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {job.proposedPrompt}
        </Text>
      </Paper>
      {job.decision === 'pending' ? (
        <Group justify="flex-end">
          <Button variant="default" loading={discarding} disabled={applying} onClick={() => void decide('discard')}>
            {t('optimization.discard')}
          </Button>
          <Button loading={applying} disabled={discarding} onClick={() => void decide('apply')}>
            {t('optimization.apply')}
          </Button>
        </Group>
      ) : (
        <Badge variant="light" color={job.decision === 'applied' ? 'green' : 'gray'}>
          {t(`optimization.decision.${job.decision}`)}
        </Badge>
      )}
    </Stack>
  );
}

function JobState({ job, botId, onApplied }: { job: BotAutoQa_OptimizationFragment; botId: string; onApplied: () => void }) {
  const { t } = useTranslation();
  if (job.state === 'running') {
    const value = Math.round(job.progress * 100);
    return (
      <Stack gap={4} role="status">
        <Text size="sm">{t('optimization.running', { percent: value })}</Text>
        <Progress value={value} aria-label={t('optimization.progress')} />
      </Stack>
    );
  }
  if (job.state === 'failure') {
    return (
      <ErrorBanner title={t('optimization.failed')}>
        {jobFailureText(t, job.message)}
      </ErrorBanner>
    );
  }
  return <Proposal job={job} botId={botId} onApplied={onApplied} />;
}

interface OptimizationPanelProps {
  botId: string;
  llmConfigured: boolean;
  /** Called after a proposal became the bot-level prompt. */
  onApplied: () => void;
}

function ModelOptimization({ botId, onApplied }: Omit<OptimizationPanelProps, 'llmConfigured'>) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [liveJob, setLiveJob] = useState<BotAutoQa_OptimizationFragment | null>(null);
  const { data, error, refetch } = useBotAutoQa_OptimizationQuery({ variables: { botId }, fetchPolicy: 'cache-and-network' });
  const [start, { loading: starting }] = useBotAutoQa_StartOptimizationMutation();
  const status = data?.promptOptimization;
  const job = liveJob ?? status?.optimization ?? null;
  const running = job?.state === 'running';

  useBotAutoQa_OptimizationProgressSubscription({
    variables: { botId },
    skip: !running,
    onData: ({ data: event }) => {
      const next = event.data?.promptOptimizationProgress;
      if (!next) return;
      setLiveJob(next);
      if (next.state !== 'running') void refetch().then(() => setLiveJob(null)).catch(() => undefined);
    },
  });

  if (error && !status) return <QueryFailure error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  if (!status) return <Skeleton height={80} />;

  const limitReached = status.usedToday >= status.dailyLimit;
  const send = async (file: File) => {
    setProblem(null);
    const tooLarge = file.size > OPTIMIZATION_FILE_MAX_BYTES;
    if (!file.name.toLowerCase().endsWith('.csv') || tooLarge) {
      setProblem(t(tooLarge ? 'optimization.tooLarge' : 'optimization.badType', { name: file.name }));
      return;
    }
    try {
      const base64 = await readAsBase64(file);
      const result = await start({ variables: { input: { botId, file: { fileName: file.name, contentType: 'text/csv', base64 } } } });
      if (result.data) setLiveJob(result.data.startPromptOptimization.optimization);
      void refetch().catch(() => undefined);
    } catch (failure) {
      // IMPORT_INVALID names the CSV's bad lines (missing question or answer, wrong columns).
      const lines = lineIssuesOf(failure).map((issue) => t('faq.import.line', { line: issue.line, message: t(issue.message) }));
      setProblem([t(errorMessageKey(failure)), ...lines].join(' '));
    }
  };

  return (
    <Stack>
      <Text size="sm" c={limitReached ? 'red' : 'dimmed'}>
        {t('optimization.usage', { used: status.usedToday, limit: status.dailyLimit })}
      </Text>
      {limitReached && <Text size="sm">{t('errors.OPTIMIZATION_LIMIT_REACHED')}</Text>}
      <Group>
        <Button onClick={() => input.current?.click()} loading={starting} disabled={running || limitReached}>
          {t('optimization.upload')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('optimization.format')}
        </Text>
      </Group>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label={t('optimization.file')}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void send(file);
        }}
      />
      {problem && (
        <ErrorBanner withCloseButton onClose={() => setProblem(null)}>
          {problem}
        </ErrorBanner>
      )}
      {job ? <JobState job={job} botId={botId} onApplied={onApplied} /> : <Text c="dimmed">{t('optimization.none')}</Text>}
    </Stack>
  );
}

export function OptimizationPanel({ botId, llmConfigured, onApplied }: OptimizationPanelProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="optimization-title">
      <Stack>
        <Title id="optimization-title" order={2} size="h4">
          {t('optimization.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('optimization.intro')}
        </Text>
        {llmConfigured ? (
          <ModelOptimization botId={botId} onApplied={onApplied} />
        ) : (
          <>
            <Alert color="yellow" role="note" title={t('optimization.needsModelTitle')}>
              {t('optimization.needsModel')}
            </Alert>
            <Group>
              <Button disabled>{t('optimization.upload')}</Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
