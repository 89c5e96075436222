// Mutation.deleteChatbot: deletes a bot once the backend has checked the account password.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { deleteChatbotSchema } from '../../../schema/rules/validation';
import { parseInput } from '../../validation';

export const deleteChatbot: NonNullable<MutationResolvers['deleteChatbot']> = async (_parent, { input }, { dataSources, loaders }) => {
  const { password } = parseInput(deleteChatbotSchema, { password: input.password });
  await dataSources.chatbot.deleteChatbot(input.id, password);
  loaders.chatbotById.clear(input.id);
  return { id: input.id };
};
