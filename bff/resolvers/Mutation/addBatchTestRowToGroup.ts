// Mutation.addBatchTestRowToGroup: a run row's question becomes a phrasing of one of the bot's groups, checked with
// the shared schema first. The group as it now is replaces any cached copy.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { batchTestAddToGroupSchema } from '../../../schema/rules/batch-test';
import { parseInput } from '../../validation';

export const addBatchTestRowToGroup: NonNullable<MutationResolvers['addBatchTestRowToGroup']> = async (_parent, { input }, { dataSources, loaders }) => {
  const body = parseInput(batchTestAddToGroupSchema, { group_id: input.groupId });
  const group = await dataSources.batchTest.addRowToGroup(input.botId, input.runId, input.position, body.group_id);
  loaders.qaGroupById.clear({ botId: input.botId, groupId: group.group_id }).prime({ botId: input.botId, groupId: group.group_id }, group);
  return { qaGroup: group };
};
