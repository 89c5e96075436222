// Ranks a bot's Q&A groups for one user message: BM25 over every phrasing and over whole group documents,
// phrasing scores gathered per group (best phrasing plus votes of the nearest phrasings), the best groups
// re-scored by character-sequence similarity to their best phrasing, then a decision.
import { INDEX_VERSION, type AnswerIndex } from './answer-index';
import { normalise } from './normalise';
import { enginePack } from './language-pack';
import { offTopicIndex } from './off-topic';
import type { DecisionOptions, MatchOptions, RankingOptions } from './options';
import { PreparedIndex, type AnalysedMessage, type FieldTable } from './prepared-index';
import { preferAskedAspect, rerank, type GroupScore } from './rerank';
import { SynonymTable } from './synonyms';
import { TopList } from './top-list';
import { tokenise } from './tokenise';

export const DEFAULT_MATCH_OPTIONS: MatchOptions = {
  k1: 0.8,
  b: 0.75,
  kindWeights: { word: 1, word2: 0.3, cjk1: 1, cjk2: 1 },
  groupWeight: 1,
  neighbours: 10,
  neighbourWeight: 0.1,
  synonymWeight: 1,
  knownSynonymWeight: 0.3,
  rerankDepth: 10,
  sequenceWeight: 0.3,
  aspectWeight: 0.05,
  // Chosen on the held-out query sets by `npx tsx scripts/tune-decision.ts` (figures in eval/answering-experiments.md):
  // the rival separates right from wrong best candidates better than the best one's own score does.
  answerThreshold: 0.28,
  suggestThreshold: 0.12,
  closeRatio: 0.825,
  maxUnknownShare: 0.65,
  offTopicRatio: 1,
  offTopicFloor: 0,
  maxCandidates: 5,
  maxSuggestions: 3,
};

export interface Candidate {
  groupId: string;
  /** Normalised relevance, comparable across queries of one bot. */
  score: number;
  /** The group's phrasing that matched best. */
  question: string;
}

export interface Decision {
  kind: 'answer' | 'suggest' | 'none';
  /** Set on a 'none' that the off-topic reference decided (the scores alone would have offered a group). */
  offTopic?: true;
  groupId?: string;
  candidates: Candidate[];
}

export interface SynonymReading {
  word: string;
  readAs: string[];
}

export interface MatchResult {
  candidates: Candidate[];
  /** The message's words read as synonyms the bot's text uses (第四台 → 有線電視), for the owner's test chat. */
  synonyms: readonly SynonymReading[];
  /** Share of the message's words and CJK pairs unknown to the bot (see DecisionOptions.maxUnknownShare). */
  unknownShare: number;
  /** The off-topic reference message the message is most like, when it was compared (see DecisionOptions.offTopicRatio). */
  offTopic?: OffTopicLikeness;
  decision: Decision;
}

// The stored index stays plain data; its typed tables and scratch buffers are built once per loaded object.
const prepared = new WeakMap<AnswerIndex, PreparedIndex>();

/**
 * Takes an index read back from storage (e.g. JSON.parse of a stored training result), checks it is one this
 * code can read, and builds its lookup tables now so the first message is not slowed down.
 */
export function loadIndex(data: unknown): AnswerIndex {
  const index = data as AnswerIndex;
  const consistent =
    typeof data === 'object' &&
    data !== null &&
    index.version === INDEX_VERSION &&
    Array.isArray(index.groups) &&
    index.phrasingGroup?.length === index.questions?.lengths?.length &&
    index.groupTexts?.lengths?.length === index.groups.length;
  if (!consistent) throw new Error(`not an answer index of version ${INDEX_VERSION}`);
  prepare(index);
  synonymTable();
  prepare(offTopicIndex());
  return index;
}

function prepare(index: AnswerIndex): PreparedIndex {
  let entry = prepared.get(index);
  if (!entry) {
    entry = new PreparedIndex(index);
    prepared.set(index, entry);
  }
  return entry;
}

type QueryTerm = AnalysedMessage['terms'][number];

// How a query term came about (AnalysedMessage terms' `synonym`): the message's own, or a synonym's.
const OWN = 0 as const;
const SYNONYM_OF_UNKNOWN = 1 as const;
const SYNONYM_OF_KNOWN = 2 as const;

