// What a reader thread does with one knowledge file: parse it, cut it into passages and check their number, so the
// CPU-heavy work (XML, pdf.js, sentence splitting) never runs on the thread that answers HTTP requests.
import { chunkBlocks, firstSentencesSummary, textBeyondChunks, type Chunk } from '../chunk';
import type { KnowledgeLocation, KnowledgeRefusal } from '../../../schema/rules/knowledge';
import { KnowledgeFileRefused, parseKnowledgeFile, type KnowledgeFormat } from '../parse';

export interface KnowledgeReading {
  format: KnowledgeFormat;
  chunks: Chunk[];
  /** The file's opening sentences: its summary when no language model writes one. */
  opening: string;
}

const count = (n: number) => n.toLocaleString('en');

/**
 * The file's passages; refuses a file that yields more than `maxChunks` (KnowledgeFileRefused, too_many_chunks),
 * without chunking it when its text alone is sure to.
 */
export async function readKnowledge(fileName: string, bytes: Buffer, maxChunks: number): Promise<KnowledgeReading> {
  const maxCharacters = textBeyondChunks(maxChunks);
  const { format, blocks } = await parseKnowledgeFile(fileName, bytes, maxCharacters);
  const characters = blocks.reduce((sum, block) => sum + block.text.length, 0);
  if (characters > maxCharacters) throw new KnowledgeFileRefused(fileName, 'too_many_chunks', {}, `more than ${count(maxCharacters)} characters of text`);
  const chunks = chunkBlocks(blocks);
  if (chunks.length > maxChunks) throw new KnowledgeFileRefused(fileName, 'too_many_chunks', {}, `${count(chunks.length)} passages, at most ${count(maxChunks)}`);
  return { format, chunks, opening: firstSentencesSummary(blocks) };
}

export type ReaderAnswer = { reading: KnowledgeReading } | { refusal: { reason: KnowledgeRefusal; location: KnowledgeLocation; detail?: string } };

/** A reader thread's task (knowledge-reader.ts): the file's passages, or why it is refused. */
export async function handle({ fileName, bytes, maxChunks }: { fileName: string; bytes: Uint8Array; maxChunks: number }): Promise<ReaderAnswer> {
  try {
    return { reading: await readKnowledge(fileName, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), maxChunks) };
  } catch (error) {
    if (error instanceof KnowledgeFileRefused) return { refusal: { reason: error.reason, location: error.location, detail: error.detail } };
    throw error;
  }
}
