// Why a background job failed, as its row keeps it (a knowledge file's failure_reason; a training, prompt
// optimisation or batch test job's message): a stable code that each UI words in its own language (web/src/i18n:
// errors.<CODE>, knowledgeRefusal.<reason> with the row or page, jobFailure.<code>). Rows that failed before the codes
// hold English sentences: they read as text and are shown as they are.
import { isErrorCode, type ErrorCode } from './errors';
import { KNOWLEDGE_REFUSALS, type KnowledgeLocation, type KnowledgeRefusal } from './knowledge';

/** Failures that are no code of the error contract: how a language model's call ended, or a bot with nothing to measure. */
export const JOB_FAILURES = ['llm_unavailable', 'llm_timeout', 'llm_rate_limited', 'llm_bad_response', 'llm_refused', 'no_knowledge'] as const;
export type JobFailureCode = (typeof JOB_FAILURES)[number];

export type JobFailure =
  | { kind: 'error'; code: ErrorCode }
  | { kind: 'job'; code: JobFailureCode }
  | { kind: 'refusal'; reason: KnowledgeRefusal; row: number | null; page: number | null }
  /** Not a code: a row that failed before there were codes, in English. */
  | { kind: 'text'; text: string };

/** A knowledge file's refusal as kept: `csv_columns`, `cell_too_long@row:12`, `corrupt_pdf@page:3`. */
export function knowledgeRefusalCode(reason: KnowledgeRefusal, location: KnowledgeLocation = {}): string {
  if (location.row) return `${reason}@row:${location.row}`;
  if (location.page) return `${reason}@page:${location.page}`;
  return reason;
}

const REFUSAL_CODE = /^([a-z_]+)(?:@(row|page):([1-9][0-9]{0,8}))?$/;
const isOneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

/** What a kept failure says: one of the codes, or (anything else) its text as it is. */
export function readJobFailure(kept: string): JobFailure {
  if (isErrorCode(kept)) return { kind: 'error', code: kept };
  if (isOneOf(JOB_FAILURES, kept)) return { kind: 'job', code: kept };
  const refusal = REFUSAL_CODE.exec(kept);
  if (refusal && isOneOf(KNOWLEDGE_REFUSALS, refusal[1])) {
    const at = refusal[3] ? Number(refusal[3]) : null;
    return { kind: 'refusal', reason: refusal[1], row: refusal[2] === 'row' ? at : null, page: refusal[2] === 'page' ? at : null };
  }
  return { kind: 'text', text: kept };
}
