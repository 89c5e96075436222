// The overview's themes of unhandled questions: each with how often it was asked, its example questions, a summary
// when a language model wrote one (in the console's language), and a button that opens the Q&A group dialog with the
// suggested phrasings filled in, leaving the answer to the owner.
import { useState } from 'react';
import { Badge, Button, Group, List, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBotDetail_UnhandledThemesQuery, type BotDetail_UnhandledThemesQuery } from '../../__generated__/graphql';
import { QueryFailure } from '../../app/QueryFailure';
import { currentLanguage } from '../../i18n';
import { QaGroupModal } from '../bot-faq/QaGroupModal';
import { PlainList, StatsCard } from './StatsCard';
import type { OverviewRange } from './overview-range';

type Theme = BotDetail_UnhandledThemesQuery['unhandledThemes']['themes'][number];

/** The suggested group's question first, then its other phrasings, each once. */
export function suggestedQuestions({ suggestedGroup }: Theme): string[] {
  return [...new Set([suggestedGroup.question, ...suggestedGroup.similarQuestions])];
}

function ThemeItem({ theme, onCreate }: { theme: Theme; onCreate: () => void }) {
  const { t } = useTranslation();
  const name = theme.suggestedGroup.question;
  return (
    <Paper withBorder radius="sm" p="sm" component="li">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          {/* A visitor's question may run to 1,000 characters: the heading shows three lines; the examples below say it all. */}
          <Text fw={600} lineClamp={3} title={name} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Badge variant="light" tt="none" style={{ flexShrink: 0 }}>
            {t('overview.timesAsked', { count: theme.count })}
          </Badge>
        </Group>
        {theme.summary && <Text size="sm">{theme.summary}</Text>}
        <Text size="xs" c="dimmed" fw={600}>
          {t('overview.themes.examples')}
        </Text>
        <List size="sm" spacing={2}>
          {theme.examples.map((example) => (
            <List.Item key={example.question} style={{ overflowWrap: 'anywhere' }}>
              {t('overview.themes.example', { question: example.question, count: example.count })}
            </List.Item>
          ))}
        </List>
        <Button size="xs" variant="light" w="fit-content" onClick={onCreate} aria-label={t('overview.themes.createNamed', { question: name })}>
          {t('overview.themes.create')}
        </Button>
      </Stack>
    </Paper>
  );
}

export function ThemesCard({ botId, days }: { botId: string; days: OverviewRange }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Theme | null>(null);
  // The summaries are written in the console's language: switching it asks again.
  const { data, loading, error, refetch } = useBotDetail_UnhandledThemesQuery({ variables: { botId, days, language: currentLanguage() }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const themes = data?.unhandledThemes.themes;

  let content;
  if (error && !themes) content = <QueryFailure error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (!themes || loading) content = <Skeleton height={120} aria-busy aria-label={t('common.loading')} />;
  else
    content = (
      <PlainList gap="sm">
        {themes.map((theme) => (
          <ThemeItem key={theme.suggestedGroup.question} theme={theme} onCreate={() => setChosen(theme)} />
        ))}
      </PlainList>
    );

  return (
    <StatsCard title={t('overview.themes.title')} empty={themes?.length === 0 && !loading ? t('overview.themes.empty') : null}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('overview.themes.hint')}
      </Text>
      {content}
      <QaGroupModal
        botId={botId}
        group={null}
        initialQuestions={chosen ? suggestedQuestions(chosen) : undefined}
        opened={chosen !== null}
        onClose={() => setChosen(null)}
        onSaved={() => setChosen(null)}
      />
    </StatsCard>
  );
}
