// The Facebook tab of the integrations page (PRODUCT.md §3 Facebook settings): the activated/inactive switch, the
// set-up steps in Meta for Developers, the callback URL to copy, the last delivery error and the settings form.
import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFacebookIntegrationTab_SettingsQuery } from '../../__generated__/graphql';
import { QueryFailure } from '../../app/QueryFailure';
import { ChannelHeader, ChannelTabSkeleton } from './ChannelHeader';
import { ChannelTutorial } from './ChannelTutorial';
import { DeliveryErrorAlert } from './DeliveryErrorAlert';
import { FacebookSettingsForm } from './FacebookSettingsForm';
import { WebhookUrlField } from './WebhookUrlField';

export const FACEBOOK_TUTORIAL_STEPS = [
  'channels.fb.tutorial.app',
  'channels.fb.tutorial.token',
  'channels.fb.tutorial.secrets',
  'channels.fb.tutorial.webhook',
  'channels.fb.tutorial.activate',
] as const;

interface FacebookIntegrationTabProps {
  botId: string;
  active: boolean;
  available: boolean;
}

export function FacebookIntegrationTab({ botId, active, available }: FacebookIntegrationTabProps) {
  const { t } = useTranslation();
  const [showTutorial, setShowTutorial] = useState(false);
  const { data, loading, error, refetch } = useFacebookIntegrationTab_SettingsQuery({ variables: { botId } });
  const settings = data?.facebookSettings;

  const body = () => {
    if (error && !settings) return <QueryFailure error={error} onRetry={() => void refetch().catch(() => undefined)} />;
    if (loading && !settings) return <ChannelTabSkeleton />;
    if (!settings) return null;
    return (
      <>
        {showTutorial && <ChannelTutorial title="channels.fb.tutorial.title" steps={FACEBOOK_TUTORIAL_STEPS} urlStep="channels.fb.tutorial.webhook" webhookUrl={settings.webhookUrl} />}
        <WebhookUrlField url={settings.webhookUrl} label={t('channels.fb.callbackUrl')} copyLabel={t('channels.copyWebhookUrl')} description={t('channels.fb.callbackUrlHelp')} />
        <DeliveryErrorAlert error={settings.deliveryError} channel="fb" />
        <FacebookSettingsForm settings={settings} />
      </>
    );
  };

  return (
    <Stack gap="lg">
      <ChannelHeader
        botId={botId}
        platform="fb"
        active={active}
        available={available}
        stateText={{
          active: t('channels.fb.stateActive'),
          inactive: t('channels.fb.stateInactive'),
          incomplete: settings && !(settings.pageAccessToken.set && settings.verifyToken.set && settings.appSecret.set) ? t('channels.fb.stateIncomplete') : undefined,
        }}
        showTutorial={showTutorial}
        onTutorialChange={setShowTutorial}
      />
      {body()}
    </Stack>
  );
}
