// A bot with more than one source ranks its candidates in one index: its trained Q&A index and indexes of its AutoFAQ
// answers and knowledge passages (an item's label as its phrasing, the start of its text beside it, as a Q&A group
// holds its answer), merged into one answer-engine index with one set of term statistics. Each source ranked alone scores against its own
// corpus, and its best is the best of its own part; ranked together, the same engine compares them all, so a confidence
// is a Q&A-list score whichever source holds the item. Measured in docs/decisions.md "Sources ranked in one index".
import { buildIndex, match, mergeIndexes, type AnswerIndex, type MatchResult, type QaGroupSource } from '..';
import type { BuildIndexes, MergePart } from '../index-builder/index-builder';
import type { AutoFaqIndex } from '../../autofaq/autofaq-index';
import type { BotChange, BotChangeFeed } from '../../caching/bot-changes';
import { QuietTimers } from '../../caching/quiet-timers';
import type { KnowledgeIndex } from '../../knowledge/knowledge-index';
import type { PublicBot } from '../../channels/public-bot.cache';
import { buttonIdOf, parseButtonId, type AnswerSource, type SourceCandidate, type SourceProposal } from './candidates';
import { chunkKey, labelOfAnswer, labelOfChunk } from './labels';
import type { LoadedIndex } from './qa-index.cache';

/** How much of a passage's text its document holds: enough for its subject, not the whole file's vocabulary. */
export const PASSAGE_EXCERPT_CHARACTERS = 300;

export interface SourceIndexes {
  qa?: Pick<LoadedIndex, 'index'>;
  autofaq?: AutoFaqIndex;
  knowledge?: KnowledgeIndex;
}

export interface MergedIndex {
  index: AnswerIndex;
  /** The source indexes it was built from: a changed one (another object) builds it again. */
  from: SourceIndexes;
}

const MERGED_FROM: readonly BotChange[] = ['qa-index', 'autofaq', 'knowledge'];

const excerpt = (text: string) => Array.from(text).slice(0, PASSAGE_EXCERPT_CHARACTERS).join('');

/** The knowledge passages as answer-engine groups: a chunk's label as its phrasing, the start of its text beside it. */
const passageGroups = (knowledge: KnowledgeIndex): QaGroupSource[] =>
  knowledge.chunks.map((chunk) => ({ id: chunkKey(chunk), questions: [labelOfChunk(chunk)], answers: [excerpt(chunk.text)] }));

/** AutoFAQ answers as answer-engine groups: an answer's label (its title) as its phrasing, the start of its text beside it. */
const answerGroups = (autofaq: AutoFaqIndex): QaGroupSource[] =>
  [...autofaq.answers.values()].map((answer) => ({ id: answer.answer_id, questions: [labelOfAnswer(answer.title, answer.text)], answers: [excerpt(answer.text)] }));

export const passageIndexOf = (knowledge: KnowledgeIndex): AnswerIndex => buildIndex(passageGroups(knowledge));
export const answerIndexOf = (autofaq: AutoFaqIndex): AnswerIndex => buildIndex(answerGroups(autofaq));

const AUTOFAQ_PREFIX = buttonIdOf({ source: 'autofaq', id: '' });
const KNOWLEDGE_PREFIX = buttonIdOf({ source: 'knowledge', id: '' });

// Each source index's part is built once, for as long as that source index lives: a retrained Q&A list only merges.
const answerParts = new WeakMap<AutoFaqIndex, AnswerIndex>();
const passageParts = new WeakMap<KnowledgeIndex, AnswerIndex>();

function partOf<T extends object>(parts: WeakMap<T, AnswerIndex>, source: T, build: (source: T) => AnswerIndex): AnswerIndex {
  let part = parts.get(source);
  if (!part) {
    part = build(source);
    parts.set(source, part);
  }
  return part;
}

export function buildMergedIndex(from: SourceIndexes): MergedIndex {
  const parts: { index: AnswerIndex; idPrefix: string }[] = [];
  if (from.qa) parts.push({ index: from.qa.index, idPrefix: '' });
  if (from.autofaq) parts.push({ index: partOf(answerParts, from.autofaq, answerIndexOf), idPrefix: AUTOFAQ_PREFIX });
  if (from.knowledge) parts.push({ index: partOf(passageParts, from.knowledge, passageIndexOf), idPrefix: KNOWLEDGE_PREFIX });
  return { index: mergeIndexes(parts), from };
}

/**
 * The same index built through `builder`: a large one on its thread, the AutoFAQ and passage parts built there too
 * (a part built before is handed over as it is).
 */
async function buildMergedIndexWith(builder: BuildIndexes, from: SourceIndexes): Promise<MergedIndex> {
  const parts: MergePart[] = [];
  if (from.qa) parts.push({ index: from.qa.index, idPrefix: '' });
  if (from.autofaq) {
    const built = answerParts.get(from.autofaq);
    parts.push(built ? { index: built, idPrefix: AUTOFAQ_PREFIX } : { groups: answerGroups(from.autofaq), idPrefix: AUTOFAQ_PREFIX });
  }
  if (from.knowledge) {
    const built = passageParts.get(from.knowledge);
    parts.push(built ? { index: built, idPrefix: KNOWLEDGE_PREFIX } : { groups: passageGroups(from.knowledge), idPrefix: KNOWLEDGE_PREFIX });
  }
  return { index: await builder.build({ kind: 'merged-index', parts }), from };
}

