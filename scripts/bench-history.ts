// `npx tsx scripts/bench-history.ts [--batches 1000] [--batch 40]`: the cost of writing reply history on the embedded
// database, the way the public API writes it under load: batches of exchanges from many users (5,000 visitors in
// turn), each batch finding the users' sessions and inserting both lines of every exchange. Prints milliseconds
// per batch for a writer that remembers sessions (the embedded database's) and one that reads them (a server's).
import { parseArgs } from 'node:util';
import { createDatabase } from '../backend/db/database';
import { migrateToLatest } from '../backend/db/migrate';
import { ExchangeWriter, type ExchangeRecord } from '../backend/history/exchange-writer';
import { seedChatbots } from '../tests/support/seed';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { batches: { type: 'string', default: '1000' }, batch: { type: 'string', default: '40' } } });
  const batches = Number(values.batches);
  const size = Number(values.batch);
  const database = createDatabase();
  await migrateToLatest(database.db);
  await seedChatbots(database.db, 'bench@example.com', ['bench-bot']);

  let sent = 0;
  const exchange = (): ExchangeRecord => {
    const n = sent++;
    return {
      chatbotId: 'bench-bot',
      userId: `visitor-${n % 5000}`,
      platform: 'api',
      question: '已經搬離台北了，敬老卡裡面自己加值的錢要怎麼退',
      reply: '您是不是想問：',
      buttons: [{ id: 'GIP_325984172', oriQue: '已經搬離台北了，敬老卡裡面自己加值的錢要怎麼退', text: '敬老卡儲值金如何退費？' }],
      answerStatus: 3,
      groupId: null,
      at: new Date(Date.UTC(2026, 10, 25) + n * 10),
    };
  };
  // Alternating rounds, so a growing table weighs on both writers alike.
  const totals = { remembers: 0, reads: 0 };
  const writers = { remembers: new ExchangeWriter(database.db, { soleWriter: true, maxBatch: size }), reads: new ExchangeWriter(database.db, { soleWriter: false, maxBatch: size }) };
  for (let round = 0; round < 4; round++) {
    for (const name of ['remembers', 'reads'] as const) {
      const writer = writers[name];
      const start = performance.now();
      for (let i = 0; i < batches / 4; i++) await Promise.all(Array.from({ length: size }, () => writer.record(exchange())));
      totals[name] += performance.now() - start;
    }
  }
  const perBatch = (ms: number) => (ms / batches).toFixed(2);
  process.stdout.write(
    `${batches} batches of ${size} exchanges (${sent} in all, 5,000 users): ` +
      `${perBatch(totals.remembers)} ms per batch remembering sessions, ${perBatch(totals.reads)} ms reading them\n`,
  );
  await database.close();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
