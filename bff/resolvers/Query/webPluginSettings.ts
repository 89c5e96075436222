// Query.webPluginSettings: the bot's website widget settings (defaults until the owner saves).
import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const webPluginSettings: NonNullable<QueryResolvers['webPluginSettings']> = (_parent, { botId }, { dataSources }) =>
  dataSources.webPlugin.getSettings(botId);
