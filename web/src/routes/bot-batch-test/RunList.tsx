// The bot's earlier runs, newest first: when, which file, the state and the pass rate; one is picked to view.
import { Button, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BatchTest_RunFragment } from '../../__generated__/graphql';
import { formatTaipeiTime } from '../../app/time';
import { percent } from './batch-test';
import { StateBadge } from './RunStatusCard';

interface RunListProps {
  runs: BatchTest_RunFragment[];
  selectedId: string | null;
  onSelect: (runId: string) => void;
}

export function RunList({ runs, selectedId, onSelect }: RunListProps) {
  const { t } = useTranslation();
  return (
    <Stack component="section" aria-labelledby="batch-runs-title">
      <Title id="batch-runs-title" order={2} size="h4">
        {t('batchTest.runs.title')}
      </Title>
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing="xs" aria-labelledby="batch-runs-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('batchTest.runs.date')}</Table.Th>
              <Table.Th>{t('batchTest.runs.file')}</Table.Th>
              <Table.Th>{t('batchTest.runs.state')}</Table.Th>
              <Table.Th>{t('batchTest.runs.passRate')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('batchTest.runs.view')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {runs.map((run) => {
              const selected = run.id === selectedId;
              return (
                <Table.Tr key={run.id} aria-selected={selected} bg={selected ? 'var(--mantine-color-default-hover)' : undefined}>
                  <Table.Td>{formatTaipeiTime(run.createdAt)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {run.fileName}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <StateBadge state={run.state} />
                  </Table.Td>
                  <Table.Td>{run.summary.passRate === null ? '—' : percent(run.summary.passRate)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant={selected ? 'filled' : 'light'}
                      aria-pressed={selected}
                      aria-label={t('batchTest.runs.viewLabel', { name: run.fileName, at: formatTaipeiTime(run.createdAt) })}
                      onClick={() => onSelect(run.id)}
                    >
                      {t('batchTest.runs.view')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
