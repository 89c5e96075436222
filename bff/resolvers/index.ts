// Every resolver, one file per root field and per type, assembled into the map makeExecutableSchema takes.
import type { Resolvers } from '../__generated__/resolvers-types';
import { createQuestionnaire } from './Mutation/createQuestionnaire';
import { deleteQuestionnaire } from './Mutation/deleteQuestionnaire';
import { updateQuestionnaire } from './Mutation/updateQuestionnaire';
import { questionnaireResponses } from './Query/questionnaireResponses';
import { questionnaires } from './Query/questionnaires';
import { Account } from './Account';
import { AnswerSettings } from './AnswerSettings';
import { AutoFaqCandidate } from './AutoFaqCandidate';
import { AutoFaqData } from './AutoFaqData';
import { AutoFaqFile } from './AutoFaqFile';
import { AutoFaqTestResult } from './AutoFaqTestResult';
import { EntityData, EntityFile, entityMutations, entityQueries } from './entities';
import { AutoQaData } from './AutoQaData';
import { BatchTestComparison, BatchTestProgress, BatchTestRow, BatchTestRowChange, BatchTestRowOutcome, BatchTestRun, BatchTestRunList, BatchTestSummary, BatchTestWrongMatch } from './BatchTestTypes';
import { Chatbot } from './Chatbot';
import { DeliveryError } from './DeliveryError';
import { FacebookSettings } from './FacebookSettings';
import { AnswerOutcomes, HistoryExchange, HistoryExchangePage, Recommendation, RecommendationPage, SuggestedGroup, TopQuestion, UnhandledQuestion, UnhandledTheme, UsageTiles, UserStats } from './HistoryTypes';
import { KnowledgeFile } from './KnowledgeFile';
import { LineSettings } from './LineSettings';
import { SetLineWebhookUrlPayload, TestLineWebhookPayload } from './LineWebhookAnswers';
import { Plan } from './Plan';
import { PromptOptimization } from './PromptOptimization';
import { PromptOptimizationStatus } from './PromptOptimizationStatus';
import { QaGroup } from './QaGroup';
import { QaGroupPage } from './QaGroupPage';
import { RetrievalTestResult } from './RetrievalTestResult';
import { RetrievedChunk } from './RetrievedChunk';
import { SecretHint } from './SecretHint';
import { ThirdPartySettings } from './ThirdPartySettings';
import { TrainingJob } from './TrainingJob';
import { TrainingStatus } from './TrainingStatus';
import { UserConfig } from './UserConfig';
import { WebPluginSettings } from './WebPluginSettings';
import { Topic, TopicData, TopicGroup } from './TopicTypes';
import { topics } from './Query/topics';
import { createTopic } from './Mutation/createTopic';
import { updateTopic } from './Mutation/updateTopic';
import { deleteTopic } from './Mutation/deleteTopic';
import { setTopicGroups } from './Mutation/setTopicGroups';
import { reorderTopics } from './Mutation/reorderTopics';
import { setTopicMenuKeyword } from './Mutation/setTopicMenuKeyword';
import { addBatchTestRowToQa } from './Mutation/addBatchTestRowToQa';
import { addExchangeToQa } from './Mutation/addExchangeToQa';
import { applyPromptOptimization } from './Mutation/applyPromptOptimization';
import { createChatbot } from './Mutation/createChatbot';
import { createChatbotFromTemplate } from './Mutation/createChatbotFromTemplate';
import { chatbotTemplates } from './Query/chatbotTemplates';
import { ChatbotTemplate, TemplateRule } from './ChatbotTemplate';
import { createQaGroup } from './Mutation/createQaGroup';
import { deleteAutoFaqFile } from './Mutation/deleteAutoFaqFile';
import { deleteChatbot } from './Mutation/deleteChatbot';
import { deleteKnowledgeFile } from './Mutation/deleteKnowledgeFile';
import { deleteQaGroup } from './Mutation/deleteQaGroup';
import { discardPromptOptimization } from './Mutation/discardPromptOptimization';
import { importQaGroups } from './Mutation/importQaGroups';
import { confirmEmail } from './Mutation/confirmEmail';
import { login } from './Mutation/login';
import { completeSignIn } from './Mutation/completeSignIn';
import { startSignIn } from './Mutation/startSignIn';
import { logout } from './Mutation/logout';
import { pauseBatchTest } from './Mutation/pauseBatchTest';
import { runBatchTestAgain } from './Mutation/runBatchTestAgain';
import { register } from './Mutation/register';
import { requestPasswordReset } from './Mutation/requestPasswordReset';
import { resendConfirmation } from './Mutation/resendConfirmation';
import { resetPassword } from './Mutation/resetPassword';
import { updateProfile } from './Mutation/updateProfile';
import { changePassword } from './Mutation/changePassword';
import { changePlan } from './Mutation/changePlan';
import { removeWebPluginIcon } from './Mutation/removeWebPluginIcon';
import { resumeBatchTest } from './Mutation/resumeBatchTest';
import { retryKnowledgeFile } from './Mutation/retryKnowledgeFile';
import { saveRecommendation } from './Mutation/saveRecommendation';
import { sendTestMessage } from './Mutation/sendTestMessage';
import { setLineWebhookUrl } from './Mutation/setLineWebhookUrl';
import { setAutoFaqFileActive } from './Mutation/setAutoFaqFileActive';
import { setIntegrationActive } from './Mutation/setIntegrationActive';
import { setKnowledgeFileActive } from './Mutation/setKnowledgeFileActive';
import { startBatchTest } from './Mutation/startBatchTest';
import { startPromptOptimization } from './Mutation/startPromptOptimization';
import { startTraining } from './Mutation/startTraining';
import { stopBatchTest } from './Mutation/stopBatchTest';
import { testAutoFaq } from './Mutation/testAutoFaq';
import { testLineWebhook } from './Mutation/testLineWebhook';
import { testRetrieval } from './Mutation/testRetrieval';
import { updateAutoQaData } from './Mutation/updateAutoQaData';
import { updateAnswerSettings } from './Mutation/updateAnswerSettings';
import { updateChatbot } from './Mutation/updateChatbot';
import { updateChatbotTools } from './Mutation/updateChatbotTools';
import { updateFacebookSettings } from './Mutation/updateFacebookSettings';
import { updateLineSettings } from './Mutation/updateLineSettings';
import { updateQaGroup } from './Mutation/updateQaGroup';
import { updateThirdPartySettings } from './Mutation/updateThirdPartySettings';
import { updateWebPluginSettings } from './Mutation/updateWebPluginSettings';
import { uploadAutoFaqFile } from './Mutation/uploadAutoFaqFile';
import { uploadKnowledgeFiles } from './Mutation/uploadKnowledgeFiles';
import { uploadWebPluginIcon } from './Mutation/uploadWebPluginIcon';
import { answerSettings } from './Query/answerSettings';
import { autoFaq } from './Query/autoFaq';
import { autoQa } from './Query/autoQa';
import { batchTestComparison } from './Query/batchTestComparison';
import { batchTestResults } from './Query/batchTestResults';
import { batchTestRowLikelyGroups } from './Query/batchTestRowLikelyGroups';
import { batchTestRun } from './Query/batchTestRun';
import { batchTestRuns } from './Query/batchTestRuns';
import { chatbot } from './Query/chatbot';
import { chatbots } from './Query/chatbots';
import { facebookSettings } from './Query/facebookSettings';
import { health } from './Query/health';
import { historyExchanges } from './Query/historyExchanges';
import { integrations } from './Query/integrations';
import { likelyGroups } from './Query/likelyGroups';
import { lineSettings } from './Query/lineSettings';
import { me } from './Query/me';
import { plans } from './Query/plans';
import { planSelfService } from './Query/planSelfService';
import { signInProviders } from './Query/signInProviders';
import { promptOptimization } from './Query/promptOptimization';
import { qaGroup } from './Query/qaGroup';
import { qaGroups } from './Query/qaGroups';
import { qaGroupsCsv } from './Query/qaGroupsCsv';
import { recommendations } from './Query/recommendations';
import { thirdPartySettings } from './Query/thirdPartySettings';
import { training } from './Query/training';
import { unhandledThemes } from './Query/unhandledThemes';
import { userConfig } from './Query/userConfig';
import { userStats } from './Query/userStats';
import { webPluginSettings } from './Query/webPluginSettings';
import { batchTestProgress } from './Subscription/batchTestProgress';
import { knowledgeIngestProgress } from './Subscription/knowledgeIngestProgress';
import { promptOptimizationProgress } from './Subscription/promptOptimizationProgress';
import { sessionEvents } from './Subscription/sessionEvents';
import { trainingProgress } from './Subscription/trainingProgress';

