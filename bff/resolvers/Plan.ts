// Plan fields from the backend's PlanDTO.
import type { PlanResolvers } from '../__generated__/resolvers-types';

export const Plan: PlanResolvers = {
  botLimit: (plan) => plan.bot_limit,
  qaGroupLimit: (plan) => plan.qa_group_limit,
  dailyOptimizationLimit: (plan) => plan.daily_optimization_limit,
  batchTestRowLimit: (plan) => plan.batch_test_row_limit,
};
