// Mutation.testLineWebhook: the backend asks LINE to call the channel's webhook once; LINE's answer passes on as it is.
import type { MutationResolvers } from '../../__generated__/resolvers-types';

export const testLineWebhook: NonNullable<MutationResolvers['testLineWebhook']> = (_parent, { input }, { dataSources }) => dataSources.line.testWebhook(input.botId);
