// Mutation.updateChatbot: saves a bot's basic settings.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { modifyChatbotSchema } from '../../../schema/rules/validation';
import { botBasicBody } from '../../botBasicInput';
import { parseInput } from '../../validation';

export const updateChatbot: NonNullable<MutationResolvers['updateChatbot']> = async (_parent, { input }, { dataSources, loaders }) => {
  const body = parseInput(modifyChatbotSchema, {
    ...botBasicBody(input),
    ...(input.expectedUpdatedAt && { expected_updated_at: input.expectedUpdatedAt }),
  });
  const updated = await dataSources.chatbot.modifyChatbot(input.id, body);
  loaders.chatbotById.clear(input.id).prime(input.id, updated);
  return { chatbot: updated };
};
