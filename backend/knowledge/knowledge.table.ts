// Knowledge files, whether the bot-creation wizard or the AutoQA page took them in (the knowledge_files table,
// widened by migration 0005), and each file's chunks.
import type { ColumnType, Selectable } from 'kysely';
import type { IngestStep, KnowledgeLocation } from '../../schema/rules/knowledge';

type Optional<T> = ColumnType<T, T | undefined, T>;

/**
 * Status 'stored' is a file waiting for ingestion (the wizard stores files so, and the AutoQA page's uploads
 * too); the API calls it `pending`. Then processing → ready | failed.
 */
export type KnowledgeFileStatus = 'stored' | 'processing' | 'ready' | 'failed';

export interface KnowledgeFileTable {
  file_id: string;
  chatbot_id: string;
  file_name: string;
  size: number;
  content_type: string;
  status: KnowledgeFileStatus;
  /** Where a file stored before migration 0010 lies under DATA_DIR; '' for a file kept in knowledge_file_contents. */
  storage_path: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  description: Optional<string>;
  /** The first sentences of the file without a language model. */
  summary: Optional<string>;
  prompt: Optional<string>;
  active: Optional<boolean>;
  failure_reason: Optional<string | null>;
  step: Optional<IngestStep>;
  /** 0..1 */
  progress: Optional<number>;
  chunk_count: Optional<number>;
  /** The worker that ingests the file; a claim older than the stale limit may be taken over. */
  claimed_by: Optional<string | null>;
  claimed_at: Optional<Date | null>;
  started_at: Optional<Date | null>;
  finished_at: Optional<Date | null>;
  updated_at: Optional<Date>;
}
export type KnowledgeFileRow = Selectable<KnowledgeFileTable>;

/** An uploaded file's bytes, kept until the file is deleted (a retry or an overwrite reads them again). */
export interface KnowledgeFileContentTable {
  file_id: string;
  bytes: Uint8Array;
}

export interface KnowledgeChunkTable {
  file_id: string;
  /** Position of the chunk in its file, from 0. */
  ordinal: number;
  chatbot_id: string;
  text: string;
  /** The heading the chunk sits under ('' when none). */
  section: Optional<string>;
  /** jsonb: where in the file (row, page, paragraph). */
  location: ColumnType<KnowledgeLocation & { paragraph?: number }, string, string>;
  /** jsonb: extra CSV columns (e.g. productName, bookingURL). */
  metadata: ColumnType<Record<string, unknown>, string | undefined, string>;
  tokens: number;
  embedding: Optional<number[] | null>;
}
export type KnowledgeChunkRow = Selectable<KnowledgeChunkTable>;
