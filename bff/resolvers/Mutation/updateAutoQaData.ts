// Mutation.updateAutoQaData: the bot-level prompt and per-file descriptions and prompts, each prompt checked
// against the 400-token limit (schema/rules/knowledge.ts) before the backend is called.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { updateKnowledgeDataSchema } from '../../../schema/rules/knowledge';
import { parseInput } from '../../validation';

export const updateAutoQaData: NonNullable<MutationResolvers['updateAutoQaData']> = async (_parent, { input }, { dataSources }) => {
  const body = parseInput(updateKnowledgeDataSchema, {
    prompt: input.prompt ?? undefined,
    files: (input.files ?? []).map((file) => ({ file_id: file.fileId, description: file.description ?? undefined, prompt: file.prompt ?? undefined })),
  });
  return { data: await dataSources.knowledge.updateData(input.botId, body) };
};
