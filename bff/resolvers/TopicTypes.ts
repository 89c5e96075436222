// Topic, TopicGroup and TopicData fields from the backend's topic DTOs.
import type { TopicDataResolvers, TopicGroupResolvers, TopicResolvers } from '../__generated__/resolvers-types';

export const TopicData: TopicDataResolvers = {
  botId: (data) => data.chatbot_id,
  menuKeyword: (data) => data.menu_keyword,
  effectiveMenuKeyword: (data) => data.effective_menu_keyword,
};

export const Topic: TopicResolvers = {
  id: (topic) => topic.topic_id,
  updatedAt: (topic) => topic.updated_at,
};

export const TopicGroup: TopicGroupResolvers = {
  groupId: (group) => group.group_id,
};
