// The six usage tiles of the overview (PRODUCT.md §9): today, yesterday, this week, last week (weeks from Monday),
// this month and last month in Asia/Taipei, each with its question count and the change against the period before.
import { Paper, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BotDetail_UsageTileFragment, BotDetail_UserStatsQuery } from '../../__generated__/graphql';
import { formatNumber } from '../../i18n';
import { usageChange, type ChangeKind } from './usage-change';

type Tiles = BotDetail_UserStatsQuery['userStats']['tiles'];
type Period = 'day' | 'week' | 'month';

const TILES: { name: Exclude<keyof Tiles, '__typename'>; label: string; period: Period }[] = [
  { name: 'today', label: 'overview.tiles.today', period: 'day' },
  { name: 'yesterday', label: 'overview.tiles.yesterday', period: 'day' },
  { name: 'thisWeek', label: 'overview.tiles.thisWeek', period: 'week' },
  { name: 'lastWeek', label: 'overview.tiles.lastWeek', period: 'week' },
  { name: 'thisMonth', label: 'overview.tiles.thisMonth', period: 'month' },
  { name: 'lastMonth', label: 'overview.tiles.lastMonth', period: 'month' },
];

const COLORS: Record<ChangeKind, string> = { up: 'teal', down: 'red', same: 'dimmed', new: 'brand', none: 'dimmed' };

/** The visible mark: an arrow and a percentage, "New", or a dash; the sentence beside it is for screen readers. */
function ChangeMark({ tile, period }: { tile: BotDetail_UsageTileFragment; period: Period }) {
  const { t } = useTranslation();
  const { kind, percent } = usageChange(tile);
  const marks: Record<ChangeKind, string> = { up: `↑ ${percent}%`, down: `↓ ${percent}%`, same: '0%', new: t('overview.change.new'), none: '—' };
  return (
    <Text size="sm" fw={500} c={COLORS[kind]}>
      <span aria-hidden>{marks[kind]}</span>
      <VisuallyHidden>{t(`overview.change.${period}.${kind}`, { percent })}</VisuallyHidden>
    </Text>
  );
}

function UsageTile({ label, tile, period }: { label: string; tile: BotDetail_UsageTileFragment; period: Period }) {
  const id = useId();
  const { i18n } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-labelledby={id}>
      <Text id={id} size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {formatNumber(tile.count, i18n.language)}
      </Text>
      <ChangeMark tile={tile} period={period} />
    </Paper>
  );
}

export function UsageTiles({ tiles }: { tiles: Tiles }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="usage-tiles-title">
      <VisuallyHidden component="h2" id="usage-tiles-title">
        {t('overview.tiles.title')}
      </VisuallyHidden>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
        {TILES.map(({ name, label, period }) => (
          <UsageTile key={name} label={t(label)} tile={tiles[name]} period={period} />
        ))}
      </SimpleGrid>
    </section>
  );
}
