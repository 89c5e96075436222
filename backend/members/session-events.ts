// GET /member/session-events: a server-sent event stream that tells a signed-in client the moment its
// session is revoked (force login elsewhere, logout) or expires. Revocations arrive by LISTEN/NOTIFY,
// so the replica that revoked need not be the one holding the stream.
import type { RequestHandler, Response } from 'express';
import type { SessionEventDTO } from '../../schema/rest';
import type { BackendContext } from '../context';
import { signedIn } from '../http/require-session';
import { SESSION_REVOKED_CHANNEL } from './members.service';
import { findSessionById } from './session.repository';
import type { SessionRow } from './session.table';

const HEARTBEAT_MS = 25_000;

function sendSessionEvent(res: Response, kind: SessionEventDTO['kind'], at: Date): void {
  const event: SessionEventDTO = { kind, at: at.toISOString() };
  res.write(`event: session\ndata: ${JSON.stringify(event)}\n\n`);
}

export function sessionEvents(ctx: BackendContext): RequestHandler {
  return async (req, res) => {
    const { session } = signedIn(res);
    let ended = false;
    let stopListening: (() => Promise<void>) | undefined;
    const timers: NodeJS.Timeout[] = [];

    const end = (kind?: SessionEventDTO['kind']) => {
      if (ended) return;
      ended = true;
      timers.forEach(clearTimeout);
      timers.forEach(clearInterval);
      ctx.openStreams.delete(end);
      void stopListening?.().catch(() => undefined);
      if (kind && !res.writableEnded) sendSessionEvent(res, kind, ctx.now());
      res.end();
    };
    ctx.openStreams.add(end);
    req.on('close', () => end());

    // Listen before answering, so a revocation right after the client sees the headers is not missed.
    stopListening = await ctx.database.listen(SESSION_REVOKED_CHANNEL, (sessionId) => {
      if (sessionId === session.id) end('revoked');
    });
    if (ended) {
      await stopListening();
      return;
    }
    // Connection: close lets the socket go with the stream, so shutting down never waits on it.
    res.status(200).set({ 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache, no-transform', Connection: 'close', 'X-Accel-Buffering': 'no' });
    res.flushHeaders();
    res.write(': connected\n\n');

    // A revocation between the session check and LISTEN would otherwise go unnoticed.
    const current = await findSessionById(ctx.db, session.id);
    // The stream may have ended (client gone, shutdown) while we looked; then no timers may start.
    if (ended) return;
    if (!current || current.revoked_at) {
      end('revoked');
      return;
    }
    // The idle expiry slides while the client keeps calling, so look again when it comes due.
    const watchExpiry = (row: SessionRow) => {
      if (ended) return;
      const dueInMs = Math.min(row.absolute_expires_at.getTime(), row.idle_expires_at.getTime()) - ctx.now().getTime();
      timers.push(setTimeout(async () => {
        const latest = await findSessionById(ctx.db, session.id).catch(() => null);
        // Without an answer from the database, end quietly; the client reconnects and is checked afresh.
        if (latest === null) end();
        else if (!latest || latest.revoked_at) end('revoked');
        else if (Math.min(latest.absolute_expires_at.getTime(), latest.idle_expires_at.getTime()) <= ctx.now().getTime()) end('expired');
        else watchExpiry(latest);
      }, Math.max(0, dueInMs) + 1000));
    };
    watchExpiry(current);
    timers.push(setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS));
  };
}
