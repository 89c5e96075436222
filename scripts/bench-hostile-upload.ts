// `npx tsx scripts/bench-hostile-upload.ts`: public API latency while hostile knowledge files are uploaded to an
// in-process backend (temporary embedded database). A trained bot is asked over POST /webhook/api/v2/{vendorId} by
// a few clients in a closed loop; p50/p99/max are printed for a quiet baseline, for each upload (from sending it to
// its answer) and, for comparison, while the same DOCX is parsed and chunked on the event loop as uploads were
// before the reader threads. The files:
//  - the finding's shape: about 190 KB of DOCX holding about 60 MB of XML (refused by the ZIP ratio bound);
//  - about 4.8 MB of DOCX inflating to about 66 MB of XML within every ZIP bound (refused as too many passages);
//  - a DOCX of about 1,900 passages, just within the per-file limit (accepted; ingestion not waited for).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { manyParagraphsDocx, zip } from '../backend/knowledge/testing/fixtures';
import { readKnowledge } from '../backend/knowledge/reader/read-knowledge';
import { startBackend } from '../backend/server';
import { KNOWLEDGE_FILE_MAX_CHUNKS } from '../schema/rules/knowledge';
import { askDuring as askLoop, summary, timed } from './support/closed-loop';
import { ProductClient, runMain } from './support/product';

const CLIENTS = 4;
const BASELINE_MS = 3_000;

const QA_CSV = ['group,question,answer', 'hours,What are the opening hours?,From 9:00 to 17:00.', 'tickets,How much is a ticket?,300 dollars for adults.', 'parking,Where can I park?,Under the building.'].join('\n');
const QUESTIONS = ['What are the opening hours?', 'How much is a ticket?', 'Where can I park?'];

/** The finding's file: one paragraph repeated, which inflates some 300 times. */
function ratioBombDocx(): Buffer {
  const paragraph = '<w:p><w:r><w:t>The museum opens at nine and closes at five.</w:t></w:r></w:p>';
  const body = paragraph.repeat(Math.ceil((60 * 1024 * 1024) / paragraph.length));
  return zip({ 'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>` });
}

async function uploadStatus(client: ProductClient, botId: string, name: string, content: Buffer): Promise<string> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(content)]), name);
  const response = await fetch(`${client.baseUrl}/graph-rag/${botId}/upload-graphrag/`, { method: 'POST', headers: { authorization: `Bearer ${client.bearer}` }, body: form });
  const body = (await response.json()) as { error?: { reason?: string; message?: string } };
  return response.ok ? `${response.status}` : `${response.status} ${body.error?.reason ?? ''}: ${body.error?.message ?? ''}`;
}

const askDuring = (client: ProductClient, vendorId: string, until: Promise<unknown>) => askLoop(client, vendorId, QUESTIONS, CLIENTS, until);

async function main(): Promise<void> {
  // As in bench:answer: no request log lines, which would cost the event loop time being measured.
  process.env.NODE_ENV = 'test';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-hostile-'));
  const backend = await startBackend({ port: 0, host: '127.0.0.1', dataDir });
  try {
    const owner = new ProductClient(backend.url);
    await owner.signUp();
    const bot = await owner.createBot('Hostile upload bench');
    await owner.importQaCsv(bot.chatbot_id, 'qa.csv', QA_CSV);
    await owner.train(bot.chatbot_id);
    await owner.activateApi(bot.chatbot_id);
    // Warm up the reply path and a reader thread (it compiles the parsers once).
    await askDuring(owner, bot.vendor_id, new Promise((resolve) => setTimeout(resolve, 500)));
    await uploadStatus(owner, bot.chatbot_id, 'warm-up.txt', Buffer.from('The museum opens at nine.'));

    process.stdout.write(`public API, ${CLIENTS} clients in a closed loop\n`);
    process.stdout.write(`  quiet baseline: ${summary(await askDuring(owner, bot.vendor_id, new Promise((resolve) => setTimeout(resolve, BASELINE_MS))))}\n`);

    const files: [string, Buffer][] = [
      ['ratio-bomb.docx', ratioBombDocx()],
      ['many-paragraphs.docx', manyParagraphsDocx(60_000)],
      ['within-limit.docx', manyParagraphsDocx(1_900, 12)],
    ];
    for (const [name, content] of files) {
      const upload = timed(() => uploadStatus(owner, bot.chatbot_id, name, content));
      const during = await askDuring(owner, bot.vendor_id, upload);
      const { value: status, ms } = await upload;
      process.stdout.write(`  during upload of ${name} (${(content.length / 1024).toFixed(0)} KB, answered in ${Math.round(ms)} ms: ${status}): ${summary(during)}\n`);
    }

    // For comparison: the same hostile DOCX read on the event loop, without the passage limit's early stop.
    const [, hostile] = files[1];
    const inline = timed(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return readKnowledge('many-paragraphs.docx', hostile, Number.MAX_SAFE_INTEGER);
    });
    const during = await askDuring(owner, bot.vendor_id, inline);
    const { value, ms } = await inline;
    process.stdout.write(`  while many-paragraphs.docx is read on the event loop instead (${value.chunks.length} passages, ${Math.round(ms)} ms; limit ${KNOWLEDGE_FILE_MAX_CHUNKS}): ${summary(during)}\n`);
  } finally {
    await backend.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runMain(main);
