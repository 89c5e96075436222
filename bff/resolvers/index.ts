// Every resolver, one file per root field and per type, assembled into the map makeExecutableSchema takes.
import type { Resolvers } from '../__generated__/resolvers-types';
import { Account } from './Account';
import { Chatbot } from './Chatbot';
import { KnowledgeFile } from './KnowledgeFile';
import { Plan } from './Plan';
import { UserConfig } from './UserConfig';
import { createChatbot } from './Mutation/createChatbot';
import { deleteChatbot } from './Mutation/deleteChatbot';
import { login } from './Mutation/login';
import { logout } from './Mutation/logout';
import { register } from './Mutation/register';
import { updateChatbot } from './Mutation/updateChatbot';
import { updateChatbotTools } from './Mutation/updateChatbotTools';
import { chatbot } from './Query/chatbot';
import { chatbots } from './Query/chatbots';
import { health } from './Query/health';
import { me } from './Query/me';
import { userConfig } from './Query/userConfig';
import { sessionEvents } from './Subscription/sessionEvents';

export const resolvers: Resolvers = {
  Query: { health, me, chatbots, chatbot, userConfig },
  Mutation: { register, login, logout, createChatbot, updateChatbot, updateChatbotTools, deleteChatbot },
  Subscription: { sessionEvents },
  Account,
  Plan,
  Chatbot,
  KnowledgeFile,
  UserConfig,
};
