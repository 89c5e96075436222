// Each bot's retrieval index over the chunks of its active, ready files, built in memory on first use and kept
// until the knowledge changes: ingestion, toggling and deleting announce a `knowledge` change of the bot and every
// replica drops its copy. Rebuilding from the chunk rows takes about two
// seconds for 5 MB of text (chunk-index.ts), so no serialised copy is stored; a changed bot's index is rebuilt as
// soon as its changes pause. When chunks were embedded (an embeddings model is configured), their vectors are held
// with the index and retrieval is hybrid (vector-search.ts); without them it is BM25 alone, exactly as before.
import type { Kysely } from 'kysely';
import type { Language } from '../../schema/rules/constants';
import type { BotChangeFeed } from '../caching/bot-changes';
import { inlineIndexBuilder, type BuildIndexes } from '../answering/index-builder/index-builder';
import { NotifiedCache } from '../caching/notified-cache';
import { QuietTimers } from '../caching/quiet-timers';
import { findChatbotAnswering } from '../chatbots/chatbot.repository';
import type { Database } from '../db/schema';
import type { LanguageModel } from '../llm/provider';
import { splitSentences } from './chunk';
import { buildChunkIndex, searchChunks, type ChunkIndex } from './chunk-index';
import { listAnsweringChunks, type AnsweringChunk } from './knowledge-file.repository';
import { embedQuestion, fuseRankings, loadChunkVectors, searchVectors, type ChunkVectors } from './vector-search';

export interface KnowledgeIndex {
  language: Language;
  chunks: AnsweringChunk[];
  index: ChunkIndex;
  /** The chunks' embeddings, when they have some and the backend has an embeddings model to search them with. */
  vectors?: ChunkVectors;
}

export interface RetrievedChunk {
  chunk: AnsweringChunk;
  score: number;
}

export interface Retrieval {
  chunks: RetrievedChunk[];
  /** False when the best chunk is too weak, or too much of the question is unknown to the knowledge. */
  covered: boolean;
  /** Share of the question's words and CJK pairs that no chunk holds. */
  unknownShare: number;
}

/**
 * A chunk's title is its section heading, or else its first line (a title, or the question of a question-then-answer
 * passage), so a passage's own question outranks passages that merely mention its words. Measured on the Taipei FAQ
 * passages, one passage a document (`npm run eval:knowledge` measures the product end to end): recall@1 0.77 /
 * recall@5 0.95 with the title weighted as much as the text (0.72 / 0.95 at half or one and a half times). The
 * answer engine's index with the same fields reached 0.80 / 0.93 but took 20 times as long to build for 5 MB of
 * short passages (43 s against about 2 s), which a bot's first question after an upload would wait for.
 */
function chunkTitle(chunk: AnsweringChunk): string {
  return chunk.section || (splitSentences(chunk.text.split('\n')[0] ?? '')[0] ?? '');
}

/** The section heading belongs to the passage's words too (a TXT title line or DOCX heading is not in its text). */
const indexedText = (chunk: AnsweringChunk) => (chunk.section ? `${chunk.section}\n${chunk.text}` : chunk.text);

async function loadKnowledgeIndex(db: Kysely<Database>, chatbotId: string, withVectors: boolean, builder: BuildIndexes): Promise<KnowledgeIndex | undefined> {
  const [bot, chunks] = await Promise.all([
    findChatbotAnswering(db, chatbotId),
    listAnsweringChunks(db, chatbotId),
  ]);
  if (!bot || chunks.length === 0) return undefined;
  const vectors = withVectors ? await loadChunkVectors(db, chatbotId, chunks) : undefined;
  const index = await builder.build({ kind: 'chunk-index', sources: chunks.map(chunkSourceOf) });
  return { language: bot.language, chunks, index, ...(vectors && { vectors }) };
}

const chunkSourceOf = (chunk: AnsweringChunk) => ({ title: chunkTitle(chunk), text: indexedText(chunk) });

/** The lexical index over a bot's chunks (no vectors); also what scripts build offline. */
export function buildKnowledgeIndex(language: Language, chunks: AnsweringChunk[]): KnowledgeIndex {
  return { language, chunks, index: buildChunkIndex(chunks.map(chunkSourceOf)) };
}

