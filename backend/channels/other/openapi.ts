// OpenAPI pieces of the third-party channel: its settings' shape and its signed webhook (served outside the route table).
import { publicHistorySchema, publicMessageSchema } from '../../../schema/rules/validation';
import { body, json, object, pathParameter, ref, refusals, string } from '../../openapi/builders';

const vendorId = [pathParameter('vendorId', "The bot's vendor id")];
const signatureHeaders = [
  {
    name: 'X-Signature-Timestamp',
    in: 'header',
    required: true,
    schema: string,
    description: "The Unix time in seconds when the call is sent; refused when more than 5 minutes from the server's clock",
  },
  {
    name: 'X-Signature-256',
    in: 'header',
    required: true,
    schema: string,
    description:
      "sha256=<hex HMAC-SHA256 of \"<X-Signature-Timestamp>.<raw body>\" under the bot's shared secret>; the body must be sent as application/json. A signature is accepted once: a repeat is refused",
  },
];
const webhookRefusals = ['UNAUTHENTICATED', 'NOT_FOUND', 'PLATFORM_INACTIVE', 'RATE_LIMITED'] as const;

export const thirdPartySchemas = {
  ThirdPartySettings: object({
    chatbot_id: string,
    webhook_url: { ...string, description: '{PUBLIC_URL}/webhook/other/{vendorId}' },
    secret: ref('SecretHint'),
    callback_url: { type: ['string', 'null'], description: 'Every reply is also POSTed here, signed as the calls in are (X-Signature-Timestamp, X-Signature-256), with X-Vendor-Id and X-Delivery-Id' },
    last_delivery_error: ref('DeliveryError'),
  }),
};

export const thirdPartyWebhookPaths = {
  '/webhook/other/{vendorId}': {
    post: {
      summary: "Send a message or a chosen button, signed with the bot's shared secret",
      description: "The public API's message call (same body, same reply shape), recorded with platform other. When the owner set a callback URL, the reply is also POSTed there, signed the same way.",
      parameters: [...vendorId, ...signatureHeaders],
      requestBody: body(publicMessageSchema),
      responses: { '200': json('PublicMessageReply', 'Reply'), ...refusals('VALIDATION_FAILED', 'NOT_TRAINED', ...webhookRefusals) },
    },
  },
  '/webhook/other/{vendorId}/history': {
    post: {
      summary: "The user's conversation with the bot, signed like the message call",
      parameters: [...vendorId, ...signatureHeaders],
      requestBody: body(publicHistorySchema),
      responses: { '200': json('PublicHistoryReply', 'History'), ...refusals('VALIDATION_FAILED', ...webhookRefusals) },
    },
  },
};