export const resolvers: Resolvers = {
  Query: {
    health,
    me,
    signInProviders,
    chatbots,
    chatbotTemplates,
    chatbot,
    userConfig,
    qaGroups,
    qaGroup,
    qaGroupsCsv,
    training,
    answerSettings,
    integrations,
    webPluginSettings,
    autoQa,
    autoFaq,
    topics,

    ...entityQueries,
    promptOptimization,
    lineSettings,
    facebookSettings,
    thirdPartySettings,
    historyExchanges,
    likelyGroups,
    recommendations,
    userStats,
    unhandledThemes,
    plans,
    planSelfService,
    batchTestRuns,
    batchTestRun,
    batchTestResults,
    batchTestComparison,
    batchTestRowLikelyGroups,
    questionnaires,
    questionnaireResponses,
  },
  Mutation: {
    createQuestionnaire,
    updateQuestionnaire,
    deleteQuestionnaire,
    register,
    login,
    startSignIn,
    completeSignIn,
    logout,
    confirmEmail,
    resendConfirmation,
    requestPasswordReset,
    resetPassword,
    createChatbot,
    createChatbotFromTemplate,
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
    updateWebPluginSettings,
    uploadWebPluginIcon,
    removeWebPluginIcon,
    uploadKnowledgeFiles,
    setKnowledgeFileActive,
    deleteKnowledgeFile,
    retryKnowledgeFile,
    updateAutoQaData,
    testRetrieval,
    uploadAutoFaqFile,
    setAutoFaqFileActive,
    deleteAutoFaqFile,
    testAutoFaq,
    createTopic,
    updateTopic,
    deleteTopic,
    setTopicGroups,
    reorderTopics,
    setTopicMenuKeyword,

    ...entityMutations,
    startPromptOptimization,
    applyPromptOptimization,
    discardPromptOptimization,
    updateLineSettings,
    setLineWebhookUrl,
    testLineWebhook,
    updateFacebookSettings,
    updateThirdPartySettings,
    addExchangeToQa,
    saveRecommendation,
    updateProfile,
    changePassword,
    changePlan,
    startBatchTest,
    runBatchTestAgain,
    pauseBatchTest,
    resumeBatchTest,
    stopBatchTest,
    addBatchTestRowToQa,
  },
  Subscription: { sessionEvents, trainingProgress, knowledgeIngestProgress, promptOptimizationProgress, batchTestProgress },
  Account,
  Plan,
  Chatbot,
  ChatbotTemplate,
  TemplateRule,
  KnowledgeFile,
  UserConfig,
  QaGroup,
  QaGroupPage,
  TrainingJob,
  TrainingStatus,
  AnswerSettings,
  WebPluginSettings,
  AutoQaData,
  RetrievedChunk,
  RetrievalTestResult,
  AutoFaqFile,
  AutoFaqData,
  TopicData,
  Topic,
  TopicGroup,
  AutoFaqCandidate,
  AutoFaqTestResult,
  EntityFile,
  EntityData,
  PromptOptimization,
  PromptOptimizationStatus,
  SecretHint,
  DeliveryError,
  LineSettings,
  SetLineWebhookUrlPayload,
  TestLineWebhookPayload,
  FacebookSettings,
  ThirdPartySettings,
  HistoryExchange,
  HistoryExchangePage,
  Recommendation,
  RecommendationPage,
  UserStats,
  UsageTiles,
  AnswerOutcomes,
  UnhandledQuestion,
  TopQuestion,
  UnhandledTheme,
  SuggestedGroup,
  BatchTestRun,
  BatchTestSummary,
  BatchTestWrongMatch,
  BatchTestRunList,
  BatchTestRow,
  BatchTestComparison,
  BatchTestRowChange,
  BatchTestRowOutcome,
  BatchTestProgress,
};
