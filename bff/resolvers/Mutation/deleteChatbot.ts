// Mutation.deleteChatbot: deletes a bot once the backend has checked the confirmation (the account password, or the
// bot's name for an account of Google or LINE sign-in).
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { deleteChatbotSchema } from '../../../schema/rules/validation';
import { parseInput } from '../../validation';

export const deleteChatbot: NonNullable<MutationResolvers['deleteChatbot']> = async (_parent, { input }, { dataSources, loaders }) => {
  const confirmation = parseInput(deleteChatbotSchema, { password: input.password ?? undefined, confirm_name: input.confirmName ?? undefined });
  await dataSources.chatbot.deleteChatbot(input.id, confirmation);
  loaders.chatbotById.clear(input.id);
  return { id: input.id };
};
