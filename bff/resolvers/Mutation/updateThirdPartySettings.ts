// Mutation.updateThirdPartySettings: checked with the shared thirdPartySettingsSchema before the backend sees it;
// a secret or callback URL left out keeps the stored one, and a null callback URL removes it.
import type { MutationResolvers } from '../../__generated__/resolvers-types';
import { thirdPartySettingsSchema } from '../../../schema/rules/channel-settings';
import { parseInput } from '../../validation';

export const updateThirdPartySettings: NonNullable<MutationResolvers['updateThirdPartySettings']> = async (_parent, { input }, { dataSources }) => {
  const body = parseInput(thirdPartySettingsSchema, {
    secret: input.secret ?? undefined,
    callback_url: input.callbackUrl === undefined ? undefined : input.callbackUrl,
  });
  return { settings: await dataSources.thirdParty.updateSettings(input.botId, body) };
};
