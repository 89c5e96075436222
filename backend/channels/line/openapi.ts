// OpenAPI pieces of the LINE channel: the answers of its settings routes, and its webhook (served outside the route
// table, so described here).
import { LINE_WEBHOOK_TEST_RESULTS } from '../../../schema/rules/line-webhook-answers';
import { json, object, pathParameter, ref, string } from '../../openapi/builders';

const secretHint = object({ set: { type: 'boolean' }, last_four: { ...string, description: 'The last four characters; empty when not set' } });
const emptyJson = { description: 'Taken', content: { 'application/json': { schema: { type: 'object' } } } };

export const lineSchemas = {
  LineSettings: object({
    chatbot_id: string,
    webhook_url: { ...string, description: '{PUBLIC_URL}/webhook/line/{vendorId}, to set in the LINE Developers console' },
    channel_secret: secretHint,
    channel_access_token: secretHint,
    human_agents: { type: 'array', items: string },
    quiet_minutes: { type: 'integer', minimum: 0, maximum: 1440 },
    ask_feedback: { type: 'boolean', description: 'Whether an answered reply offers 👍 / 👎 quick replies that rate it' },
    last_delivery_error: ref('DeliveryError'),
  }),
  LineSetWebhook: object({ success: { type: 'boolean' }, webhook_url: string, message: string }),
  LineWebhookTest: object({
    success: { type: 'boolean' },
    code: { type: 'string', enum: [...LINE_WEBHOOK_TEST_RESULTS], description: "What LINE's test found (schema/rules/line-webhook-answers.ts); unknown for a reason LINE did not document" },
    status_code: { type: 'integer', description: 'The status the webhook answered LINE; zero or less when it gave none' },
    reason: { ...string, description: "LINE's own reason: OK, COULD_NOT_CONNECT, REQUEST_TIMEOUT, ERROR_STATUS_CODE, UNCLASSIFIED" },
    detail: { ...string, description: "LINE's own short words, with no token and no URL past its origin; empty for none" },
    timestamp: { type: 'string', format: 'date-time' },
  }),
};

export const lineWebhookPaths = {
  '/webhook/line/{vendorId}': {
    post: {
      summary: "LINE's webhook: events signed with the channel secret",
      description:
        'The raw body (at most 1 MB) must carry X-Line-Signature, the base64 HMAC-SHA256 of the body with the channel secret. Events are stored once each (by webhookEventId) and answered afterwards; `{"events":[]}` (LINE\'s verify) is 200. A bot whose LINE channel is off or not in its plan takes the events and does nothing (200).',
      parameters: [
        pathParameter('vendorId', "The bot's vendor id"),
        { name: 'X-Line-Signature', in: 'header', required: true, schema: string, description: 'base64 HMAC-SHA256 of the raw body with the channel secret' },
      ],
      requestBody: { required: true, content: { 'application/json': { schema: object({ destination: string, events: { type: 'array', items: { type: 'object' } } }, ['events']) } } },
      responses: {
        '200': emptyJson,
        '400': json('Error', 'VALIDATION_FAILED: the body is not a webhook call'),
        '401': json('Error', 'UNAUTHENTICATED: the signature is missing or wrong'),
        '404': json('Error', 'NOT_FOUND: no bot has this vendor id'),
        '413': json('Error', 'FILE_TOO_LARGE: the body is over 1 MB'),
      },
    },
  },
};
