// Query.facebookSettings: the bot's Facebook Messenger channel settings, with its secrets as hints only.
import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const facebookSettings: NonNullable<QueryResolvers['facebookSettings']> = (_parent, { botId }, { dataSources }) => dataSources.facebook.getSettings(botId);
