// Mutation.updateFacebookSettings: checked with the shared facebookSettingsSchema before the backend sees it; a
// secret left out keeps the stored one.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { facebookSettingsSchema } from '../../../schema/rules/channel-settings';
import { parseInput } from '../../validation';

export const updateFacebookSettings: NonNullable<MutationResolvers['updateFacebookSettings']> = async (_parent, { input }, { dataSources }) => {
  const body = parseInput(facebookSettingsSchema, {
    page_access_token: input.pageAccessToken ?? undefined,
    verify_token: input.verifyToken ?? undefined,
    app_secret: input.appSecret ?? undefined,
    human_agents: input.humanAgents,
    quiet_minutes: input.quietMinutes ?? undefined,
    ask_feedback: input.askFeedback ?? undefined,
  });
  return { settings: await dataSources.facebook.updateSettings(input.botId, body) };
};
