// A loopback forwarder between the BFF and the backend that lets a test wait for what the BFF does
// on the wire: the moment an event stream (session or training) is open at the backend, and the moment it closes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ObservedStream {
  /** Resolves once the backend has answered the stream's headers (it LISTENs before answering). */
  opened: Promise<void>;
  /** Resolves when the BFF's request to the backend is gone. */
  closed: Promise<void>;
}

export type StreamKind = 'session' | 'training';

export interface ObservingProxy {
  url: string;
  /** The next GET /member/session-events the BFF makes (in order of arrival). */
  nextSessionStream(): Promise<ObservedStream>;
  /** The next GET /qa/{botId}/training/events the BFF makes (in order of arrival). */
  nextTrainingStream(): Promise<ObservedStream>;
  close(): Promise<void>;
}

function streamKindOf(url: string | undefined): StreamKind | undefined {
  if (url?.startsWith('/member/session-events')) return 'session';
  if (url && /^\/qa\/[^/]+\/training\/events(\?|$)/.test(url)) return 'training';
  return undefined;
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export async function startObservingProxy(backendUrl: string): Promise<ObservingProxy> {
  const target = new URL(backendUrl);
  const streams: Record<StreamKind, ObservedStream[]> = { session: [], training: [] };
  const waiting: Record<StreamKind, ((stream: ObservedStream) => void)[]> = { session: [], training: [] };

  const nextStream = (kind: StreamKind): Promise<ObservedStream> => {
    const ready = streams[kind].shift();
    return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting[kind].push(resolve));
  };

  const server = http.createServer((req, res) => {
    let observed: { opened: ReturnType<typeof deferred>; closed: ReturnType<typeof deferred> } | undefined;
    const kind = streamKindOf(req.url);
    if (kind) {
      observed = { opened: deferred(), closed: deferred() };
      const stream = { opened: observed.opened.promise, closed: observed.closed.promise };
      const waiter = waiting[kind].shift();
      if (waiter) waiter(stream);
      else streams[kind].push(stream);
      // The response's close, not the request's: a GET's request side is 'closed' as soon as it is read.
      res.on('close', observed.closed.resolve);
    }
    const upstream = http.request(
      { hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        res.flushHeaders();
        observed?.opened.resolve();
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    nextSessionStream: () => nextStream('session'),
    nextTrainingStream: () => nextStream('training'),
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
