// Query.chatbotTemplates: the built-in Q&A templates in the asked language.
import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const chatbotTemplates: NonNullable<QueryResolvers['chatbotTemplates']> = (_parent, { language }, { dataSources }) =>
  dataSources.chatbot.listTemplates(language ?? 'tw');
