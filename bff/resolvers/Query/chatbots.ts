// Query.chatbots: the account's chatbots; each is primed into the loader so a later chatbot(id) is free.
import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const chatbots: NonNullable<QueryResolvers['chatbots']> = async (_parent, _args, { dataSources, loaders }) => {
  const { chatbots: list } = await dataSources.chatbot.listChatbots();
  for (const bot of list) loaders.chatbotById.prime(bot.chatbot_id, bot);
  return list;
};
