// GET /graph-rag/{botId}/ingest/events: a server-sent event stream of a bot's knowledge ingestion. It sends every
// file's current state first, then every step announced on the `knowledge_ingest` channel (from any replica), and
// ends once no file of the bot is pending or processing.
import type { RequestHandler, Response } from 'express';
import type { IngestEventDTO } from '../../schema/rest';
import { ownedBotOf } from '../chatbots/owned-chatbot';
import type { BackendContext } from '../context';
import { KNOWLEDGE_INGEST_CHANNEL } from './channels';
import { toIngestEvent } from './knowledge-file.dto';
import { listBotFiles } from './knowledge-file.repository';

const HEARTBEAT_MS = 25_000;

function sendIngestEvent(res: Response, event: IngestEventDTO): void {
  res.write(`event: ingest\ndata: ${JSON.stringify(event)}\n\n`);
}

const unfinished = (event: IngestEventDTO) => event.status === 'pending' || event.status === 'processing';

export function ingestEvents(ctx: BackendContext): RequestHandler {
  return async (req, res) => {
    const chatbotId = ownedBotOf(res).chatbot_id;
    let ended = false;
    let heartbeat: NodeJS.Timeout | undefined;
    let stopListening: (() => Promise<void>) | undefined;
    let pending: IngestEventDTO[] | undefined = [];
    // The last state sent of each file: the stream ends when none is unfinished.
    const states = new Map<string, IngestEventDTO>();

    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      ctx.openStreams.delete(end);
      void stopListening?.().catch(() => undefined);
      res.end();
    };
    const send = (event: IngestEventDTO) => {
      if (ended) return;
      const last = states.get(event.file_id);
      // A step older than one already sent (it raced the first read) adds nothing.
      if (last && !unfinished(last) === !unfinished(event) && event.progress < last.progress) return;
      states.set(event.file_id, event);
      sendIngestEvent(res, event);
    };
    const endWhenIdle = () => {
      if (![...states.values()].some(unfinished)) end();
    };
    ctx.openStreams.add(end);
    req.on('close', end);

    // Listen before reading the current state, so no step between the two is missed.
    stopListening = await ctx.database.listen(KNOWLEDGE_INGEST_CHANNEL, (payload) => {
      const event = JSON.parse(payload) as IngestEventDTO;
      if (event.chatbot_id !== chatbotId) return;
      if (pending) pending.push(event);
      else {
        send(event);
        endWhenIdle();
      }
    });
    if (ended) {
      await stopListening();
      return;
    }
    res.status(200).set({ 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache, no-transform', Connection: 'close', 'X-Accel-Buffering': 'no' });
    res.flushHeaders();
    res.write(': connected\n\n');

    const files = await listBotFiles(ctx.db, chatbotId);
    const queued = pending;
    pending = undefined;
    files.map(toIngestEvent).forEach(send);
    queued.forEach(send);
    endWhenIdle();
    if (!ended) heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
  };
}
