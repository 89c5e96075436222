// The web plugin customisation form: its values carry the shared webPluginSettingsSchema's snake_case names
// (so the zod resolver's and the server's field errors land on the right inputs) and map to the GraphQL input.
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { webPluginSettingsSchema } from '../../../../schema/rules';
import type { UpdateWebPluginSettingsInput, WebIntegrationTab_WebPluginSettingsFragment } from '../../__generated__/graphql';
import { zodResolver } from '../../forms/zod-resolver';

export type WebPluginValues = z.input<typeof webPluginSettingsSchema>;

export function valuesOfSettings(settings: WebIntegrationTab_WebPluginSettingsFragment): WebPluginValues {
  return {
    header_bg_color: settings.headerBgColor,
    header_text_color: settings.headerTextColor,
    chat_label: settings.chatLabel,
    ticker_messages: [...settings.tickerMessages],
    trusted_domains: [...settings.trustedDomains],
  };
}

/** The GraphQL input, trimmed and normalised as the schema does it. */
export function toUpdateInput(botId: string, values: WebPluginValues): UpdateWebPluginSettingsInput {
  const parsed = webPluginSettingsSchema.parse(values);
  return {
    botId,
    headerBgColor: parsed.header_bg_color,
    headerTextColor: parsed.header_text_color,
    chatLabel: parsed.chat_label,
    tickerMessages: parsed.ticker_messages,
    trustedDomains: parsed.trusted_domains,
  };
}

export function useWebPluginForm(initialValues: WebPluginValues) {
  const { t } = useTranslation();
  return useForm<WebPluginValues>({ mode: 'controlled', initialValues, validate: zodResolver<WebPluginValues>(webPluginSettingsSchema, t) });
}

export type WebPluginForm = ReturnType<typeof useWebPluginForm>;
