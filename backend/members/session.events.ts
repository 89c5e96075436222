// GET /member/session-events: a server-sent event stream that tells a signed-in client the moment its
// session is revoked (force login elsewhere, logout) or expires. Revocations arrive by LISTEN/NOTIFY,
// so the replica that revoked need not be the one holding the stream.
import type { RequestHandler } from 'express';
import type { SessionEventDTO } from '../../schema/rest';
import type { BackendContext } from '../context';
import { openEventStream, type EventStream } from '../http/event-stream';
import { signedIn } from '../http/require-session';
import { findSessionById, SESSION_REVOKED_CHANNEL } from './session.repository';
import type { SessionRow } from './session.table';

export function sessionEvents(ctx: BackendContext): RequestHandler {
  return async (req, res) => {
    const { session } = signedIn(res);
    const timers: NodeJS.Timeout[] = [];
    // The last event, written as the stream ends (none when the client simply goes away).
    let finalKind: SessionEventDTO['kind'] | undefined;
    const finish = (ending: EventStream | undefined, kind?: SessionEventDTO['kind']) => {
      finalKind ??= kind;
      ending?.end();
    };

    // Listen before answering, so a revocation right after the client sees the headers is not missed.
    const stream = await openEventStream(ctx, req, res, {
      channel: SESSION_REVOKED_CHANNEL,
      onNotification: (sessionId, open) => {
        if (sessionId === session.id) finish(open, 'revoked');
      },
      onEnd: (ending) => {
        timers.forEach(clearTimeout);
        if (finalKind) ending.send('session', { kind: finalKind, at: ctx.now().toISOString() } satisfies SessionEventDTO);
      },
      watchesItsSession: true,
    });
    if (!stream) return;

    // A revocation between the session check and LISTEN would otherwise go unnoticed.
    const current = await findSessionById(ctx.db, session.id);
    // The stream may have ended (client gone, shutdown) while we looked; then no timers may start.
    if (stream.ended) return;
    if (!current || current.revoked_at) {
      finish(stream, 'revoked');
      return;
    }
    // The idle expiry slides while the client keeps calling, so look again when it comes due.
    const watchExpiry = (row: SessionRow) => {
      if (stream.ended) return;
      const dueInMs = Math.min(row.absolute_expires_at.getTime(), row.idle_expires_at.getTime()) - ctx.now().getTime();
      timers.push(
        setTimeout(async () => {
          const latest = await findSessionById(ctx.db, session.id).catch(() => null);
          // Without an answer from the database, end quietly; the client reconnects and is checked afresh.
          if (latest === null) finish(stream);
          else if (!latest || latest.revoked_at) finish(stream, 'revoked');
          else if (Math.min(latest.absolute_expires_at.getTime(), latest.idle_expires_at.getTime()) <= ctx.now().getTime()) finish(stream, 'expired');
          else watchExpiry(latest);
        }, Math.max(0, dueInMs) + 1000),
      );
    };
    watchExpiry(current);
  };
}
