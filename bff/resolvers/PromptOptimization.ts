// PromptOptimization fields from the backend's OptimizationJobDTO; state and decision are already the enums' words.
import type { PromptOptimizationResolvers } from '../__generated__/resolvers-types';

export const PromptOptimization: PromptOptimizationResolvers = {
  id: (job) => job.job_id,
  rowCount: (job) => job.row_count,
  beforeScore: (job) => job.before_score,
  afterScore: (job) => job.after_score,
  proposedPrompt: (job) => job.proposed_prompt,
  createdAt: (job) => job.created_at,
  finishedAt: (job) => job.finished_at,
};
