// `npm run bench:ingest`: how long a 5 MB DOCX and a 5 MB AutoQA CSV take from upload to ready (target:
// 10 s each). Both are generated from the Taipei FAQ passages: the DOCX with headings and paragraphs (written as a
// deflated ZIP, as Word writes it), the CSV with one passage of under 300 tokens a row. Also times the first
// question afterwards, which builds the bot's retrieval index. These files yield far more passages (about 29,500 and
// 13,700) than the default passage limits allow (KNOWLEDGE_FILE_MAX_CHUNKS, KNOWLEDGE_BOT_MAX_CHUNKS): the backend
// here is started with higher limits so the figures stay comparable with earlier runs.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseCsv } from '../backend/answering';
import { docx, type DocxPart } from '../backend/knowledge/testing/fixtures';
import { startBackend } from '../backend/server';
import type { RetrievalTestDTO } from '../schema/rest';
import { KNOWLEDGE_FILE_MAX_BYTES } from '../schema/rules/constants';
import { uploadKnowledge, waitForIngestion } from './support/knowledge';
import { ProductClient } from './support/product';

const PASSAGES_FILE = path.resolve(__dirname, '../../shared/data/faq-zh-tw-taipei.knowledge.csv');
const TARGET_BYTES = KNOWLEDGE_FILE_MAX_BYTES - 16 * 1024;

function passages(): string[] {
  const [, ...rows] = parseCsv(readFileSync(PASSAGES_FILE, 'utf8'));
  return rows.map((row) => row.fields[1]).filter(Boolean);
}

/** The passages again and again (each round numbered, so rounds differ), as headings and paragraphs. */
function docxParts(texts: string[], count: number): DocxPart[] {
  const parts: DocxPart[] = [];
  for (let i = 0; i < count; i++) {
    const [title, ...body] = texts[i % texts.length].split('\n');
    parts.push({ heading: `${title}（${Math.floor(i / texts.length) + 1}）` });
    for (const paragraph of body) if (paragraph.trim()) parts.push({ paragraph });
  }
  return parts;
}

function docxOfSize(texts: string[]): Buffer {
  let count = texts.length;
  let file = docx(docxParts(texts, count));
  // Deflate makes the size hard to predict: scale the passage count until the file is just under the limit.
  for (let attempt = 0; attempt < 6 && (file.length > KNOWLEDGE_FILE_MAX_BYTES || file.length < TARGET_BYTES * 0.97); attempt++) {
    count = Math.floor((count * TARGET_BYTES) / file.length);
    file = docx(docxParts(texts, count));
  }
  return file;
}

function csvOfSize(texts: string[]): string {
  const rows = ['Content'];
  let bytes = Buffer.byteLength('Content\n');
  for (let i = 0; ; i++) {
    // 180 CJK characters are about 270 tokens, under the 300 of §5.
    const cell = `${Array.from(texts[i % texts.length].replace(/\s+/g, ' ')).slice(0, 180).join('')} #${i}`;
    const row = `"${cell.replace(/"/g, '""')}"`;
    if (bytes + Buffer.byteLength(row) + 1 > TARGET_BYTES) break;
    rows.push(row);
    bytes += Buffer.byteLength(row) + 1;
  }
  return `${rows.join('\n')}\n`;
}

async function timeIngestion(owner: ProductClient, name: string, content: Buffer): Promise<void> {
  const bot = await owner.createBot(`Ingest bench ${name}`);
  const started = performance.now();
  await uploadKnowledge(owner, bot.chatbot_id, [{ name, content: new Uint8Array(content) }]);
  const uploadedMs = performance.now() - started;
  const data = await waitForIngestion(owner, bot.chatbot_id);
  const readyMs = performance.now() - started;
  const asked = performance.now();
  await owner.request<RetrievalTestDTO>('POST', `/graph-rag/${bot.chatbot_id}/retrieval-test/`, { question: '市民卡可以在哪裡申請' });
  const firstQuestionMs = performance.now() - asked;
  const [file] = data.files;
  process.stdout.write(
    `${name}: ${(content.length / 1024 / 1024).toFixed(2)} MB, ${file.chunk_count} chunks — upload ${Math.round(uploadedMs)} ms, upload → ready ${Math.round(readyMs)} ms, ` +
      `first question (builds the index) ${Math.round(firstQuestionMs)} ms\n`,
  );
}

async function main(): Promise<void> {
  const texts = passages();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-ingest-'));
  const backend = await startBackend({ port: 0, host: '127.0.0.1', dataDir, knowledgeReader: { limits: { fileMaxChunks: 50_000, botMaxChunks: 50_000 } } });
  try {
    const owner = new ProductClient(backend.url);
    await owner.signUp();
    await timeIngestion(owner, 'bench.docx', docxOfSize(texts));
    await timeIngestion(owner, 'bench.csv', Buffer.from(csvOfSize(texts)));
  } finally {
    await backend.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exit(1);
});
