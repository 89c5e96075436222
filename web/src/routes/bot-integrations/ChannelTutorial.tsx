// A channel's set-up steps behind the tutorial toggle, in order; the step that gives the platform the bot's webhook
// URL shows it with a copy button.
import { Code, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyText } from './CopyText';

interface ChannelTutorialProps {
  /** i18n key of the title, and of each step in order. */
  title: string;
  steps: readonly string[];
  /** The step (its key) after which the webhook URL is shown. */
  urlStep: string;
  webhookUrl: string;
}

export function ChannelTutorial({ title, steps, urlStep, webhookUrl }: ChannelTutorialProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-label={t(title)}>
      <Title order={2} size="h5">
        {t(title)}
      </Title>
      <List type="ordered" size="sm" spacing={6}>
        {steps.map((step) => (
          <List.Item key={step}>
            <Text size="sm">{t(step)}</Text>
            {step === urlStep && (
              <Group gap="xs" mt={4} wrap="nowrap" align="flex-start">
                <Code style={{ wordBreak: 'break-all' }}>{webhookUrl}</Code>
                <CopyText value={webhookUrl} label={t('channels.copyWebhookUrl')} />
              </Group>
            )}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
