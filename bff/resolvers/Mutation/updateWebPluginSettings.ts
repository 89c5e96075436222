// Mutation.updateWebPluginSettings: colours, chat label, news ticker and trusted domains, checked with the
// shared webPluginSettingsSchema (every ticker message filled, domains normalised) before the backend sees them.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { webPluginSettingsSchema } from '../../../schema/rules/validation';
import { parseInput } from '../../validation';

export const updateWebPluginSettings: NonNullable<MutationResolvers['updateWebPluginSettings']> = async (_parent, { input }, { dataSources }) => {
  const body = parseInput(webPluginSettingsSchema, {
    header_bg_color: input.headerBgColor,
    header_text_color: input.headerTextColor,
    chat_label: input.chatLabel,
    ticker_messages: input.tickerMessages,
    trusted_domains: input.trustedDomains,
  });
  return { settings: await dataSources.webPlugin.updateSettings(input.botId, body) };
};
