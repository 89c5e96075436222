// TrainingJob fields from the backend's TrainingJobDTO; the state turns from its lower-case word into the enum.
import type { TrainingJobResolvers } from '../__generated__/resolvers-types';
import { trainingStateOf } from '../enums';

export const TrainingJob: TrainingJobResolvers = {
  id: (job) => job.job_id,
  state: (job) => trainingStateOf(job.state),
  groupCount: (job) => job.group_count,
  createdAt: (job) => job.created_at,
  startedAt: (job) => job.started_at,
  finishedAt: (job) => job.finished_at,
};
