// Mutation.setTopicMenuKeyword: null returns to the bot language's default, '' turns the keyword off.
import type { MutationResolvers } from '../../__generated__/resolvers-types';

export const setTopicMenuKeyword: NonNullable<MutationResolvers['setTopicMenuKeyword']> = async (_parent, { input }, { dataSources }) => ({
  data: await dataSources.topics.setMenuKeyword(input.botId, input.menuKeyword ?? null),
});
