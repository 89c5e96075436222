// What a candidate of each source is called: its button's label, and a knowledge chunk's key. Shared by the sources'
// own rankings and the merged index, so an item reads the same whichever ranked it.
import { splitSentences } from '../../knowledge/chunk';
import type { AnsweringChunk } from '../../knowledge/knowledge-file.repository';

export const chunkKey = (chunk: Pick<AnsweringChunk, 'file_id' | 'ordinal'>) => `${chunk.file_id}:${chunk.ordinal}`;

/** A passage's button: its section heading, or else its first sentence (an FAQ entry's question). */
export function labelOfChunk(chunk: Pick<AnsweringChunk, 'section' | 'text'>): string {
  const first = chunk.section || (splitSentences(chunk.text.split('\n')[0] ?? '')[0] ?? '');
  return Array.from(first).slice(0, 100).join('');
}

/** What an answer's button says: its title, or else its text's first sentence. */
export const labelOfAnswer = (title: string, text: string) => title.trim() || (splitSentences(text)[0] ?? text).slice(0, 100);
