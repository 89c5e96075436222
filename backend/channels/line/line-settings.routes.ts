// The owner's LINE settings routes: /line/{botId}/… (settings) and /webhook/line/webhook/… (calls to LINE about the
// webhook, naming the bot in the body). Served behind the session; the bot must be the account's.
import { lineSettingsSchema } from '../../../schema/rules/channel-settings';
import { lineWebhookCallSchema } from '../../../schema/rules/validation';
import { ownedBotOf, requireOwnedChatbot } from '../../chatbots/owned-chatbot';
import { signedIn } from '../../http/require-session';
import { defineRoute, type RouteGroup } from '../../http/route';
import { lineSettings, setLineWebhookUrl, testLineWebhook, updateLineSettings } from './line-settings.service';

const lineErrors = ['PLATFORM_UNREACHABLE'] as const;

/** How a refusal by LINE answers (schema/rules/line-webhook-answers.ts). */
const LINE_REFUSAL =
  "LINE's refusal answers VALIDATION_FAILED (url_rejected, token_rejected, refused) or PLATFORM_UNREACHABLE (rate_limited, platform_error, timeout, unreachable) with `values`: `refusal` (the code), `status` or `seconds` where it has one, and `detail`, LINE's own words without a token or any URL past its origin.";

export const lineSettingsRoutes: RouteGroup[] = [
  {
    prefix: '/line',
    routes: [
      defineRoute({
        method: 'get',
        path: '/:botId/line-webhook-service',
        summary: "The bot's LINE settings: webhook URL, secrets as hints, human agents, quiet minutes, last delivery error",
        session: true,
        bot: true,
        answer: { status: 200, description: 'LINE settings', schema: 'LineSettings' },
        handler: ({ ctx, res }) => lineSettings(ctx, ownedBotOf(res)),
      }),
      defineRoute({
        method: 'put',
        path: '/:botId/update-data',
        summary: "Save the bot's LINE settings",
        description: 'A secret left out keeps the stored one; the channel access token is required while none is stored. Secrets are never answered.',
        session: true,
        bot: true,
        body: lineSettingsSchema,
        answer: { status: 200, description: 'Saved settings', schema: 'LineSettings' },
        handler: ({ ctx, res, body }) => updateLineSettings(ctx, ownedBotOf(res), body),
      }),
    ],
  },
  {
    prefix: '/webhook/line/webhook',
    routes: [
      defineRoute({
        method: 'put',
        path: '/set-webhook-url/',
        summary: "Set the bot's webhook URL on LINE with its stored channel access token",
        description: LINE_REFUSAL,
        session: true,
        body: lineWebhookCallSchema,
        answer: { status: 200, description: "LINE's answer", schema: 'LineSetWebhook' },
        errors: ['BOT_NOT_FOUND', ...lineErrors],
        handler: async ({ ctx, res, body }) => setLineWebhookUrl(ctx, await requireOwnedChatbot(ctx.db, signedIn(res).account, body.chatbot_id)),
      }),
      defineRoute({
        method: 'post',
        path: '/test/',
        summary: "Have LINE call the bot's webhook and answer what it saw",
        description: `The answer's \`code\` says what LINE's test found. ${LINE_REFUSAL}`,
        session: true,
        body: lineWebhookCallSchema,
        answer: { status: 200, description: "LINE's answer", schema: 'LineWebhookTest' },
        errors: ['BOT_NOT_FOUND', ...lineErrors],
        handler: async ({ ctx, res, body }) => testLineWebhook(ctx, await requireOwnedChatbot(ctx.db, signedIn(res).account, body.chatbot_id)),
      }),
    ],
  },
];
