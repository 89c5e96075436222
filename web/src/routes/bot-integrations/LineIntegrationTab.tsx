// The LINE tab of the integrations page (PRODUCT.md §3 LINE settings): the activated/inactive switch, the set-up
// steps in LINE Developers, the webhook URL to copy, the last delivery error, the settings form, and the buttons
// that set and test the webhook through LINE.
import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLineIntegrationTab_SettingsQuery } from '../../__generated__/graphql';
import { QueryFailure } from '../../app/QueryFailure';
import { ChannelHeader, ChannelTabSkeleton } from './ChannelHeader';
import { ChannelTutorial } from './ChannelTutorial';
import { DeliveryErrorAlert } from './DeliveryErrorAlert';
import { LineSettingsForm } from './LineSettingsForm';
import { LineWebhookActions } from './LineWebhookActions';
import { WebhookUrlField } from './WebhookUrlField';

export const LINE_TUTORIAL_STEPS = [
  'channels.line.tutorial.channel',
  'channels.line.tutorial.secret',
  'channels.line.tutorial.token',
  'channels.line.tutorial.webhook',
  'channels.line.tutorial.autoReply',
  'channels.line.tutorial.test',
] as const;

interface LineIntegrationTabProps {
  botId: string;
  active: boolean;
  available: boolean;
}

export function LineIntegrationTab({ botId, active, available }: LineIntegrationTabProps) {
  const { t } = useTranslation();
  const [showTutorial, setShowTutorial] = useState(false);
  const { data, loading, error, refetch } = useLineIntegrationTab_SettingsQuery({ variables: { botId } });
  const settings = data?.lineSettings;

  const body = () => {
    if (error && !settings) return <QueryFailure error={error} onRetry={() => void refetch().catch(() => undefined)} />;
    if (loading && !settings) return <ChannelTabSkeleton />;
    if (!settings) return null;
    return (
      <>
        {showTutorial && <ChannelTutorial title="channels.line.tutorial.title" steps={LINE_TUTORIAL_STEPS} urlStep="channels.line.tutorial.webhook" webhookUrl={settings.webhookUrl} />}
        <WebhookUrlField url={settings.webhookUrl} label={t('channels.webhookUrl')} copyLabel={t('channels.copyWebhookUrl')} description={t('channels.line.webhookUrlHelp')} />
        <DeliveryErrorAlert error={settings.deliveryError} channel="line" />
        <LineSettingsForm settings={settings} />
        <LineWebhookActions botId={botId} tokenSet={settings.channelAccessToken.set} />
      </>
    );
  };

  return (
    <Stack gap="lg">
      <ChannelHeader
        botId={botId}
        platform="line"
        active={active}
        available={available}
        stateText={{
          active: t('channels.line.stateActive'),
          inactive: t('channels.line.stateInactive'),
          incomplete: settings && !(settings.channelSecret.set && settings.channelAccessToken.set) ? t('channels.line.stateIncomplete') : undefined,
        }}
        showTutorial={showTutorial}
        onTutorialChange={setShowTutorial}
      />
      {body()}
    </Stack>
  );
}
