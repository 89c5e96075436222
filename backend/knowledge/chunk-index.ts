// A lean BM25 index over a bot's knowledge chunks: every chunk's text is normalised and tokenised once (the answer
// engine's normaliser and tokeniser), with a second, short field for its title (section heading and first line).
// The answer engine's own index indexes each text twice (phrasings and group documents), which is right for short
// Q&A phrasings but doubles the cost over megabytes of documents.
import { normalise, tokenise, type TermKind } from '../answering';
import { TopList } from '../answering/top-list';

/** Weights as in the answer engine: word pairs carry order, single CJK characters catch paraphrase. */
const KIND_WEIGHTS: Record<TermKind, number> = { word: 1, word2: 0.3, cjk1: 1, cjk2: 1 };
const K1 = 0.8;
const B = 0.75;
/** Weight of the title field against the text. */
const TITLE_WEIGHT = 1;

interface Field {
  /** Term → [document, term frequency, document, term frequency, …]. */
  postings: Map<string, number[]>;
  lengths: number[];
  averageLength: number;
}

export interface ChunkIndex {
  text: Field;
  title: Field;
  size: number;
}

export interface ChunkSource {
  title: string;
  text: string;
}

/**
 * Collects one field's postings. Terms get integer ids on first sight, and a document's term frequencies are
 * counted in a typed array indexed by id, so each term occurrence costs one map lookup (5 MB of CJK text is
 * about nine million occurrences).
 */
class FieldBuilder {
  private readonly ids = new Map<string, number>();
  private readonly terms: string[] = [];
  private readonly postings: number[][] = [];
  private readonly lengths: number[] = [];
  private counts = new Int32Array(1024);

  add(doc: number, text: string): void {
    const touched: number[] = [];
    const terms = tokenise(normalise(text));
    for (const term of terms) {
      let id = this.ids.get(term.text);
      if (id === undefined) {
        id = this.terms.length;
        this.ids.set(term.text, id);
        this.terms.push(term.text);
        this.postings.push([]);
        if (id >= this.counts.length) {
          const grown = new Int32Array(this.counts.length * 2);
          grown.set(this.counts);
          this.counts = grown;
        }
      }
      if (this.counts[id] === 0) touched.push(id);
      this.counts[id] += 1;
    }
    for (const id of touched) {
      this.postings[id].push(doc, this.counts[id]);
      this.counts[id] = 0;
    }
    this.lengths.push(terms.length);
  }

  build(): Field {
    const total = this.lengths.reduce((sum, length) => sum + length, 0);
    return {
      postings: new Map(this.terms.map((term, id) => [term, this.postings[id]])),
      lengths: this.lengths,
      averageLength: this.lengths.length > 0 ? Math.max(total / this.lengths.length, 1) : 1,
    };
  }
}

export function buildChunkIndex(chunks: readonly ChunkSource[]): ChunkIndex {
  const text = new FieldBuilder();
  const title = new FieldBuilder();
  chunks.forEach((chunk, doc) => {
    text.add(doc, chunk.text);
    title.add(doc, chunk.title);
  });
  return { text: text.build(), title: title.build(), size: chunks.length };
}

const idf = (documents: number, frequency: number) => Math.log(1 + (documents - frequency + 0.5) / (frequency + 0.5));

interface QueryTerm {
  text: string;
  kind: TermKind;
}

function scoreField(field: Field, size: number, terms: QueryTerm[], scores: Float64Array, weight: number): void {
  let ceiling = 0;
  const partial = new Float64Array(size);
  for (const term of terms) {
    const postings = field.postings.get(term.text);
    const termWeight = KIND_WEIGHTS[term.kind] * idf(size, postings ? postings.length / 2 : 0);
    ceiling += termWeight;
    if (!postings) continue;
    for (let i = 0; i < postings.length; i += 2) {
      const doc = postings[i];
      const tf = postings[i + 1];
      partial[doc] += (termWeight * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * field.lengths[doc]) / field.averageLength));
    }
  }
  // Divided by the query's attainable score, each field lands on about 0–1, comparable across questions.
  if (ceiling > 0) for (let doc = 0; doc < size; doc++) scores[doc] += (weight * partial[doc]) / ceiling;
}

export interface ChunkMatch {
  /** Position of the chunk in the list the index was built from. */
  chunk: number;
  score: number;
}

export interface ChunkSearch {
  matches: ChunkMatch[];
  /** Share of the question's words and CJK character pairs that occur in no chunk. */
  unknownShare: number;
}

export function searchChunks(index: ChunkIndex, question: string, limit: number): ChunkSearch {
  const unique = new Map<string, QueryTerm>();
  for (const term of tokenise(normalise(question))) unique.set(term.text, term);
  const terms = [...unique.values()];
  const telling = terms.filter((term) => term.kind === 'word' || term.kind === 'cjk2');
  const counted = telling.length > 0 ? telling : terms;
  const unknownShare = counted.length > 0 ? counted.filter((term) => !index.text.postings.has(term.text)).length / counted.length : 1;

  const scores = new Float64Array(index.size);
  scoreField(index.text, index.size, terms, scores, 1);
  scoreField(index.title, index.size, terms, scores, TITLE_WEIGHT);
  // Nearly every passage shares a character with the question: the best few are picked, not every score sorted.
  const best = new TopList(limit);
  for (let chunk = 0; chunk < scores.length; chunk++) {
    if (scores[chunk] > 0) best.offer(chunk, scores[chunk]);
  }
  const matches = best.ids.map((chunk, i) => ({ chunk, score: best.scores[i] / (1 + TITLE_WEIGHT) }));
  return { matches, unknownShare };
}
