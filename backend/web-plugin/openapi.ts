// OpenAPI pieces of the website widget: the owner's /web-plugin/{botId}/* paths and the widget's public
// /webhook/web/{vendorId}/* paths, spread into backend/openapi/document.ts.
import type { ErrorCode } from '../../schema/rules/errors';
import { LANGUAGES, WEB_CHAT_LABEL_MAX, WEB_ICON_KINDS, WEB_ICON_MAX_BYTES, WEB_ICON_TYPES, WEB_TICKER_MAX_CHARS, WEB_TICKER_MAX_MESSAGES, WEB_TRUSTED_DOMAINS_MAX } from '../../schema/rules/constants';
import { body, botErrors, botId, errors, json, object, pathParameter, refusals, secured, string } from '../openapi/builders';

const color = { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const vendorId = pathParameter('vendorId', "The bot's vendor id.");
const kind = { name: 'kind', in: 'path', required: true, schema: { enum: [...WEB_ICON_KINDS] } };
const widgetRefusals: ErrorCode[] = ['NOT_FOUND', 'PLATFORM_INACTIVE', 'DOMAIN_NOT_ALLOWED', 'RATE_LIMITED'];
const originNote =
  'Answered only while the web channel is on. With trusted domains set, the Origin of the call (else the Referer\'s origin) must match one; CORS echoes the caller\'s origin, refusals included.';

export const webPluginSchemas = {
  WebPluginSettingsBody: object({
    header_bg_color: color,
    header_text_color: color,
    chat_label: { type: 'string', maxLength: WEB_CHAT_LABEL_MAX },
    ticker_messages: { type: 'array', items: { type: 'string', minLength: 1, maxLength: WEB_TICKER_MAX_CHARS }, maxItems: WEB_TICKER_MAX_MESSAGES, description: 'Every message must be filled.' },
    trusted_domains: {
      type: 'array',
      items: { type: 'string', description: 'A host, `*.host` or `host:port`; a pasted URL is reduced to its host.' },
      maxItems: WEB_TRUSTED_DOMAINS_MAX,
      uniqueItems: true,
      description: 'Empty: any site may embed the widget.',
    },
  }),
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
  }),
};

export const webPluginPaths = {
  '/web-plugin/{botId}/settings': {
    get: { summary: "The bot's web plugin settings (defaults until saved)", security: secured, parameters: [botId], responses: { '200': json('WebPluginSettings', 'Settings'), ...errors(...botErrors) } },
    put: {
      summary: "Replace the bot's web plugin settings",
      security: secured,
      parameters: [botId],
      requestBody: body('WebPluginSettingsBody'),
      responses: { '200': json('WebPluginSettings', 'Saved'), ...errors(...botErrors, 'VALIDATION_FAILED') },
    },
  },
  '/web-plugin/{botId}/icons/{kind}': {
    put: {
      summary: 'Upload the robot or chat icon',
      description: `PNG, GIF, JPEG or SVG, told by the bytes (not the name); at most ${WEB_ICON_MAX_BYTES / 1024} KB. SVG is sanitised before it is stored.`,
      security: secured,
      parameters: [botId, kind],
      requestBody: { required: true, content: { 'multipart/form-data': { schema: object({ file: { type: 'string', contentMediaType: 'application/octet-stream' } }) } } },
      responses: { '200': json('WebPluginSettings', 'Stored'), ...errors(...botErrors, 'VALIDATION_FAILED', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE') },
    },
    delete: {
      summary: 'Go back to the built-in icon',
      security: secured,
      parameters: [botId, kind],
      responses: { '200': json('WebPluginSettings', 'Removed'), ...errors(...botErrors, 'VALIDATION_FAILED') },
    },
  },
  '/webhook/web/{vendorId}/config': {
    get: { summary: 'What the widget needs to draw itself', description: originNote, parameters: [vendorId], responses: { '200': json('WidgetConfigReply', 'Config'), ...refusals(...widgetRefusals) } },
  },
  '/webhook/web/{vendorId}': {
    post: {
      summary: 'Send a message or a chosen button from the widget; recorded with platform web',
      description: originNote,
      parameters: [vendorId],
      requestBody: body('PublicMessageBody'),
      responses: { '200': json('PublicMessageReply', 'Reply'), ...refusals('VALIDATION_FAILED', 'NOT_TRAINED', ...widgetRefusals) },
    },
  },
  '/webhook/web/{vendorId}/history': {
    post: {
      summary: "The widget user's conversation, newest last, at most 100 lines",
      description: originNote,
      parameters: [vendorId],
      requestBody: body('PublicHistoryBody'),
      responses: { '200': json('PublicHistoryReply', 'History'), ...refusals('VALIDATION_FAILED', ...widgetRefusals) },
    },
  },
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
