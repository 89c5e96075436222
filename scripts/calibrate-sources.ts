// How sure each answer source is, measured: `npx tsx scripts/calibrate-sources.ts --qa FILE.qa.csv --queries A.jsonl
// [--queries B.jsonl …] [--json]`. Builds each source from the whole file without a server — the Q&A list, an AutoFAQ
// answer set (title = a group's first question) and knowledge (one TXT file per group: its questions, then its
// answer) — and, for every labelled query, records each source's best candidate: its score and whether it names the
// expected group (an out-of-scope query's candidate is never right). A logistic fit of P(right | score) per source
// then gives the linear map of that source's scores onto the Q&A list's scale: the AutoFAQ or knowledge score that
// is as likely to be right as a given Q&A score (backend/answering/pipeline/calibration.ts holds the result).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildIndex, match, parseQaCsv, type LabelledQuery } from '../backend/answering';
import { buildAutoFaqIndex, rankAnswers } from '../backend/autofaq/autofaq-index';
import { chunkBlocks } from '../backend/knowledge/chunk';
import { buildKnowledgeIndex, retrieve } from '../backend/knowledge/knowledge-index';
import { parseKnowledgeFile } from '../backend/knowledge/parse';
import { readJsonLines } from './support/product';

interface Observation {
  score: number;
  right: boolean;
}

type Source = 'qa' | 'autofaq' | 'knowledge';

/** Fits P(right) = σ(a + b·score) by Newton's method on the log-likelihood. */
export function fitLogistic(observations: Observation[]): { a: number; b: number } {
  let a = 0;
  let b = 0;
  for (let iteration = 0; iteration < 50; iteration++) {
    let ga = 0, gb = 0, haa = 0, hab = 0, hbb = 0;
    for (const { score, right } of observations) {
      const p = 1 / (1 + Math.exp(-(a + b * score)));
      const w = p * (1 - p);
      ga += (right ? 1 : 0) - p;
      gb += ((right ? 1 : 0) - p) * score;
      haa += w;
      hab += w * score;
      hbb += w * score * score;
    }
    const det = haa * hbb - hab * hab;
    if (Math.abs(det) < 1e-12) break;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    a += da;
    b += db;
    if (Math.abs(da) + Math.abs(db) < 1e-9) break;
  }
  return { a, b };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { qa: { type: 'string' }, queries: { type: 'string', multiple: true, default: [] }, json: { type: 'boolean', default: false } } });
  if (!values.qa || values.queries.length === 0) throw new Error('usage: calibrate-sources --qa FILE.qa.csv --queries FILE.jsonl [--queries …] [--json]');
  const parsed = parseQaCsv(readFileSync(values.qa, 'utf8'));
  if (!parsed.ok) throw new Error('bad CSV');
  const groups = parsed.groups;
  const queries = values.queries.flatMap((file) => readJsonLines<LabelledQuery>(file));

  const qaIndex = buildIndex(groups);
  const faq = buildAutoFaqIndex(groups.map((group) => ({ answer_id: group.id, file_id: 'answers', file_name: 'answers.csv', title: group.questions[0] ?? '', text: group.answers[0] ?? '' })));
  const chunks = [];
  for (const group of groups) {
    const text = `${group.questions.join('\n')}\n${group.answers.join('\n')}`;
    const { blocks } = await parseKnowledgeFile(`${group.id}.txt`, Buffer.from(text));
    chunks.push(...chunkBlocks(blocks).map((chunk, ordinal) => ({ file_id: group.id, file_name: `${group.id}.txt`, file_prompt: '', ordinal, text: chunk.text, section: chunk.section, location: chunk.location })));
  }
  const knowledge = buildKnowledgeIndex('tw', chunks);

  const observations: Record<Source, Observation[]> = { qa: [], autofaq: [], knowledge: [] };
  for (const labelled of queries) {
    const rightIds = new Set([labelled.expected, ...(labelled.also_ok ?? [])].filter((id): id is string => Boolean(id)));
    const qa = match(qaIndex, labelled.query).candidates[0];
    if (qa) observations.qa.push({ score: qa.score, right: rightIds.has(qa.groupId) });
    const answer = rankAnswers(faq, labelled.query, 5).ranked[0];
    if (answer) observations.autofaq.push({ score: answer.score, right: rightIds.has(answer.answer.answer_id) });
    const passage = retrieve(knowledge, labelled.query).chunks[0];
    if (passage) observations.knowledge.push({ score: passage.score, right: rightIds.has(passage.chunk.file_id) });
  }

  const fits = Object.fromEntries((Object.keys(observations) as Source[]).map((source) => [source, fitLogistic(observations[source])])) as Record<Source, { a: number; b: number }>;
  // score_qa with the same fitted chance: a_qa + b_qa·x = a_s + b_s·s  →  x = (a_s − a_qa)/b_qa + (b_s/b_qa)·s.
  const onQaScale = (source: Source) => ({ offset: (fits[source].a - fits.qa.a) / fits.qa.b, scale: fits[source].b / fits.qa.b });
  const lines = (Object.keys(observations) as Source[]).map((source) => {
    const list = observations[source];
    const right = list.filter((observation) => observation.right).length;
    const { offset, scale } = onQaScale(source);
    return `${source.padEnd(9)} n ${list.length}  top-1 right ${right}  fit a ${fits[source].a.toFixed(3)} b ${fits[source].b.toFixed(3)}  on the Q&A scale: ${offset.toFixed(3)} + ${scale.toFixed(3)} × score`;
  });
  process.stdout.write(`${groups.length} groups, ${queries.length} queries\n${lines.join('\n')}\n`);
  if (values.json) process.stdout.write(`${JSON.stringify({ fits, autofaq: onQaScale('autofaq'), knowledge: onQaScale('knowledge'), observations })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
