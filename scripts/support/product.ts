// Drives the product over its REST API the way an owner would, for the eval and benchmark scripts:
// an account, a bot, a Q&A import, a training run and the public API switched on.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ChatbotDetailDTO, LoginResponseDTO, QaGroupPageDTO, TrainingStatusDTO } from '../../schema/rest';
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
    const form = new FormData();
    form.set('file', new Blob([readFileSync(csvPath)], { type: 'text/csv' }), path.basename(csvPath));
    await this.request('POST', `/qa/${botId}/import`, form);
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

export function readJsonLines<T>(file: string): T[] {
  return readFileSync(file, 'utf8').split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as T);
}

export function argValue(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}
