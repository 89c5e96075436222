// Ranks a bot's Q&A groups for one user message: BM25 over every phrasing and over whole group documents,
// phrasing scores gathered per group (best phrasing plus votes of the nearest phrasings), the best groups
// re-scored by character-sequence similarity to their best phrasing, then a decision.
import { INDEX_VERSION, type AnswerIndex, type FieldIndex } from './answer-index';
import { normalise } from './normalise';
import { comparableCharacters, sequenceSimilarity } from './similarity';
import { tokenise, type TermKind } from './tokenise';

export interface RankingOptions {
  /** BM25 term-frequency saturation and length normalisation. */
  k1: number;
  b: number;
  /** Weight of each term kind relative to a word (pairs carry word order, single CJK characters catch paraphrase). */
  kindWeights: Record<TermKind, number>;
  /** Weight of the whole-group field (all phrasings and answers) relative to the best single phrasing. */
  groupWeight: number;
  /**
   * The best `rerankDepth` groups are re-scored with the character-sequence similarity of the message to their
   * best phrasing, weighted `sequenceWeight` against the BM25 score (0 turns re-ranking off).
   */
  rerankDepth: number;
  sequenceWeight: number;
  /** How many top phrasings vote for their groups, and how much a vote beyond a group's best phrasing counts. */
  neighbours: number;
  neighbourWeight: number;
}

export interface DecisionOptions {
  /** Scores are normalised to about 0–1 (1 ≈ the query matches a phrasing term for term). */
  answerThreshold: number;
  suggestThreshold: number;
  /** Candidates scoring at least this fraction of the best one are "close" and turn an answer into a suggestion. */
  closeRatio: number;
  /**
   * Share of the message's words and CJK character pairs that occur nowhere in the bot's Q&A at or above
   * which it replies 'none' whatever the scores: such a message is about something the bot does not cover.
   */
  maxUnknownShare: number;
  maxCandidates: number;
  maxSuggestions: number;
}

export type MatchOptions = RankingOptions & DecisionOptions;

export const DEFAULT_MATCH_OPTIONS: MatchOptions = {
  k1: 0.8,
  b: 0.75,
  kindWeights: { word: 1, word2: 0.3, cjk1: 1, cjk2: 1 },
  groupWeight: 1,
  neighbours: 10,
  neighbourWeight: 0.1,
  rerankDepth: 10,
  sequenceWeight: 0.3,
  answerThreshold: 0.35,
  suggestThreshold: 0.12,
  closeRatio: 0.85,
  maxUnknownShare: 0.65,
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
  groupId?: string;
  candidates: Candidate[];
}

export interface MatchResult {
  candidates: Candidate[];
  /** Share of the message's words and CJK pairs unknown to the bot (see DecisionOptions.maxUnknownShare). */
  unknownShare: number;
  decision: Decision;
}

interface PreparedField {
  postings: Map<string, readonly number[]>;
  lengths: readonly number[];
  averageLength: number;
  documentCount: number;
}

interface PreparedIndex {
  questions: PreparedField;
  groupTexts: PreparedField;
  /** Comparable characters of each phrasing document, filled as phrasings are first re-ranked. */
  phrasingCharacters: (string[] | undefined)[];
}

// The stored index stays plain data; its lookup maps are built once per loaded object and reused.
const prepared = new WeakMap<AnswerIndex, PreparedIndex>();

function prepareField(field: FieldIndex): PreparedField {
  const postings = new Map<string, readonly number[]>();
  field.terms.forEach((term, id) => postings.set(term, field.postings[id]));
  const total = field.lengths.reduce((sum, length) => sum + length, 0);
  const documentCount = field.lengths.length;
  return {
    postings,
    lengths: field.lengths,
    averageLength: documentCount > 0 ? Math.max(total / documentCount, 1) : 1,
    documentCount,
  };
}

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
  return index;
}

function prepare(index: AnswerIndex): PreparedIndex {
  let entry = prepared.get(index);
  if (!entry) {
    entry = {
      questions: prepareField(index.questions),
      groupTexts: prepareField(index.groupTexts),
      phrasingCharacters: [],
    };
    prepared.set(index, entry);
  }
  return entry;
}

function idf(documentCount: number, documentFrequency: number): number {
  return Math.log(1 + (documentCount - documentFrequency + 0.5) / (documentFrequency + 0.5));
}

interface QueryTerm {
  text: string;
  kind: TermKind;
  weight: number;
}

function queryTerms(query: string, options: RankingOptions): QueryTerm[] {
  const terms = new Map<string, QueryTerm>();
  for (const { text, kind } of tokenise(normalise(query))) terms.set(text, { text, kind, weight: options.kindWeights[kind] });
  return [...terms.values()];
}

/**
 * Single CJK characters are nearly all known somewhere and word pairs are mostly new, so single words and
 * CJK character pairs carry the signal.
 */
function unknownShare(field: PreparedField, terms: QueryTerm[]): number {
  const telling = terms.filter((term) => term.kind === 'word' || term.kind === 'cjk2');
  const counted = telling.length > 0 ? telling : terms;
  if (counted.length === 0) return 1;
  return counted.filter((term) => !field.postings.has(term.text)).length / counted.length;
}

interface FieldScores {
  scores: Float64Array;
  /** The query's attainable score: every term matched once in a document of average length. */
  ceiling: number;
}

