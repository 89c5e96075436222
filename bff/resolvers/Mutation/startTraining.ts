// Mutation.startTraining: queues a training run of the bot's Q&A list; TRAINING_IN_PROGRESS while one runs.
import type { MutationResolvers } from '../../__generated__/resolvers-types';

export const startTraining: NonNullable<MutationResolvers['startTraining']> = async (_parent, { input }, { dataSources }) => ({
  job: await dataSources.qa.startTraining(input.botId),
});
