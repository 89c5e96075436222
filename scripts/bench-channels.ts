// `npm run bench:channels [-- EVENTS USERS CONNECTIONS] [--server]`: LINE webhook load on an in-process backend (embedded
// database, or with --server a fresh database on the PostgreSQL server at DATABASE_URL) answering through a loopback LINE (tests/support/fake-line.ts). 1,000 signed text events from 100 users
// are posted over 50 keep-alive connections, one event per call as LINE sends them; the script prints the webhook's
// acknowledgement latency (p50, p99: the time LINE waits for its 200) and the time from the first post until every
// reply reached the stand-in (the inbound worker answers through the reply pipeline and the reply API).
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../backend/db/database';
import { startBackend } from '../backend/server';
import { startFakeLine } from '../tests/support/fake-line';
import { createServerDatabase } from '../tests/support/replicas';
import { LINE_TEST_TOKEN, lineSignature, lineTestBot, textEvent } from '../tests/support/line-kit';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (ms: number) => Math.round(ms * 10) / 10;

const QUESTIONS = ['What are your opening hours?', 'Where is the shop?', 'Do you deliver?', 'How do I return an item?', 'Can I pay by card?'];
const GROUPS = [
  { key: 'hours', questions: [QUESTIONS[0]], answer: '08:00-20:00' },
  { key: 'where', questions: [QUESTIONS[1]], answer: 'Next to Taipei Main Station.' },
  { key: 'deliver', questions: [QUESTIONS[2]], answer: 'Yes, island-wide within two days.' },
  { key: 'returns', questions: [QUESTIONS[3]], answer: 'Within 7 days with the receipt.' },
  { key: 'card', questions: [QUESTIONS[4]], answer: 'Visa, Mastercard and JCB.' },
];

function post(agent: http.Agent, url: URL, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-line-signature': lineSignature(body) } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function main(): Promise<void> {
  const [events = 1000, users = 100, connections = 50] = process.argv.slice(2).filter((arg) => !arg.startsWith('--')).map(Number);
  const fake = await startFakeLine({ accessToken: LINE_TEST_TOKEN });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-channels-'));
  // --server: a fresh database on the PostgreSQL server at DATABASE_URL (default the local one) instead of PGlite.
  const server = process.argv.includes('--server') ? await createServerDatabase(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres') : undefined;
  const database = createDatabase(server ? { databaseUrl: server.url } : { dataDir });
  const backend = await startBackend({ port: 0, host: '127.0.0.1', dataDir, database, env: { LINE_API_BASE_URL: fake.url, PUBLIC_URL: 'https://bench.example.com' } });
  try {
    const bot = await lineTestBot(backend.url, database.db, { groups: GROUPS });
    const url = new URL(`${backend.url}/webhook/line/${bot.vendorId}`);
    const bodies = Array.from({ length: events }, (_, i) =>
      JSON.stringify({ destination: 'U-bot', events: [textEvent(QUESTIONS[i % QUESTIONS.length], { source: { type: 'user', userId: `U-bench-${i % users}` } })] }),
    );
    const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
    const acks: number[] = [];
    let next = 0;
    const startedAt = performance.now();
    const allDelivered = fake.waitForDeliveries(events);
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (next < bodies.length) {
          const body = bodies[next++];
          const sent = performance.now();
          const status = await post(agent, url, body);
          if (status !== 200) throw new Error(`the webhook answered ${status}`);
          acks.push(performance.now() - sent);
        }
      }),
    );
    const ackedAt = performance.now();
    const delivered = await allDelivered;
    const doneAt = performance.now();
    agent.destroy();
    acks.sort((a, b) => a - b);
    const byPush = delivered.filter((delivery) => delivery.via === 'push').length;
    process.stdout.write(
      `${JSON.stringify(
        {
          events,
          users,
          connections,
          ack_p50_ms: round(percentile(acks, 50)),
          ack_p99_ms: round(percentile(acks, 99)),
          ack_max_ms: round(acks[acks.length - 1]),
          all_acknowledged_ms: Math.round(ackedAt - startedAt),
          all_replies_delivered_ms: Math.round(doneAt - startedAt),
          replies_per_second: Math.round((events / (doneAt - startedAt)) * 1000),
          delivered_by_reply: delivered.length - byPush,
          delivered_by_push: byPush,
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    await backend.close();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
    await server?.drop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
