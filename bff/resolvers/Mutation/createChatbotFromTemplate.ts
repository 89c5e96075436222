// Mutation.createChatbotFromTemplate: checks the basic info with the shared schema and sends the template, the bot's
// payload and the fields' values to the backend, which checks the values by the template's rules.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { createFromTemplateSchema } from '../../../schema/rules/templates';
import { botBasicBody } from '../../botBasicInput';
import { parseInput } from '../../validation';

export const createChatbotFromTemplate: NonNullable<MutationResolvers['createChatbotFromTemplate']> = async (_parent, { input }, { dataSources, loaders }) => {
  const body = parseInput(createFromTemplateSchema, {
    template_id: input.templateId,
    payload: botBasicBody(input),
    fields: Object.fromEntries(input.fields.map((field) => [field.key, field.value])),
  });
  const created = await dataSources.chatbot.createFromTemplate(body);
  loaders.chatbotById.prime(created.chatbot_id, created);
  return { chatbot: created };
};
