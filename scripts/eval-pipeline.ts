// `npm run eval:pipeline -- --qa FILE.qa.csv --queries FILE.jsonl [--split thirds|none] [--json] [--verbose]`: the
// whole reply pipeline (Q&A list, AutoFAQ answer sets, AutoQA knowledge files) measured through the product's
// public REST API. Starts the backend on a temporary embedded database and builds one bot: with `--split thirds`
// each group goes, by a stable hash of its key, to the Q&A list (imported and trained), to one AutoFAQ answer set
// (title = first question, answer = the group's answer) or to a knowledge TXT file `<group>.txt` (questions, then
// the answer); with `--split none` everything goes to the Q&A list. Every query is asked through the public API and
// its reply attributed to groups from its text and buttons only (scripts/support/pipeline-eval.ts), so the figures
// hold whichever way the backend picks its source. Prints direct / suggested / wrong-confident shares overall and
// per source, no-answer precision and recall, reply latency, and how long each build step took.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { percentile } from '../backend/answering';
import { csvField, writeQaCsv } from '../backend/qa/qa-csv';
import { AUTOFAQ_ANSWER_MAX_CHARS, AUTOFAQ_TITLE_MAX_CHARS } from '../schema/rules/autofaq';
import { uploadKnowledgeInBatches, waitForIngestion } from './support/knowledge';
import { attribute, GroupIndex, sourceOf, summarise, type Attribution, type EvalGroup, type Outcome, type Shares, type Source } from './support/pipeline-eval';
import { argValue, ProductClient, readJsonLines, runMain, withTemporaryBackend } from './support/product';

interface LabelledQuery {
  query: string;
  expected: string | null;
  also_ok?: string[];
}

interface QaGroup {
  key: string;
  questions: string[];
  answers: string[];
}

function readGroups(file: string): QaGroup[] {
  const rows = parse(readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true, bom: true }) as Record<string, string>[];
  const groups = new Map<string, QaGroup>();
  for (const row of rows) {
    const key = (row.group ?? '').trim();
    if (!key) continue;
    const group = groups.get(key) ?? { key, questions: [], answers: [] };
    groups.set(key, group);
    const question = (row.question ?? '').trim();
    const answer = (row.answer ?? '').trim();
    if (question && !group.questions.includes(question)) group.questions.push(question);
    if (answer && !group.answers.includes(answer)) group.answers.push(answer);
  }
  return [...groups.values()];
}

const cap = (text: string, characters: number) => Array.from(text).slice(0, characters).join('').trim();

/** The AutoFAQ answer set: one row a group, title = its first question, answer = its first answer (capped to the limits). */
function autoFaqCsv(groups: QaGroup[]): { csv: string; uploaded: Map<string, string> } {
  const uploaded = new Map<string, string>();
  const lines = ['title,answer'];
  for (const group of groups) {
    const answer = cap(group.answers[0], AUTOFAQ_ANSWER_MAX_CHARS);
    uploaded.set(group.key, answer);
    lines.push([cap(group.questions[0], AUTOFAQ_TITLE_MAX_CHARS), answer].map(csvField).join(','));
  }
  return { csv: `${lines.join('\r\n')}\r\n`, uploaded };
}

const passageOf = (group: QaGroup) => `${[...group.questions, ...group.answers].join('\n')}\n`;

