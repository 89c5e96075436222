// `npm run eval:pipeline -- --qa FILE.qa.csv --queries FILE.jsonl [--split thirds|none] [--entities FILE.csv] [--json]
// [--verbose]`: the whole reply pipeline (Q&A list, AutoFAQ answer sets, AutoQA knowledge files) measured through the product's
// public REST API. Starts the backend on a temporary embedded database and builds one bot: with `--split thirds`
// each group goes, by a stable hash of its key, to the Q&A list (imported and trained), to one AutoFAQ answer set
// (title = first question, answer = the group's answer) or to a knowledge TXT file `<group>.txt` (questions, then
// the answer); with `--split none` everything goes to the Q&A list. Every query is asked through the public API and
// its reply attributed to groups from its text and buttons only (scripts/support/pipeline-eval.ts), so the figures
// hold whichever way the backend picks its source. Prints direct / suggested / wrong-confident shares overall and
// per source, no-answer precision and recall, reply latency, and how long each build step took. `--entities` uploads
// an entity file (type,value,synonyms) to the bot before the questions are asked.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { EntityDataDTO } from '../schema/rest';
import { percentile } from '../backend/answering';
import { attribute, GroupIndex, sourceOf, summarise, type Attribution, type EvalGroup, type Outcome, type Shares } from './support/pipeline-eval';
import { argValue, ProductClient, readJsonLines, runMain, withTemporaryBackend } from './support/product';
import { buildSplitBot, passageOf, readGroups, splitGroups } from './support/split-bot';

interface LabelledQuery {
  query: string;
  expected: string | null;
  also_ok?: string[];
}

