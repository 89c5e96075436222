// TrainingStatus fields from the backend's TrainingStatusDTO.
import type { TrainingStatusResolvers } from '../__generated__/resolvers-types';

export const TrainingStatus: TrainingStatusResolvers = {
  trainedAt: (status) => status.trained_at,
  trainedGroupCount: (status) => status.trained_group_count,
  groupCount: (status) => status.group_count,
  untrainedChanges: (status) => status.untrained_changes,
};
