// The API tab of the integrations page: the activated/inactive switch, the bot's endpoint with copy
// buttons, and the three documented calls behind a tutorial toggle.
import { useState } from 'react';
import { Alert, Code, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiEndpoint, apiExamples } from './api-examples';
import { CopyText } from './CopyText';
import { IntegrationSwitch } from './IntegrationSwitch';

function ApiTutorial({ endpoint }: { endpoint: string }) {
  const { t } = useTranslation();
  return (
    <Stack>
      {apiExamples(endpoint).map((example) => (
        <Stack key={example.name} gap={4}>
          <Title order={2} size="h5">
            {t(`integrations.api.examples.${example.name}.title`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`integrations.api.examples.${example.name}.description`)}
          </Text>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Code block style={{ flex: 1 }}>
              {example.request}
            </Code>
            <CopyText value={example.request} label={t('integrations.copyExample', { name: t(`integrations.api.examples.${example.name}.title`) })} />
          </Group>
          <Text size="xs" fw={600}>
            {t('integrations.api.reply')}
          </Text>
          <Code block>{example.reply}</Code>
        </Stack>
      ))}
    </Stack>
  );
}

interface ApiIntegrationTabProps {
  botId: string;
  vendorId: string;
  /** Where people reach this product (PUBLIC_URL), whatever address the console was opened at. */
  publicUrl: string;
  active: boolean;
  available: boolean;
}

export function ApiIntegrationTab({ botId, vendorId, publicUrl, active: savedActive, available }: ApiIntegrationTabProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState(savedActive);
  const [showTutorial, setShowTutorial] = useState(false);
  const endpoint = apiEndpoint(publicUrl, vendorId);

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <IntegrationSwitch
          botId={botId}
          platform="api"
          active={active}
          onActiveChange={setActive}
          stateText={{ active: t('integrations.stateActive'), inactive: t('integrations.stateInactive') }}
        />
        <Switch label={t('integrations.tutorial')} checked={showTutorial} onChange={(event) => setShowTutorial(event.currentTarget.checked)} />
      </Group>
      {!available && <Alert color="yellow">{t('errors.PLAN_UNAVAILABLE')}</Alert>}
      <Group align="flex-end" wrap="nowrap">
        <TextInput style={{ flex: 1 }} label={t('integrations.api.endpoint')} value={endpoint} readOnly />
        <CopyText value={endpoint} label={t('integrations.api.copyEndpoint')} />
      </Group>
      <Group align="flex-end" wrap="nowrap">
        <TextInput style={{ flex: 1 }} label={t('integrations.api.vendorId')} value={vendorId} readOnly />
        <CopyText value={vendorId} label={t('integrations.api.copyVendorId')} />
      </Group>
      {showTutorial && <ApiTutorial endpoint={endpoint} />}
    </Stack>
  );
}
