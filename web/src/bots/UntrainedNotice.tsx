// The Q&A list changed since it was trained (on arrival, or a question just joined it from the history, the test chat
// or a batch test row), and the bot answers from it only once trained. The notice trains it where the owner is
// ("Train now", with the run's progress and its end), or links to the Q&A list.
import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useUntrained_StatusQuery } from '../__generated__/graphql';
import { jobFailureText } from '../app/job-failure';
import { useTrainingRun } from './use-training-run';

export function UntrainedNotice({ botId, onClose }: { botId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { job, running, starting, train } = useTrainingRun(botId);
  const close = { withCloseButton: true, closeButtonLabel: t('history.untrained.dismiss'), onClose };

  if (running && job) {
    // The title stays put while the bar moves: an alert's changed words are spoken again at every step.
    return (
      <Alert color="blue" title={t('faq.training.title')}>
        <Progress value={Math.round(job.progress * 100)} animated aria-label={t('faq.training.progress')} />
      </Alert>
    );
  }
  if (job?.state === 'SUCCESS') {
    return (
      <Alert color="green" title={t('history.untrained.trainedTitle')} {...close}>
        <Text size="sm">{t('history.untrained.trainedMessage')}</Text>
      </Alert>
    );
  }
  const failed = job?.state === 'FAILURE';
  return (
    <Alert color={failed ? 'red' : 'orange'} title={t(failed ? 'faq.training.failed' : 'history.untrained.title')} {...close}>
      <Text size="sm">{failed ? (job.message ? jobFailureText(t, job.message) : t('faq.training.noReason')) : t('history.untrained.message')}</Text>
      <Group gap="xs" mt="xs">
        <Button size="xs" color={failed ? 'red' : 'orange'} onClick={() => void train()} loading={starting}>
          {t(failed ? 'common.retry' : 'history.untrained.trainNow')}
        </Button>
        <Button component={Link} to={`/dashboard/bot/${botId}/faq`} size="xs" variant="light" color={failed ? 'red' : 'orange'}>
          {t('history.untrained.train')}
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * The notice for a page that teaches the bot: shown on arrival when the Q&A list has untrained changes, and again
 * whenever the page calls `added` (a question joined the list); dismissed, it stays away until the next `added`.
 */
export function useUntrainedNotice(botId: string): { notice: ReactNode; added: () => void } {
  const [state, setState] = useState<'asked' | 'shown' | 'dismissed'>('asked');
  const { data } = useUntrained_StatusQuery({ variables: { botId }, fetchPolicy: 'network-only' });
  const shown = state === 'shown' || (state === 'asked' && data?.training.untrainedChanges === true);
  return {
    notice: shown ? <UntrainedNotice botId={botId} onClose={() => setState('dismissed')} /> : null,
    added: () => setState('shown'),
  };
}
