// The script tag an owner pastes into their website, with a copy button, and whether the web channel is on
// (while it is off, every page gets "platform not activated").
import { Alert, Anchor, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyText } from './CopyText';

/** `<script src="{origin}{scriptPath}" data-vendor="{vendorId}" async></script>` */
export function embedSnippet(origin: string, scriptPath: string, vendorId: string): string {
  return `<script src="${origin}${scriptPath}" data-vendor="${vendorId}" async></script>`;
}

interface EmbedSnippetProps {
  /** Where people reach this product (PUBLIC_URL): the script is loaded from there by the owner's visitors. */
  publicUrl: string;
  scriptPath: string;
  vendorId: string;
  active: boolean;
  /** Sends the user to the activation switch. */
  onGoToSwitch: () => void;
}

export function EmbedSnippet({ publicUrl, scriptPath, vendorId, active, onGoToSwitch }: EmbedSnippetProps) {
  const { t } = useTranslation();
  const snippet = embedSnippet(publicUrl, scriptPath, vendorId);
  return (
    <Stack gap="xs" component="section" aria-labelledby="web-plugin-embed-title">
      <Title id="web-plugin-embed-title" order={2} size="h5">
        {t('webPlugin.embed.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('webPlugin.embed.description')}
      </Text>
      <Group align="flex-start" wrap="nowrap">
        <Code block style={{ flex: 1, wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} aria-label={t('webPlugin.embed.code')}>
          {snippet}
        </Code>
        <CopyText value={snippet} label={t('webPlugin.embed.copy')} />
      </Group>
      {active ? (
        <Text size="sm" c="teal">
          {t('webPlugin.embed.channelOn')}
        </Text>
      ) : (
        <Alert color="yellow" title={t('webPlugin.embed.channelOffTitle')}>
          <Text size="sm">{t('webPlugin.embed.channelOff')}</Text>
          <Anchor component="button" type="button" size="sm" onClick={onGoToSwitch}>
            {t('webPlugin.embed.goToSwitch')}
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}
