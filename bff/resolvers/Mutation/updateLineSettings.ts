// Mutation.updateLineSettings: checked with the shared lineSettingsSchema (a given secret not blank, human agents
// filled and distinct) before the backend sees it; a secret left out keeps the stored one.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { lineSettingsSchema } from '../../../schema/rules/channel-settings';
import { parseInput } from '../../validation';

export const updateLineSettings: NonNullable<MutationResolvers['updateLineSettings']> = async (_parent, { input }, { dataSources }) => {
  const body = parseInput(lineSettingsSchema, {
    channel_secret: input.channelSecret ?? undefined,
    channel_access_token: input.channelAccessToken ?? undefined,
    human_agents: input.humanAgents,
    quiet_minutes: input.quietMinutes ?? undefined,
    ask_feedback: input.askFeedback ?? undefined,
  });
  return { settings: await dataSources.line.updateSettings(input.botId, body) };
};