let synonyms: SynonymTable | undefined;
const synonymTable = () => (synonyms ??= new SynonymTable(enginePack().synonymSets));

/**
 * Adds to `covered` the message's terms that a word read as synonyms explains: the word's own terms and the
 * character pairs that straddle its edges (有熱點嗎 → 有熱, 點嗎 around 熱點).
 */
function coverWord(normalised: string, word: string, covered: Set<string>): void {
  for (const { text } of tokenise(word)) covered.add(text);
  const chars = Array.from(normalised);
  const wordChars = Array.from(word);
  for (let start = 0; start + wordChars.length <= chars.length; start++) {
    if (!wordChars.every((char, i) => chars[start + i] === char)) continue;
    const end = start + wordChars.length;
    if (start > 0) covered.add(chars[start - 1] + chars[start]);
    if (end < chars.length) covered.add(chars[end - 1] + chars[end]);
  }
}

function analyse(table: PreparedIndex, normalised: string, own: SynonymTable | undefined): AnalysedMessage {
  const terms = new Map<string, QueryTerm>();
  for (const { text, kind } of tokenise(normalised)) terms.set(text, { kind, id: table.termIds.get(text) ?? -1, synonym: OWN, covered: false, inCeiling: 1 });
  // Synonyms count only as the phrases the bot's text uses, and only with terms the message does not hold.
  const readings: SynonymReading[] = [];
  const covered = new Set<string>();
  const found = [synonymTable(), ...(own ? [own] : [])].flatMap((source) => source.find(normalised).map((entry) => ({ ...entry, source })));
  for (const { member, others, source } of found) {
    const synonym = table.knowsPhrase(member, tokenise(member)) ? SYNONYM_OF_KNOWN : SYNONYM_OF_UNKNOWN;
    const readAs: string[] = [];
    const gained: [string, Pick<QueryTerm, 'kind' | 'id'>][] = [];
    for (const other of others) {
      const otherTerms = tokenise(other);
      if (!table.knowsPhrase(other, otherTerms)) continue;
      const before = gained.length;
      for (const { text, kind } of otherTerms) {
        const id = table.termIds.get(text);
        if (id !== undefined && !terms.has(text) && !gained.some(([seen]) => seen === text)) gained.push([text, { kind, id }]);
      }
      if (gained.length > before) readAs.push(source.writtenForm(other));
    }
    if (readAs.length === 0) continue;
    // A word the bot never uses reads as its synonyms in its place, so they join the ceiling (shared among
    // them); the synonyms of a word it uses only add to the score.
    const inCeiling = synonym === SYNONYM_OF_UNKNOWN ? 1 / readAs.length : 0;
    for (const [text, term] of gained) terms.set(text, { ...term, synonym, covered: false, inCeiling });
    readings.push({ word: source.writtenForm(member), readAs });
    coverWord(normalised, member, covered);
  }
  // A word read as synonyms the bot uses is not unknown to it (the unknown share below) and, where the bot's
  // text lacks its terms, leaves the ceiling to the synonyms.
  const analysed = [...terms].map(([text, term]) => {
    if (term.synonym !== OWN || !covered.has(text)) return term;
    const unknown = term.id < 0 || table.groupTerm[term.id] < 0;
    return { ...term, covered: true, inCeiling: unknown ? 0 : 1 };
  });
  return { normalised, terms: analysed, synonyms: own, readings };
}

/**
 * Single CJK characters are nearly all known somewhere and word pairs are mostly new, so single words and
 * CJK character pairs carry the signal. Terms gained from synonyms are not counted (they cannot make an
 * unrelated message look covered); the message's own words read as synonyms count as known.
 */
function unknownShare(table: PreparedIndex, terms: readonly QueryTerm[]): number {
  let telling = 0;
  let unknownTelling = 0;
  let unknownAny = 0;
  for (const term of terms) {
    if (term.synonym !== OWN) continue;
    const unknown = !term.covered && (term.id < 0 || table.groupTerm[term.id] < 0);
    if (unknown) unknownAny++;
    if (term.kind === 'word' || term.kind === 'cjk2') {
      telling++;
      if (unknown) unknownTelling++;
    }
  }
  if (telling > 0) return unknownTelling / telling;
  return terms.length === 0 ? 1 : unknownAny / terms.length;
}

