// PromptOptimizationStatus fields from the backend's OptimizationStatusDTO, which Query.promptOptimization
// returns with its bot id added (BotOptimizationStatus).
import type { PromptOptimizationStatusResolvers } from '../__generated__/resolvers-types';
import type { BotOptimizationStatus } from '../datasources/OptimizationAPI';

export const PromptOptimizationStatus: PromptOptimizationStatusResolvers = {
  botId: (status) => (status as BotOptimizationStatus).chatbot_id,
  optimization: (status) => status.job,
  dailyLimit: (status) => status.daily_limit,
  usedToday: (status) => status.used_today,
  llmConfigured: (status) => status.llm_configured,
};
