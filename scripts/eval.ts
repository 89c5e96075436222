// `npm run eval -- --qa FILE.qa.csv --queries FILE.jsonl [--json]`: answer quality through the product itself.
// Starts the backend on a temporary embedded database, creates an account and a bot, imports the CSV through
// the import endpoint, trains, sends every query through the public API (as the bot owner's test chat, so the
// reply carries the engine's candidates) and prints top-1, MRR, no-answer precision/recall and latency.
import path from 'node:path';
import { evaluate, percentile, type LabelledQuery } from '../backend/answering';
import type { EvaluatedResult } from '../backend/answering/evaluation';
import type { PublicMessageReply } from '../schema/rest';
import { argValue, ProductClient, readJsonLines, runMain, withTemporaryBackend } from './support/product';

function asEvaluatedResult(reply: PublicMessageReply, keyOf: (groupId: string) => string): EvaluatedResult {
  const candidates = (reply.debug?.candidates ?? []).map((c) => ({ groupId: keyOf(c.group_id), score: c.score, question: c.question }));
  const buttons = reply.data.buttons.map((b) => ({ groupId: keyOf(b.id), score: 0, question: b.text }));
  if (reply.type !== 'answer') return { candidates, decision: { kind: 'none', candidates: [] } };
  if (buttons.length > 0) return { candidates, decision: { kind: 'suggest', candidates: buttons } };
  const groupId = reply.debug?.group_id ? keyOf(reply.debug.group_id) : undefined;
  return { candidates, decision: { kind: 'answer', groupId, candidates } };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const qaFile = argValue(args, '--qa');
  const queriesFile = argValue(args, '--queries');
  if (!qaFile || !queriesFile) throw new Error('usage: npm run eval -- --qa FILE.qa.csv --queries FILE.jsonl [--json]');
  const queries = readJsonLines<LabelledQuery>(queriesFile);

  await withTemporaryBackend('eval-', async (baseUrl) => {
    const owner = new ProductClient(baseUrl);
    await owner.signUp();
    const bot = await owner.createBot('Evaluation bot');
    await owner.importQa(bot.chatbot_id, path.resolve(qaFile));
    const trainMs = await owner.train(bot.chatbot_id);
    await owner.activateApi(bot.chatbot_id);
    const keys = await owner.groupKeys(bot.chatbot_id);
    const keyOf = (groupId: string) => keys.get(groupId) ?? groupId;

    const results: EvaluatedResult[] = [];
    const latencies: number[] = [];
    for (const [i, labelled] of queries.entries()) {
      const { reply, ms } = await owner.ask(bot.vendor_id, `eval-user-${i}`, labelled.query);
      latencies.push(ms);
      results.push(asEvaluatedResult(reply, keyOf));
    }
    const report = evaluate(queries, results);
    const figures = {
      n: report.n,
      top1: report.top1,
      mrr: report.mrr,
      noAnswerPrecision: report.noAnswerPrecision,
      noAnswerRecall: report.noAnswerRecall,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
    };
    const r = (x: number) => x.toFixed(3);
    process.stdout.write(
      `${path.basename(qaFile)} (${keys.size} groups, trained in ${Math.round(trainMs)} ms) × ${path.basename(queriesFile)}\n` +
        `n ${figures.n}  top-1 ${r(figures.top1)}  MRR ${r(figures.mrr)}  no-answer precision ${r(figures.noAnswerPrecision)} recall ${r(figures.noAnswerRecall)}\n` +
        `decisions ${JSON.stringify(report.decisions)}  reply latency p50 ${figures.p50Ms.toFixed(1)} ms  p99 ${figures.p99Ms.toFixed(1)} ms\n`,
    );
    if (args.includes('--json')) process.stdout.write(`${JSON.stringify(figures)}\n`);
  });
}

runMain(main);
