// The settings page's line of this week's and today's questions (PRODUCT.md §2: opening a bot's settings fetches
// its user stats), with a link to the overview. Never cached: the counts move with every question.
import { Anchor, Group, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBotSettings_UsageLineQuery } from '../../__generated__/graphql';

export function UsageLine({ botId }: { botId: string }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useBotSettings_UsageLineQuery({ variables: { botId }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const tiles = data?.userStats.tiles;

  let counts;
  if (tiles) counts = <Text size="sm">{t('overview.usageLine.counts', { week: tiles.thisWeek.count, today: tiles.today.count })}</Text>;
  else if (error)
    counts = (
      <>
        <Text size="sm" c="red">
          {t('overview.usageLine.failed')}
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={() => void refetch().catch(() => undefined)}>
          {t('common.retry')}
        </Anchor>
      </>
    );
  else counts = <Skeleton height={16} width={220} aria-label={t('common.loading')} />;

  return (
    <Group gap="xs" aria-live="polite">
      {counts}
      <Anchor component={Link} to={`/dashboard/bot/${botId}/detail`} size="sm">
        {t('overview.usageLine.open')}
      </Anchor>
    </Group>
  );
}
