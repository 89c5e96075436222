// How the reply pipeline's decision defaults (answer threshold, close ratio) were chosen:
// `npx tsx scripts/tune-decision.ts --qa FILE.qa.csv --fit A.jsonl [--fit B.jsonl …] --check C.jsonl [--max-wrong 0.035]`.
// Builds the three sources offline with the Taipei FAQ split as `npm run eval:pipeline` splits it (thirds and none),
// asks every query once, then replays `choose` over a grid of settings: the setting with the most right direct
// answers over the --fit sets whose wrong-confident share stays at or below --max-wrong in every fit set and split
// wins. The --check sets (the dev queries) are only reported, so the choice is not fitted to them.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DEFAULT_MATCH_OPTIONS, parseQaCsv, type LabelledQuery } from '../backend/answering';
import type { SourceProposal } from '../backend/answering/pipeline/candidates';
import { choose } from '../backend/answering/pipeline/choose';
import { buildOfflinePipeline, type OfflinePipeline, type Split } from './support/offline-pipeline';
import { readJsonLines, runMain } from './support/product';

interface Asked {
  labelled: LabelledQuery;
  proposals: SourceProposal[];
}

interface Figures {
  direct: number;
  wrongConfident: number;
}

interface Setting {
  answerThreshold: number;
  closeRatio: number;
}

const SPLITS: readonly Split[] = ['thirds', 'none'];
const range = (from: number, to: number, step: number) => Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => Math.round((from + i * step) * 1000) / 1000);

function figuresOf(asked: readonly Asked[], pipeline: OfflinePipeline, setting: Setting): Figures {
  let direct = 0;
  let wrong = 0;
  for (const { labelled, proposals } of asked) {
    const choice = choose(proposals, labelled.query, { ...DEFAULT_MATCH_OPTIONS, ...setting });
    if (choice.kind !== 'answer' || !choice.chosen) continue;
    const right = [labelled.expected, ...(labelled.also_ok ?? [])].includes(pipeline.groupOf(choice.chosen.source, choice.chosen.id));
    if (right) direct += 1;
    else wrong += 1;
  }
  return { direct: direct / asked.length, wrongConfident: wrong / asked.length };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { qa: { type: 'string' }, fit: { type: 'string', multiple: true, default: [] }, check: { type: 'string', multiple: true, default: [] }, 'max-wrong': { type: 'string', default: '0.035' } },
  });
  if (!values.qa || values.fit.length === 0) throw new Error('usage: tune-decision --qa FILE.qa.csv --fit A.jsonl [--fit …] [--check C.jsonl …] [--max-wrong 0.035]');
  const parsed = parseQaCsv(readFileSync(values.qa, 'utf8'));
  if (!parsed.ok) throw new Error(`${values.qa}: not a Q&A CSV`);
  const maxWrong = Number(values['max-wrong']);
  const files = [...values.fit, ...values.check];

  // Proposals do not depend on the decision settings: each query is asked once per split.
  const runs: { split: Split; file: string; pipeline: OfflinePipeline; asked: Asked[] }[] = [];
  for (const split of SPLITS) {
    const pipeline = await buildOfflinePipeline(parsed.groups, split);
    for (const file of files) {
      const asked = readJsonLines<LabelledQuery>(file).map((labelled) => ({ labelled, proposals: pipeline.propose(labelled.query) }));
      runs.push({ split, file, pipeline, asked });
    }
  }

  const settings = range(0.2, 0.4, 0.01).flatMap((answerThreshold) => range(0.7, 0.95, 0.025).map((closeRatio) => ({ answerThreshold, closeRatio })));
  const measured = settings.map((setting) => ({ setting, byRun: runs.map((run) => figuresOf(run.asked, run.pipeline, setting)) }));
  const isFit = runs.map((run) => values.fit.includes(run.file));
  const fitDirect = (byRun: Figures[]) => byRun.reduce((sum, figures, i) => sum + (isFit[i] ? figures.direct : 0), 0);
  const admissible = measured.filter(({ byRun }) => byRun.every((figures, i) => !isFit[i] || figures.wrongConfident <= maxWrong));
  const best = admissible.reduce<(typeof measured)[number] | undefined>((winner, candidate) => (!winner || fitDirect(candidate.byRun) > fitDirect(winner.byRun) ? candidate : winner), undefined);

  const current = { answerThreshold: DEFAULT_MATCH_OPTIONS.answerThreshold, closeRatio: DEFAULT_MATCH_OPTIONS.closeRatio };
  const report = (name: string, setting: Setting) => {
    const byRun = runs.map((run) => figuresOf(run.asked, run.pipeline, setting));
    const rows = runs.map((run, i) => `  ${isFit[i] ? 'fit  ' : 'check'} ${run.split.padEnd(6)} ${run.file.split('/').pop()}: direct ${byRun[i].direct.toFixed(3)} wrong-confident ${byRun[i].wrongConfident.toFixed(3)}`);
    return `${name}: answer threshold ${setting.answerThreshold}, close ratio ${setting.closeRatio}\n${rows.join('\n')}\n`;
  };
  process.stdout.write(report('defaults now', current));
  process.stdout.write(best ? report(`best of ${settings.length} with wrong-confident ≤ ${maxWrong} on every fit set`, best.setting) : `no setting keeps wrong-confident ≤ ${maxWrong}\n`);
}

runMain(main);
