// Batch test (PRODUCT.md §2 advanced test, §3, §4, §8): the uploaded file's limits, a run's states and the
// result-page parameters. Shared by backend, BFF and web.
import { z } from 'zod';
import { csvHeaderLanguageSchema, MSG } from './validation';

export const BATCH_TEST_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** The optional header row: skipped when its first cells are these (case-insensitive). */
export const BATCH_TEST_COLUMNS = ['question', 'expected_answer'] as const;
/**
 * Other names a first line's first cell may give the question column and still be read as a header, not run as a
 * question: the Q&A and prompt-optimisation files' `question(s)`, and the word in each console language.
 */
export const BATCH_TEST_QUESTION_HEADERS = [BATCH_TEST_COLUMNS[0], 'questions', '問題', '问题', '質問', '题目', '題目'] as const;
export const BATCH_TEST_ANSWER_MAX_CHARS = 5000;
export const BATCH_TEST_PAGE_SIZE_DEFAULT = 50;
export const BATCH_TEST_PAGE_SIZE_MAX = 200;

/**
 * §4: queued (waiting for a worker), running, paused (by the owner; resumable), stopped (by the owner; final),
 * complete, failed.
 */
export const BATCH_TEST_STATES = ['queued', 'running', 'paused', 'stopped', 'complete', 'failed'] as const;
export type BatchTestState = (typeof BATCH_TEST_STATES)[number];
/** States in which the run still has work ahead of it. */
export const BATCH_TEST_ACTIVE_STATES: readonly BatchTestState[] = ['queued', 'running', 'paused'];

/** GET /batch-test/{botId}/runs/{runId}/results?offset=&limit=&outcome= */
export const batchTestResultsSchema = z.object({
  offset: z.coerce.number({ message: MSG.invalidValue }).int(MSG.invalidValue).min(0, MSG.invalidValue).default(0),
  limit: z.coerce.number({ message: MSG.invalidValue }).int(MSG.invalidValue).min(1, MSG.invalidValue).max(BATCH_TEST_PAGE_SIZE_MAX, MSG.invalidValue).default(BATCH_TEST_PAGE_SIZE_DEFAULT),
  /** failed: rows with an expected answer the reply does not carry; unanswered: options or the failed message. */
  outcome: z.enum(['all', 'passed', 'failed', 'unanswered'], { message: MSG.invalidValue }).default('all'),
});
export type BatchTestResultsQuery = z.output<typeof batchTestResultsSchema>;

/** GET /batch-test/{botId}/runs/{runId}/results.csv: the header row in `language`, the console's (English, the columns' names, without it). */
export const batchTestExportSchema = z.object({ language: csvHeaderLanguageSchema });
export type BatchTestExportQuery = z.output<typeof batchTestExportSchema>;
