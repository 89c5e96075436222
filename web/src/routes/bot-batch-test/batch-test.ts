// What the batch test page knows beyond its operations: the sample file, the run states' words and colours, the
// results download, and how shares read as percentages.
import type { BatchTestOutcome, BatchTestState } from '../../__generated__/graphql';
import type { TFunction } from 'i18next';
import type { Language } from '../../../../schema/rules/constants';
import { downloadCsv, fileNamePart } from '../bot-faq/csv-transfer';

/**
 * The sample shown and offered for download, in the console's language: the optional header row (column names, the
 * same in every language), then questions with and one without an expected answer.
 */
export function sampleCsv(t: TFunction): string {
  return `question,expected_answer\n${t('batchTest.upload.sampleRows')}\n`;
}

export function downloadSample(t: TFunction): void {
  downloadCsv(sampleCsv(t), 'batch-test-sample.csv');
}

export const ACTIVE_STATES: ReadonlySet<BatchTestState> = new Set<BatchTestState>(['queued', 'running', 'paused']);
/** States in which a worker is (or is about to be) answering rows, so the subscription has news. */
export const MOVING_STATES: ReadonlySet<BatchTestState> = new Set<BatchTestState>(['queued', 'running']);

export const STATE_KEYS: Record<BatchTestState, string> = {
  queued: 'batchTest.state.queued',
  running: 'batchTest.state.running',
  paused: 'batchTest.state.paused',
  stopped: 'batchTest.state.stopped',
  complete: 'batchTest.state.complete',
  failed: 'batchTest.state.failed',
};

export const STATE_COLORS: Record<BatchTestState, string> = { queued: 'gray', running: 'blue', paused: 'yellow', stopped: 'orange', complete: 'green', failed: 'red' };

export const OUTCOMES: readonly BatchTestOutcome[] = ['all', 'passed', 'failed', 'unanswered'];

/** The results download, its header row in the console's language. */
export function resultsCsvUrl(botId: string, runId: string, language: Language): string {
  return `/downloads/batch-test/${encodeURIComponent(botId)}/${encodeURIComponent(runId)}.csv?${new URLSearchParams({ language }).toString()}`;
}

/** batch-test-<bot name>-<file name without .csv>.csv */
export function resultsFileName(botName: string, fileName: string): string {
  return `batch-test-${fileNamePart(botName)}-${fileNamePart(fileName.replace(/\.csv$/i, ''))}.csv`;
}

/** 0..1 as a whole percentage. */
export function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}
