// AnswerSettings fields from the backend's AnswerSettingsDTO.
import type { AnswerSettingsResolvers } from '../__generated__/resolvers-types';

export const AnswerSettings: AnswerSettingsResolvers = {
  answerThreshold: (settings) => settings.answer_threshold,
  suggestThreshold: (settings) => settings.suggest_threshold,
  maxSuggestions: (settings) => settings.max_suggestions,
  synonyms: (settings) => settings.synonyms,
  offTopicFilter: (settings) => settings.off_topic_filter,
};
