// Mutation.createChatbot: checks the wizard's input with the shared schema, decodes the base64 files
// and sends the backend's multipart create.
import type { MutationResolvers, UploadFileInput } from '../../__generated__/resolvers-types';
import type { FieldIssue } from '../../../schema/rules/errors';
import { createChatbotPayloadSchema, MSG } from '../../../schema/rules/validation';
import type { KnowledgeFileUpload } from '../../datasources/ChatbotAPI';
import { parseInput } from '../../validation';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Names each file that has no name or whose content is not base64. */
function fileIssues(files: readonly UploadFileInput[]): FieldIssue[] {
  return files.flatMap((file, index) => [
    ...(file.fileName.trim() === '' ? [{ field: `files.${index}.fileName`, message: MSG.required }] : []),
    ...(BASE64.test(file.base64) ? [] : [{ field: `files.${index}.base64`, message: MSG.base64 }]),
  ]);
}

function decodeFiles(files: readonly UploadFileInput[]): KnowledgeFileUpload[] {
  return files.map((file) => ({
    fileName: file.fileName,
    contentType: file.contentType || 'application/octet-stream',
    content: Buffer.from(file.base64, 'base64'),
  }));
}

export const createChatbot: NonNullable<MutationResolvers['createChatbot']> = async (_parent, { input }, { dataSources, loaders }) => {
  const files = input.files ?? [];
  const payload = parseInput(createChatbotPayloadSchema, {
    robot_name: input.name,
    greeting_msg: input.greetingMsg,
    failed_msg: input.failedMsg,
    postback_msg: input.postbackMsg ?? undefined,
    description: input.description ?? undefined,
    language: input.language,
    package: input.package,
    scenario: input.scenario,
    tools: input.tools,
    agent_prompt: input.agentPrompt ?? undefined,
    sgw_vendor: input.sgwVendor ?? undefined,
  }, fileIssues(files));
  const created = await dataSources.chatbot.createChatbot(payload, decodeFiles(files));
  loaders.chatbotById.prime(created.chatbot_id, created);
  return { chatbot: created };
};
