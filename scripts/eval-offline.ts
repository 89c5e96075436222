// Measures the answer engine's matching core on a Q&A CSV and labelled queries, without server or database:
//   npx tsx scripts/eval-offline.ts --qa ../shared/data/X.qa.csv --queries ../shared/data/X.queries.jsonl [--json]
// Ranking and threshold options can be tried with --set name=value (value is JSON, e.g. --set answerWeight=0.3).
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { buildIndex, evaluate, loadIndex, match, parseQaCsv, percentile, type LabelledQuery } from '../backend/answering';
import { readOverrides } from './support/match-options';

function readQueries(path: string): LabelledQuery[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LabelledQuery);
}

function main(): void {
  const { values } = parseArgs({
    options: {
      qa: { type: 'string' },
      queries: { type: 'string' },
      json: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      'no-answers': { type: 'boolean', default: false },
      set: { type: 'string', multiple: true, default: [] },
    },
  });
  if (!values.qa || !values.queries) throw new Error('usage: eval-offline --qa FILE.qa.csv --queries FILE.jsonl [--json] [--set name=value]');

  const parsed = parseQaCsv(readFileSync(values.qa, 'utf8'));
  if (!parsed.ok) throw new Error(`bad CSV: ${parsed.errors.map((error) => `line ${error.line}: ${error.message}`).join('; ')}`);
  const queries = readQueries(values.queries);
  const options = readOverrides(values.set);

  const buildStart = performance.now();
  const built = buildIndex(parsed.groups, { indexAnswers: !values['no-answers'] });
  const buildMs = performance.now() - buildStart;
  // Serve from a stored copy, as the product will: the load time is what a replica pays per bot.
  const stored = JSON.stringify(built);
  const loadStart = performance.now();
  const index = loadIndex(JSON.parse(stored));
  const loadMs = performance.now() - loadStart;

  const latencies: number[] = [];
  const results = queries.map((labelled) => {
    const start = performance.now();
    const result = match(index, labelled.query, options);
    latencies.push(performance.now() - start);
    return result;
  });
  const report = evaluate(queries, results);
  const figures = {
    ...report,
    buildMs: Math.round(buildMs),
    loadMs: Math.round(loadMs),
    indexBytes: Buffer.byteLength(stored),
    p50Ms: Number(percentile(latencies, 0.5).toFixed(2)),
    p99Ms: Number(percentile(latencies, 0.99).toFixed(2)),
  };

  if (values.verbose) {
    queries.forEach((labelled, i) => {
      const top = results[i].candidates.slice(0, 3).map((candidate) => `${candidate.groupId}:${candidate.score.toFixed(2)}`);
      process.stdout.write(`${labelled.expected ?? 'null'}\t${results[i].decision.kind}\t${top.join(' ')}\t${labelled.query}\n`);
    });
  }
  const lines = [
    `groups ${parsed.groups.length}, queries n=${figures.n}`,
    `top-1 ${figures.top1.toFixed(3)}  MRR ${figures.mrr.toFixed(3)}  ranking top-1 of answerable ${figures.rankTop1.toFixed(3)}`,
    `no-answer precision ${figures.noAnswerPrecision.toFixed(3)}  recall ${figures.noAnswerRecall.toFixed(3)}`,
    `decisions answer ${report.decisions.answer} (right ${figures.answerPrecision.toFixed(3)}), suggest ${report.decisions.suggest}, none ${report.decisions.none}`,
    `build ${figures.buildMs} ms, index ${(figures.indexBytes / 1e6).toFixed(1)} MB JSON loaded in ${figures.loadMs} ms, match p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms`,
  ];
  process.stdout.write(lines.join('\n') + '\n');
  if (values.json) process.stdout.write(JSON.stringify(figures) + '\n');
}

main();
