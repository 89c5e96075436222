// Every resolver, one file per root field and per type, assembled into the map makeExecutableSchema takes.
import type { Resolvers } from '../__generated__/resolvers-types';
import { Account } from './Account';
import { AnswerSettings } from './AnswerSettings';
import { Chatbot } from './Chatbot';
import { KnowledgeFile } from './KnowledgeFile';
import { Plan } from './Plan';
import { QaGroup } from './QaGroup';
import { QaGroupPage } from './QaGroupPage';
import { TrainingJob } from './TrainingJob';
import { TrainingStatus } from './TrainingStatus';
import { UserConfig } from './UserConfig';
import { createChatbot } from './Mutation/createChatbot';
import { createQaGroup } from './Mutation/createQaGroup';
import { deleteChatbot } from './Mutation/deleteChatbot';
import { deleteQaGroup } from './Mutation/deleteQaGroup';
import { importQaGroups } from './Mutation/importQaGroups';
import { login } from './Mutation/login';
import { logout } from './Mutation/logout';
import { register } from './Mutation/register';
import { sendTestMessage } from './Mutation/sendTestMessage';
import { setIntegrationActive } from './Mutation/setIntegrationActive';
import { startTraining } from './Mutation/startTraining';
import { updateAnswerSettings } from './Mutation/updateAnswerSettings';
import { updateChatbot } from './Mutation/updateChatbot';
import { updateChatbotTools } from './Mutation/updateChatbotTools';
import { updateQaGroup } from './Mutation/updateQaGroup';
import { answerSettings } from './Query/answerSettings';
import { chatbot } from './Query/chatbot';
import { chatbots } from './Query/chatbots';
import { health } from './Query/health';
import { integrations } from './Query/integrations';
import { me } from './Query/me';
import { qaGroup } from './Query/qaGroup';
import { qaGroups } from './Query/qaGroups';
import { qaGroupsCsv } from './Query/qaGroupsCsv';
import { training } from './Query/training';
import { userConfig } from './Query/userConfig';
import { sessionEvents } from './Subscription/sessionEvents';
import { trainingProgress } from './Subscription/trainingProgress';

export const resolvers: Resolvers = {
  Query: { health, me, chatbots, chatbot, userConfig, qaGroups, qaGroup, qaGroupsCsv, training, answerSettings, integrations },
  Mutation: {
    register,
    login,
    logout,
    createChatbot,
    updateChatbot,
    updateChatbotTools,
    deleteChatbot,
    createQaGroup,
    updateQaGroup,
    deleteQaGroup,
    importQaGroups,
    startTraining,
    updateAnswerSettings,
    setIntegrationActive,
    sendTestMessage,
  },
  Subscription: { sessionEvents, trainingProgress },
  Account,
  Plan,
  Chatbot,
  KnowledgeFile,
  UserConfig,
  QaGroup,
  QaGroupPage,
  TrainingJob,
  TrainingStatus,
  AnswerSettings,
};
