// The in-memory form of a loaded answer index, built once per index object: one integer id per term across both
// fields, postings in typed arrays with their BM25 denominators, the analysis of recent messages, and scratch
// buffers that every match reuses (matching is synchronous, so one set per index is enough) instead of allocating.
import type { AnswerIndex, FieldIndex } from './answer-index';
import type { SynonymTable } from './synonyms';
import type { SequencePattern } from './similarity';
import type { TermKind } from './tokenise';

/** The part of BM25 that depends only on the field: inverse document frequency. */
export function idf(documentCount: number, documentFrequency: number): number {
  return Math.log(1 + (documentCount - documentFrequency + 0.5) / (documentFrequency + 0.5));
}

export class FieldTable {
  readonly documentCount: number;
  readonly averageLength: number;
  /** Postings of field term t are docs/tfs[offsets[t] .. offsets[t + 1]). */
  readonly offsets: Int32Array;
  readonly docs: Int32Array;
  readonly tfs: Int32Array;
  /** idf of each field term, and of a term the field has never seen. */
  readonly idfs: Float64Array;
  readonly unknownIdf: number;
  /** Scratch: each document's score for the current message, and which documents it touched. */
  readonly scores: Float64Array;
  readonly seen: Uint8Array;
  readonly touched: Int32Array;
  touchedCount = 0;

  private readonly lengths: readonly number[];
  private denominatorsKey = '';
  private denominators = new Float64Array(0);

  constructor(field: FieldIndex) {
    this.lengths = field.lengths;
    this.documentCount = field.lengths.length;
    const total = field.lengths.reduce((sum, length) => sum + length, 0);
    this.averageLength = this.documentCount > 0 ? Math.max(total / this.documentCount, 1) : 1;
    this.offsets = new Int32Array(field.terms.length + 1);
    let size = 0;
    field.postings.forEach((postings, term) => {
      this.offsets[term] = size;
      size += postings.length / 2;
    });
    this.offsets[field.terms.length] = size;
    this.docs = new Int32Array(size);
    this.tfs = new Int32Array(size);
    this.idfs = new Float64Array(field.terms.length);
    field.postings.forEach((postings, term) => {
      const start = this.offsets[term];
      for (let i = 0; i < postings.length; i += 2) {
        this.docs[start + i / 2] = postings[i];
        this.tfs[start + i / 2] = postings[i + 1];
      }
      this.idfs[term] = idf(this.documentCount, postings.length / 2);
    });
    this.unknownIdf = idf(this.documentCount, 0);
    this.scores = new Float64Array(this.documentCount);
    this.seen = new Uint8Array(this.documentCount);
    this.touched = new Int32Array(this.documentCount);
  }

  /**
   * Each posting's BM25 denominator tf + k1·(1 − b + b·length/average), computed once per (k1, b): a bot keeps
   * its ranking options, so this is done once per loaded index.
   */
  denominatorsFor(k1: number, b: number): Float64Array {
    const key = `${k1}/${b}`;
    if (key !== this.denominatorsKey) {
      const norms = new Float64Array(this.documentCount);
      for (let doc = 0; doc < this.documentCount; doc++) norms[doc] = 1 - b + (b * this.lengths[doc]) / this.averageLength;
      const denominators = new Float64Array(this.docs.length);
      for (let i = 0; i < this.docs.length; i++) denominators[i] = this.tfs[i] + k1 * norms[this.docs[i]];
      this.denominators = denominators;
      this.denominatorsKey = key;
    }
    return this.denominators;
  }

  /** Zeroes the scores the last message left behind. */
  clear(): void {
    for (let i = 0; i < this.touchedCount; i++) {
      const doc = this.touched[i];
      this.scores[doc] = 0;
      this.seen[doc] = 0;
    }
    this.touchedCount = 0;
  }
}

