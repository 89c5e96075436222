// The session event stream reader against a real local SSE server: events parsed in order, refusals
// translated, and the HTTP request closed the moment the reader is returned.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { openSessionEvents } from './sessionEvents';

interface SseServer {
  url: string;
  /** Resolves with the response of the next stream request, once its headers are out. */
  nextStream(): Promise<{ res: http.ServerResponse; closed: Promise<void>; authorization: string | undefined }>;
  close(): Promise<void>;
}

async function startSseServer(refuse?: { status: number; body: unknown }): Promise<SseServer> {
  const waiting: ((stream: Awaited<ReturnType<SseServer['nextStream']>>) => void)[] = [];
  const server = http.createServer((req, res) => {
    if (refuse) {
      res.writeHead(refuse.status, { 'content-type': 'application/json' }).end(JSON.stringify(refuse.body));
      return;
    }
    const closed = new Promise<void>((resolve) => res.on('close', () => resolve()));
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(': connected\n\n');
    waiting.shift()?.({ res, closed, authorization: req.headers.authorization });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    nextStream: () => new Promise((resolve) => waiting.push(resolve)),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

const session = { token: 'tok-123', clientIp: '203.0.113.9' };

describe('openSessionEvents', () => {
  it('yields each session event the backend sends, split across chunks, with the Bearer token', async () => {
    const server = await startSseServer();
    try {
      const events = openSessionEvents(server.url, session);
      const first = events.next();
      const stream = await server.nextStream();
      expect(stream.authorization).toBe('Bearer tok-123');
      stream.res.write('event: heartbeat\ndata: {}\n\nevent: session\ndata: {"kind":"rev');
      stream.res.write('oked","at":"2026-11-22T05:00:00.000Z"}\n\n');
      expect(await first).toEqual({ done: false, value: { kind: 'revoked', at: '2026-11-22T05:00:00.000Z' } });
      stream.res.end('event: session\ndata: {"kind":"expired","at":"2026-11-22T06:00:00.000Z"}\n\n');
      expect(await events.next()).toEqual({ done: false, value: { kind: 'expired', at: '2026-11-22T06:00:00.000Z' } });
      expect(await events.next()).toEqual({ done: true, value: undefined });
    } finally {
      await server.close();
    }
  });

  it('closes the HTTP request when returned while a read is pending', async () => {
    const server = await startSseServer();
    try {
      const events = openSessionEvents(server.url, session);
      const pending = events.next();
      const stream = await server.nextStream();
      await events.return?.();
      await stream.closed;
      expect(await pending).toEqual({ done: true, value: undefined });
    } finally {
      await server.close();
    }
  });

  it('turns a refused session into the backend’s error code', async () => {
    const server = await startSseServer({ status: 401, body: { error: { code: 'SESSION_REVOKED', message: 'You have been logged out.' } } });
    try {
      await expect(openSessionEvents(server.url, session).next()).rejects.toMatchObject({ extensions: { code: 'SESSION_REVOKED' } });
    } finally {
      await server.close();
    }
  });
});