/** BM25 of every document of a field, with the ceiling that turns scores into a 0–1 scale. */
function scoreField(field: PreparedField, terms: QueryTerm[], k1: number, b: number): FieldScores {
  const scores = new Float64Array(field.documentCount);
  let ceiling = 0;
  for (const term of terms) {
    const postings = field.postings.get(term.text);
    // A term the bot has never seen still counts in the ceiling: it is evidence the question is elsewhere.
    const weight = term.weight * idf(field.documentCount, postings ? postings.length / 2 : 0);
    ceiling += weight;
    if (!postings) continue;
    for (let i = 0; i < postings.length; i += 2) {
      const doc = postings[i];
      const tf = postings[i + 1];
      const norm = 1 - b + (b * field.lengths[doc]) / field.averageLength;
      scores[doc] += (weight * tf * (k1 + 1)) / (tf + k1 * norm);
    }
  }
  return { scores, ceiling };
}

interface GroupScore {
  group: number;
  score: number;
  bestPhrasing: number;
}

function scoreGroups(index: AnswerIndex, terms: QueryTerm[], options: RankingOptions): GroupScore[] {
  const { questions, groupTexts } = prepare(index);
  const phrasing = scoreField(questions, terms, options.k1, options.b);
  if (phrasing.ceiling === 0) return [];

  const whole = options.groupWeight > 0 ? scoreField(groupTexts, terms, options.k1, options.b) : undefined;

  const best = new Map<number, GroupScore>();
  const order: number[] = [];
  phrasing.scores.forEach((score, doc) => {
    if (score <= 0) return;
    order.push(doc);
    const group = index.phrasingGroup[doc];
    const current = best.get(group);
    if (!current || score > current.score) best.set(group, { group, score, bestPhrasing: doc });
  });

  const votes = new Map<number, number>();
  order.sort((x, y) => phrasing.scores[y] - phrasing.scores[x]);
  for (const doc of order.slice(0, options.neighbours)) {
    const group = index.phrasingGroup[doc];
    votes.set(group, (votes.get(group) ?? 0) + phrasing.scores[doc]);
  }

  return [...best.values()].map((entry) => {
    const extraVotes = Math.max((votes.get(entry.group) ?? entry.score) - entry.score, 0);
    const questionPart = (entry.score + options.neighbourWeight * extraVotes) / phrasing.ceiling;
    const wholePart = whole && whole.ceiling > 0 ? whole.scores[entry.group] / whole.ceiling : 0;
    const score = (questionPart + options.groupWeight * wholePart) / (1 + options.groupWeight);
    return { ...entry, score };
  });
}

/**
 * Blends the sequence similarity into the best groups' scores, keeping the 0–1 scale. Groups below the re-ranking
 * depth are scaled as if their similarity were 0, so they can never overtake a re-scored group.
 */
function rerank(index: AnswerIndex, query: string, ranked: GroupScore[], options: RankingOptions): GroupScore[] {
  if (options.sequenceWeight <= 0 || options.rerankDepth <= 0) return ranked;
  const message = comparableCharacters(normalise(query));
  const cache = prepare(index).phrasingCharacters;
  const scale = 1 + options.sequenceWeight;
  const rescored = ranked.slice(0, options.rerankDepth).map((entry) => {
    let phrasing = cache[entry.bestPhrasing];
    if (!phrasing) {
      const text = index.groups[entry.group].questions[index.phrasingQuestion[entry.bestPhrasing]];
      phrasing = comparableCharacters(normalise(text));
      cache[entry.bestPhrasing] = phrasing;
    }
    return { ...entry, score: (entry.score + options.sequenceWeight * sequenceSimilarity(message, phrasing)) / scale };
  });
  const rest = ranked.slice(options.rerankDepth).map((entry) => ({ ...entry, score: entry.score / scale }));
  return [...rescored.sort((x, y) => y.score - x.score), ...rest];
}

/** Chooses answer / suggest / none from ranked candidates by the bot's thresholds. */
export function decide(candidates: Candidate[], unknown: number, options: DecisionOptions): Decision {
  const top = candidates[0];
  if (!top || top.score < options.suggestThreshold || unknown >= options.maxUnknownShare) return { kind: 'none', candidates: [] };
  const close = candidates.filter((candidate) => candidate.score >= top.score * options.closeRatio && candidate.score >= options.suggestThreshold);
  if (top.score >= options.answerThreshold && close.length === 1) return { kind: 'answer', groupId: top.groupId, candidates: [top] };
  const suggestions = candidates.filter((candidate) => candidate.score >= options.suggestThreshold).slice(0, options.maxSuggestions);
  return { kind: 'suggest', candidates: suggestions };
}

/** Ranks the index's groups for a query and decides how the bot replies. */
export function match(index: AnswerIndex, query: string, options: Partial<MatchOptions> = {}): MatchResult {
  const settings: MatchOptions = { ...DEFAULT_MATCH_OPTIONS, ...options };
  const terms = queryTerms(query, settings);
  const bm25 = scoreGroups(index, terms, settings)
    .sort((x, y) => y.score - x.score)
    .slice(0, Math.max(settings.maxCandidates, settings.rerankDepth));
  const ranked = rerank(index, query, bm25, settings).slice(0, settings.maxCandidates);
  const candidates = ranked.map(({ group, score, bestPhrasing }) => ({
    groupId: index.groups[group].id,
    score,
    question: index.groups[group].questions[index.phrasingQuestion[bestPhrasing]],
  }));
  const unknown = unknownShare(prepare(index).groupTexts, terms);
  return { candidates, unknownShare: unknown, decision: decide(candidates, unknown, settings) };
}
