// /facebook/{botId}/…: the owner reads and saves the bot's Messenger settings (secrets only as hints).
import { facebookSettingsSchema } from '../../../schema/rules/channel-settings';
import { ownedBotOf } from '../../chatbots/owned-chatbot';
import { defineRoute, type RouteGroup } from '../../http/route';
import { facebookSettings, updateFacebookSettings } from './fb-settings.service';

export const facebookSettingsRoutes: RouteGroup = {
  prefix: '/facebook',
  routes: [
    defineRoute({
      method: 'get',
      path: '/:botId/facebook-webhook-service',
      summary: "The bot's Messenger settings: webhook URL, whether each secret is set (last four characters), human agents, the last delivery error",
      session: true,
      bot: true,
      answer: { status: 200, description: 'Settings', schema: 'FacebookSettings' },
      handler: ({ ctx, res }) => facebookSettings(ctx, ownedBotOf(res)),
    }),
    defineRoute({
      method: 'put',
      path: '/:botId/update-data',
      summary: 'Save the Messenger settings',
      description: 'A secret left out keeps the stored one; each is required while none is stored. Human agent names are trimmed and deduplicated.',
      session: true,
      bot: true,
      body: facebookSettingsSchema,
      answer: { status: 200, description: 'Saved settings', schema: 'FacebookSettings' },
      handler: ({ ctx, res, body }) => updateFacebookSettings(ctx, ownedBotOf(res), body),
    }),
  ],
};
