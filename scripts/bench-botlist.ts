// Measures the GraphQL round trip for the bot list with 50 bots: backend + BFF in this process on a
// fresh embedded database, one account with 50 chatbots, then sequential `chatbots` queries over HTTP.
// Usage: npx tsx scripts/bench-botlist.ts [queries=300]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../backend/db/database';
import { startBackend } from '../backend/server';
import { startBff } from '../bff/server';
import { scenarioDefaultTools } from '../schema/rules/constants';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function json(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(url, init);
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

async function main(): Promise<void> {
  const queries = Number(process.argv[2] ?? 300);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-botlist-'));
  const database = createDatabase({ dataDir });
  const backend = await startBackend({ port: 0, host: '127.0.0.1', dataDir, database });
  const bff = await startBff({ port: 0, host: '127.0.0.1', backendUrl: backend.url });
  try {
    const email = `bench-${Date.now()}@example.com`;
    const password = 'bench-password';
    await json(`${backend.url}/member/register`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, nickname: 'Bench', password, confirm_password: password, agree_terms: true }),
    });
    // The free plan allows few bots; the benchmark account is moved to the largest plan directly.
    const { token } = (await json(`${backend.url}/member/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }),
    })) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    await database.db.updateTable('accounts').set({ plan_code: 'enterprise' }).where('email', '=', email).execute();
    for (let i = 0; i < 50; i++) {
      const form = new FormData();
      form.set('payload', JSON.stringify({
        robot_name: `Bench bot ${i}`, greeting_msg: 'Hello', failed_msg: 'Sorry', postback_msg: 'Did you mean', description: `Bot number ${i}`,
        language: 'tw', package: 'enterprise', scenario: 'customerSupport', tools: scenarioDefaultTools('customerSupport'),
      }));
      await json(`${backend.url}/chatbot/v2/create-chatbot`, { method: 'POST', headers: auth, body: form });
    }
    const query = JSON.stringify({ query: '{ chatbots { id name description language package createdAt tools { route_tool } } }' });
    const send = async () => {
      const body = await json(`${bff.url}/graphql`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: query });
      const list = (body.data as { chatbots: unknown[] }).chatbots;
      if (list.length !== 50) throw new Error(`expected 50 bots, got ${list.length}`);
    };
    for (let i = 0; i < 20; i++) await send(); // warm-up
    const times: number[] = [];
    for (let i = 0; i < queries; i++) {
      const t = performance.now();
      await send();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const f = (n: number) => n.toFixed(1);
    process.stdout.write(`bot list (50 bots) over GraphQL → REST → PGlite, ${queries} sequential queries: ` +
      `p50 ${f(percentile(times, 50))} ms, p95 ${f(percentile(times, 95))} ms, p99 ${f(percentile(times, 99))} ms, ` +
      `mean ${f(times.reduce((a, b) => a + b, 0) / times.length)} ms\n`);
  } finally {
    await bff.close();
    await backend.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