/**
 * BM25 of every document of a field into its scratch scores (touched documents listed), returning the ceiling
 * that turns scores into a 0–1 scale: the query's attainable score, every term matched once.
 */
function scoreField(field: FieldTable, fieldTerms: Int32Array, terms: readonly QueryTerm[], options: RankingOptions): number {
  const { k1, b, kindWeights, synonymWeight, knownSynonymWeight } = options;
  const denominators = field.denominatorsFor(k1, b);
  const { scores, seen, touched, docs, tfs } = field;
  let ceiling = 0;
  for (const term of terms) {
    const fieldTerm = term.id < 0 ? -1 : fieldTerms[term.id];
    // A term the bot has never seen still counts in the ceiling: it is evidence the question is elsewhere.
    let weight = kindWeights[term.kind] * (fieldTerm < 0 ? field.unknownIdf : field.idfs[fieldTerm]);
    if (term.synonym !== OWN) weight *= term.synonym === SYNONYM_OF_KNOWN ? knownSynonymWeight : synonymWeight;
    ceiling += weight * term.inCeiling;
    if (fieldTerm < 0 || weight === 0) continue;
    for (let i = field.offsets[fieldTerm], end = field.offsets[fieldTerm + 1]; i < end; i++) {
      const doc = docs[i];
      const tf = tfs[i];
      if (seen[doc] === 0) {
        seen[doc] = 1;
        touched[field.touchedCount++] = doc;
      }
      scores[doc] += (weight * tf * (k1 + 1)) / denominators[i];
    }
  }
  return ceiling;
}

/**
 * The best `depth` groups by BM25: the best phrasing plus votes of the nearest phrasings, blended with the
 * group document. Groups are in phrasing order in the index, so ties go to the lower group as they always have.
 */
function scoreGroups(table: PreparedIndex, terms: readonly QueryTerm[], options: RankingOptions, depth: number): GroupScore[] {
  const { questions, groupTexts } = table;
  try {
    const phrasingCeiling = scoreField(questions, table.questionTerm, terms, options);
    if (phrasingCeiling === 0) return [];
    const wholeCeiling = options.groupWeight > 0 ? scoreField(groupTexts, table.groupTerm, terms, options) : 0;

    const nearest = new TopList(options.neighbours);
    for (let i = 0; i < questions.touchedCount; i++) {
      const doc = questions.touched[i];
      const score = questions.scores[doc];
      if (score <= 0) continue;
      nearest.offer(doc, score);
      const group = table.phrasingGroup[doc];
      const best = table.bestScore[group];
      if (best === 0) table.touchedGroups[table.touchedGroupCount++] = group;
      if (best === 0 || score > best || (score === best && doc < table.bestPhrasing[group])) {
        table.bestScore[group] = score;
        table.bestPhrasing[group] = doc;
      }
    }
    for (let i = 0; i < nearest.ids.length; i++) {
      const group = table.phrasingGroup[nearest.ids[i]];
      table.votes[group] += nearest.scores[i];
      table.voted[group] = 1;
    }

    const top = new TopList(depth);
    for (let i = 0; i < table.touchedGroupCount; i++) {
      const group = table.touchedGroups[i];
      const best = table.bestScore[group];
      const extraVotes = table.voted[group] === 1 ? Math.max(table.votes[group] - best, 0) : 0;
      const questionPart = (best + options.neighbourWeight * extraVotes) / phrasingCeiling;
      const wholePart = options.groupWeight > 0 && wholeCeiling > 0 ? groupTexts.scores[group] / wholeCeiling : 0;
      top.offer(group, (questionPart + options.groupWeight * wholePart) / (1 + options.groupWeight));
    }
    return top.ids.map((group, i) => ({ group, score: top.scores[i], bestPhrasing: table.bestPhrasing[group] }));
  } finally {
    questions.clear();
    groupTexts.clear();
    table.clearGroups();
  }
}

