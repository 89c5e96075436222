// A run's summary: the pass rate on the rows with an expected answer, how the answered rows split into an answer,
// options and no answer, and the groups that answered failed rows most often.
import { Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BatchTest_RunFragment } from '../../__generated__/graphql';
import { percent } from './batch-test';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Stack>
  );
}

export function RunSummary({ summary }: { summary: BatchTest_RunFragment['summary'] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="batch-summary-title">
      <Stack gap="sm">
        <Title id="batch-summary-title" order={2} size="h4">
          {t('batchTest.summary.title')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Figure label={t('batchTest.summary.passRate')} value={summary.passRate === null ? '—' : percent(summary.passRate)} />
          <Figure label={t('batchTest.summary.answered')} value={percent(summary.answeredShare)} />
          <Figure label={t('batchTest.summary.options')} value={percent(summary.optionsShare)} />
          <Figure label={t('batchTest.summary.noAnswer')} value={percent(summary.noAnswerShare)} />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {summary.passRate === null ? t('batchTest.summary.noExpected') : t('batchTest.summary.counts', { passed: summary.passed, failed: summary.failed })}
        </Text>
        <Text size="sm" fw={500}>
          {t('batchTest.summary.wrongMatches')}
        </Text>
        {summary.wrongMatches.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('batchTest.summary.noWrongMatches')}
          </Text>
        ) : (
          <List size="sm" aria-label={t('batchTest.summary.wrongMatches')}>
            {summary.wrongMatches.map((match) => (
              <List.Item key={match.groupId}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {match.key ?? t('batchTest.summary.deletedGroup')}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('batchTest.summary.times', { count: match.count })}
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
