// Query.chatbot(id): one of the account's chatbots, or null (the backend answers another account's bot as not found).
import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const chatbot: NonNullable<QueryResolvers['chatbot']> = (_parent, { id }, { loaders }) => loaders.chatbotById.load(id);
