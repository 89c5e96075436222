// Server-sent event streams fed by a LISTEN/NOTIFY channel (session revocations, training and ingestion
// progress). The stream listens before it answers, so nothing published in between is missed; it ends on
// client close and on shutdown (ctx.openStreams), and a heartbeat keeps proxies from closing it.
// A stream opened under a session is bound to it: it ends the moment the session is revoked (announced on
// SESSION_REVOKED_CHANNEL from any replica) and, checked at each heartbeat, once it has expired; and a session may
// hold at most MAX_STREAMS_PER_SESSION streams open in a process.
import type { Request, Response } from 'express';
import type { BackendContext } from '../context';
import { findSessionById, SESSION_REVOKED_CHANNEL } from '../members/session.repository';
import { AppError } from './errors';
import { MAX_STREAMS_PER_SESSION } from './open-streams';

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
  /** The caller ends the stream itself when its session ends, with a last event (GET /member/session-events). */
  watchesItsSession?: boolean;
}

/**
 * Opens the stream: LISTEN on the channel, then the headers. Returns undefined when the client went away
 * while listening started.
 */
export async function openEventStream(ctx: BackendContext, req: Request, res: Response, options: EventStreamOptions): Promise<EventStream | undefined> {
  const session = res.locals.signedIn?.session;
  const watched = options.watchesItsSession ? undefined : session;
  let ended = false;
  let heartbeat: NodeJS.Timeout | undefined;
  let stopListening: (() => Promise<void>) | undefined;
  let stopWatchingSession: (() => Promise<void>) | undefined;

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
      ctx.openStreams.delete(stream.end, session?.id);
      void stopListening?.().catch(() => undefined);
      void stopWatchingSession?.().catch(() => undefined);
      res.end();
    },
  };
  if (!ctx.openStreams.add(stream.end, session?.id)) {
    throw new AppError('RATE_LIMITED', `This session already has ${MAX_STREAMS_PER_SESSION} live update streams open. Close some of its pages and try again.`, undefined, { 'Retry-After': '5' });
  }
  req.on('close', stream.end);

  stopListening = await ctx.database.listen(options.channel, (payload) => {
    if (!ended) options.onNotification(payload, stream);
  });
  if (watched) {
    stopWatchingSession = await ctx.database.listen(SESSION_REVOKED_CHANNEL, (sessionId) => {
      if (sessionId === watched.id) stream.end();
    });
  }
  // A revocation between the request's session check and the LISTEN above would otherwise go unnoticed.
  if (watched && !ended && !(await sessionLive(ctx, watched.id))) stream.end();
  if (ended) {
    await stopListening();
    await stopWatchingSession?.();
    return undefined;
  }
  // Connection: close lets the socket go with the stream, so shutting down never waits on it.
  res.status(200).set({ 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache, no-transform', Connection: 'close', 'X-Accel-Buffering': 'no' });
  res.flushHeaders();
  res.write(': connected\n\n');
  heartbeat = setInterval(() => {
    res.write(': heartbeat\n\n');
    // An expired session (or a revocation this process missed) ends the stream; a database hiccup does not.
    if (watched) void sessionLive(ctx, watched.id).then((live) => live || stream.end(), () => undefined);
  }, HEARTBEAT_MS);
  return stream;
}

/** The session is neither revoked nor expired. */
async function sessionLive(ctx: BackendContext, sessionId: string): Promise<boolean> {
  const row = await findSessionById(ctx.db, sessionId);
  const now = ctx.now().getTime();
  return row !== undefined && row.revoked_at === null && row.idle_expires_at.getTime() > now && row.absolute_expires_at.getTime() > now;
}
