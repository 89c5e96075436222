// A loopback stand-in for an OpenAI-compatible API (chat completions, embeddings, models): deterministic answers
// and vectors with token counts, and on request a provider's bad days — 429 with Retry-After, 5xx, slowness,
// broken JSON, answers missing their fields, dropped connections, and a model that takes the request and never answers.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeChatRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  responseFormat: 'json' | 'text';
  temperature?: number;
  maxTokens?: number;
}

export type FakeLlmEndpoint = 'chat' | 'embeddings';

/** Which calls a behaviour applies to: the next `times` (every call when omitted), of one endpoint or both. */
interface Scope {
  times?: number;
  endpoint?: FakeLlmEndpoint;
}

export type FakeLlmBehaviour =
  | { kind: 'normal' }
  /** Answers `status` with an OpenAI-style error body, and Retry-After when given. */
  | ({ kind: 'fail'; status: number; retryAfterSeconds?: number } & Scope)
  /** Waits `ms` before answering normally. */
  | ({ kind: 'delay'; ms: number } & Scope)
  /** 200 with a body that is not JSON. */
  | ({ kind: 'malformed' } & Scope)
  /** 200 with JSON that lacks choices, data and usage. */
  | ({ kind: 'incomplete' } & Scope)
  /** Closes the connection without answering. */
  | ({ kind: 'drop' } & Scope)
  /** Takes the request and never answers, keeping the connection open (until the server closes). */
  | ({ kind: 'hang' } & Scope);

export interface FakeLlmOptions {
  /** When set, requests must carry `Bearer <apiKey>`; others get 401 quoting the key they sent, as OpenAI does. */
  apiKey?: string;
  /** The assistant's text for a chat request; by default "Echo: <last user message>" (or {"echo": …} for JSON). */
  reply?: (request: FakeChatRequest) => string | Promise<string>;
  /** Embedding dimensions, 256 by default. */
  dimensions?: number;
  /** When set, only these models are served (others: 404 model_not_found) and /v1/models lists them. */
  models?: string[];
}

export interface RecordedRequest {
  endpoint: FakeLlmEndpoint | 'models' | 'unknown';
  authorization?: string;
  /** The parsed JSON body (undefined for GET or a body that is not JSON). */
  body: unknown;
}

export interface FakeLlm {
  /** The API root, …/v1, as LLM_BASE_URL takes it. */
  url: string;
  /** Every request received, in order, failed and dropped ones included. */
  requests: RecordedRequest[];
  setBehaviour(behaviour: FakeLlmBehaviour): void;
  /** Back to normal answers, with no requests recorded (between tests sharing one server). */
  reset(): void;
  /** Resolves once `count` requests have arrived in all. */
  received(count: number): Promise<void>;
  close(): Promise<void>;
}

/** A rough, deterministic token count: each CJK character, word or punctuation mark is one token. */
export function countFakeTokens(text: string): number {
  return text.match(/\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}|[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu)?.length ?? 0;
}

/** Character bigrams hashed into `dimensions` buckets, L2-normalised: texts sharing bigrams point the same way. */
export function fakeEmbedding(text: string, dimensions = 256): number[] {
  const chars = Array.from(text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim());
  const grams = chars.length < 2 ? chars : chars.slice(1).map((char, i) => chars[i] + char);
  const vector = new Array<number>(dimensions).fill(0);
  for (const gram of grams) {
    // FNV-1a over the UTF-16 code units.
    let hash = 0x811c9dc5;
    for (let i = 0; i < gram.length; i += 1) hash = Math.imul(hash ^ gram.charCodeAt(i), 0x01000193) >>> 0;
    vector[hash % dimensions] += 1;
  }
  const norm = Math.hypot(...vector);
  return norm === 0 ? vector : vector.map((value) => value / norm);
}

const defaultReply = (request: FakeChatRequest): string => {
  const lastUser = [...request.messages].reverse().find((message) => message.role === 'user')?.content ?? '';
  return request.responseFormat === 'json' ? JSON.stringify({ echo: lastUser }) : `Echo: ${lastUser}`;
};

class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

const errorBody = (message: string, code: string, type = 'invalid_request_error') => ({ error: { message, type, code, param: null } });

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

function endpointOf(req: IncomingMessage): RecordedRequest['endpoint'] {
  const path = new URL(req.url ?? '/', 'http://fake').pathname;
  if (req.method === 'POST' && path === '/v1/chat/completions') return 'chat';
  if (req.method === 'POST' && path === '/v1/embeddings') return 'embeddings';
  if (req.method === 'GET' && path === '/v1/models') return 'models';
  return 'unknown';
}

function chatRequestOf(body: unknown): FakeChatRequest {
  const candidate = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const messages = candidate.messages;
  const valid =
    typeof candidate.model === 'string' &&
    Array.isArray(messages) &&
    messages.length > 0 &&
    messages.every((message) => typeof message === 'object' && message !== null && typeof (message as { role?: unknown }).role === 'string' && typeof (message as { content?: unknown }).content === 'string');
  if (!valid) throw new RequestError(400, 'invalid_request', 'model and a non-empty messages array are required');
  const format = (candidate.response_format as { type?: unknown } | undefined)?.type;
  return {
    model: candidate.model as string,
    messages: messages as FakeChatRequest['messages'],
    responseFormat: format === 'json_object' || format === 'json_schema' ? 'json' : 'text',
    temperature: typeof candidate.temperature === 'number' ? candidate.temperature : undefined,
    maxTokens: typeof candidate.max_tokens === 'number' ? candidate.max_tokens : undefined,
  };
}

