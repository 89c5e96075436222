// /third-party/{botId}/…: the owner reads and saves the bot's third-party webhook settings (the secret only as a hint).
import { thirdPartySettingsSchema } from '../../../schema/rules/channel-settings';
import { ownedBotOf } from '../../chatbots/owned-chatbot';
import { defineRoute, type RouteGroup } from '../../http/route';
import { thirdPartySettings, updateThirdPartySettings } from './other-settings.service';

export const thirdPartySettingsRoutes: RouteGroup = {
  prefix: '/third-party',
  routes: [
    defineRoute({
      method: 'get',
      path: '/:botId/settings',
      summary: "The bot's third-party webhook settings: webhook URL, whether the secret is set (last four characters), callback URL, the last delivery error",
      session: true,
      bot: true,
      answer: { status: 200, description: 'Settings', schema: 'ThirdPartySettings' },
      handler: ({ ctx, res }) => thirdPartySettings(ctx, ownedBotOf(res)),
    }),
    defineRoute({
      method: 'put',
      path: '/:botId/update-data',
      summary: 'Save the third-party webhook settings',
      description: 'The secret (at least 16 characters) is required while none is stored; left out, it keeps the stored one. callback_url null or blank clears it; left out, it keeps the stored one.',
      session: true,
      bot: true,
      body: thirdPartySettingsSchema,
      answer: { status: 200, description: 'Saved settings', schema: 'ThirdPartySettings' },
      handler: ({ ctx, res, body }) => updateThirdPartySettings(ctx, ownedBotOf(res), body),
    }),
  ],
};
