// Mutation.createQaGroup: adds a Q&A group to a bot; the backend refuses with QA_GROUP_LIMIT_REACHED past the plan's total.
// A request key the bot has seen (the same dialog's Save again) changes the group that key made instead.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { qaGroupCreateSchema } from '../../../schema/rules/validation';
import { parseQaGroupContent } from '../../qaGroupContent';
import { parseInput } from '../../validation';

export const createQaGroup: NonNullable<MutationResolvers['createQaGroup']> = async (_parent, { input }, { dataSources, loaders }) => {
  const { request_key } = parseInput(qaGroupCreateSchema.pick({ request_key: true }), { request_key: input.requestKey ?? undefined });
  const body = { ...parseQaGroupContent(input.group), ...(request_key === undefined ? {} : { request_key }) };
  const created = await dataSources.qa.createGroup(input.botId, body);
  loaders.qaGroupById.prime({ botId: input.botId, groupId: created.group_id }, created);
  return { qaGroup: created };
};
