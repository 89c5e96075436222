// Query.qaGroup: one Q&A group, or null when it or its bot is not the caller's (the backend answers both as not found).
import type { QueryResolvers } from '../../__generated__/resolvers-types';

export const qaGroup: NonNullable<QueryResolvers['qaGroup']> = (_parent, { botId, id }, { loaders }) => loaders.qaGroupById.load({ botId, groupId: id });
