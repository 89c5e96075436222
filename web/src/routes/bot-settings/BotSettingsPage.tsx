// Bot settings on /dashboard/bot/:id/setting: this week's questions, basic settings, tools, and the danger zone.
import { useState } from 'react';
import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useBotSettings_ChatbotQuery } from '../../__generated__/graphql';
import { BasicSettingsCard } from './BasicSettingsCard';
import { DeleteBotModal } from './DeleteBotModal';
import { ToolsSettingsCard } from './ToolsSettingsCard';
import { UsageLine } from './UsageLine';
import { BotPageTitle } from '../../bots/BotPageTitle';
import { useOwnedBot } from '../../bots/owned-bot';

export function BotSettingsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack aria-busy aria-label={t('common.loading')}>
      <Skeleton height={32} width="30%" />
      <Skeleton height={320} />
      <Skeleton height={200} />
    </Stack>
  );
}

function DangerZone({ botId, botName }: { botId: string; botName: string }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="danger-zone-title" style={{ borderColor: 'var(--mantine-color-red-6)' }}>
      <Title id="danger-zone-title" order={2} size="h4" c="red" mb="xs">
        {t('settings.danger.title')}
      </Title>
      <Group justify="space-between">
        <Text size="sm">{t('settings.danger.message')}</Text>
        <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
          {t('settings.delete.open')}
        </Button>
      </Group>
      <DeleteBotModal botId={botId} botName={botName} opened={confirming} onClose={() => setConfirming(false)} />
    </Card>
  );
}

export function BotSettingsPage() {
  const { id = '' } = useParams();
  // Always asked again: the bot may have been changed or deleted in another tab since it was cached.
  const { screen, bot, data } = useOwnedBot(useBotSettings_ChatbotQuery({ variables: { id }, fetchPolicy: 'cache-and-network' }), <BotSettingsSkeleton />);
  if (screen) return screen;

  return (
    <Stack>
      <BotPageTitle section="setting" botName={bot.name} />
      <UsageLine botId={bot.id} />
      {/* Keyed by bot so opening another bot starts from its own saved values. */}
      <BasicSettingsCard key={`basic-${bot.id}`} bot={bot} packages={data.userConfig.packages} plan={data.me?.plan} account={data.me?.email ?? ''} />
      <ToolsSettingsCard key={`tools-${bot.id}`} botId={bot.id} tools={bot.tools} />
      <DangerZone botId={bot.id} botName={bot.name} />
    </Stack>
  );
}
