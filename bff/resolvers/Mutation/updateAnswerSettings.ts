// Mutation.updateAnswerSettings: saves the bot's matching thresholds and, when given, its synonym sets and off-topic
// switch, checked with the shared answerSettingsSchema.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { answerSettingsSchema } from '../../../schema/rules/validation';
import { parseInput } from '../../validation';

export const updateAnswerSettings: NonNullable<MutationResolvers['updateAnswerSettings']> = async (_parent, { input }, { dataSources }) => {
  const body = parseInput(answerSettingsSchema, {
    answer_threshold: input.answerThreshold,
    suggest_threshold: input.suggestThreshold,
    max_suggestions: input.maxSuggestions,
    // Left out (or null) keeps the bot's sets; an empty list clears them.
    ...(input.synonyms != null && { synonyms: input.synonyms }),
    ...(input.offTopicFilter != null && { off_topic_filter: input.offTopicFilter }),
  });
  return { answerSettings: await dataSources.qa.updateAnswerSettings(input.botId, body) };
};
