// The overview's unhandled questions (no Q&A group answered them), the most recently asked first, each with how
// often and when it was last asked and a link that opens the history page's add-to-Q&A dialog for its last ask.
import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BotDetail_UserStatsQuery } from '../../__generated__/graphql';
import { formatTaipeiTime } from '../../app/time';
import { PlainList, StatsCard } from './StatsCard';

type Unhandled = BotDetail_UserStatsQuery['userStats']['unhandled'][number];

/** Shown before "Show all": enough to act on without pushing the themes off the screen. */
const FIRST_SHOWN = 10;

/** The history page reads these parameters and opens its add-to-Q&A dialog on the exchange. */
export function addToQaHref(botId: string, exchangeId: string, question: string): string {
  return `/dashboard/bot/${botId}/history?addTo=${encodeURIComponent(exchangeId)}&addQuestion=${encodeURIComponent(question)}`;
}

function UnhandledItem({ botId, item }: { botId: string; item: Unhandled }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="sm" p="xs" component="li">
      <Group justify="space-between" gap="xs">
        <Stack gap={2} style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {item.question}
          </Text>
          <Text size="sm" c="dimmed">
            {t('overview.unhandled.meta', { count: item.count, time: formatTaipeiTime(item.lastAskedAt) })}
          </Text>
        </Stack>
        {item.exchangeId !== null && (
          <Button
            component={Link}
            to={addToQaHref(botId, item.exchangeId, item.question)}
            size="xs"
            variant="light"
            aria-label={t('overview.unhandled.addNamed', { question: item.question })}
          >
            {t('overview.unhandled.add')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

export function UnhandledCard({ botId, unhandled }: { botId: string; unhandled: Unhandled[] }) {
  const { t } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? unhandled : unhandled.slice(0, FIRST_SHOWN);
  return (
    <StatsCard title={t('overview.unhandled.title')} empty={unhandled.length === 0 ? t('overview.unhandled.empty') : null}>
      <PlainList gap="xs">
        {shown.map((item) => (
          <UnhandledItem key={item.question} botId={botId} item={item} />
        ))}
      </PlainList>
      {shown.length < unhandled.length && (
        <Button variant="subtle" size="xs" mt="xs" w="fit-content" onClick={() => setShowAll(true)}>
          {t('overview.unhandled.showAll', { count: unhandled.length })}
        </Button>
      )}
    </StatsCard>
  );
}
