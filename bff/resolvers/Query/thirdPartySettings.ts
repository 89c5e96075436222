// Query.thirdPartySettings: the bot's third-party channel settings, with its secret as a hint only.
import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const thirdPartySettings: NonNullable<QueryResolvers['thirdPartySettings']> = (_parent, { botId }, { dataSources }) => dataSources.thirdParty.getSettings(botId);
