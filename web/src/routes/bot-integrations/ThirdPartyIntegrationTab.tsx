// The third-party tab of the integrations page: the activated/inactive switch, the set-up steps to share with the
// third party, the webhook URL to copy, the last delivery error and the settings form.
import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useThirdPartyIntegrationTab_SettingsQuery } from '../../__generated__/graphql';
import { QueryFailure } from '../../app/QueryFailure';
import { ChannelHeader, ChannelTabSkeleton } from './ChannelHeader';
import { ChannelTutorial } from './ChannelTutorial';
import { DeliveryErrorAlert } from './DeliveryErrorAlert';
import { ThirdPartySettingsForm } from './ThirdPartySettingsForm';
import { WebhookUrlField } from './WebhookUrlField';

export const THIRD_PARTY_TUTORIAL_STEPS = ['channels.other.tutorial.webhook', 'channels.other.tutorial.secret', 'channels.other.tutorial.callback', 'channels.other.tutorial.activate'] as const;

interface ThirdPartyIntegrationTabProps {
  botId: string;
  active: boolean;
  available: boolean;
}

export function ThirdPartyIntegrationTab({ botId, active, available }: ThirdPartyIntegrationTabProps) {
  const { t } = useTranslation();
  const [showTutorial, setShowTutorial] = useState(false);
  const { data, loading, error, refetch } = useThirdPartyIntegrationTab_SettingsQuery({ variables: { botId } });
  const settings = data?.thirdPartySettings;

  const body = () => {
    if (error && !settings) return <QueryFailure error={error} onRetry={() => void refetch().catch(() => undefined)} />;
    if (loading && !settings) return <ChannelTabSkeleton />;
    if (!settings) return null;
    return (
      <>
        {showTutorial && <ChannelTutorial title="channels.other.tutorial.title" steps={THIRD_PARTY_TUTORIAL_STEPS} urlStep="channels.other.tutorial.webhook" webhookUrl={settings.webhookUrl} />}
        <WebhookUrlField url={settings.webhookUrl} label={t('channels.webhookUrl')} copyLabel={t('channels.copyWebhookUrl')} description={t('channels.other.webhookUrlHelp')} />
        <DeliveryErrorAlert error={settings.deliveryError} channel="other" />
        <ThirdPartySettingsForm settings={settings} />
      </>
    );
  };

  return (
    <Stack gap="lg">
      <ChannelHeader
        botId={botId}
        platform="other"
        active={active}
        available={available}
        stateText={{ active: t('channels.other.stateActive'), inactive: t('channels.other.stateInactive'), incomplete: settings && !settings.secret.set ? t('channels.other.stateIncomplete') : undefined }}
        showTutorial={showTutorial}
        onTutorialChange={setShowTutorial}
      />
      {body()}
    </Stack>
  );
}
