// Mutation.updateChatbotTools: saves a bot's tool modules and answers with the whole bot, which the
// tools endpoint does not return, so the detail is read again afterwards.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { toolsSchema } from '../../../schema/rules/validation';
import { bffError } from '../../errors';
import { parseInput } from '../../validation';

export const updateChatbotTools: NonNullable<MutationResolvers['updateChatbotTools']> = async (_parent, { input }, { dataSources, loaders }) => {
  const tools = parseInput(toolsSchema, input.tools);
  await dataSources.chatbot.updateTools(input.id, tools);
  const updated = await loaders.chatbotById.clear(input.id).load(input.id);
  // Deleted between the two calls: say so rather than answer a bot that is gone.
  if (!updated) throw bffError('BOT_NOT_FOUND');
  return { chatbot: updated };
};
