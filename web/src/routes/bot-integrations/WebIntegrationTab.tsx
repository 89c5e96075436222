// The web tab of the integrations page (PRODUCT.md §2 "Web plugin settings"): the activation switch, the
// embed snippet, the widget's icons, its customisation (colours, chat label, news ticker, trusted domains)
// and a live preview drawn from the unsaved values.
import { useRef, useState } from 'react';
import { Alert, Group, List, Skeleton, Stack, Switch, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWebIntegrationTab_SettingsQuery } from '../../__generated__/graphql';
import { QueryFailure } from '../../app/QueryFailure';
import { CustomisationForm } from './CustomisationForm';
import { EmbedSnippet } from './EmbedSnippet';
import { IconUpload } from './IconUpload';
import { IntegrationSwitch } from './IntegrationSwitch';

export const TUTORIAL_STEPS = ['customise', 'copy', 'activate', 'domains'] as const;

export function WebIntegrationTabSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack aria-busy aria-label={t('common.loading')}>
      <Skeleton height={40} width="40%" />
      <Skeleton height={80} />
      <Group align="flex-start" grow>
        <Skeleton height={420} />
        <Skeleton height={420} />
      </Group>
    </Stack>
  );
}

function WebTutorial() {
  const { t } = useTranslation();
  return (
    <List type="ordered" size="sm" spacing={4}>
      {TUTORIAL_STEPS.map((step) => (
        <List.Item key={step}>{t(`webPlugin.tutorial.${step}`)}</List.Item>
      ))}
    </List>
  );
}

interface WebIntegrationTabProps {
  botId: string;
  /** Where people reach this product (PUBLIC_URL): the snippet loads the widget from there. */
  publicUrl: string;
  active: boolean;
  available: boolean;
}

export function WebIntegrationTab({ botId, publicUrl, active: savedActive, available }: WebIntegrationTabProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState(savedActive);
  const [showTutorial, setShowTutorial] = useState(false);
  const activation = useRef<HTMLInputElement>(null);
  const { data, loading, error, refetch } = useWebIntegrationTab_SettingsQuery({ variables: { botId } });

  if (error && !data) return <QueryFailure error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  if (loading && !data) return <WebIntegrationTabSkeleton />;
  if (!data) return null;
  const settings = data.webPluginSettings;
  const goToSwitch = () => {
    activation.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    activation.current?.focus();
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <IntegrationSwitch
          ref={activation}
          botId={botId}
          platform="web"
          active={active}
          onActiveChange={setActive}
          stateText={{ active: t('webPlugin.stateActive'), inactive: t('webPlugin.stateInactive') }}
        />
        <Switch label={t('integrations.tutorial')} checked={showTutorial} onChange={(event) => setShowTutorial(event.currentTarget.checked)} />
      </Group>
      {!available && <Alert color="yellow">{t('errors.PLAN_UNAVAILABLE')}</Alert>}
      {showTutorial && <WebTutorial />}
      <EmbedSnippet publicUrl={publicUrl} scriptPath={settings.scriptPath} vendorId={settings.vendorId} active={active} onGoToSwitch={goToSwitch} />
      <Stack gap="xs" component="section" aria-labelledby="web-plugin-icons-title">
        <Title id="web-plugin-icons-title" order={2} size="h5">
          {t('webPlugin.icons.title')}
        </Title>
        <Group align="flex-start" gap="xl">
          <IconUpload botId={botId} kind="robot" url={settings.robotIconUrl} />
          <IconUpload botId={botId} kind="chat" url={settings.chatIconUrl} />
        </Group>
      </Stack>
      <CustomisationForm settings={settings} botName={data.chatbot?.name ?? ''} greeting={data.chatbot?.greetingMsg ?? ''} />
    </Stack>
  );
}
