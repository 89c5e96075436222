// The training card of the FAQ page (PRODUCT.md §4 "training, then success"): where the bot's index
// stands, a Train button, live progress from the trainingProgress subscription, and a hint when the
// Q&A list changed since the last successful training.
import { Button, Card, Group, Progress, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useBotFaq_TrainingQuery, type BotFaq_TrainingJobFragment, type BotFaq_TrainingQuery } from '../../__generated__/graphql';
import { jobFailureText } from '../../app/job-failure';
import { formatTaipeiTime } from '../../app/time';
import { useTrainingRun } from '../../bots/use-training-run';
import { ErrorBanner } from '../../forms/ErrorBanner';

type TrainingStatus = BotFaq_TrainingQuery['training'];

function TrainingState({ status, job, onRetry, retrying }: { status: TrainingStatus; job: BotFaq_TrainingJobFragment | null; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  if (job?.state === 'TRAINING') {
    const percent = Math.round(job.progress * 100);
    return (
      <Stack gap={4}>
        <Text>{t('faq.training.running', { percent })}</Text>
        <Progress value={percent} animated aria-label={t('faq.training.progress')} />
        {job.message && (
          <Text size="sm" c="dimmed">
            {/* The step's code (loading, indexing, saving) in the console's language. */}
            {t(`faq.training.step.${job.message}`, { defaultValue: job.message })}
          </Text>
        )}
      </Stack>
    );
  }
  if (job?.state === 'FAILURE') {
    return (
      <ErrorBanner title={t('faq.training.failed')}>
        <Text size="sm">{job.message ? jobFailureText(t, job.message) : t('faq.training.noReason')}</Text>
        <Button mt="sm" size="xs" variant="light" color="red" onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      </ErrorBanner>
    );
  }
  if (status.trainedAt) {
    return <Text>{t('faq.training.succeeded', { time: formatTaipeiTime(status.trainedAt), count: status.trainedGroupCount })}</Text>;
  }
  if (status.groupCount === 0) return <Text c="dimmed">{t('faq.training.nothing')}</Text>;
  return <Text c="dimmed">{t('faq.training.never')}</Text>;
}

/**
 * What a screen reader hears of a run followed on this page: its start and each quarter, then its end (a failure is
 * the banner's own alert). Nothing before one was followed: the status read on arrival is there to read, not to speak.
 */
function announcement(t: TFunction, followed: boolean, liveJob: BotFaq_TrainingJobFragment | null, job: BotFaq_TrainingJobFragment | null, status: TrainingStatus | undefined): string {
  if (!followed) return '';
  if (job?.state === 'TRAINING') return t('faq.training.running', { percent: Math.floor(Math.round(job.progress * 100) / 25) * 25 });
  // Said once the status is read again after the run (until then the live job holds the run's last event).
  if (!liveJob && job?.state !== 'FAILURE' && status?.trainedAt) return t('faq.training.succeeded', { time: formatTaipeiTime(status.trainedAt), count: status.trainedGroupCount });
  return '';
}

export function TrainingCard({ botId }: { botId: string }) {
  const { t } = useTranslation();
  const { data, refetch } = useBotFaq_TrainingQuery({ variables: { botId }, fetchPolicy: 'cache-and-network' });
  const status = data?.training;
  const { job, liveJob, running, starting, followed, train } = useTrainingRun(botId, { known: status?.job ?? null, onEnded: refetch, onInProgress: refetch });

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="training-title">
      <Group justify="space-between" mb="sm">
        <Title id="training-title" order={2} size="h4">
          {t('faq.training.title')}
        </Title>
        {/* While a run goes on, the button says so with its progress rather than spinning. */}
        {/* Nothing to train: no groups, and none trained before whose answers a run would clear. */}
        <Button onClick={() => void train()} loading={starting} disabled={running || !status || (status.groupCount === 0 && !status.untrainedChanges)}>
          {running && job ? t('faq.training.running', { percent: Math.round(job.progress * 100) }) : t('faq.training.train')}
        </Button>
      </Group>
      <VisuallyHidden role="status">{announcement(t, followed, liveJob, job, status)}</VisuallyHidden>
      {status ? (
        <Stack gap="xs">
          <TrainingState status={status} job={job} onRetry={() => void train()} retrying={starting} />
          {!running && status.untrainedChanges && (
            <Text size="sm" c="orange">
              {/* A new phrasing or an edited answer leaves the counts as they were: "3 groups now, 3 trained" read as nothing to train. */}
              {status.groupCount === status.trainedGroupCount
                ? t('faq.training.untrainedEdits')
                : t('faq.training.untrained', { count: status.groupCount, trained: status.trainedGroupCount })}
            </Text>
          )}
        </Stack>
      ) : (
        <Skeleton height={40} />
      )}
    </Card>
  );
}