function describe(attribution: Attribution): string {
  if (attribution.kind === 'no_answer') return 'no answer';
  if (attribution.kind === 'answer') return `answer ${attribution.group ?? '?'}`;
  return `buttons ${attribution.groups.map((group) => group ?? '?').join(' ')}`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const qaFile = argValue(args, '--qa');
  const queriesFile = argValue(args, '--queries');
  const split = argValue(args, '--split') ?? 'thirds';
  if (!qaFile || !queriesFile || (split !== 'thirds' && split !== 'none')) {
    throw new Error('usage: npm run eval:pipeline -- --qa FILE.qa.csv --queries FILE.jsonl [--split thirds|none] [--json] [--verbose]');
  }
  const verbose = args.includes('--verbose');
  const groups = readGroups(qaFile);
  const queries = readJsonLines<LabelledQuery>(queriesFile);
  const bySource: Record<Source, QaGroup[]> = { qa: [], autofaq: [], knowledge: [] };
  for (const group of groups) bySource[sourceOf(group.key, split)].push(group);
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

    let uploadedAnswers = new Map<string, string>();
    if (bySource.knowledge.length > 0) {
      // Uploaded first: the worker ingests while the Q&A list trains.
      await uploadKnowledgeInBatches(owner, bot.chatbot_id, bySource.knowledge.map((group) => ({ name: `${group.key}.txt`, content: passageOf(group) })));
      step(`knowledge upload (${bySource.knowledge.length} files)`);
    }
    if (bySource.qa.length > 0) {
      await owner.importQaCsv(bot.chatbot_id, 'pipeline-qa.csv', writeQaCsv(bySource.qa));
      step(`Q&A import (${bySource.qa.length} groups)`);
      await owner.train(bot.chatbot_id);
      step('training');
    }
    if (bySource.autofaq.length > 0) {
      const { csv, uploaded } = autoFaqCsv(bySource.autofaq);
      const data = await owner.uploadAutoFaq(bot.chatbot_id, 'pipeline-autofaq.csv', csv);
      if (data.answer_count !== bySource.autofaq.length) throw new Error(`AutoFAQ: ${data.answer_count} active answers, expected ${bySource.autofaq.length}`);
      uploadedAnswers = uploaded;
      step(`AutoFAQ upload (${bySource.autofaq.length} answers)`);
    }
    if (bySource.knowledge.length > 0) {
      const ingested = await waitForIngestion(owner, bot.chatbot_id);
      const ready = ingested.files.filter((file) => file.status === 'ready').length;
      if (ready !== bySource.knowledge.length) throw new Error(`knowledge: ${ready} of ${bySource.knowledge.length} files ready`);
      step('rest of the ingestion');
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
      if (attribution.kind === 'buttons') unattributed += attribution.groups.filter((group) => group === null).length;
      const expected = labelled.expected;
      outcomes.push({ source: expected === null ? undefined : sourceOfKey.get(expected), expected, alsoOk: labelled.also_ok ?? [], attribution });
      if (verbose) {
        const debug = reply.debug ? `  [debug ${reply.debug.answer_status}${reply.debug.group_id ? ` ${keys.get(reply.debug.group_id) ?? reply.debug.group_id}` : ''}]` : '';
        process.stderr.write(`${expected ?? 'out-of-scope'} (${expected === null ? '-' : sourceOfKey.get(expected)}) → ${describe(attribution)}${debug}  ${labelled.query}\n`);
      }
    }
    const summary = summarise(outcomes);
    const figures = { ...summary, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99), split };

    const r = (x: number) => x.toFixed(3);
    const row = (name: string, shares: Shares) => `  ${name.padEnd(12)} n ${String(shares.n).padStart(3)}  direct ${r(shares.direct)}  suggested ${r(shares.suggested)}  wrong-confident ${r(shares.wrongConfident)}\n`;
    const totalMs = performance.now() - started;
    process.stdout.write(
      `${path.basename(qaFile)} (${groups.length} groups: ${bySource.qa.length} Q&A, ${bySource.autofaq.length} AutoFAQ, ${bySource.knowledge.length} knowledge; split ${split}) × ${path.basename(queriesFile)}\n` +
        `built in ${Math.round(buildMs)} ms (${steps.join(', ')}); whole run ${Math.round(totalMs)} ms\n` +
        `n ${figures.n}  direct ${r(figures.direct)}  suggested ${r(figures.suggested)}  wrong-confident ${r(figures.wrongConfident)}  unattributed answers/buttons ${unattributed}\n` +
        `no-answer precision ${r(figures.noAnswerPrecision)} recall ${r(figures.noAnswerRecall)}  out-of-scope failed ${r(figures.outOfScopeFailed)}  reply latency p50 ${figures.p50Ms.toFixed(1)} ms  p99 ${figures.p99Ms.toFixed(1)} ms\n` +
        `by source of the expected group:\n` +
        row('qa', figures.bySource.qa) +
        row('autofaq', figures.bySource.autofaq) +
        row('knowledge', figures.bySource.knowledge) +
        row('out of scope', figures.bySource.outOfScope),
    );
    if (args.includes('--json')) {
      const { n, direct, suggested, wrongConfident, noAnswerPrecision, noAnswerRecall, outOfScopeFailed, p50Ms, p99Ms } = figures;
      process.stdout.write(`${JSON.stringify({ n, direct, suggested, wrongConfident, noAnswerPrecision, noAnswerRecall, outOfScopeFailed, p50Ms, p99Ms, bySource: figures.bySource, split })}\n`);
    }
  });
}

runMain(main);
