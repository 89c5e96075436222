// Why a background job failed (a knowledge file's ingestion, a training, a prompt optimisation, a batch test), in the
// console's language: the kept code's words (schema/rules/job-failures.ts), or, for a row that failed before there
// were codes, its English text as it is.
import type { TFunction } from 'i18next';
import { readJobFailure } from '../../../schema/rules/job-failures';

/** " (row 12)" or " (page 3)" of a knowledge file's refusal, in the console's language; '' when it points nowhere. */
export function refusalWhere(t: TFunction, row: number | null, page: number | null): string {
  if (row !== null) return t('autoQa.upload.atRow', { row });
  if (page !== null) return t('autoQa.upload.atPage', { page });
  return '';
}

export function jobFailureText(t: TFunction, kept: string): string {
  const failure = readJobFailure(kept);
  switch (failure.kind) {
    case 'error':
      return t(`errors.${failure.code}`);
    case 'job':
      return t(`jobFailure.${failure.code}`);
    case 'refusal':
      return [t(`knowledgeRefusal.${failure.reason}`), refusalWhere(t, failure.row, failure.page)].filter(Boolean).join(' ');
    case 'text':
      return failure.text;
  }
}
