// Server-sent event streams fed by a LISTEN/NOTIFY channel (session revocations, training and ingestion
// progress). The stream listens before it answers, so nothing published in between is missed; it ends on
// client close and on shutdown (ctx.openStreams), and a heartbeat keeps proxies from closing it.
import type { Request, Response } from 'express';
import type { BackendContext } from '../context';

const HEARTBEAT_MS = 25_000;

export interface EventStream {
  /** Writes one `event:`/`data:` pair; ignored once the stream has ended. */
  send(event: string, data: unknown): void;
  /** Ends the stream (idempotent) and runs the `onEnd` callbacks first. */
  end(): void;
  readonly ended: boolean;
}

export interface EventStreamOptions {
  channel: string;
  /** Each payload published on the channel while the stream is open. */
  onNotification: (payload: string, stream: EventStream) => void;
  /** Runs once as the stream ends, before the response does (clear timers, write a last event). */
  onEnd?: (stream: EventStream) => void;
}

/**
 * Opens the stream: LISTEN on the channel, then the headers. Returns undefined when the client went away
 * while listening started.
 */
export async function openEventStream(ctx: BackendContext, req: Request, res: Response, options: EventStreamOptions): Promise<EventStream | undefined> {
  let ended = false;
  let heartbeat: NodeJS.Timeout | undefined;
  let stopListening: (() => Promise<void>) | undefined;

  const stream: EventStream = {
    get ended() {
      return ended;
    },
    send(event, data) {
      if (ended) return;
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (ended) return;
      if (res.headersSent) options.onEnd?.(stream);
      ended = true;
      clearInterval(heartbeat);
      ctx.openStreams.delete(stream.end);
      void stopListening?.().catch(() => undefined);
      res.end();
    },
  };
  ctx.openStreams.add(stream.end);
  req.on('close', stream.end);

  stopListening = await ctx.database.listen(options.channel, (payload) => {
    if (!ended) options.onNotification(payload, stream);
  });
  if (ended) {
    await stopListening();
    return undefined;
  }
  // Connection: close lets the socket go with the stream, so shutting down never waits on it.
  res.status(200).set({ 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache, no-transform', Connection: 'close', 'X-Accel-Buffering': 'no' });
  res.flushHeaders();
  res.write(': connected\n\n');
  heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
  return stream;
}
