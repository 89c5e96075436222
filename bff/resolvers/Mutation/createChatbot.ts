// Mutation.createChatbot: checks the wizard's input with the shared schema, decodes the base64 files
// and sends the backend's multipart create.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { createChatbotPayloadSchema } from '../../../schema/rules/validation';
import { decodeUpload, uploadIssues } from '../../uploads';
import { botBasicBody } from '../../botBasicInput';
import { parseInput } from '../../validation';

export const createChatbot: NonNullable<MutationResolvers['createChatbot']> = async (_parent, { input }, { dataSources, loaders }) => {
  const files = input.files ?? [];
  const payload = parseInput(createChatbotPayloadSchema, {
    ...botBasicBody(input),
    scenario: input.scenario,
    tools: input.tools,
    agent_prompt: input.agentPrompt ?? undefined,
    sgw_vendor: input.sgwVendor ?? undefined,
  }, files.flatMap((file, index) => uploadIssues(file, `files.${index}`)));
  const created = await dataSources.chatbot.createChatbot(payload, files.map((file) => decodeUpload(file)));
  loaders.chatbotById.prime(created.chatbot_id, created);
  return { chatbot: created };
};
