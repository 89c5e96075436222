// The live preview of the website widget, drawn from the form's current (unsaved) values: the open panel
// with its header, news ticker, the bot's greeting and a sample exchange, and the launcher under it.
import { Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WEB_PLUGIN_DEFAULTS } from '../../../../schema/rules';
import { WidgetIcon } from './BuiltInIcons';
import { isHexColor } from './color-contrast';
import type { WebPluginValues } from './web-plugin-form';

interface WebPluginPreviewProps {
  values: WebPluginValues;
  robotIconUrl: string | null;
  chatIconUrl: string | null;
  botName: string;
  greeting: string;
}

function Bubble({ from, children, colors }: { from: 'bot' | 'user'; children: string; colors: { bg: string; text: string } }) {
  const user = from === 'user';
  return (
    <Box
      px="sm"
      py={6}
      maw="80%"
      style={{
        alignSelf: user ? 'flex-end' : 'flex-start',
        borderRadius: 12,
        background: user ? colors.bg : 'var(--mantine-color-gray-1)',
        color: user ? colors.text : 'var(--mantine-color-black)',
        whiteSpace: 'pre-wrap',
        fontSize: 13,
      }}
    >
      {children}
    </Box>
  );
}

export function WebPluginPreview({ values, robotIconUrl, chatIconUrl, botName, greeting }: WebPluginPreviewProps) {
  const { t } = useTranslation();
  // A colour half typed stays at the last one the widget could draw: the default.
  const bg = isHexColor(values.header_bg_color) ? values.header_bg_color : WEB_PLUGIN_DEFAULTS.header_bg_color;
  const text = isHexColor(values.header_text_color) ? values.header_text_color : WEB_PLUGIN_DEFAULTS.header_text_color;
  const label = values.chat_label.trim() || botName;
  const ticker = values.ticker_messages.map((message) => message.trim()).filter(Boolean);

  return (
    <Stack component="figure" m={0} gap="sm" aria-label={t('webPlugin.preview.title')} align="flex-end">
      <Box w="100%" maw={340} style={{ borderRadius: 12, overflow: 'hidden', boxShadow: 'var(--mantine-shadow-md)', border: '1px solid var(--mantine-color-gray-3)' }}>
        <Group data-testid="preview-header" gap="xs" px="sm" py={10} wrap="nowrap" style={{ background: bg, color: text }}>
          <WidgetIcon kind="robot" url={robotIconUrl} size={28} color={text} alt={t('webPlugin.icons.robot')} />
          <Text fw={600} size="sm" c="inherit" truncate>
            {label}
          </Text>
        </Group>
        {ticker.length > 0 && (
          <Text size="xs" px="sm" py={4} bg="yellow.0" truncate aria-label={t('webPlugin.ticker.title')}>
            {ticker.join('   •   ')}
          </Text>
        )}
        <Stack gap={8} p="sm" bg="white" mih={200}>
          <Group gap={6} align="flex-start" wrap="nowrap">
            <WidgetIcon kind="robot" url={robotIconUrl} size={22} color={bg} alt="" />
            <Bubble from="bot" colors={{ bg, text }}>
              {greeting}
            </Bubble>
          </Group>
          <Bubble from="user" colors={{ bg, text }}>
            {t('webPlugin.preview.sampleQuestion')}
          </Bubble>
          <Group gap={6} align="flex-start" wrap="nowrap">
            <WidgetIcon kind="robot" url={robotIconUrl} size={22} color={bg} alt="" />
            <Bubble from="bot" colors={{ bg, text }}>
              {t('webPlugin.preview.sampleAnswer')}
            </Bubble>
          </Group>
        </Stack>
        <Text size="xs" c="dimmed" px="sm" py={8} bg="white" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          {t('webPlugin.preview.inputPlaceholder')}
        </Text>
      </Box>
      <Group data-testid="preview-launcher" gap={8} px="md" py={8} wrap="nowrap" style={{ background: bg, color: text, borderRadius: 999, boxShadow: 'var(--mantine-shadow-sm)' }}>
        <WidgetIcon kind="chat" url={chatIconUrl} size={22} color={text} alt={t('webPlugin.icons.chat')} />
        <Text size="sm" fw={600} c="inherit">
          {label}
        </Text>
      </Group>
      <Text component="figcaption" size="xs" c="dimmed">
        {t('webPlugin.preview.caption')}
      </Text>
    </Stack>
  );
}
