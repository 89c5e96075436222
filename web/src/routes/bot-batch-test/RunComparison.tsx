// "Compare with previous run": the rows this run fixed and the rows it broke since the earlier run of the same file,
// each with the reply and pass before and after, side by side (stacked on a phone). A broken row the bot now misses
// offers to add its question to the Q&A set, as it does among the results.
import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBatchTest_ComparisonQuery, type BatchTest_RowChangeFragment } from '../../__generated__/graphql';
import { QueryFailure } from '../../app/QueryFailure';
import { AnswerStatusBadge } from '../bot-history/ExchangeCard';
import type { BatchRowToAdd } from '../bot-history/AddToQaModal';
import { AddRowButton, PassMark, missed } from './BatchTestResults';

function Side({ label, outcome }: { label: string; outcome: BatchTest_RowChangeFragment['before'] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" lineClamp={4} style={{ overflowWrap: 'anywhere' }}>
        {outcome.reply ?? t('batchTest.results.notAnswered')}
      </Text>
      {outcome.answerStatus && <AnswerStatusBadge status={outcome.answerStatus} />}
      <PassMark passed={outcome.passed} />
    </Stack>
  );
}

interface ChangeListProps {
  title: string;
  changes: BatchTest_RowChangeFragment[];
  /** Given for the broken rows: each one the bot now misses (in this run) can be added to the Q&A set. */
  adding?: { runId: string; onAdd: (row: BatchRowToAdd) => void };
}

function ChangeList({ title, changes, adding }: ChangeListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title} ({changes.length})
      </Title>
      {changes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('batchTest.compare.none')}
        </Text>
      ) : (
        changes.map((change) => (
          <Paper key={change.position} withBorder radius="sm" p="sm" component="article">
            <Text size="sm" fw={600} mb="xs" style={{ overflowWrap: 'anywhere' }}>
              {change.question}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Side label={t('batchTest.compare.before')} outcome={change.before} />
              <Side label={t('batchTest.compare.after')} outcome={change.after} />
            </SimpleGrid>
            {adding && missed(change.after) && (
              <Group mt="xs">
                <AddRowButton row={{ runId: adding.runId, position: change.position, question: change.question, expectedAnswer: change.expectedAnswer }} onAdd={adding.onAdd} />
              </Group>
            )}
          </Paper>
        ))
      )}
    </Stack>
  );
}

interface RunComparisonProps {
  botId: string;
  runId: string;
  otherRunId: string;
  onAdd: (row: BatchRowToAdd) => void;
}

export function RunComparison({ botId, runId, otherRunId, onAdd }: RunComparisonProps) {
  const { t } = useTranslation();
  const { data, error, refetch } = useBatchTest_ComparisonQuery({ variables: { botId, runId, otherRunId } });
  const comparison = data?.batchTestComparison;
  let body;
  if (error && !comparison) body = <QueryFailure error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!comparison) body = <Skeleton height={120} />;
  else
    body = (
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChangeList title={t('batchTest.compare.fixed')} changes={comparison.fixed} />
        <ChangeList title={t('batchTest.compare.broken')} changes={comparison.broken} adding={{ runId, onAdd }} />
      </SimpleGrid>
    );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="batch-compare-title">
      <Stack>
        <Title id="batch-compare-title" order={2} size="h4">
          {t('batchTest.compare.title')}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
