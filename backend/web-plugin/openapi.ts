// OpenAPI pieces of the website widget: the response shapes of the owner's settings (paths from the route table) and
// the widget's public /webhook/web/{vendorId}/* paths, described by hand because they are served outside the table.
import type { ErrorCode } from '../../schema/rules/errors';
import { LANGUAGES, WEB_ICON_KINDS, WEB_ICON_TYPES } from '../../schema/rules/constants';
import { publicHistorySchema, publicMessageSchema } from '../../schema/rules/validation';
import { feedbackOperation } from '../channels/api/openapi';
import { body, json, object, pathParameter, ref, refusals, string } from '../openapi/builders';

const color = { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const vendorId = pathParameter('vendorId', "The bot's vendor id.");
const kind = { name: 'kind', in: 'path', required: true, schema: { enum: [...WEB_ICON_KINDS] } };
const widgetRefusals: ErrorCode[] = ['NOT_FOUND', 'PLATFORM_INACTIVE', 'DOMAIN_NOT_ALLOWED', 'RATE_LIMITED'];
const originNote =
  'Answered only while the web channel is on. With trusted domains set, the Origin of the call (else the Referer\'s origin) must match one; CORS echoes the caller\'s origin, refusals included.';

export const webPluginSchemas = {
  WebPluginSettings: object({
    chatbot_id: string,
    vendor_id: string,
    active: { type: 'boolean', description: "Whether the bot's web channel is on" },
    header_bg_color: color,
    header_text_color: color,
    chat_label: string,
    ticker_messages: { type: 'array', items: string },
    trusted_domains: { type: 'array', items: string },
    robot_icon_url: { ...nullableString, description: 'Path of the uploaded icon (with ?v=), null for the built-in one' },
    chat_icon_url: nullableString,
    updated_at: { type: ['string', 'null'], format: 'date-time' },
  }),
  WidgetConfigReply: object({
    robotName: string,
    greetingMsg: string,
    failedMsg: string,
    postbackTitle: string,
    language: { enum: [...LANGUAGES] },
    chatLabel: string,
    headerBgColor: color,
    headerTextColor: color,
    tickerMessages: { type: 'array', items: string },
    robotIconUrl: nullableString,
    chatIconUrl: nullableString,
    greetingButtons: { type: 'array', items: ref('PublicButton'), description: 'Under the greeting: the topic menu button (topic:menu), only when the bot has topics.' },
  }, ['robotName', 'greetingMsg', 'failedMsg', 'postbackTitle', 'language', 'chatLabel', 'headerBgColor', 'headerTextColor', 'tickerMessages', 'robotIconUrl', 'chatIconUrl']),
};

/** The widget's public paths, served outside the route table (CORS and reply-shaped refusals). */
export const webChannelPaths = {
  '/webhook/web/{vendorId}/config': {
    get: { summary: 'What the widget needs to draw itself', description: originNote, parameters: [vendorId], responses: { '200': json('WidgetConfigReply', 'Config'), ...refusals(...widgetRefusals) } },
  },
  '/webhook/web/{vendorId}': {
    post: {
      summary: 'Send a message or a chosen button from the widget; recorded with platform web',
      description: originNote,
      parameters: [vendorId],
      requestBody: body(publicMessageSchema),
      responses: { '200': json('PublicMessageReply', 'Reply'), ...refusals('VALIDATION_FAILED', 'NOT_TRAINED', ...widgetRefusals) },
    },
  },
  '/webhook/web/{vendorId}/history': {
    post: {
      summary: "The widget user's conversation, newest last, at most 100 lines",
      description: originNote,
      parameters: [vendorId],
      requestBody: body(publicHistorySchema),
      responses: { '200': json('PublicHistoryReply', 'History'), ...refusals('VALIDATION_FAILED', ...widgetRefusals) },
    },
  },
  '/webhook/web/{vendorId}/feedback': { post: { ...feedbackOperation(originNote, widgetRefusals).post, parameters: [vendorId] } },
  '/webhook/web/{vendorId}/icons/{kind}': {
    get: {
      summary: 'An uploaded icon',
      description: 'Served with X-Content-Type-Options: nosniff and a day of caching (the ?v= of its URL changes with the bytes); SVG also with a sandboxing Content-Security-Policy.',
      parameters: [vendorId, kind],
      responses: {
        '200': { description: 'The icon', content: Object.fromEntries(WEB_ICON_TYPES.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])) },
        ...refusals('NOT_FOUND', 'RATE_LIMITED'),
      },
    },
  },
};
