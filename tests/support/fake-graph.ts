// A loopback stand-in for Messenger's Send API (POST /me/messages?access_token=…) and for the Page of a token
// (GET /me): records every message request and answers 200 with a message id, or the failures a test scripted first
// (429, 500, Graph error bodies, a slow answer, a dropped connection).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentMessage {
  accessToken: string | null;
  body: {
    recipient: { id: string };
    messaging_type: string;
    message: { text: string; metadata?: string; quick_replies?: { content_type: string; title: string; payload: string }[] };
  };
}

interface ScriptedFailure {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Answer only after this long (a Send API that took the message but is slow to say so). */
  delayMs?: number;
  /** Close the connection without an answer, as a network failure does (status and body unused). */
  drop?: boolean;
}

interface Waiter {
  done: (sent: SentMessage[]) => boolean;
  resolve: (sent: SentMessage[]) => void;
}

export interface FakeGraph {
  /** The base URL to set as FACEBOOK_GRAPH_BASE_URL. */
  url: string;
  /** Every request, failed ones included, in arrival order. */
  requests: SentMessage[];
  /** The next requests are answered with these failures, in order. */
  fail(...failures: ScriptedFailure[]): void;
  /** What `GET /me` answers for a token: its Page, or null for a token Graph refuses (else `page-1`). */
  setPage(token: string, page: { id: string; name: string } | null): void;
  /** The requests to one recipient, once at least `count` have arrived. */
  sentTo(recipient: string, count?: number): Promise<SentMessage[]>;
  close(): Promise<void>;
}

export async function startFakeGraph(): Promise<FakeGraph> {
  const requests: SentMessage[] = [];
  const failures: ScriptedFailure[] = [];
  const waiters = new Set<Waiter>();
  const pages = new Map<string, { id: string; name: string } | null>();
  let counter = 0;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://graph.test');
      if (req.method === 'GET' && url.pathname === '/me') {
        // The Page of a token: `page-1` unless a test named another, none for a token it said Graph refuses.
        const page = pages.get(url.searchParams.get('access_token') ?? '');
        if (page === null) res.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'Invalid OAuth access token.', code: 190 } }));
        else res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(page ?? { id: 'page-1', name: 'Test Page' }));
        return;
      }
      if (req.method !== 'POST' || url.pathname !== '/me/messages') {
        res.writeHead(404).end();
        return;
      }
      requests.push({ accessToken: url.searchParams.get('access_token'), body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as SentMessage['body'] });
      for (const waiter of waiters) {
        if (waiter.done(requests)) {
          waiters.delete(waiter);
          waiter.resolve(requests);
        }
      }
      const failure = failures.shift();
      if (failure?.drop) {
        req.socket.destroy();
        return;
      }
      if (failure) {
        const answer = () => res.writeHead(failure.status, { 'Content-Type': 'application/json', ...failure.headers }).end(JSON.stringify(failure.body));
        if (failure.delayMs) setTimeout(answer, failure.delayMs);
        else answer();
        return;
      }
      counter += 1;
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ recipient_id: 'r', message_id: `m_${counter}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const to = (recipient: string) => requests.filter((request) => request.body.recipient.id === recipient);
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    fail(...scripted) {
      failures.push(...scripted);
    },
    setPage(token, page) {
      pages.set(token, page);
    },
    sentTo(recipient, count = 1) {
      if (to(recipient).length >= count) return Promise.resolve(to(recipient));
      return new Promise((resolve) => {
        waiters.add({ done: () => to(recipient).length >= count, resolve: () => resolve(to(recipient)) });
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
