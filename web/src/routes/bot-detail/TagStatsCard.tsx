// The overview's tag statistics: how often the questions of each Q&A tag were asked, as bars, the most asked first.
import { Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BotDetail_UserStatsQuery } from '../../__generated__/graphql';
import { CountLine, PlainList, StatsCard } from './StatsCard';

type TagCount = BotDetail_UserStatsQuery['userStats']['tags'][number];

export function TagStatsCard({ tags }: { tags: TagCount[] }) {
  const { t } = useTranslation();
  const sorted = [...tags].sort((a, b) => b.count - a.count);
  const most = Math.max(1, ...sorted.map((tag) => tag.count));
  return (
    <StatsCard title={t('overview.tags.title')} empty={tags.length === 0 ? t('overview.tags.empty') : null}>
      <PlainList gap="sm">
        {sorted.map((tag) => (
          <li key={tag.tag}>
            <CountLine count={tag.count}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {tag.tag}
              </Text>
            </CountLine>
            {/* The count is written out above; the bar only shows it against the most asked tag. */}
            <Progress value={(tag.count / most) * 100} size="sm" aria-hidden />
          </li>
        ))}
      </PlainList>
    </StatsCard>
  );
}
