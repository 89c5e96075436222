// The rows of a run (PRODUCT.md §2 advanced test): filtered by outcome, a page at a time, each with its question, the
// reply (long ones fold), where the answer came from, the answer status, the matched group, the confidence, the
// expected answer and pass or fail; a missed row (failed, or without an expected answer given options or the failed
// message) offers to add its question to the Q&A set.
import { useState } from 'react';
import { Button, Group, Pagination, SegmentedControl, Skeleton, Spoiler, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBatchTest_ResultsQuery, type BatchTestOutcome, type BatchTest_ResultsQuery } from '../../__generated__/graphql';
import { QueryFailure } from '../../app/QueryFailure';
import { AnswerStatusBadge } from '../bot-history/ExchangeCard';
import { SOURCE_KEYS } from '../bot-test-chat/SourceCandidates';
import { OUTCOMES } from './batch-test';
import { formatConfidence } from '../../bots/SourceVerdictNote';
import type { BatchRowToAdd } from '../bot-history/AddToQaModal';

export const RESULTS_PAGE_SIZE = 20;

type Row = BatchTest_ResultsQuery['batchTestResults']['rows'][number];

export function PassMark({ passed }: { passed: boolean | null }) {
  const { t } = useTranslation();
  if (passed === null) return <Text size="sm" c="dimmed">{t('batchTest.results.noExpected')}</Text>;
  return (
    <Text size="sm" c={passed ? 'green' : 'red'} fw={600}>
      <span aria-hidden>{passed ? '✓ ' : '✗ '}</span>
      {t(passed ? 'batchTest.results.passed' : 'batchTest.results.failed')}
    </Text>
  );
}

/**
 * A row the bot did not answer as it should: failed, or without an expected answer and not answered outright (a row
 * the run has not reached has no answer status).
 */
export const missed = (row: Pick<Row, 'passed' | 'answerStatus'>) => row.passed === false || (row.passed === null && (row.answerStatus === 'OPTIONS' || row.answerStatus === 'NO_ANSWER'));

/** "Add to Q&A" for a missed row, named by its question. */
export function AddRowButton({ row, onAdd }: { row: BatchRowToAdd; onAdd: (row: BatchRowToAdd) => void }) {
  const { t } = useTranslation();
  return (
    <Button size="compact-xs" variant="light" onClick={() => onAdd(row)} aria-label={t('batchTest.results.addLabel', { question: row.question })}>
      {t('history.addToQa.open')}
    </Button>
  );
}

function ResultRow({ runId, row, onAdd }: { runId: string; row: Row; onAdd: (row: BatchRowToAdd) => void }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {row.question}
        </Text>
        <Text size="xs" c="dimmed">
          {t('batchTest.results.line', { line: row.line })}
        </Text>
      </Table.Td>
      <Table.Td>
        {row.reply === null ? (
          <Text size="sm" c="dimmed">{t('batchTest.results.notAnswered')}</Text>
        ) : (
          <Spoiler maxHeight={48} showLabel={t('batchTest.results.more')} hideLabel={t('batchTest.results.less')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {row.reply}
            </Text>
          </Spoiler>
        )}
      </Table.Td>
      <Table.Td>{row.source ? t(SOURCE_KEYS[row.source]) : '—'}</Table.Td>
      {/* The badge's label may not shrink below its text (Mantine cuts it with an ellipsis otherwise). */}
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.answerStatus ? <AnswerStatusBadge status={row.answerStatus} styles={{ root: { overflow: 'visible', maxWidth: 'none' }, label: { overflow: 'visible' } }} /> : '—'}</Table.Td>
      {/* A group key breaks only when it is longer than the column can be, never a character or two per line. */}
      <Table.Td style={{ overflowWrap: 'break-word' }}>{row.group?.key ?? '—'}</Table.Td>
      <Table.Td>{row.confidence === null ? '—' : formatConfidence(row.confidence)}</Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.expectedAnswer ?? '—'}</Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <PassMark passed={row.passed} />
          {missed(row) && <AddRowButton row={{ runId, position: row.position, question: row.question, expectedAnswer: row.expectedAnswer }} onAdd={onAdd} />}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

interface BatchTestResultsProps {
  botId: string;
  runId: string;
  onAdd: (row: BatchRowToAdd) => void;
}

export function BatchTestResults({ botId, runId, onAdd }: BatchTestResultsProps) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<BatchTestOutcome>('all');
  const [page, setPage] = useState(1);
  const { data, previousData, error, refetch } = useBatchTest_ResultsQuery({
    variables: { botId, runId, outcome, offset: (page - 1) * RESULTS_PAGE_SIZE, limit: RESULTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.batchTestResults;

  let body;
  if (error && !result) body = <QueryFailure error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!result) body = <Skeleton height={160} />;
  else if (result.rows.length === 0) body = <Text c="dimmed">{t('batchTest.results.empty')}</Text>;
  else
    body = (
      <Table.ScrollContainer minWidth={960}>
        <Table verticalSpacing="sm" aria-labelledby="batch-results-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('batchTest.results.question')}</Table.Th>
              <Table.Th>{t('batchTest.results.reply')}</Table.Th>
              <Table.Th>{t('batchTest.results.source')}</Table.Th>
              <Table.Th>{t('batchTest.results.status')}</Table.Th>
              <Table.Th>{t('batchTest.results.group')}</Table.Th>
              <Table.Th>{t('batchTest.results.confidence')}</Table.Th>
              <Table.Th>{t('batchTest.results.expected')}</Table.Th>
              <Table.Th>{t('batchTest.results.outcome')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.rows.map((row) => (
              <ResultRow key={row.position} runId={runId} row={row} onAdd={onAdd} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  const pages = Math.ceil((result?.total ?? 0) / RESULTS_PAGE_SIZE);
  return (
    <Stack component="section" aria-labelledby="batch-results-title">
      <Group justify="space-between" wrap="wrap">
        <Title id="batch-results-title" order={2} size="h4">
          {t('batchTest.results.title')}
        </Title>
        <SegmentedControl
          aria-label={t('batchTest.results.filter')}
          value={outcome}
          onChange={(value) => {
            setOutcome(value as BatchTestOutcome);
            setPage(1);
          }}
          data={OUTCOMES.map((value) => ({ value, label: t(`batchTest.outcome.${value}`) }))}
        />
      </Group>
      {body}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
    </Stack>
  );
}
