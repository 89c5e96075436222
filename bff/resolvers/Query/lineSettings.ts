// Query.lineSettings: the bot's LINE channel settings, with its secrets as hints only.
import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const lineSettings: NonNullable<QueryResolvers['lineSettings']> = (_parent, { botId }, { dataSources }) => dataSources.line.getSettings(botId);
