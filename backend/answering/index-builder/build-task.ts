// What an index-building thread does with one task (index-builder.ts): tokenise and count a bot's texts into an
// answer-engine index, a knowledge chunk index, or several sources' items merged into one index. Plain functions of
// plain data, so the same code runs on a thread or, for a small task, inline.
import { buildChunkIndex, type ChunkIndex, type ChunkSource } from '../../knowledge/chunk-index';
import { buildIndex, mergeIndexes, type AnswerIndex, type QaGroupSource } from '..';

/** A part of a merged index: an index already built, or the items to build it from; its ids get `idPrefix`. */
export type MergePart = { idPrefix: string } & ({ index: AnswerIndex } | { groups: QaGroupSource[] });

export type IndexTask =
  | { kind: 'answer-index'; groups: QaGroupSource[] }
  /** The same index as JSON, as training stores it: the text crosses back to the event loop instead of the objects. */
  | { kind: 'answer-index-json'; groups: QaGroupSource[] }
  | { kind: 'chunk-index'; sources: ChunkSource[] }
  | { kind: 'merged-index'; parts: MergePart[] };

export interface IndexResults {
  'answer-index': AnswerIndex;
  'answer-index-json': string;
  'chunk-index': ChunkIndex;
  'merged-index': AnswerIndex;
}

export type IndexResult = IndexResults[keyof IndexResults];

export function handle(task: IndexTask): IndexResult {
  switch (task.kind) {
    case 'answer-index':
      return buildIndex(task.groups);
    case 'answer-index-json':
      return JSON.stringify(buildIndex(task.groups));
    case 'chunk-index':
      return buildChunkIndex(task.sources);
    case 'merged-index':
      return mergeIndexes(task.parts.map((part) => ({ index: 'index' in part ? part.index : buildIndex(part.groups), idPrefix: part.idPrefix })));
  }
}

const groupCharacters = (groups: readonly QaGroupSource[]) =>
  groups.reduce((sum, group) => sum + group.questions.reduce((n, text) => n + text.length, 0) + (group.answers ?? []).reduce((n, text) => n + text.length, 0), 0);

/** Characters a task tokenises: its cost, about a microsecond each on this project's machines. */
export function taskCharacters(task: IndexTask): number {
  switch (task.kind) {
    case 'answer-index':
    case 'answer-index-json':
      return groupCharacters(task.groups);
    case 'chunk-index':
      return task.sources.reduce((sum, source) => sum + source.title.length + source.text.length, 0);
    case 'merged-index':
      // Merging built indexes walks their postings: counted by documents, about as costly as a short text each.
      return task.parts.reduce((sum, part) => sum + ('index' in part ? part.index.questions.lengths.length * 20 : groupCharacters(part.groups)), 0);
  }
}
