// A batch test run's results as CSV: every row in file order, streamed as it is read (backend/http/csv-stream.ts).
import type { Response } from 'express';
import type { BatchTestExportQuery } from '../../schema/rules/batch-test';
import { confidenceOnScale } from '../../schema/rules/constants';
import type { ChatbotRow } from '../chatbots/chatbot.table';
import type { BackendContext } from '../context';
import { csvHeader, fileNamePart, streamCsv, type CsvHeaderWords } from '../http/csv-stream';
import { notFound } from '../http/errors';
import { allRows, findRun } from './batch-test.repository';

export const BATCH_TEST_CSV_COLUMNS = ['line', 'question', 'expected_answer', 'reply', 'source', 'answer_status', 'group_key', 'confidence', 'passed'] as const;

/**
 * The header row in the console's language, as the results table heads the same columns (its 符合的問答組 over a
 * group key), with the 行 of its "第 3 行" for the line and its 通過 for whether the row passed. English keeps the
 * columns' names, which the export always wrote.
 */
export const BATCH_TEST_CSV_HEADERS: CsvHeaderWords<(typeof BATCH_TEST_CSV_COLUMNS)[number]> = {
  tw: { line: '行', question: '問題', expected_answer: '預期答案', reply: '回覆', source: '來源', answer_status: '回答狀態', group_key: '符合的問答組', confidence: '信心度', passed: '通過' },
  cn: { line: '行', question: '问题', expected_answer: '预期答案', reply: '回复', source: '来源', answer_status: '回答状态', group_key: '匹配的问答组', confidence: '置信度', passed: '通过' },
  jp: { line: '行', question: '質問', expected_answer: '期待する回答', reply: '返信', source: 'ソース', answer_status: '回答状態', group_key: '一致した Q&A グループ', confidence: '信頼度', passed: '合格' },
};

/**
 * Every row of one of the bot's runs with the header row in `language`; the values are the same in every language,
 * the confidence on the thresholds' 0–1 scale the console shows.
 */
export async function streamResultsCsv(ctx: BackendContext, bot: ChatbotRow, runId: string, { language }: BatchTestExportQuery, res: Response): Promise<void> {
  const run = await findRun(ctx.db, bot.chatbot_id, runId);
  if (!run) throw notFound();
  await streamCsv(res, `batch-test-${fileNamePart(run.run_id)}.csv`, csvHeader(BATCH_TEST_CSV_COLUMNS, BATCH_TEST_CSV_HEADERS, language), allRows(ctx.db, run), (row) => [
    row.line,
    row.question,
    row.expected_answer,
    row.reply,
    row.source,
    row.answer_status,
    row.group_key,
    row.confidence === null ? null : Math.round(confidenceOnScale(row.confidence) * 1000) / 1000,
    row.passed,
  ]);
}
