// Mutation.setIntegrationActive: turns one of the bot's channels on or off; PLAN_UNAVAILABLE when the plan lacks it.
import type { MutationResolvers } from '../../__generated__/resolvers-types';

export const setIntegrationActive: NonNullable<MutationResolvers['setIntegrationActive']> = async (_parent, { input }, { dataSources }) => ({
  integration: await dataSources.integration.setIntegrationActive(input.botId, input.platform, input.active),
});
