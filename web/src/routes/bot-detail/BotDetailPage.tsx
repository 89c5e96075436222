// The bot's overview on /dashboard/bot/:id/detail (PRODUCT.md §2 "Dashboard/overview"): the range switch kept in
// the URL, the usage statistics as the page's main content, and a compact summary of the bot's settings.
import { Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useBotDetail_ChatbotQuery } from '../../__generated__/graphql';
import { useOwnedBot } from '../../bots/owned-bot';
import { BotSummaryCard } from './BotSummaryCard';
import { OverviewStats, OverviewStatsSkeleton } from './OverviewStats';
import { OVERVIEW_RANGES, useOverviewRange, type OverviewRange } from './overview-range';

export { FILE_STATUSES } from './BotSummaryCard';

export function BotDetailSkeleton() {
  return (
    <Stack>
      <Skeleton height={32} width="40%" />
      <OverviewStatsSkeleton />
    </Stack>
  );
}

function RangeSwitch() {
  const { t } = useTranslation();
  const [days, setDays] = useOverviewRange();
  return (
    <SegmentedControl
      aria-label={t('overview.range.label')}
      value={String(days)}
      onChange={(value) => setDays(Number(value) as OverviewRange)}
      data={OVERVIEW_RANGES.map((range) => ({ value: String(range), label: t('overview.range.days', { days: range }) }))}
    />
  );
}

export function BotDetailPage() {
  const { id = '' } = useParams();
  const [days] = useOverviewRange();
  const { screen, bot } = useOwnedBot(useBotDetail_ChatbotQuery({ variables: { id }, fetchPolicy: 'cache-and-network' }), <BotDetailSkeleton />);
  if (screen) return screen;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {bot.name}
          </Title>
          {bot.description && <Text c="dimmed">{bot.description}</Text>}
        </Stack>
        <RangeSwitch />
      </Group>
      <OverviewStats botId={bot.id} days={days} />
      <BotSummaryCard bot={bot} />
    </Stack>
  );
}