const sameSources = (a: SourceIndexes, b: SourceIndexes) => a.qa === b.qa && a.autofaq === b.autofaq && a.knowledge === b.knowledge;

/** Quiet after a source's change before a held bot's index is built again: after the knowledge index's own warm-up. */
const WARM_AFTER_QUIET_MS = 500;

export interface MergedIndexCacheOptions {
  /** The bot's source indexes now, to build a held bot's index again soon after a change, not on its next reply. */
  sources?: (chatbotId: string) => Promise<SourceIndexes>;
  warmAfterMs?: number;
  /** Builds a large index off the event loop (index-builder.ts); inline by default. */
  builder?: BuildIndexes;
}

interface Held {
  from: SourceIndexes;
  built: Promise<MergedIndex>;
}

/**
 * Each bot's merged index, built from the source indexes the reply already holds and kept while they are the same
 * objects. A change of a source drops it, and a bot this replica was answering has it built again once the changes
 * pause (a few hundred milliseconds for the Taipei FAQ in thirds), so the next visitor does not wait for the build.
 */
export class MergedIndexCache {
  private readonly held = new Map<string, Held>();
  private readonly warming: QuietTimers;

  constructor(
    changes: BotChangeFeed,
    private readonly options: MergedIndexCacheOptions = {},
  ) {
    this.warming = new QuietTimers(options.warmAfterMs ?? WARM_AFTER_QUIET_MS);
    changes.subscribe((chatbotId, change) => {
      if (!MERGED_FROM.includes(change)) return;
      if (this.held.delete(chatbotId) || this.warming.has(chatbotId)) this.warmSoon(chatbotId);
    });
    changes.onMissedChanges(() => this.held.clear());
  }

  private warmSoon(chatbotId: string): void {
    if (!this.options.sources) return;
    this.warming.after(chatbotId, () => {
      this.current(chatbotId).catch(() => undefined);
    });
  }

  /** The bot's merged index from its source indexes now (read through `sources`); undefined for one source or none. */
  async current(chatbotId: string): Promise<MergedIndex | undefined> {
    const { sources } = this.options;
    return sources ? this.of(chatbotId, await sources(chatbotId)) : undefined;
  }

  /**
   * The merged index of a bot with two or more sources; undefined for one source or none. Replies that arrive while
   * it is being built wait for that one build.
   */
  async of(chatbotId: string, from: SourceIndexes): Promise<MergedIndex | undefined> {
    const sources = [from.qa, from.autofaq, from.knowledge].filter((source) => source !== undefined).length;
    if (sources < 2) {
      this.held.delete(chatbotId);
      return undefined;
    }
    const held = this.held.get(chatbotId);
    if (held && sameSources(held.from, from)) return held.built;
    const { builder } = this.options;
    const entry: Held = { from, built: builder ? buildMergedIndexWith(builder, from) : Promise.resolve().then(() => buildMergedIndex(from)) };
    this.held.set(chatbotId, entry);
    try {
      return await entry.built;
    } catch (error) {
      // A failed build is not kept: the next reply tries again.
      if (this.held.get(chatbotId) === entry) this.held.delete(chatbotId);
      throw error;
    }
  }
}

export interface RankedTogether {
  result: MatchResult;
  candidates: Record<AnswerSource, SourceCandidate[]>;
}

/** Every source's candidates for a message from the merged index, the engine's scores as their confidence. */
export function rankTogether(merged: MergedIndex, bot: { thresholds: Partial<PublicBot['thresholds']>; synonyms: PublicBot['synonyms'] }, text: string): RankedTogether {
  const result = match(merged.index, text, { ...bot.thresholds, synonyms: bot.synonyms });
  const candidates: Record<AnswerSource, SourceCandidate[]> = { qa: [], autofaq: [], knowledge: [] };
  for (const ranked of result.candidates) {
    const { source, id } = parseButtonId(ranked.groupId);
    // Every item's phrasing is what its button says: a Q&A phrasing, an AutoFAQ answer's label, a passage's label.
    candidates[source].push({ source, id, label: ranked.question, score: ranked.score, confidence: ranked.score });
  }
  return { result, candidates };
}

/**
 * A source's proposal as the merged index ranked it: its candidates, the message's unknown share over every source,
 * and the off-topic comparison the ranking made. Passages also keep what their own retrieval (`ownPassages`) found.
 */
export function proposalTogether(ranked: RankedTogether, source: AnswerSource, ownPassages: readonly SourceCandidate[] = []): SourceProposal {
  const candidates = source === 'knowledge' ? withOwnRetrieval(ranked.candidates.knowledge, ownPassages) : ranked.candidates[source];
  return { source, candidates, unknownShare: ranked.result.unknownShare, offTopicCompared: true, offTopic: ranked.result.offTopic };
}

/**
 * A passage is seen by the merged index through its label and the start of its text only; its own retrieval reads the
 * whole chunk (a prose file's heading seldom says what is asked). Each passage keeps the higher of its two confidences.
 */
export function withOwnRetrieval(together: readonly SourceCandidate[], own: readonly SourceCandidate[]): SourceCandidate[] {
  const best = new Map<string, SourceCandidate>();
  for (const candidate of [...together, ...own]) {
    const held = best.get(candidate.id);
    if (!held || held.confidence < candidate.confidence) best.set(candidate.id, candidate);
  }
  return [...best.values()].sort((a, b) => b.confidence - a.confidence);
}
