// Builds the bot of `npm run eval:pipeline` (and `npm run bench:answer -- --mixed`) over the REST API: with the
// `thirds` split each group of a Q&A CSV goes, by a stable hash of its key, to the Q&A list (imported and trained),
// to one AutoFAQ answer set (title = first question, answer = the group's answer) or to a knowledge TXT file
// `<group>.txt` (questions, then the answer); with `none` everything goes to the Q&A list.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { csvField, writeQaCsv } from '../../backend/qa/qa-csv';
import { AUTOFAQ_ANSWER_MAX_CHARS, AUTOFAQ_TITLE_MAX_CHARS } from '../../schema/rules/autofaq';
import { uploadKnowledgeInBatches, waitForIngestion } from './knowledge';
import { sourceOf, type Source } from './pipeline-eval';
import type { ProductClient } from './product';

export type Split = 'thirds' | 'none';

export interface QaGroup {
  key: string;
  questions: string[];
  answers: string[];
}

export function readGroups(file: string): QaGroup[] {
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
export function autoFaqCsv(groups: QaGroup[]): { csv: string; uploaded: Map<string, string> } {
  const uploaded = new Map<string, string>();
  const lines = ['title,answer'];
  for (const group of groups) {
    const answer = cap(group.answers[0], AUTOFAQ_ANSWER_MAX_CHARS);
    uploaded.set(group.key, answer);
    lines.push([cap(group.questions[0], AUTOFAQ_TITLE_MAX_CHARS), answer].map(csvField).join(','));
  }
  return { csv: `${lines.join('\r\n')}\r\n`, uploaded };
}

/** A knowledge-file group's file text: its questions, then its answers, a line each. */
export const passageOf = (group: QaGroup) => `${[...group.questions, ...group.answers].join('\n')}\n`;

export function splitGroups(groups: QaGroup[], split: Split): Record<Source, QaGroup[]> {
  const bySource: Record<Source, QaGroup[]> = { qa: [], autofaq: [], knowledge: [] };
  for (const group of groups) bySource[sourceOf(group.key, split)].push(group);
  return bySource;
}

export interface SplitBuild {
  bySource: Record<Source, QaGroup[]>;
  /** The AutoFAQ answer of each group that went there, as uploaded. */
  uploadedAnswers: Map<string, string>;
  /** Wall time of the Q&A training run; undefined when no group went to the Q&A list. */
  trainMs?: number;
}

/**
 * Fills the bot with the groups split between the three sources and waits until every source answers (the public API
 * is not switched on here). `step` is called after each build step with its name.
 */
export async function buildSplitBot(owner: ProductClient, botId: string, groups: QaGroup[], split: Split, step: (name: string) => void = () => {}): Promise<SplitBuild> {
  const bySource = splitGroups(groups, split);
  let uploadedAnswers = new Map<string, string>();
  let trainMs: number | undefined;
  if (bySource.knowledge.length > 0) {
    // Uploaded first: the worker ingests while the Q&A list trains.
    await uploadKnowledgeInBatches(owner, botId, bySource.knowledge.map((group) => ({ name: `${group.key}.txt`, content: passageOf(group) })));
    step(`knowledge upload (${bySource.knowledge.length} files)`);
  }
  if (bySource.qa.length > 0) {
    await owner.importQaCsv(botId, 'pipeline-qa.csv', writeQaCsv(bySource.qa));
    step(`Q&A import (${bySource.qa.length} groups)`);
    trainMs = await owner.train(botId);
    step('training');
  }
  if (bySource.autofaq.length > 0) {
    const { csv, uploaded } = autoFaqCsv(bySource.autofaq);
    const data = await owner.uploadAutoFaq(botId, 'pipeline-autofaq.csv', csv);
    if (data.answer_count !== bySource.autofaq.length) throw new Error(`AutoFAQ: ${data.answer_count} active answers, expected ${bySource.autofaq.length}`);
    uploadedAnswers = uploaded;
    step(`AutoFAQ upload (${bySource.autofaq.length} answers)`);
  }
  if (bySource.knowledge.length > 0) {
    const ingested = await waitForIngestion(owner, botId);
    const ready = ingested.files.filter((file) => file.status === 'ready').length;
    if (ready !== bySource.knowledge.length) throw new Error(`knowledge: ${ready} of ${bySource.knowledge.length} files ready`);
    step('rest of the ingestion');
  }
  return { bySource, uploadedAnswers, trainMs };
}
