// GET /graph-rag/{botId}/optimization/events: a server-sent event stream of a bot's prompt optimisation. It sends
// the newest job first, then every step announced on the `prompt_optimization` channel (from any replica), and
// ends once a job reaches success or failure.
import type { RequestHandler } from 'express';
import type { OptimizationJobDTO } from '../../schema/rest';
import { ownedBotOf } from '../chatbots/owned-chatbot';
import type { BackendContext } from '../context';
import { openEventStream } from '../http/event-stream';
import { OPTIMIZATION_CHANNEL } from './channels';
import { newestOptimization, toOptimizationJobDTO } from './optimization.repository';

const finished = (job: OptimizationJobDTO) => job.state !== 'running';

export function optimizationEvents(ctx: BackendContext): RequestHandler {
  return async (req, res) => {
    const chatbotId = ownedBotOf(res).chatbot_id;
    // Until the current job is sent, notifications wait here so the client sees steps in order.
    let pending: OptimizationJobDTO[] | undefined = [];
    let last: OptimizationJobDTO | undefined;

    const send = (job: OptimizationJobDTO) => {
      // A step older than one already sent (it raced the first read) adds nothing.
      if (last && last.job_id === job.job_id && (finished(last) || job.progress < last.progress)) return;
      last = job;
      stream?.send('optimization', job);
      if (finished(job)) stream?.end();
    };
    const stream = await openEventStream(ctx, req, res, {
      channel: OPTIMIZATION_CHANNEL,
      onNotification: (payload) => {
        const job = JSON.parse(payload) as OptimizationJobDTO;
        if (job.chatbot_id !== chatbotId) return;
        if (pending) pending.push(job);
        else send(job);
      },
    });
    if (!stream) return;

    const current = await newestOptimization(ctx.db, chatbotId);
    const queued = pending;
    pending = undefined;
    if (current) send(toOptimizationJobDTO(current));
    queued.forEach(send);
  };
}
