// OpenAPI pieces of the Messenger channel: its settings' shape and its webhook (served outside the route table).
import { errors, object, pathParameter, ref, string } from '../../openapi/builders';

const vendorId = [pathParameter('vendorId', "The bot's vendor id")];

export const facebookSchemas = {
  FacebookSettings: object({
    chatbot_id: string,
    webhook_url: { ...string, description: '{PUBLIC_URL}/webhook/fb/{vendorId}, for the Meta app' },
    page_access_token: ref('SecretHint'),
    verify_token: ref('SecretHint'),
    app_secret: ref('SecretHint'),
    human_agents: { type: 'array', items: string },
    quiet_minutes: { type: 'integer', minimum: 0, maximum: 1440, description: 'How long the bot keeps quiet in a conversation after a person answered in the Page inbox' },
    ask_feedback: { type: 'boolean', description: 'Whether an answered reply offers 👍 / 👎 quick replies that rate it' },
    page: {
      oneOf: [object({ id: string, name: string }), { type: 'null' }],
      description: "The Page the access token belongs to (Graph's GET /me when it was saved); only its events are answered. Null when Graph could not say: then every event is.",
    },
    last_delivery_error: ref('DeliveryError'),
  }),
};

export const facebookWebhookPaths = {
  '/webhook/fb/{vendorId}': {
    get: {
      summary: "Messenger's subscription handshake",
      description: 'With hub.mode=subscribe and the bot\'s verify token, answers hub.challenge as text/plain.',
      parameters: [
        ...vendorId,
        { name: 'hub.mode', in: 'query', required: true, schema: { const: 'subscribe' } },
        { name: 'hub.verify_token', in: 'query', required: true, schema: string },
        { name: 'hub.challenge', in: 'query', required: true, schema: string },
      ],
      responses: { '200': { description: 'The challenge', content: { 'text/plain': { schema: string } } }, ...errors('FORBIDDEN', 'NOT_FOUND') },
    },
    post: {
      summary: 'Messenger events (messages, quick replies, postbacks, echoes)',
      description:
        'Signed with X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body under the app secret>. Each message and postback is stored once (by its mid) and answered 200 at once; replies go out through the Send API. While the channel is off or out of the plan, events are acknowledged and dropped.',
      parameters: vendorId,
      requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
      responses: { '200': { description: 'Received', content: { 'text/plain': { schema: string } } }, ...errors('UNAUTHENTICATED', 'VALIDATION_FAILED', 'NOT_FOUND', 'FILE_TOO_LARGE') },
    },
  },
};