function embeddingInputOf(body: unknown): { model: string; input: string[] } {
  const candidate = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const input = typeof candidate.input === 'string' ? [candidate.input] : candidate.input;
  if (typeof candidate.model !== 'string' || !Array.isArray(input) || input.length === 0 || !input.every((text) => typeof text === 'string')) {
    throw new RequestError(400, 'invalid_request', 'model and input (a string or an array of strings) are required');
  }
  return { model: candidate.model, input: input as string[] };
}

export async function startFakeLlm(options: FakeLlmOptions = {}): Promise<FakeLlm> {
  const dimensions = options.dimensions ?? 256;
  const requests: RecordedRequest[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const timers = new Set<NodeJS.Timeout>();
  let behaviour: FakeLlmBehaviour = { kind: 'normal' };
  let nextId = 1;

  /** The behaviour for this call, using up one of its `times`. */
  const behaviourFor = (endpoint: RecordedRequest['endpoint']): FakeLlmBehaviour => {
    const current = behaviour;
    if (current.kind === 'normal' || (endpoint !== 'chat' && endpoint !== 'embeddings')) return { kind: 'normal' };
    if (current.endpoint && current.endpoint !== endpoint) return { kind: 'normal' };
    if (current.times !== undefined) {
      const left = current.times - 1;
      behaviour = left > 0 ? { ...current, times: left } : { kind: 'normal' };
    }
    return current;
  };

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  async function answerChat(res: ServerResponse, body: unknown): Promise<void> {
    const request = chatRequestOf(body);
    checkModel(request.model);
    const content = await (options.reply ?? defaultReply)(request);
    const promptTokens = request.messages.reduce((sum, message) => sum + countFakeTokens(message.content), 0);
    const completionTokens = countFakeTokens(content);
    sendJson(res, 200, {
      id: `chatcmpl-fake-${nextId++}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: request.model,
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
    });
  }

  function answerEmbeddings(res: ServerResponse, body: unknown): void {
    const { model, input } = embeddingInputOf(body);
    checkModel(model);
    const tokens = input.reduce((sum, text) => sum + countFakeTokens(text), 0);
    sendJson(res, 200, {
      object: 'list',
      model,
      data: input.map((text, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(text, dimensions) })),
      usage: { prompt_tokens: tokens, total_tokens: tokens },
    });
  }

  function checkModel(model: string): void {
    if (options.models && !options.models.includes(model)) throw new RequestError(404, 'model_not_found', `The model ${model} does not exist`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const endpoint = endpointOf(req);
    const text = await readBody(req);
    let body: unknown;
    try {
      body = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      body = undefined;
    }
    const authorization = req.headers.authorization;
    requests.push({ endpoint, authorization, body });
    for (const waiter of waiters.filter((w) => requests.length >= w.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }

    if (options.apiKey && authorization !== `Bearer ${options.apiKey}`) {
      const sent = authorization?.replace(/^Bearer /, '') ?? '';
      sendJson(res, 401, errorBody(`Incorrect API key provided: ${sent}.`, 'invalid_api_key'));
      return;
    }
    const current = behaviourFor(endpoint);
    switch (current.kind) {
      case 'fail': {
        const headers: Record<string, string> = current.retryAfterSeconds !== undefined ? { 'Retry-After': String(current.retryAfterSeconds) } : {};
        const type = current.status === 429 ? 'rate_limit_exceeded' : current.status >= 500 ? 'server_error' : 'invalid_request_error';
        sendJson(res, current.status, errorBody(`Failing as told (${current.status})`, type, type), headers);
        return;
      }
      case 'malformed':
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"choices": [{"message": ');
        return;
      case 'incomplete':
        sendJson(res, 200, { object: endpoint === 'chat' ? 'chat.completion' : 'list' });
        return;
      case 'drop':
        req.socket.destroy();
        return;
      case 'hang':
        return;
      case 'delay':
        await pause(current.ms);
        if (res.destroyed) return;
        break;
      case 'normal':
        break;
    }

    if (endpoint === 'chat') await answerChat(res, body);
    else if (endpoint === 'embeddings') answerEmbeddings(res, body);
    else if (endpoint === 'models') {
      const ids = options.models ?? ['fake-chat', 'fake-embedding'];
      sendJson(res, 200, { object: 'list', data: ids.map((id) => ({ id, object: 'model', created: 0, owned_by: 'fake-llm' })) });
    } else sendJson(res, 404, errorBody('Unknown path', 'not_found'));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent || res.destroyed) return;
      if (error instanceof RequestError) sendJson(res, error.status, errorBody(error.message, error.code));
      else sendJson(res, 500, errorBody(error instanceof Error ? error.message : String(error), 'server_error', 'server_error'));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    setBehaviour(next) {
      behaviour = next;
    },
    reset() {
      behaviour = { kind: 'normal' };
      requests.length = 0;
    },
    received(count) {
      if (requests.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    async close() {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}
