// A loopback stand-in for the LINE Messaging API, speaking its protocol: reply, push (X-Line-Retry-Key: a retried
// key answers 409), user and group/room member profiles, the webhook endpoint (set, get, test). It records every
// request, waits on deferred promises for the messages tests expect, and scripts LINE's bad days: 429 with
// Retry-After, 500, an invalid reply token, a refused message, a refused webhook URL, a forbidden call, no answer at
// all, and a dropped connection.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeLineEndpoint = 'reply' | 'push' | 'profile' | 'groupMember' | 'roomMember' | 'setWebhook' | 'getWebhook' | 'testWebhook' | 'unknown';

export interface FakeLineRequest {
  endpoint: FakeLineEndpoint;
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/** A message LINE would deliver to a chat, by reply or push. */
export interface DeliveredMessages {
  via: 'reply' | 'push';
  /** The reply token, or the push's `to`. */
  target: string;
  messages: Array<{ type: string; text?: string; quickReply?: { items: Array<{ action: { type: string; label: string; data?: string; displayText?: string } }> } }>;
}

export type FakeLineFailure =
  | { kind: 'status'; status: 429 | 500 | 503; retryAfterSeconds?: number }
  /** A 400 "Invalid reply token", as LINE answers an expired or used token. */
  | { kind: 'invalidReplyToken' }
  /** No answer at all: the connection stays open until the stand-in closes. */
  | { kind: 'hang' }
  /** The connection is closed without an answer, as a network failure closes it. */
  | { kind: 'drop' }
  /** A 400 refusal of the messages, with LINE's message and details. */
  | { kind: 'invalidMessages' }
  /** A refusal whose message quotes the request's Authorization header (as a careless proxy might). */
  | { kind: 'quotesAuthorization'; status: 400 | 503 }
  /** The 429 LINE answers once the month's message quota is spent. */
  | { kind: 'monthlyLimit' }
  /** The 400 LINE answers a webhook URL it does not take (not https, invalid, over 500 characters). */
  | { kind: 'invalidWebhookUrl' }
  /** The 403 LINE answers a call the channel may not make. */
  | { kind: 'forbidden' };

export interface FakeLineOptions {
  /** The token every call must carry as Bearer; others get 401. */
  accessToken: string;
  /** Display names of group/room members by user id. */
  memberNames?: Record<string, string>;
}

export interface FakeLine {
  url: string;
  requests: FakeLineRequest[];
  delivered: DeliveredMessages[];
  /** The next `times` calls of the endpoint fail so. */
  failNext(endpoint: FakeLineEndpoint, failure: FakeLineFailure, times?: number): void;
  /** What the webhook test call answers next. */
  setWebhookTestResult(result: { success: boolean; statusCode: number; reason: string; detail: string }): void;
  /** Resolves once `count` deliveries (reply or push) have arrived in all. */
  waitForDeliveries(count: number): Promise<DeliveredMessages[]>;
  close(): Promise<void>;
}

function endpointOf(method: string, path: string): FakeLineEndpoint {
  if (method === 'POST' && path === '/v2/bot/message/reply') return 'reply';
  if (method === 'POST' && path === '/v2/bot/message/push') return 'push';
  if (method === 'GET' && /^\/v2\/bot\/profile\/[^/]+$/.test(path)) return 'profile';
  if (method === 'GET' && /^\/v2\/bot\/group\/[^/]+\/member\/[^/]+$/.test(path)) return 'groupMember';
  if (method === 'GET' && /^\/v2\/bot\/room\/[^/]+\/member\/[^/]+$/.test(path)) return 'roomMember';
  if (method === 'PUT' && path === '/v2/bot/channel/webhook/endpoint') return 'setWebhook';
  if (method === 'GET' && path === '/v2/bot/channel/webhook/endpoint') return 'getWebhook';
  if (method === 'POST' && path === '/v2/bot/channel/webhook/test') return 'testWebhook';
  return 'unknown';
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', 'x-line-request-id': String(Math.random()).slice(2), ...headers });
  res.end(JSON.stringify(body));
}

export async function startFakeLine(options: FakeLineOptions): Promise<FakeLine> {
  const requests: FakeLineRequest[] = [];
  const delivered: DeliveredMessages[] = [];
  const failures: Array<{ endpoint: FakeLineEndpoint; failure: FakeLineFailure; left: number }> = [];
  const waiters: Array<{ count: number; resolve: (value: DeliveredMessages[]) => void }> = [];
  const retryKeys = new Set<string>();
  let webhookEndpoint = '';
  let testResult = { success: true, statusCode: 200, reason: 'OK', detail: '200' };

  const deliver = (delivery: DeliveredMessages) => {
    delivered.push(delivery);
    for (const waiter of [...waiters]) {
      if (delivered.length >= waiter.count) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(delivered.slice());
      }
    }
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake-line');
      const method = req.method ?? 'GET';
      const endpoint = endpointOf(method, url.pathname);
      const body = await readBody(req);
      requests.push({ endpoint, method, path: url.pathname, headers: req.headers, body });
      if (req.headers.authorization !== `Bearer ${options.accessToken}`) {
        send(res, 401, { message: 'Authentication failed. Confirm that the access token in the authorization header is valid.' });
        return;
      }
      const scripted = failures.find((entry) => entry.endpoint === endpoint && entry.left > 0);
      if (scripted) {
        scripted.left -= 1;
        if (scripted.failure.kind === 'hang') return;
        if (scripted.failure.kind === 'drop') {
          req.socket.destroy();
          return;
        }
        if (scripted.failure.kind === 'quotesAuthorization') {
          send(res, scripted.failure.status, { message: `Refused the call with authorization ${req.headers.authorization ?? ''}` });
          return;
        }
        if (scripted.failure.kind === 'invalidReplyToken') send(res, 400, { message: 'Invalid reply token' });
        else if (scripted.failure.kind === 'invalidMessages') send(res, 400, { message: 'The request body has 1 error(s)', details: [{ message: 'May not be empty', property: 'messages[0].text' }] });
        else if (scripted.failure.kind === 'monthlyLimit') send(res, 429, { message: 'You have reached your monthly limit.' });
        else if (scripted.failure.kind === 'invalidWebhookUrl') send(res, 400, { message: 'Invalid webhook endpoint URL', details: [{ message: 'must be https', property: 'endpoint' }] });
        else if (scripted.failure.kind === 'forbidden') send(res, 403, { message: 'Access to this API is not available for your account' });
        else if (scripted.failure.status === 429) send(res, 429, { message: 'The API rate limit has been exceeded. Try again later.' }, scripted.failure.retryAfterSeconds !== undefined ? { 'retry-after': String(scripted.failure.retryAfterSeconds) } : {});
        else send(res, scripted.failure.status, { message: 'An error occurred in the backend server.' });
        return;
      }
      switch (endpoint) {
        case 'reply': {
          send(res, 200, { sentMessages: (body.messages as unknown[]).map((_, index) => ({ id: String(index), quoteToken: 'q' })) });
          deliver({ via: 'reply', target: String(body.replyToken), messages: body.messages as DeliveredMessages['messages'] });
          return;
        }
        case 'push': {
          const key = req.headers['x-line-retry-key'];
          if (typeof key === 'string') {
            if (retryKeys.has(key)) {
              send(res, 409, { message: 'The retry key is already accepted' }, { 'x-line-accepted-request-id': 'accepted' });
              return;
            }
            retryKeys.add(key);
          }
          send(res, 200, { sentMessages: [] });
          deliver({ via: 'push', target: String(body.to), messages: body.messages as DeliveredMessages['messages'] });
          return;
        }
        case 'profile':
        case 'groupMember':
        case 'roomMember': {
          const userId = url.pathname.split('/').pop() ?? '';
          const name = options.memberNames?.[userId];
          if (!name) send(res, 404, { message: 'Not found' });
          else send(res, 200, { displayName: name, userId, pictureUrl: '' });
          return;
        }
        case 'setWebhook':
          webhookEndpoint = String(body.endpoint);
          send(res, 200, {});
          return;
        case 'getWebhook':
          send(res, 200, { endpoint: webhookEndpoint, active: webhookEndpoint !== '' });
          return;
        case 'testWebhook':
          send(res, 200, { ...testResult, timestamp: '2026-01-02T03:04:05.000Z' });
          return;
        default:
          send(res, 404, { message: 'Not found' });
      }
    })().catch((error: unknown) => send(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    delivered,
    failNext(endpoint, failure, times = 1) {
      failures.push({ endpoint, failure, left: times });
    },
    setWebhookTestResult(result) {
      testResult = result;
    },
    waitForDeliveries(count) {
      if (delivered.length >= count) return Promise.resolve(delivered.slice());
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
