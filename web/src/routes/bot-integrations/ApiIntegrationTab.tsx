// The API tab of the integrations page: the activated/inactive switch, the bot's endpoint with copy
// buttons, and the three documented calls behind a tutorial toggle.
import { useState } from 'react';
import { Alert, Button, Code, CopyButton, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIntegrations_SetActiveMutation } from '../../__generated__/graphql';
import { errorMessageKey } from '../../forms/graphql-errors';
import { apiEndpoint, apiExamples } from './api-examples';

function CopyText({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button size="xs" variant="light" color={copied ? 'teal' : undefined} onClick={copy} aria-label={label}>
          {copied ? t('integrations.copied') : t('integrations.copy')}
        </Button>
      )}
    </CopyButton>
  );
}

function ApiTutorial({ endpoint }: { endpoint: string }) {
  const { t } = useTranslation();
  return (
    <Stack>
      {apiExamples(endpoint).map((example) => (
        <Stack key={example.name} gap={4}>
          <Title order={3} size="h5">
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
  active: boolean;
  available: boolean;
}

export function ApiIntegrationTab({ botId, vendorId, active: savedActive, available }: ApiIntegrationTabProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState(savedActive);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [showTutorial, setShowTutorial] = useState(false);
  const [setIntegrationActive, { loading }] = useIntegrations_SetActiveMutation();
  const endpoint = apiEndpoint(window.location.origin, vendorId);

  const toggle = async (next: boolean) => {
    setRefusal(null);
    try {
      const { data } = await setIntegrationActive({ variables: { input: { botId, platform: 'api', active: next } } });
      if (data) setActive(data.setIntegrationActive.integration.active);
    } catch (error) {
      setRefusal(t(errorMessageKey(error)));
    }
  };

  return (
    <Stack>
      <Group justify="space-between">
        {/* The state stays outside the switch's label so the switch is named just "Activated". */}
        <Stack gap={2}>
          <Switch label={t('integrations.activated')} checked={active} disabled={loading} onChange={(event) => void toggle(event.currentTarget.checked)} />
          <Text size="xs" c="dimmed">
            {t(active ? 'integrations.stateActive' : 'integrations.stateInactive')}
          </Text>
        </Stack>
        <Switch label={t('integrations.tutorial')} checked={showTutorial} onChange={(event) => setShowTutorial(event.currentTarget.checked)} />
      </Group>
      {!available && <Alert color="yellow">{t('errors.PLAN_UNAVAILABLE')}</Alert>}
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
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
