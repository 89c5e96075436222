// The vector half of hybrid knowledge retrieval, used when chunks were embedded at ingestion: the bot's chunk vectors
// held in one Float32Array (unit length, so cosine is a dot product), the question's embedding under a short time
// budget, and reciprocal-rank fusion of the vector and BM25 rankings.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isLlmError, type LanguageModel } from '../llm/provider';
import type { ChunkMatch } from './chunk-index';
import { listChunkEmbeddings } from './knowledge-file.repository';

export interface ChunkVectors {
  dimensions: number;
  /** Unit vectors, `dimensions` floats each, one per entry of `chunks`. */
  matrix: Float32Array;
  /** The position (in the index's chunk list) of each vector. */
  chunks: Int32Array;
}

/** A question's embedding must come quickly: past this the reply goes on with BM25 alone. */
export const QUESTION_EMBEDDING_TIMEOUT_MS = 2_000;
/** Reciprocal-rank fusion's constant (the usual 60): a rank's weight is 1 / (k + rank). */
const RRF_K = 60;

const keyOf = (fileId: string, ordinal: number) => `${fileId}:${ordinal}`;

/**
 * The stored vectors of the bot's answering chunks, placed by their position in `chunks` (the list the BM25 index
 * was built from); undefined when none has one. When files were embedded by different models, the dimension most
 * chunks share wins and the others answer by BM25 alone.
 */
export async function loadChunkVectors(db: Kysely<Database>, chatbotId: string, chunks: ReadonlyArray<{ file_id: string; ordinal: number }>): Promise<ChunkVectors | undefined> {
  const rows = await listChunkEmbeddings(db, chatbotId);
  if (rows.length === 0) return undefined;
  const positions = new Map(chunks.map((chunk, position) => [keyOf(chunk.file_id, chunk.ordinal), position]));
  const byDimensions = new Map<number, Array<{ position: number; vector: number[] }>>();
  for (const row of rows) {
    const position = positions.get(keyOf(row.file_id, row.ordinal));
    if (position === undefined || !row.embedding || row.embedding.length === 0) continue;
    const group = byDimensions.get(row.embedding.length) ?? [];
    group.push({ position, vector: row.embedding });
    byDimensions.set(row.embedding.length, group);
  }
  const [dimensions, entries] = [...byDimensions.entries()].reduce<[number, Array<{ position: number; vector: number[] }>]>(
    (best, candidate) => (candidate[1].length > best[1].length ? candidate : best),
    [0, []],
  );
  if (entries.length === 0) return undefined;
  const matrix = new Float32Array(entries.length * dimensions);
  const positionsOfRows = new Int32Array(entries.length);
  entries.forEach(({ position, vector }, row) => {
    const norm = Math.hypot(...vector) || 1;
    for (let d = 0; d < dimensions; d++) matrix[row * dimensions + d] = vector[d] / norm;
    positionsOfRows[row] = position;
  });
  return { dimensions, matrix, chunks: positionsOfRows };
}

/** The chunks most similar to the question's vector, by cosine, best first (only those pointing its way). */
export function searchVectors(vectors: ChunkVectors, question: readonly number[], limit: number): ChunkMatch[] {
  const { dimensions, matrix } = vectors;
  if (question.length !== dimensions || limit <= 0) return [];
  const norm = Math.hypot(...question);
  if (norm === 0) return [];
  const query = Float32Array.from(question, (value) => value / norm);
  const best: ChunkMatch[] = [];
  for (let row = 0; row < vectors.chunks.length; row++) {
    let score = 0;
    const offset = row * dimensions;
    for (let d = 0; d < dimensions; d++) score += matrix[offset + d] * query[d];
    if (score <= 0 || (best.length === limit && score <= best[limit - 1].score)) continue;
    // Insertion into the short, sorted list of the best so far.
    let at = best.length;
    while (at > 0 && best[at - 1].score < score) at -= 1;
    best.splice(at, 0, { chunk: vectors.chunks[row], score });
    if (best.length > limit) best.pop();
  }
  return best;
}

/**
 * Reciprocal-rank fusion of several rankings of the same chunks: it needs no common scale between BM25 scores and
 * cosines. The fused score is divided by its maximum (first in every ranking), so it reads 0–1 like BM25's.
 */
export function fuseRankings(rankings: ReadonlyArray<readonly ChunkMatch[]>, limit: number): ChunkMatch[] {
  const fused = new Map<number, number>();
  for (const ranking of rankings) {
    ranking.forEach((match, rank) => fused.set(match.chunk, (fused.get(match.chunk) ?? 0) + 1 / (RRF_K + rank + 1)));
  }
  const ceiling = rankings.length / (RRF_K + 1);
  return [...fused.entries()]
    .map(([chunk, score]) => ({ chunk, score: score / ceiling }))
    .sort((x, y) => y.score - x.score || x.chunk - y.chunk)
    .slice(0, limit);
}

/**
 * The question's vector, or undefined when the model fails or is slow (the caller then searches by BM25 alone):
 * within QUESTION_EMBEDDING_TIMEOUT_MS, or `timeoutMs` when shorter. Counted under 'retrieval'; a timeout counts
 * as the model's failure (its breaker hears of it).
 */
export async function embedQuestion(model: LanguageModel, chatbotId: string, question: string, timeoutMs = QUESTION_EMBEDDING_TIMEOUT_MS): Promise<number[] | undefined> {
  if (!model.embed) return undefined;
  try {
    const [vector] = await model.embed({ texts: [question], chatbotId, purpose: 'retrieval', timeoutMs: Math.min(timeoutMs, QUESTION_EMBEDDING_TIMEOUT_MS) });
    return vector;
  } catch (error) {
    if (isLlmError(error)) return undefined;
    throw error;
  }
}
