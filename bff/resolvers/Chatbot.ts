// Chatbot fields from the backend's ChatbotDetailDTO; the tool flags keep their backend names.
import type { ChatbotResolvers } from '../__generated__/resolvers-types';
import { knowledgeFileFromWizard } from './KnowledgeFile';

export const Chatbot: ChatbotResolvers = {
  id: (bot) => bot.chatbot_id,
  name: (bot) => bot.robot_name,
  greetingMsg: (bot) => bot.greeting_msg,
  failedMsg: (bot) => bot.failed_msg,
  postbackMsg: (bot) => bot.postback_msg,
  agentPrompt: (bot) => bot.agent_prompt,
  sgwVendor: (bot) => bot.sgw_vendor,
  vendorId: (bot) => bot.vendor_id,
  // From the bot's channel list, which carries the backend's PUBLIC_URL (asked only when a page wants it).
  publicUrl: async (bot, _args, { dataSources }) => (await dataSources.integration.listIntegrations(bot.chatbot_id)).public_url,
  files: (bot) => bot.files.map(knowledgeFileFromWizard),
  expiredAt: (bot) => bot.expired_at,
  createdAt: (bot) => bot.created_at,
  updatedAt: (bot) => bot.updated_at,
  questionsThisWeek: (bot, _args, { loaders }) => loaders.questionsThisWeek.load(bot.chatbot_id),
};
