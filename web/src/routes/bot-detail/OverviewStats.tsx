// The overview's statistics for one range: the usage tiles, then the daily chart, how the questions were answered, top
// questions, tags, unhandled questions and their themes, or an empty state pointing to the test chat and integrations
// when nobody asked yet.
import { Button, Group, Skeleton, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBotDetail_UserStatsQuery } from '../../__generated__/graphql';
import { EmptyState } from '../../app/EmptyState';
import { QueryFailure } from '../../app/QueryFailure';
import { AnswersCard } from './AnswersCard';
import { DailyQuestionsCard } from './DailyQuestionsCard';
import type { OverviewRange } from './overview-range';
import { TagStatsCard } from './TagStatsCard';
import { ThemesCard } from './ThemesCard';
import { TopQuestionsCard } from './TopQuestionsCard';
import { UnhandledCard } from './UnhandledCard';
import { UsageTiles } from './UsageTiles';

export function OverviewStatsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack aria-busy aria-label={t('common.loading')}>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
        {[0, 1, 2, 3, 4, 5].map((tile) => (
          <Skeleton key={tile} height={92} />
        ))}
      </SimpleGrid>
      <Skeleton height={300} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Skeleton height={180} />
        <Skeleton height={180} />
      </SimpleGrid>
    </Stack>
  );
}

function NoQuestionsYet({ botId, days }: { botId: string; days: OverviewRange }) {
  const { t } = useTranslation();
  return (
    <EmptyState title={t('overview.empty.title', { days })} message={t('overview.empty.message')}>
      <Group justify="center" gap="xs">
        <Button component={Link} to={`/dashboard/bot/${botId}/test-chat`}>
          {t('overview.empty.testChat')}
        </Button>
        <Button component={Link} to={`/dashboard/bot/${botId}/integrations`} variant="light">
          {t('overview.empty.integrations')}
        </Button>
      </Group>
    </EmptyState>
  );
}

export function OverviewStats({ botId, days }: { botId: string; days: OverviewRange }) {
  // Statistics are never served from the cache: every visit and every range asks the server.
  const { data, loading, error, refetch } = useBotDetail_UserStatsQuery({ variables: { botId, days }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const stats = data?.userStats;

  if (error && !stats) return <QueryFailure error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  // A range switch shows the skeleton rather than the previous range's figures under the new label.
  if (!stats || (loading && stats.days !== days)) return loading ? <OverviewStatsSkeleton /> : null;

  const asked = stats.daily.some((day) => day.questions > 0);
  return (
    <Stack>
      <UsageTiles tiles={stats.tiles} />
      {asked ? (
        <>
          <DailyQuestionsCard daily={stats.daily} />
          <AnswersCard botId={botId} answers={stats.answers} />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <TopQuestionsCard botId={botId} questions={stats.topQuestions} />
            <TagStatsCard tags={stats.tags} />
          </SimpleGrid>
          <UnhandledCard botId={botId} unhandled={stats.unhandled} />
          {stats.unhandled.length > 0 && <ThemesCard botId={botId} days={days} />}
        </>
      ) : (
        <NoQuestionsYet botId={botId} days={days} />
      )}
    </Stack>
  );
}
