// The overview's daily question counts: a one-line summary, the lazily loaded line chart, and the same figures as
// a table for screen readers.
import { lazy, Suspense, useId } from 'react';
import { Box, Card, Skeleton, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BotDetail_UserStatsQuery } from '../../__generated__/graphql';

const DailyQuestionsChart = lazy(() => import('./DailyQuestionsChart'));

type Daily = BotDetail_UserStatsQuery['userStats']['daily'];

const CHART_HEIGHT = 240;

export function DailyQuestionsCard({ daily }: { daily: Daily }) {
  const { t } = useTranslation();
  const titleId = useId();
  const total = daily.reduce((sum, day) => sum + day.questions, 0);
  const peak = daily.reduce((best, day) => (day.questions > best.questions ? day : best), daily[0]);
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={titleId}>
      <Title id={titleId} order={2} size="h4">
        {t('overview.daily.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('overview.daily.summary', { total, days: daily.length, peak: peak.questions, date: peak.date })}
      </Text>
      <Box aria-hidden data-testid="daily-chart">
        <Suspense fallback={<Skeleton height={CHART_HEIGHT} />}>
          <DailyQuestionsChart daily={daily} seriesLabel={t('overview.daily.series')} height={CHART_HEIGHT} />
        </Suspense>
      </Box>
      <VisuallyHidden>
        <Table>
          <Table.Caption>{t('overview.daily.title')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('overview.daily.date')}</Table.Th>
              <Table.Th>{t('overview.daily.series')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {daily.map((day) => (
              <Table.Tr key={day.date}>
                <Table.Td>{day.date}</Table.Td>
                <Table.Td>{day.questions}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Card>
  );
}
