// Knowledge files (AutoQA, PRODUCT.md §3, §5, §9): limits, states and request bodies, shared by backend, BFF and web.
import { z } from 'zod';
import { MSG, text } from './validation';
import { estimateTokens } from './tokens';

/** §5/§9: an AutoQA content cell must stay under 300 tokens. */
export const KNOWLEDGE_CELL_MAX_TOKENS = 300;
/** §5/§9: a custom prompt (bot-level or per file) of at most 400 tokens (≈ 270 Chinese or 1,500 English characters). */
export const KNOWLEDGE_PROMPT_MAX_TOKENS = 400;
export const KNOWLEDGE_DESCRIPTION_MAX_CHARS = 500;
export const KNOWLEDGE_UPLOAD_MAX_FILES = 20;
export const KNOWLEDGE_QUESTION_MAX_CHARS = 1000;
/**
 * Passages (chunks) one file may yield, and all of a bot's files together. §5 bounds a file's bytes only, but a
 * few hundred KB of compressed DOCX can hold tens of MB of text; these keep one upload from becoming minutes of
 * ingestion and an index too large to hold per bot (2,000 passages ≈ 2.6 MB of English text).
 */
export const KNOWLEDGE_FILE_MAX_CHUNKS = 2_000;
export const KNOWLEDGE_BOT_MAX_CHUNKS = 20_000;

/** A file's ingestion: pending (waiting for a worker) → processing (parse → chunk → index) → ready | failed. */
export const KNOWLEDGE_FILE_STATUSES = ['pending', 'processing', 'ready', 'failed'] as const;
export type KnowledgeFileStatusName = (typeof KNOWLEDGE_FILE_STATUSES)[number];
export const INGEST_STEPS = ['queued', 'parse', 'chunk', 'index', 'done'] as const;
export type IngestStep = (typeof INGEST_STEPS)[number];

/** Why a file was refused (error.reason of KNOWLEDGE_FILE_INVALID), so every UI can say it in its language. */
export const KNOWLEDGE_REFUSALS = [
  'empty',
  'wrong_type',
  'not_utf8',
  'corrupt_docx',
  'corrupt_pdf',
  'no_text_layer',
  'csv_syntax',
  'csv_columns',
  'cell_too_long',
  'too_many_chunks',
  'bot_chunk_limit',
  'too_complex',
] as const;
export type KnowledgeRefusal = (typeof KNOWLEDGE_REFUSALS)[number];

/** Where in a file a refusal points: a 1-based CSV row (the header is row 1) or PDF page. */
export interface KnowledgeLocation {
  row?: number;
  page?: number;
}

const promptSchema = z
  .string()
  .trim()
  .refine((text) => estimateTokens(text) <= KNOWLEDGE_PROMPT_MAX_TOKENS, MSG.tooLong);

/** PUT /graph-rag/{botId}/files/{fileId}/toggle-active/ */
export const toggleActiveSchema = z.object({ active: z.boolean() });
export type ToggleActiveBody = z.infer<typeof toggleActiveSchema>;

/** POST /graph-rag/{botId}/update-chatbot-data/: the bot-level prompt and, per file, description and prompt. */
export const updateKnowledgeDataSchema = z.object({
  prompt: promptSchema.optional(),
  files: z
    .array(
      z.object({
        file_id: text().min(1, MSG.required),
        description: text().trim().max(KNOWLEDGE_DESCRIPTION_MAX_CHARS, MSG.tooLong).optional(),
        prompt: promptSchema.optional(),
      }),
    )
    .max(500)
    .default([]),
});
export type UpdateKnowledgeDataBody = z.infer<typeof updateKnowledgeDataSchema>;

/** POST /graph-rag/{botId}/retrieval-test/ */
export const retrievalTestSchema = z.object({
  question: text().trim().min(1, MSG.required).max(KNOWLEDGE_QUESTION_MAX_CHARS, MSG.messageTooLong),
});
export type RetrievalTestBody = z.infer<typeof retrievalTestSchema>;

/** The upload form's `overwrite` field: "true" replaces files of the same name. */
export const uploadOptionsSchema = z.object({
  overwrite: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});
