// GET /qa/{botId}/training/events: a server-sent event stream of a bot's training. It sends the newest
// job first, then every step announced on the `training` channel (from any replica), and ends once a job
// reaches success or failure.
import type { RequestHandler } from 'express';
import type { TrainingJobDTO } from '../../schema/rest';
import { ownedBotOf } from '../chatbots/owned-chatbot';
import type { BackendContext } from '../context';
import { openEventStream } from '../http/event-stream';
import { TRAINING_CHANNEL } from '../jobs/channels';
import { newestTrainingJob, toTrainingJobDTO } from '../jobs/job.repository';

const finished = (job: TrainingJobDTO) => job.state !== 'training';

export function trainingEvents(ctx: BackendContext): RequestHandler {
  return async (req, res) => {
    const chatbotId = ownedBotOf(res).chatbot_id;
    // Until the current job is sent, notifications wait here so the client sees steps in order.
    let pending: TrainingJobDTO[] | undefined = [];
    let last: TrainingJobDTO | undefined;

    const send = (job: TrainingJobDTO) => {
      // A step older than one already sent (it raced the first read) adds nothing.
      if (last && last.job_id === job.job_id && (finished(last) || job.progress < last.progress)) return;
      last = job;
      stream?.send('training', job);
      if (finished(job)) stream?.end();
    };
    const stream = await openEventStream(ctx, req, res, {
      channel: TRAINING_CHANNEL,
      onNotification: (payload) => {
        const job = JSON.parse(payload) as TrainingJobDTO;
        if (job.chatbot_id !== chatbotId) return;
        if (pending) pending.push(job);
        else send(job);
      },
    });
    if (!stream) return;

    const current = await newestTrainingJob(ctx.db, chatbotId);
    const queued = pending;
    pending = undefined;
    if (current) send(toTrainingJobDTO(current));
    queued.forEach(send);
  };
}
