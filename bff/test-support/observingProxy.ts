// A loopback forwarder between the BFF and the backend that lets a test wait for what the BFF does
// on the wire: the moment a session-event stream is open at the backend, and the moment it closes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ObservedStream {
  /** Resolves once the backend has answered the stream's headers (it LISTENs before answering). */
  opened: Promise<void>;
  /** Resolves when the BFF's request to the backend is gone. */
  closed: Promise<void>;
}

export interface ObservingProxy {
  url: string;
  /** The next GET /member/session-events the BFF makes (in order of arrival). */
  nextSessionStream(): Promise<ObservedStream>;
  close(): Promise<void>;
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
  const streams: ObservedStream[] = [];
  const waiting: ((stream: ObservedStream) => void)[] = [];

  const server = http.createServer((req, res) => {
    let observed: { opened: ReturnType<typeof deferred>; closed: ReturnType<typeof deferred> } | undefined;
    if (req.url?.startsWith('/member/session-events')) {
      observed = { opened: deferred(), closed: deferred() };
      const stream = { opened: observed.opened.promise, closed: observed.closed.promise };
      const waiter = waiting.shift();
      if (waiter) waiter(stream);
      else streams.push(stream);
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
    nextSessionStream() {
      const ready = streams.shift();
      return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
