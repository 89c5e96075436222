// Query.qaGroupsCsv: the bot's Q&A list as the backend exports it (group,question,answer and each group's settings), for the console to download.
import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const qaGroupsCsv: NonNullable<QueryResolvers['qaGroupsCsv']> = (_parent, { botId }, { dataSources }) => dataSources.qa.exportCsv(botId);
