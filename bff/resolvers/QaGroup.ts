// QaGroup fields from the backend's QaGroupDTO; the answer mode turns from its §3 code into the enum.
import type { QaGroupResolvers } from '../__generated__/resolvers-types';
import { answerModeOf } from '../enums';

export const QaGroup: QaGroupResolvers = {
  id: (group) => group.group_id,
  answerMode: (group) => answerModeOf(group.answer_mode),
  similarEnabled: (group) => group.similar_enabled,
  postbackChoices: (group) => group.postback_choices,
  createdAt: (group) => group.created_at,
  updatedAt: (group) => group.updated_at,
};
