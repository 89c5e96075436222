// Drives the product over its REST API the way an owner would, for the eval and benchmark scripts:
// an account, a bot, a Q&A import, a training run and the public API switched on.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBackend } from '../../backend/server';
import type { AutoFaqDataDTO, ChatbotDetailDTO, LoginResponseDTO, PublicMessageReply, QaGroupPageDTO, TrainingStatusDTO } from '../../schema/rest';
import { scenarioDefaultTools } from '../../schema/rules/constants';

export class ProductClient {
  private token = '';

  constructor(readonly baseUrl: string) {}

  async request<T>(method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const init: RequestInit = { method, headers: { ...headers, ...(this.token && { authorization: `Bearer ${this.token}` }) } };
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const response = await fetch(`${this.baseUrl}${pathname}`, init);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${text.slice(0, 500)}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** Registers a fresh account on the largest plan (moved there through `setPlan`) and signs in. */
  async signUp(setPlan?: (email: string) => Promise<void>): Promise<void> {
    const email = `owner-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const password = 'evaluation-password';
    await this.request('POST', '/member/register', { email, nickname: 'Evaluator', password, confirm_password: password, agree_terms: true });
    await setPlan?.(email);
    const { token } = await this.request<LoginResponseDTO>('POST', '/member/login', { email, password });
    this.token = token;
  }

  get bearer(): string {
    return this.token;
  }

  async createBot(name: string, pkg = 'free'): Promise<ChatbotDetailDTO> {
    const form = new FormData();
    form.set('payload', JSON.stringify({
      robot_name: name, greeting_msg: 'Hello', failed_msg: 'Sorry, I have no answer for that.', postback_msg: 'Did you mean:',
      language: 'tw', package: pkg, scenario: 'customerSupport', tools: scenarioDefaultTools('customerSupport'),
    }));
    return this.request<ChatbotDetailDTO>('POST', '/chatbot/v2/create-chatbot', form);
  }

  async importQa(botId: string, csvPath: string): Promise<void> {
    await this.importQaCsv(botId, path.basename(csvPath), readFileSync(csvPath));
  }

  /** Imports a `group,question,answer` CSV held in memory. */
  async importQaCsv(botId: string, fileName: string, csv: string | Uint8Array): Promise<void> {
    const form = new FormData();
    form.set('file', new Blob([typeof csv === 'string' ? csv : new Uint8Array(csv)], { type: 'text/csv' }), fileName);
    await this.request('POST', `/qa/${botId}/import`, form);
  }

  /** Uploads an AutoFAQ answer set (CSV with `title,answer` columns); it answers as soon as it is stored. */
  async uploadAutoFaq(botId: string, fileName: string, csv: string): Promise<AutoFaqDataDTO> {
    const form = new FormData();
    form.set('file', new Blob([csv], { type: 'text/csv' }), fileName);
    return this.request<AutoFaqDataDTO>('POST', `/autofaq/${botId}/upload/`, form);
  }

  /** One message through the public API as the owner's test chat (the reply carries debug info); with its latency. */
  async ask(vendorId: string, userId: string, text: string): Promise<{ reply: PublicMessageReply; ms: number }> {
    const started = performance.now();
    const reply = await this.request<PublicMessageReply>('POST', `/webhook/api/v2/${vendorId}`, { userId, type: 'message', message: { text } }, { 'x-test-chat': '1' });
    return { reply, ms: performance.now() - started };
  }

  /** Trains and waits for the job to finish; returns the wall time from the request to success. */
  async train(botId: string): Promise<number> {
    const started = performance.now();
    await this.request('POST', `/qa/${botId}/train`);
    for (;;) {
      const status = await this.request<TrainingStatusDTO>('GET', `/qa/${botId}/training`);
      if (status.job?.state === 'success') return performance.now() - started;
      if (status.job?.state === 'failure') throw new Error(`training failed: ${status.job.message}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async activateApi(botId: string): Promise<void> {
    await this.request('PUT', `/chatbot/${botId}/integrations/api`, { active: true });
  }

  /** Maps each stored group id to the key it was imported with (the evaluation files name keys). */
  async groupKeys(botId: string): Promise<Map<string, string>> {
    const keys = new Map<string, string>();
    for (let page = 1; ; page++) {
      const result = await this.request<QaGroupPageDTO>('GET', `/qa/${botId}/groups?page=${page}&page_size=100`);
      for (const group of result.groups) keys.set(group.group_id, group.key);
      if (page * result.page_size >= result.total) return keys;
    }
  }
}

/** Runs `work` against a backend on a temporary embedded database, removed afterwards. */
export async function withTemporaryBackend<T>(prefix: string, work: (baseUrl: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  // One local client asks for every simulated visitor, so the per-address public API limit must not apply.
  const env = { ...process.env, PUBLIC_API_ADDRESS_PER_MINUTE: String(Number.MAX_SAFE_INTEGER) };
  const backend = await startBackend({ port: 0, host: '127.0.0.1', dataDir, env });
  try {
    return await work(backend.url);
  } finally {
    await backend.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs an async main, printing only the message of what it throws and exiting 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}

export function readJsonLines<T>(file: string): T[] {
  return readFileSync(file, 'utf8').split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as T);
}

export function argValue(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}
