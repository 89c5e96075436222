// Query.integrations: the bot's channels and whether each is on and in the plan.
import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const integrations: NonNullable<QueryResolvers['integrations']> = async (_parent, { botId }, { dataSources }) => {
  const list = await dataSources.integration.listIntegrations(botId);
  return list.integrations;
};
