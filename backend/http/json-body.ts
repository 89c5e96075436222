// The JSON body parser every route reads with. The public channels mount their own, ahead of the app's, so that a
// body they cannot read is refused in their reply shape; a channel that checks a signature keeps the raw body.
import express, { type Request, type RequestHandler } from 'express';

const rawBodies = new WeakMap<Request, Buffer>();

export const jsonBody = (options: { keepRaw?: boolean } = {}): RequestHandler =>
  express.json({
    limit: '1mb',
    ...(options.keepRaw && {
      verify: (req, _res, raw) => {
        rawBodies.set(req as Request, raw);
      },
    }),
  });

/** The bytes a `keepRaw` parser read (empty when there was no JSON body). */
export function rawBodyOf(req: Request): Buffer {
  return rawBodies.get(req) ?? Buffer.alloc(0);
}
