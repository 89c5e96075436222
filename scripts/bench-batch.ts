// `npm run bench:batch [-- --json] [--rows 10000]`: a batch test at scale on the embedded database. One bot holds
// the Taipei FAQ (trained); a CSV of `--rows` questions (the dev queries over and over, each with the first 20
// characters of its group's answer as the expected answer) is uploaded, and the time from the upload to the run's
// completion is measured, while visitors keep asking the public API at a steady `--rate` per second (default 50; the
// p50/p99 of their replies show the bot keeps answering). The last line of output is {"rows", "seconds", "rowsPerS", "passRate", "publicP50Ms",
// "publicP99Ms", "publicReplies"}.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseQaCsv } from '../backend/answering';
import { createDatabase } from '../backend/db/database';
import { startBackend } from '../backend/server';
import type { BatchTestRunDTO } from '../schema/rest';
import { ProductClient, readJsonLines, runMain } from './support/product';

const DATA = path.resolve(__dirname, '..', '..', 'shared', 'data');
const log = (line: string) => process.stderr.write(`${line}\n`);
const percentile = (times: number[], p: number) => [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0;
const round = (value: number) => Math.round(value * 10) / 10;
const cell = (text: string) => `"${text.replace(/"/g, '""')}"`;

function questionFile(rows: number): string {
  const qa = parseQaCsv(readFileSync(path.join(DATA, 'faq-zh-tw-taipei.qa.csv'), 'utf8'));
  if (!qa.ok) throw new Error('the Taipei FAQ did not parse');
  const answers = new Map(qa.groups.map((group) => [group.id, group.answers[0] ?? '']));
  const queries = readJsonLines<{ query: string; expected: string }>(path.join(DATA, 'faq-zh-tw-taipei.dev-queries.jsonl'));
  const lines = ['question,expected_answer'];
  for (let i = 0; i < rows; i++) {
    const query = queries[i % queries.length];
    lines.push(`${cell(query.query)},${cell((answers.get(query.expected) ?? '').replace(/\s+/g, ' ').slice(0, 20).trim())}`);
  }
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { json: { type: 'boolean', default: false }, rows: { type: 'string', default: '10000' }, rate: { type: 'string', default: '50' } } });
  const rows = Number(values.rows);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-batch-'));
  const database = createDatabase({ dataDir });
  const env = { ...process.env, PUBLIC_API_ADDRESS_PER_MINUTE: String(Number.MAX_SAFE_INTEGER), PUBLIC_API_USER_PER_MINUTE: String(Number.MAX_SAFE_INTEGER) };
  const backend = await startBackend({ port: 0, host: '127.0.0.1', dataDir, database, env });
  try {
    const product = new ProductClient(backend.url);
    // The benchmark's rows are more than the free plan allows in one run.
    await product.signUp(async (email) => {
      await database.db.updateTable('accounts').set({ plan_code: 'enterprise' }).where('email', '=', email).execute();
    });
    const bot = await product.createBot('Batch bench');
    await product.importQa(bot.chatbot_id, path.join(DATA, 'faq-zh-tw-taipei.qa.csv'));
    await product.train(bot.chatbot_id);
    await product.activateApi(bot.chatbot_id);
    const file = questionFile(rows);
    log(`bot trained; uploading ${rows} questions (${(Buffer.byteLength(file) / 1024).toFixed(0)} KB)`);

    let running = true;
    const publicTimes: number[] = [];
    const asking: Promise<void>[] = [];
    const interval = 1000 / Number(values.rate);
    const visitors = (async () => {
      for (let i = 0; running; i++) {
        asking.push(product.ask(bot.vendor_id, `visitor-${i % 20}`, '垃圾車什麼時候來收？').then(({ ms }) => void publicTimes.push(ms)));
        await new Promise((resolve) => setTimeout(resolve, interval));
      }
    })();

    const started = performance.now();
    const form = new FormData();
    form.set('file', new Blob([file], { type: 'text/csv' }), 'bench.csv');
    const run = await product.request<BatchTestRunDTO>('POST', `/batch-test/${bot.chatbot_id}/runs`, form);
    let ended: BatchTestRunDTO;
    for (;;) {
      ended = await product.request<BatchTestRunDTO>('GET', `/batch-test/${bot.chatbot_id}/runs/${run.run_id}`);
      if (ended.state !== 'queued' && ended.state !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    running = false;
    await visitors;
    await Promise.all(asking);
    if (ended.state !== 'complete') throw new Error(`the run ended ${ended.state}: ${ended.message}`);
    const figures = {
      rows: ended.total,
      seconds: round(seconds),
      rowsPerS: Math.round(ended.total / seconds),
      passRate: ended.summary.pass_rate === null ? null : Math.round(ended.summary.pass_rate * 1000) / 1000,
      publicP50Ms: round(percentile(publicTimes, 50)),
      publicP99Ms: round(percentile(publicTimes, 99)),
      publicReplies: publicTimes.length,
    };
    if (!values.json) log(`${figures.rows} rows in ${figures.seconds} s (${figures.rowsPerS}/s); public API p50 ${figures.publicP50Ms} ms, p99 ${figures.publicP99Ms} ms over ${figures.publicReplies} replies`);
    process.stdout.write(`${JSON.stringify(figures)}\n`);
  } finally {
    await backend.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(main);