function sortedIncludes(values: Int32Array, from: number, to: number, value: number): boolean {
  let low = from;
  let high = to - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if (values[middle] === value) return true;
    if (values[middle] < value) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** A message after normalisation and tokenising, with its terms' ids in this index. */
export interface AnalysedMessage {
  normalised: string;
  /** Distinct terms in order of first occurrence; id −1 for a term the bot has never seen. */
  terms: readonly {
    readonly kind: TermKind;
    readonly id: number;
    /** 0: the message's own term; 1/2: gained from a synonym of a word the bot's text does not use / uses. */
    readonly synonym: 0 | 1 | 2;
    /** The message's own term, part of a word read as synonyms the bot uses: not unknown to the bot. */
    readonly covered: boolean;
    /** Share of the term's weight in the ceiling (1 for the message's own words). */
    readonly inCeiling: number;
  }[];
  /** Comparable characters for the sequence similarity, prepared for many comparisons, filled when first needed. */
  sequence?: SequencePattern;
  /** What the message asks about (`askedAspects`), filled when first needed. */
  aspects?: number;
  /** The bot's own synonym sets the message was read with (the built-in ones are always read). */
  synonyms: SynonymTable | undefined;
  /** The message's words read as synonyms, as their sets write them. */
  readings: readonly { word: string; readAs: string[] }[];
}

/** Messages remembered per index: users and load tests repeat themselves, and analysis is a good part of a match. */
const RECENT_MESSAGES = 256;

export class PreparedIndex {
  /** Every term of either field → its id; questionTerm/groupTerm map that id to the field's own term id or −1. */
  readonly termIds = new Map<string, number>();
  readonly questionTerm: Int32Array;
  readonly groupTerm: Int32Array;
  readonly questions: FieldTable;
  readonly groupTexts: FieldTable;
  readonly phrasingGroup: Int32Array;
  /** Comparable characters of each phrasing document, filled as phrasings are first re-ranked. */
  readonly phrasingCharacters: (Int32Array | undefined)[] = [];
  /** What each phrasing asks about and its words/pairs, filled as phrasings first compete with their family. */
  readonly phrasingFacets: ({ aspects: number; telling: ReadonlySet<string> } | undefined)[] = [];
  private readonly recent = new Map<string, AnalysedMessage>();
  /** Scratch per group: its best phrasing's score and document, its neighbour votes, and the groups touched. */
  readonly bestScore: Float64Array;
  readonly bestPhrasing: Int32Array;
  readonly votes: Float64Array;
  readonly voted: Uint8Array;
  readonly touchedGroups: Int32Array;
  touchedGroupCount = 0;

  constructor(index: AnswerIndex) {
    this.questions = new FieldTable(index.questions);
    this.groupTexts = new FieldTable(index.groupTexts);
    const questionTerms: number[] = [];
    const groupTerms: number[] = [];
    const add = (term: string, fieldTerm: number, into: number[], other: number[]) => {
      let id = this.termIds.get(term);
      if (id === undefined) {
        id = this.termIds.size;
        this.termIds.set(term, id);
        into.push(-1);
        other.push(-1);
      }
      into[id] = fieldTerm;
    };
    index.questions.terms.forEach((term, id) => add(term, id, questionTerms, groupTerms));
    index.groupTexts.terms.forEach((term, id) => add(term, id, groupTerms, questionTerms));
    this.questionTerm = Int32Array.from(questionTerms);
    this.groupTerm = Int32Array.from(groupTerms);
    this.phrasingGroup = Int32Array.from(index.phrasingGroup);
    const groupCount = index.groups.length;
    this.bestScore = new Float64Array(groupCount);
    this.bestPhrasing = new Int32Array(groupCount);
    this.votes = new Float64Array(groupCount);
    this.voted = new Uint8Array(groupCount);
    this.touchedGroups = new Int32Array(groupCount);
  }

  private readonly phrases = new Map<string, boolean>();

  /**
   * Whether some group document holds every character pair (or word) of a phrase: the bot's text uses it, or
   * very nearly. Remembered per phrase.
   */
  knowsPhrase(phrase: string, terms: readonly { text: string; kind: TermKind }[]): boolean {
    let known = this.phrases.get(phrase);
    if (known === undefined) {
      known = this.groupsHoldingAll(terms.filter((term) => term.kind === 'cjk2' || term.kind === 'word'));
      this.phrases.set(phrase, known);
    }
    return known;
  }

  private groupsHoldingAll(terms: readonly { text: string }[]): boolean {
    if (terms.length === 0) return false;
    const field = this.groupTexts;
    const lists: [number, number][] = [];
    for (const { text } of terms) {
      const id = this.termIds.get(text);
      const fieldTerm = id === undefined ? -1 : this.groupTerm[id];
      if (fieldTerm < 0) return false;
      lists.push([field.offsets[fieldTerm], field.offsets[fieldTerm + 1]]);
    }
    // Postings are in document order: walk the shortest list and look each document up in the others.
    lists.sort((x, y) => x[1] - x[0] - (y[1] - y[0]));
    const [[start, end], ...rest] = lists;
    for (let i = start; i < end; i++) {
      const doc = field.docs[i];
      if (rest.every(([from, to]) => sortedIncludes(field.docs, from, to, doc))) return true;
    }
    return false;
  }

  /** The analysis of a message, from the recent ones when it was seen lately with the same synonym sets. */
  analysed(message: string, synonyms: SynonymTable | undefined, analyse: (message: string) => AnalysedMessage): AnalysedMessage {
    let entry = this.recent.get(message);
    if (entry && entry.synonyms !== synonyms) {
      this.recent.delete(message);
      entry = undefined;
    }
    if (!entry) {
      entry = analyse(message);
      if (this.recent.size >= RECENT_MESSAGES) this.recent.delete(this.recent.keys().next().value as string);
      this.recent.set(message, entry);
    }
    return entry;
  }

  /** Zeroes the per-group scratch the last message left behind. */
  clearGroups(): void {
    for (let i = 0; i < this.touchedGroupCount; i++) {
      const group = this.touchedGroups[i];
      this.bestScore[group] = 0;
      this.votes[group] = 0;
      this.voted[group] = 0;
    }
    this.touchedGroupCount = 0;
  }
}