/** The off-topic reference message a user message is most like, with its score on the bot's 0–1 scale. */
export interface OffTopicLikeness {
  message: string;
  score: number;
}

/** Chooses answer / suggest / none from ranked candidates by the bot's thresholds. */
export function decide(candidates: Candidate[], unknown: number, options: DecisionOptions, offTopic?: OffTopicLikeness): Decision {
  const top = candidates[0];
  if (!top || top.score < options.suggestThreshold || unknown >= options.maxUnknownShare) return { kind: 'none', candidates: [] };
  if (offTopic && options.offTopicRatio > 0 && offTopic.score >= options.offTopicFloor && offTopic.score >= top.score * options.offTopicRatio) {
    return { kind: 'none', candidates: [], offTopic: true };
  }
  const close = candidates.filter((candidate) => candidate.score >= top.score * options.closeRatio && candidate.score >= options.suggestThreshold);
  if (top.score >= options.answerThreshold && close.length === 1) return { kind: 'answer', groupId: top.groupId, candidates: [top] };
  const suggestions = candidates.filter((candidate) => candidate.score >= options.suggestThreshold).slice(0, options.maxSuggestions);
  return { kind: 'suggest', candidates: suggestions };
}

/** The index's best groups for a message: BM25, then the re-orderings, cut to `maxCandidates`. */
function rank(index: AnswerIndex, query: string, settings: MatchOptions, normalised?: string): { message: AnalysedMessage; table: PreparedIndex; candidates: Candidate[] } {
  const table = prepare(index);
  const message = table.analysed(query, settings.synonyms, (text) => analyse(table, normalised ?? normalise(text), settings.synonyms));
  // Only the groups that can still reach the candidates after re-ranking are ranked in full.
  const bm25 = scoreGroups(table, message.terms, settings, Math.max(settings.maxCandidates, settings.rerankDepth));
  const ranked = preferAskedAspect(index, table, message, rerank(index, table, message, bm25, settings), settings).slice(0, settings.maxCandidates);
  const candidates = ranked.map(({ group, score, bestPhrasing }) => ({
    groupId: index.groups[group].id,
    score,
    question: index.groups[group].questions[index.phrasingQuestion[bestPhrasing]],
  }));
  return { message, table, candidates };
}

/**
 * The reference message the query is most like, ranked as a bot's Q&A list is (without the bot's own synonyms). A
 * reference group is one message with no answer, so its group document is its phrasing document and the blend of
 * the two is the phrasing's score alone: the group field is left out (`groupWeight` 0) at no change in scores.
 */
function nearestOffTopic(query: string, normalised: string, settings: MatchOptions): OffTopicLikeness | undefined {
  const reference = settings.offTopicReference ?? offTopicIndex();
  const [best] = rank(reference, query, { ...settings, synonyms: undefined, aspectWeight: 0, groupWeight: 0, maxCandidates: 1 }, normalised).candidates;
  return best && { message: best.question, score: best.score };
}

/**
 * The built-in off-topic message most like the query, for a reply that weighs candidates of several sources against
 * it (match() compares it with the Q&A list's best group only).
 */
export function nearestOffTopicMessage(query: string, options: Partial<MatchOptions> = {}): OffTopicLikeness | undefined {
  return nearestOffTopic(query, normalise(query), { ...DEFAULT_MATCH_OPTIONS, ...options });
}

/** Ranks the index's groups for a query and decides how the bot replies. */
export function match(index: AnswerIndex, query: string, options: Partial<MatchOptions> = {}): MatchResult {
  const settings: MatchOptions = { ...DEFAULT_MATCH_OPTIONS, ...options };
  const { message, table, candidates } = rank(index, query, settings);
  const unknown = unknownShare(table, message.terms);
  // Only a message that would get a group is compared with the off-topic reference.
  const top = candidates[0];
  const offTopic = settings.offTopicRatio > 0 && top && top.score >= settings.suggestThreshold && unknown < settings.maxUnknownShare ? nearestOffTopic(query, message.normalised, settings) : undefined;
  return { candidates, synonyms: message.readings, unknownShare: unknown, offTopic, decision: decide(candidates, unknown, settings, offTopic) };
}
