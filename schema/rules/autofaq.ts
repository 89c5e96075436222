// AutoFAQ and prompt optimisation (PRODUCT.md §1, §3, §4, §5, §9): limits and request bodies, shared by backend,
// BFF and web.
import { z } from 'zod';
import { MSG, text } from './validation';

/** §5: AutoFAQ and optimisation CSV files are at most 5 MB. */
export const AUTOFAQ_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** One fixed answer (a CSV cell) may hold at most this many characters. */
export const AUTOFAQ_ANSWER_MAX_CHARS = 2000;
/**
 * Answers one AutoFAQ file may hold: ten times the Taipei FAQ. Bigger answer sets belong in several files; without a
 * bound a 5 MB file of one-word rows (750,000 answers) kept the server busy for minutes.
 */
export const AUTOFAQ_FILE_MAX_ANSWERS = 20_000;
/**
 * Answers all of one bot's files may hold: two full files. A bot's answers are indexed in memory on every replica
 * (45,000 answers took the server to 1.9 GB and its first reply to 30 s); knowledge passages have the same kind of
 * bound (KNOWLEDGE_BOT_MAX_CHUNKS).
 */
export const AUTOFAQ_BOT_MAX_ANSWERS = 40_000;
export const AUTOFAQ_TITLE_MAX_CHARS = 200;
/** The header names of the answer column; `content` is accepted as a synonym of `answer` (case-insensitive). */
export const AUTOFAQ_ANSWER_COLUMNS = ['answer', 'content'] as const;
export const AUTOFAQ_TITLE_COLUMN = 'title';
/**
 * A bot whose only source is AutoFAQ answers without a model when its best answer's retrieval score reaches this
 * (backend/autofaq/autofaq-choice.ts); the console's test box names it.
 */
export const AUTOFAQ_MIN_SCORE = 0.2;
/** How many answers retrieval shortlists for the model to choose from. */
export const AUTOFAQ_SHORTLIST_SIZE = 5;
export const AUTOFAQ_QUESTION_MAX_CHARS = 1000;

/** §3/§5: the optimisation file is a CSV with columns question and answer, at most this many rows. */
export const OPTIMIZATION_MAX_ROWS = 200;
export const OPTIMIZATION_COLUMNS = ['question', 'answer'] as const;
export const OPTIMIZATION_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** POST /autofaq/{botId}/test/ */
export const autoFaqTestSchema = z.object({
  question: text().trim().min(1, MSG.required).max(AUTOFAQ_QUESTION_MAX_CHARS, MSG.messageTooLong),
});
export type AutoFaqTestBody = z.infer<typeof autoFaqTestSchema>;

/** PUT /autofaq/{botId}/files/{fileId}/toggle-active/ */
export const autoFaqToggleSchema = z.object({ active: z.boolean() });
export type AutoFaqToggleBody = z.infer<typeof autoFaqToggleSchema>;

/** The upload form's `overwrite` field: "true" (or "1") replaces the file of the same name. */
export const autoFaqUploadOptionsSchema = z.object({
  overwrite: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});
