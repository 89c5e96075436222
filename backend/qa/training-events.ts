// GET /qa/{botId}/training/events: a server-sent event stream of a bot's training. It sends the newest
// job first, then every step announced on the `training` channel (from any replica), and ends once a job
// reaches success or failure.
import type { RequestHandler, Response } from 'express';
import type { TrainingJobDTO } from '../../schema/rest';
import type { BackendContext } from '../context';
import { signedIn } from '../http/require-session';
import { TRAINING_CHANNEL } from '../jobs/channels';
import { newestTrainingJob, toTrainingJobDTO } from '../jobs/job.repository';
import { ownedBot } from './qa-group.service';

const HEARTBEAT_MS = 25_000;

function sendTrainingEvent(res: Response, job: TrainingJobDTO): void {
  res.write(`event: training\ndata: ${JSON.stringify(job)}\n\n`);
}

const finished = (job: TrainingJobDTO) => job.state !== 'training';

export function trainingEvents(ctx: BackendContext): RequestHandler<{ botId: string }> {
  return async (req, res) => {
    const chatbotId = req.params.botId;
    await ownedBot(ctx, signedIn(res).account, chatbotId);
    let ended = false;
    let heartbeat: NodeJS.Timeout | undefined;
    let stopListening: (() => Promise<void>) | undefined;
    // Until the current job is sent, notifications wait here so the client sees steps in order.
    let pending: TrainingJobDTO[] | undefined = [];
    let last: TrainingJobDTO | undefined;

    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      ctx.openStreams.delete(end);
      void stopListening?.().catch(() => undefined);
      res.end();
    };
    const send = (job: TrainingJobDTO) => {
      if (ended) return;
      // A step older than one already sent (it raced the first read) adds nothing.
      if (last && last.job_id === job.job_id && (finished(last) || job.progress < last.progress)) return;
      last = job;
      sendTrainingEvent(res, job);
      if (finished(job)) end();
    };
    ctx.openStreams.add(end);
    req.on('close', end);

    // Listen before reading the current job, so no step between the two is missed.
    stopListening = await ctx.database.listen(TRAINING_CHANNEL, (payload) => {
      const job = JSON.parse(payload) as TrainingJobDTO;
      if (job.chatbot_id !== chatbotId) return;
      if (pending) pending.push(job);
      else send(job);
    });
    if (ended) {
      await stopListening();
      return;
    }
    // Connection: close lets the socket go with the stream, so shutting down never waits on it.
    res.status(200).set({ 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache, no-transform', Connection: 'close', 'X-Accel-Buffering': 'no' });
    res.flushHeaders();
    res.write(': connected\n\n');

    const current = await newestTrainingJob(ctx.db, chatbotId);
    const queued = pending;
    pending = undefined;
    if (current) send(toTrainingJobDTO(current));
    queued.forEach(send);
    if (!ended) heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
  };
}
