// /chatbot/{botId}/integrations: the owner lists a bot's channels and turns them on or off.
import { z } from 'zod';
import { integrationToggleSchema, platformSchema } from '../../schema/rules/validation';
import { ownedBotOf } from '../chatbots/owned-chatbot';
import { signedIn } from '../http/require-session';
import { defineRoute, type Route } from '../http/route';
import { changeIntegration, chatbotIntegrations } from './integrations.service';

const platformParamsSchema = z.object({ platform: platformSchema });

/** Served under /chatbot, next to the chatbot routes. */
export const integrationRoutes: Route[] = [
  defineRoute({
    method: 'get',
    path: '/:botId/integrations',
    summary: "The bot's channels and its vendor id",
    session: true,
    bot: true,
    answer: { status: 200, description: 'Channels', schema: 'IntegrationList' },
    handler: ({ ctx, res }) => chatbotIntegrations(ctx, signedIn(res).account, ownedBotOf(res)),
  }),
  defineRoute({
    method: 'put',
    path: '/:botId/integrations/:platform',
    summary: 'Turn a channel on or off',
    session: true,
    bot: true,
    params: platformParamsSchema,
    body: integrationToggleSchema,
    answer: { status: 200, description: 'Changed', schema: 'Integration' },
    errors: ['PLAN_UNAVAILABLE'],
    handler: ({ ctx, res, params, body }) => changeIntegration(ctx, signedIn(res).account, ownedBotOf(res), params.platform, body.active),
  }),
];