function describe(attribution: Attribution): string {
  if (attribution.kind === 'no_answer') return 'no answer';
  if (attribution.kind === 'answer') {
    const offered = attribution.offered.map((group) => group ?? '?').join(' ');
    return `answer ${attribution.group ?? '?'}${offered ? ` + buttons ${offered}` : ''}`;
  }
  return `buttons ${attribution.groups.map((group) => group ?? '?').join(' ')}`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const qaFile = argValue(args, '--qa');
  const queriesFile = argValue(args, '--queries');
  const split = argValue(args, '--split') ?? 'thirds';
  if (!qaFile || !queriesFile || (split !== 'thirds' && split !== 'none')) {
    throw new Error('usage: npm run eval:pipeline -- --qa FILE.qa.csv --queries FILE.jsonl [--split thirds|none] [--entities FILE.csv] [--json] [--verbose]');
  }
  const verbose = args.includes('--verbose');
  const entitiesFile = argValue(args, '--entities');
  const groups = readGroups(qaFile);
  const queries = readJsonLines<LabelledQuery>(queriesFile);
  const bySource = splitGroups(groups, split);
  const sourceOfKey = new Map(groups.map((group) => [group.key, sourceOf(group.key, split)]));

  const started = performance.now();
  await withTemporaryBackend('eval-pipeline-', async (baseUrl) => {
    const steps: string[] = [];
    let stepStarted = performance.now();
    const step = (name: string) => {
      steps.push(`${name} ${Math.round(performance.now() - stepStarted)} ms`);
      stepStarted = performance.now();
    };
    const owner = new ProductClient(baseUrl);
    await owner.signUp();
    const bot = await owner.createBot('Pipeline evaluation bot');
    const failedText = 'Sorry, I have no answer for that.';

    const { uploadedAnswers } = await buildSplitBot(owner, bot.chatbot_id, groups, split, step);
    if (entitiesFile) {
      const form = new FormData();
      form.set('file', new Blob([readFileSync(entitiesFile)], { type: 'text/csv' }), path.basename(entitiesFile));
      const stored = await owner.request<EntityDataDTO>('POST', `/ner/${bot.chatbot_id}/upload/`, form);
      step(`entity upload (${stored.entity_count} entities)`);
    }
    await owner.activateApi(bot.chatbot_id);
    const keys = await owner.groupKeys(bot.chatbot_id);
    const buildMs = performance.now() - started;

    const evalGroups: EvalGroup[] = groups.map((group) => {
      const uploaded = uploadedAnswers.get(group.key);
      return {
        key: group.key,
        questions: group.questions,
        answers: uploaded === undefined ? group.answers : [...group.answers, uploaded],
        passage: sourceOfKey.get(group.key) === 'knowledge' ? passageOf(group) : undefined,
      };
    });
    const index = new GroupIndex(evalGroups);
    const outcomes: Outcome[] = [];
    const latencies: number[] = [];
    let unattributed = 0;
    for (const [i, labelled] of queries.entries()) {
      const { reply, ms } = await owner.ask(bot.vendor_id, `pipeline-user-${i}-${Date.now()}`, labelled.query);
      latencies.push(ms);
      const attribution = attribute({ type: reply.type, text: reply.data.text, buttons: reply.data.buttons }, index, failedText, (id) => keys.get(id));
      if (attribution.kind === 'answer' && attribution.group === null) unattributed += 1;
      const offered = attribution.kind === 'buttons' ? attribution.groups : attribution.kind === 'answer' ? attribution.offered : [];
      unattributed += offered.filter((group) => group === null).length;
      const expected = labelled.expected;
      outcomes.push({ source: expected === null ? undefined : sourceOfKey.get(expected), expected, alsoOk: labelled.also_ok ?? [], attribution });
      if (verbose) {
        const debug = reply.debug ? `  [debug ${reply.debug.answer_status}${reply.debug.group_id ? ` ${keys.get(reply.debug.group_id) ?? reply.debug.group_id}` : ''}]` : '';
        process.stderr.write(`${expected ?? 'out-of-scope'} (${expected === null ? '-' : sourceOfKey.get(expected)}) → ${describe(attribution)}${debug}  ${labelled.query}\n`);
      }
    }
    const summary = summarise(outcomes);
    // The first reply reads the bot's indexes and builds its merged one (a replica does so for a bot it has not answered
    // yet): reported apart, so the percentiles are of replies from a bot in memory, as a running bot's are.
    const [firstMs = NaN, ...warm] = latencies;
    const figures = { ...summary, firstReplyMs: firstMs, p50Ms: percentile(warm, 0.5), p99Ms: percentile(warm, 0.99), split, entities: entitiesFile ? path.basename(entitiesFile) : null };

    const r = (x: number) => x.toFixed(3);
    const row = (name: string, shares: Shares) => `  ${name.padEnd(12)} n ${String(shares.n).padStart(3)}  direct ${r(shares.direct)}  suggested ${r(shares.suggested)}  wrong-confident ${r(shares.wrongConfident)}  wrong with buttons ${r(shares.wrongHedged)}\n`;
    const totalMs = performance.now() - started;
    process.stdout.write(
      `${path.basename(qaFile)} (${groups.length} groups: ${bySource.qa.length} Q&A, ${bySource.autofaq.length} AutoFAQ, ${bySource.knowledge.length} knowledge; split ${split}) × ${path.basename(queriesFile)}\n` +
        `built in ${Math.round(buildMs)} ms (${steps.join(', ')}); whole run ${Math.round(totalMs)} ms\n` +
        `n ${figures.n}  direct ${r(figures.direct)}  suggested ${r(figures.suggested)}  wrong-confident ${r(figures.wrongConfident)}  wrong with buttons ${r(figures.wrongHedged)}  unattributed answers/buttons ${unattributed}\n` +
        `no-answer precision ${r(figures.noAnswerPrecision)} recall ${r(figures.noAnswerRecall)}  out-of-scope failed ${r(figures.outOfScopeFailed)}  first reply ${figures.firstReplyMs.toFixed(1)} ms, then p50 ${figures.p50Ms.toFixed(1)} ms  p99 ${figures.p99Ms.toFixed(1)} ms\n` +
        `by source of the expected group:\n` +
        row('qa', figures.bySource.qa) +
        row('autofaq', figures.bySource.autofaq) +
        row('knowledge', figures.bySource.knowledge) +
        row('out of scope', figures.bySource.outOfScope),
    );
    if (args.includes('--json')) {
      const { n, direct, suggested, wrongConfident, wrongHedged, noAnswerPrecision, noAnswerRecall, outOfScopeFailed, firstReplyMs, p50Ms, p99Ms } = figures;
      process.stdout.write(`${JSON.stringify({ n, direct, suggested, wrongConfident, wrongHedged, noAnswerPrecision, noAnswerRecall, outOfScopeFailed, firstReplyMs, p50Ms, p99Ms, bySource: figures.bySource, split, entities: figures.entities })}\n`);
    }
  });
}

runMain(main);
