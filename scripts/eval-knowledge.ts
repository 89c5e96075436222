// `npm run eval:knowledge -- --knowledge FILE.csv --queries FILE.jsonl [--json]`: AutoQA retrieval and extractive
// answers through the product itself. Starts the backend on a temporary embedded database, turns each CSV row
// (columns id,content) into a TXT file `<id>.txt`, uploads them through the AutoQA upload route, waits for
// ingestion, asks every query through the public API (as the owner's test chat, so the reply lists the retrieved
// chunks) and prints n, recall@1 and recall@5 of the files retrieved, the share of replies holding text of the
// expected passage, no-answer precision and recall, and reply latency p50/p99.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCsv, percentile } from '../backend/answering';
import { splitSentences } from '../backend/knowledge/chunk';
import { uploadKnowledgeInBatches, waitForIngestion } from './support/knowledge';
import { argValue, ProductClient, readJsonLines, runMain, withTemporaryBackend } from './support/product';

interface KnowledgeQuery {
  query: string;
  expected: string | null;
  also_ok?: string[];
}

// The source note the bot appends (（資料來源：…） or (Source: …)) is not passage text.
const SOURCE_NOTE = /\s*[（(](資料來源|资料来源|出典|Source)[：:][^）)]*[）)]\s*$/;

function readPassages(file: string): Map<string, string> {
  const [header, ...rows] = parseCsv(readFileSync(file, 'utf8'));
  const id = header.fields.indexOf('id');
  const content = header.fields.indexOf('content');
  if (id < 0 || content < 0) throw new Error(`${file}: expected columns id,content`);
  return new Map(rows.map((row) => [row.fields[id], row.fields[content]]));
}

/** A reply holds passage text when one of its sentences (5+ characters) occurs in the passage. */
function holdsPassageText(reply: string, passage: string): boolean {
  const squeeze = (text: string) => text.replace(/\s+/g, '');
  const target = squeeze(passage);
  return splitSentences(reply.replace(SOURCE_NOTE, '')).some((sentence) => squeeze(sentence).length >= 5 && target.includes(squeeze(sentence)));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const knowledgeFile = argValue(args, '--knowledge');
  const queriesFile = argValue(args, '--queries');
  if (!knowledgeFile || !queriesFile) throw new Error('usage: npm run eval:knowledge -- --knowledge FILE.csv --queries FILE.jsonl [--json]');
  const passages = readPassages(knowledgeFile);
  const queries = readJsonLines<KnowledgeQuery>(queriesFile);

  await withTemporaryBackend('eval-knowledge-', async (baseUrl) => {
    const owner = new ProductClient(baseUrl);
    await owner.signUp();
    const bot = await owner.createBot('Knowledge evaluation bot');
    const started = performance.now();
    const files = [...passages].map(([id, content]) => ({ name: `${id}.txt`, content }));
    await uploadKnowledgeInBatches(owner, bot.chatbot_id, files);
    const ingested = await waitForIngestion(owner, bot.chatbot_id);
    const ingestMs = performance.now() - started;

    let answerable = 0;
    let hit1 = 0;
    let hit5 = 0;
    let answerHits = 0;
    let noAnswers = 0;
    let rightNoAnswers = 0;
    let outOfScope = 0;
    const latencies: number[] = [];
    for (const [i, labelled] of queries.entries()) {
      const { reply, ms } = await owner.ask(bot.vendor_id, `eval-user-${i}`, labelled.query);
      latencies.push(ms);
      const retrieved = (reply.debug?.knowledge ?? []).map((chunk) => chunk.file_name.replace(/\.txt$/, ''));
      const files = [...new Set(retrieved)];
      if (reply.type === 'no_answer') noAnswers += 1;
      if (labelled.expected === null) {
        outOfScope += 1;
        if (reply.type === 'no_answer') rightNoAnswers += 1;
        continue;
      }
      answerable += 1;
      const right = new Set([labelled.expected, ...(labelled.also_ok ?? [])]);
      if (files.length > 0 && right.has(files[0])) hit1 += 1;
      if (files.slice(0, 5).some((file) => right.has(file))) hit5 += 1;
      if (reply.type === 'answer' && [...right].some((id) => holdsPassageText(reply.data.text, passages.get(id) ?? ''))) answerHits += 1;
    }
    const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
    const figures = {
      n: queries.length,
      recall1: ratio(hit1, answerable),
      recall5: ratio(hit5, answerable),
      answerHit: ratio(answerHits, answerable),
      noAnswerPrecision: ratio(rightNoAnswers, noAnswers),
      noAnswerRecall: ratio(rightNoAnswers, outOfScope),
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
    };
    const r = (x: number) => x.toFixed(3);
    const chunks = ingested.files.reduce((sum, file) => sum + file.chunk_count, 0);
    process.stdout.write(
      `${path.basename(knowledgeFile)} (${ingested.files.length} files, ${chunks} chunks, uploaded and ingested in ${Math.round(ingestMs)} ms) × ${path.basename(queriesFile)}\n` +
        `n ${figures.n} (${answerable} answerable)  recall@1 ${r(figures.recall1)}  recall@5 ${r(figures.recall5)}  answer holds the passage ${r(figures.answerHit)}\n` +
        `no-answer precision ${r(figures.noAnswerPrecision)} recall ${r(figures.noAnswerRecall)}  reply latency p50 ${figures.p50Ms.toFixed(1)} ms  p99 ${figures.p99Ms.toFixed(1)} ms\n`,
    );
    if (args.includes('--json')) process.stdout.write(`${JSON.stringify(figures)}\n`);
  });
}

runMain(main);
