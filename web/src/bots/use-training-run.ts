// Starting the bot's training and following the run (PRODUCT.md §4 "training, then success"): the job just started,
// then each progress event in its place, until it ends. Used by the Q&A list's training card and by the "untrained
// changes" notice, which trains where the owner is.
import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useBotFaq_StartTrainingMutation, useBotFaq_TrainingProgressSubscription, type BotFaq_TrainingJobFragment } from '../__generated__/graphql';
import { errorCodeOf, errorMessageKey } from '../forms/graphql-errors';

/** A run someone else started, followed until the subscription's first event says where it is. */
const RUN_UNDER_WAY: BotFaq_TrainingJobFragment = { __typename: 'TrainingJob', id: '', state: 'TRAINING', progress: 0, message: '', groupCount: 0, createdAt: '', finishedAt: null };

interface TrainingRunOptions {
  /** The job the page read last, shown until this hook knows a newer one. */
  known?: BotFaq_TrainingJobFragment | null;
  /** Read the status again once a run ends; the hook then forgets its copy of the run. */
  onEnded?: () => Promise<unknown>;
  /** Another run is under way already (TRAINING_IN_PROGRESS); without it the hook follows that run itself. */
  onInProgress?: () => Promise<unknown>;
}

export function useTrainingRun(botId: string, { known = null, onEnded, onInProgress }: TrainingRunOptions = {}) {
  const { t } = useTranslation();
  const [startTraining, { loading: starting }] = useBotFaq_StartTrainingMutation();
  // The newest job known here: the one just started, then each progress event replaces it.
  const [liveJob, setLiveJob] = useState<BotFaq_TrainingJobFragment | null>(null);
  // Whether a run was started or followed here (what is read on arrival is there to read, not to announce).
  const [followed, setFollowed] = useState(false);
  const job = liveJob ?? known;
  const running = job?.state === 'TRAINING';
  const forget = (refresh: () => Promise<unknown>) => void refresh().then(() => setLiveJob(null)).catch(() => undefined);

  useBotFaq_TrainingProgressSubscription({
    variables: { botId },
    skip: !running,
    onData: ({ data: event }) => {
      const next = event.data?.trainingProgress;
      if (!next) return;
      setLiveJob(next);
      setFollowed(true);
      // The finished job changes what the bot answers from: read the status again.
      if (next.state !== 'TRAINING' && onEnded) forget(onEnded);
    },
  });

  const train = async () => {
    try {
      const result = await startTraining({ variables: { input: { botId } } });
      if (result.data) setLiveJob(result.data.startTraining.job);
      setFollowed(true);
    } catch (error) {
      // Someone else started it: follow that run instead of failing, and say so.
      if (errorCodeOf(error) === 'TRAINING_IN_PROGRESS') {
        if (onInProgress) forget(onInProgress);
        else {
          setLiveJob(RUN_UNDER_WAY);
          setFollowed(true);
        }
        notifications.show({ color: 'blue', message: t(errorMessageKey(error)) });
        return;
      }
      notifications.show({ color: 'red', title: t('faq.training.startFailed'), message: t(errorMessageKey(error)) });
    }
  };

  return { job, liveJob, running, starting, followed, train };
}
