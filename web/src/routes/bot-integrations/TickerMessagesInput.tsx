// The news ticker messages of the widget: one input per message, added and removed in place, at most
// WEB_TICKER_MAX_MESSAGES. §5: every message must be filled, which the shared schema checks on save.
import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WEB_TICKER_MAX_CHARS, WEB_TICKER_MAX_MESSAGES } from '../../../../schema/rules';
import type { WebPluginForm } from './web-plugin-form';

export function TickerMessagesInput({ form }: { form: WebPluginForm }) {
  const { t } = useTranslation();
  const messages = form.values.ticker_messages;
  const full = messages.length >= WEB_TICKER_MAX_MESSAGES;
  return (
    <Fieldset variant="unstyled" legend={t('webPlugin.ticker.title')}>
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          {t('webPlugin.ticker.help', { max: WEB_TICKER_MAX_MESSAGES })}
        </Text>
        {messages.map((_, index) => (
          <Group key={index} align="flex-start" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('webPlugin.ticker.message', { n: index + 1 })}
              maxLength={WEB_TICKER_MAX_CHARS}
              {...form.getInputProps(`ticker_messages.${index}`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={24}
              aria-label={t('webPlugin.ticker.remove', { n: index + 1 })}
              onClick={() => form.removeListItem('ticker_messages', index)}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        {typeof form.errors.ticker_messages === 'string' && (
          <Text c="red" size="sm" role="alert">
            {form.errors.ticker_messages}
          </Text>
        )}
        <Button variant="light" size="xs" w="fit-content" disabled={full} onClick={() => form.insertListItem('ticker_messages', '')}>
          {t('webPlugin.ticker.add')}
        </Button>
      </Stack>
    </Fieldset>
  );
}