/**
 * Below this score, or with this much of the question's words and CJK pairs unknown to the bot's knowledge, the
 * knowledge does not cover a question. On the Taipei dev queries the unknown share separates best: answerable
 * queries reach at most 0.62, 7 of the 10 out-of-scope ones are at 0.67 or more; the lowest right top score is 0.11.
 */
export const KNOWLEDGE_MIN_SCORE = 0.1;
export const KNOWLEDGE_MAX_UNKNOWN_SHARE = 0.65;

/** Candidates each ranking offers to the fusion: a passage that either ranking places this high may be shown. */
const HYBRID_CANDIDATES = 20;

/**
 * The best chunks for a question. With the question's embedding (and chunk vectors of its size) the BM25 and vector
 * rankings are fused and the scores are the fused ones (0–1); without, BM25 alone. Either way, whether the knowledge
 * covers the question is BM25's judgement (its best score and the unknown share): cosines have no threshold that
 * holds across embedding models, and the extractive answer must not grow bolder because vectors are on.
 */
export function retrieve(knowledge: KnowledgeIndex, question: string, limit = 5, questionVector?: readonly number[]): Retrieval {
  const { vectors } = knowledge;
  const hybrid = vectors !== undefined && questionVector !== undefined && questionVector.length === vectors.dimensions;
  const { matches, unknownShare } = searchChunks(knowledge.index, question, hybrid ? Math.max(limit, HYBRID_CANDIDATES) : limit);
  const lexicallyCovered = matches.length > 0 && matches[0].score >= KNOWLEDGE_MIN_SCORE && unknownShare < KNOWLEDGE_MAX_UNKNOWN_SHARE;
  const ranked = hybrid ? fuseRankings([matches, searchVectors(vectors, questionVector, Math.max(limit, HYBRID_CANDIDATES))], limit) : matches;
  const chunks = ranked.map((match) => ({ chunk: knowledge.chunks[match.chunk], score: match.score }));
  return { chunks, covered: chunks.length > 0 && lexicallyCovered, unknownShare };
}

/**
 * retrieve() with the question embedded first when the bot's chunks have vectors and the model can embed; a failing
 * or slow embeddings call (QUESTION_EMBEDDING_TIMEOUT_MS, or `embeddingTimeoutMs` when shorter) leaves BM25 alone.
 */
export async function retrieveWithModel(knowledge: KnowledgeIndex, chatbotId: string, question: string, model: LanguageModel | undefined, limit = 5, embeddingTimeoutMs?: number): Promise<Retrieval> {
  const questionVector = knowledge.vectors && model?.embed ? await embedQuestion(model, chatbotId, question, embeddingTimeoutMs) : undefined;
  return retrieve(knowledge, question, limit, questionVector);
}

const WARM_AFTER_QUIET_MS = 300;

/**
 * The bot's knowledge index (`get`), or undefined when it has no active, ready file. A changed bot's index is
 * rebuilt once its changes pause (an upload of many files announces one change per file), so the first question
 * after an ingestion does not wait for the build.
 */
export class KnowledgeIndexCache extends NotifiedCache<KnowledgeIndex | undefined> {
  private readonly warming = new QuietTimers(WARM_AFTER_QUIET_MS);

  constructor(
    db: Kysely<Database>,
    changes: BotChangeFeed,
    /** Load the chunks' embeddings too (only worth it with an embeddings model to embed questions). */
    withVectors = false,
    /** Builds a large bot's index off the event loop (index-builder.ts). */
    builder: BuildIndexes = inlineIndexBuilder,
  ) {
    super(changes, { on: ['knowledge'], load: (chatbotId) => loadKnowledgeIndex(db, chatbotId, withVectors, builder) });
    // Heard after the cache's own listener has dropped the copy.
    changes.subscribe((chatbotId, change) => {
      if (change === 'knowledge') this.warming.after(chatbotId, () => void this.get(chatbotId).catch(() => undefined));
    });
  }
}
