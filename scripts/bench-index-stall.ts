// `npm run bench:index-stall [-- --inline]`: public API latency of one bot while another bot's large answer indexes
// are built, on an in-process backend (temporary embedded database). A small trained bot is asked over
// POST /webhook/api/v2/{vendorId} by a few clients in a closed loop; p50/p99/max and the event loop's longest stall
// are printed for a quiet baseline and while a second bot (enterprise plan):
//  - trains a Q&A list of 5,000 groups with answers of about 1,000 characters;
//  - answers its first question after an AutoFAQ file of 20,000 answers of about 300 characters is uploaded (the
//    AutoFAQ index and the merged index of its two sources are built for that reply).
// `--inline` builds every index on the event loop, as the product did before the index builder's thread.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase } from '../backend/db/database';
import { startBackend } from '../backend/server';
import { askDuring as askLoop, summary, timed } from './support/closed-loop';
import { ProductClient, runMain } from './support/product';

const CLIENTS = 4;
const BASELINE_MS = 3_000;
const GROUPS = 5_000;
const AUTOFAQ_ANSWERS = 20_000;

const QA_CSV = ['group,question,answer', 'hours,What are the opening hours?,From 9:00 to 17:00.', 'tickets,How much is a ticket?,300 dollars for adults.', 'parking,Where can I park?,Under the building.'].join('\n');
const QUESTIONS = ['What are the opening hours?', 'How much is a ticket?', 'Where can I park?'];

const SENTENCES = ['垃圾車每週一、二、四、五、六晚上來收垃圾', '資源回收車跟著垃圾車一起來', '請在指定時間把垃圾拿到收集點', '大型家具要先打電話預約', 'The museum opens at nine and closes at five on weekdays', '停車場在地下一樓，每小時四十元'];
/** Varied text of about `characters` characters: sentences in turn, each numbered so that the terms vary. */
function prose(seed: number, characters: number): string {
  const parts: string[] = [];
  for (let i = 0, length = 0; length < characters; i++) {
    const sentence = `${SENTENCES[(seed + i) % SENTENCES.length]}（${seed}-${i}）。`;
    parts.push(sentence);
    length += sentence.length;
  }
  return parts.join('');
}

const csvCell = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** The large list in files of 1,000 groups each, within the import's 5 MB. */
function largeQaCsvs(): string[] {
  const files: string[] = [];
  for (let first = 0; first < GROUPS; first += 1_000) {
    const rows = ['group,question,answer'];
    for (let g = first; g < Math.min(GROUPS, first + 1_000); g++) rows.push(`g${g},${csvCell(`第 ${g} 題：${prose(g, 30)}`)},${csvCell(prose(g, 1_000))}`);
    files.push(rows.join('\n'));
  }
  return files;
}

/** The answers in files of 4,000 each, within an upload's 5 MB. */
function largeAutoFaqCsvs(): string[] {
  const files: string[] = [];
  for (let first = 0; first < AUTOFAQ_ANSWERS; first += 4_000) {
    const rows = ['title,answer'];
    for (let a = first; a < Math.min(AUTOFAQ_ANSWERS, first + 4_000); a++) rows.push(`${csvCell(`答案 ${a}`)},${csvCell(prose(a + 7, 300))}`);
    files.push(rows.join('\n'));
  }
  return files;
}

const askDuring = (client: ProductClient, vendorId: string, until: Promise<unknown>) => askLoop(client, vendorId, QUESTIONS, CLIENTS, until);

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { inline: { type: 'boolean', default: false } } });
  // As in bench:answer: no request log lines, which would cost the event loop time being measured.
  process.env.NODE_ENV = 'test';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-index-stall-'));
  const database = createDatabase({ dataDir });
  const env = { ...process.env, PUBLIC_API_ADDRESS_PER_MINUTE: String(Number.MAX_SAFE_INTEGER), PUBLIC_API_USER_PER_MINUTE: String(Number.MAX_SAFE_INTEGER) };
  const backend = await startBackend({ port: 0, host: '127.0.0.1', dataDir, database, env, ...(values.inline && { indexBuilder: { inlineCharacters: Number.POSITIVE_INFINITY } }) });
  try {
    const owner = new ProductClient(backend.url);
    await owner.signUp(async (email) => {
      await database.db.updateTable('accounts').set({ plan_code: 'enterprise' }).where('email', '=', email).execute();
    });
    const small = await owner.createBot('Small bot');
    await owner.importQaCsv(small.chatbot_id, 'qa.csv', QA_CSV);
    await owner.train(small.chatbot_id);
    await owner.activateApi(small.chatbot_id);
    const large = await owner.createBot('Large bot');
    await owner.activateApi(large.chatbot_id);
    await askDuring(owner, small.vendor_id, new Promise((resolve) => setTimeout(resolve, 500)));

    process.stdout.write(`indexes built ${values.inline ? 'inline, on the event loop' : 'by the index builder (a thread for large ones)'}; public API, ${CLIENTS} clients in a closed loop\n`);
    process.stdout.write(`  quiet baseline: ${summary(await askDuring(owner, small.vendor_id, new Promise((resolve) => setTimeout(resolve, BASELINE_MS))))}\n`);

    const qaCsvs = largeQaCsvs();
    for (const [i, csv] of qaCsvs.entries()) await owner.importQaCsv(large.chatbot_id, `large-${i}.csv`, csv);
    const qaCharacters = qaCsvs.reduce((sum, csv) => sum + csv.length, 0);
    const training = timed(() => owner.train(large.chatbot_id));
    const duringTraining = await askDuring(owner, small.vendor_id, training);
    process.stdout.write(`  while ${GROUPS.toLocaleString('en')} groups (${(qaCharacters / 1e6).toFixed(1)} M characters) are trained (${Math.round((await training).ms)} ms): ${summary(duringTraining)}\n`);

    const faqCsvs = largeAutoFaqCsvs();
    for (const [i, csv] of faqCsvs.entries()) await owner.uploadAutoFaq(large.chatbot_id, `answers-${i}.csv`, csv);
    const faqCharacters = faqCsvs.reduce((sum, csv) => sum + csv.length, 0);
    const firstReply = timed(() => owner.ask(large.vendor_id, 'first-visitor', '垃圾車什麼時候來？'));
    const duringFirst = await askDuring(owner, small.vendor_id, firstReply);
    process.stdout.write(`  while the first reply after ${AUTOFAQ_ANSWERS.toLocaleString('en')} AutoFAQ answers (${(faqCharacters / 1e6).toFixed(1)} M characters) builds its indexes (${Math.round((await firstReply).ms)} ms): ${summary(duringFirst)}\n`);
  } finally {
    await backend.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(main);
