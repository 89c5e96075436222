// The one server-sent event stream of a bot's jobs of one kind (GET /qa/{botId}/training/events,
// /graph-rag/{botId}/ingest/events, /graph-rag/{botId}/optimization/events): the bot's current jobs first, then every
// step announced on the kind's progress channel (from any replica). It ends once every job it sent has finished
// (for a kind whose stream waits for a job, once at least one was sent).
import type { RequestHandler } from 'express';
import { ownedBotOf } from '../chatbots/owned-chatbot';
import type { BackendContext } from '../context';
import type { EventStream } from '../http/event-stream';
import { openEventStream } from '../http/event-stream';
import { jobProgressChannel } from './channels';
import type { JobEvent, JobKind } from './job-kind';
import type { JobTableName } from './job-store';

export function jobEvents<T extends JobTableName, Event extends JobEvent>(ctx: BackendContext, kind: JobKind<T, Event>): RequestHandler {
  const shape = kind.progress;
  return async (req, res) => {
    const chatbotId = ownedBotOf(res).chatbot_id;
    // Until the current jobs are sent, notifications wait here so the client sees steps in order.
    let pending: Event[] | undefined = [];
    // The last event sent of each job.
    const sent = new Map<string, Event>();
    let stream: EventStream | undefined;

    /** A step older than one already sent (it raced the first read) adds nothing. */
    const outdated = (event: Event) => {
      const last = sent.get(shape.keyOf(event));
      if (!last) return false;
      if (shape.finished(last) && !shape.requeueable) return true;
      return shape.finished(last) === shape.finished(event) && event.progress < last.progress;
    };
    const send = (event: Event) => {
      if (outdated(event)) return;
      sent.set(shape.keyOf(event), event);
      stream?.send(shape.eventName, event);
    };
    const endWhenDone = () => {
      const events = [...sent.values()];
      if (events.length === 0 && !shape.endsWithoutJobs) return;
      if (events.every((event) => shape.finished(event))) stream?.end();
    };

    stream = await openEventStream(ctx, req, res, {
      channel: jobProgressChannel(kind.store.kind),
      onNotification: (payload) => {
        const event = JSON.parse(payload) as Event;
        if (event.chatbot_id !== chatbotId) return;
        if (pending) pending.push(event);
        else {
          send(event);
          endWhenDone();
        }
      },
    });
    if (!stream) return;

    const current = await shape.current(ctx.db, chatbotId);
    const queued = pending;
    pending = undefined;
    current.forEach(send);
    queued.forEach(send);
    endWhenDone();
  };
}
