// Mutation.updateChatbot: saves a bot's basic settings.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { modifyChatbotSchema } from '../../../schema/rules/validation';
import { parseInput } from '../../validation';

export const updateChatbot: NonNullable<MutationResolvers['updateChatbot']> = async (_parent, { input }, { dataSources, loaders }) => {
  const body = parseInput(modifyChatbotSchema, {
    robot_name: input.name,
    greeting_msg: input.greetingMsg,
    failed_msg: input.failedMsg,
    postback_msg: input.postbackMsg ?? undefined,
    description: input.description ?? undefined,
    language: input.language,
    package: input.package,
  });
  const updated = await dataSources.chatbot.modifyChatbot(input.id, body);
  loaders.chatbotById.clear(input.id).prime(input.id, updated);
  return { chatbot: updated };
};
