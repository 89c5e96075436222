// Mutation.addBatchTestRowToQa: a run row's question becomes a new group (with its answer) or a phrasing of a group,
// checked with the shared addToQaSchema first. The group as it now is replaces any cached copy.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { addToQaSchema } from '../../../schema/rules/history';
import { parseInput } from '../../validation';

export const addBatchTestRowToQa: NonNullable<MutationResolvers['addBatchTestRowToQa']> = async (_parent, { input }, { dataSources, loaders }) => {
  const body = parseInput(addToQaSchema, { group_id: input.groupId ?? undefined, answer: input.answer ?? undefined });
  const group = await dataSources.batchTest.addRowToQa(input.botId, input.runId, input.position, body);
  loaders.qaGroupById.clear({ botId: input.botId, groupId: group.group_id }).prime({ botId: input.botId, groupId: group.group_id }, group);
  return { qaGroup: group };
};
