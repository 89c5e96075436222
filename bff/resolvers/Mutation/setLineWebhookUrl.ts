// Mutation.setLineWebhookUrl: the backend asks LINE to use the bot's webhook URL; LINE's answer passes on as it is.
import type { MutationResolvers } from '../../__generated__/resolvers-types';

export const setLineWebhookUrl: NonNullable<MutationResolvers['setLineWebhookUrl']> = (_parent, { input }, { dataSources }) => dataSources.line.setWebhookUrl(input.botId);
