// OpenAPI pieces the channels' settings share: a secret's hint and the last delivery error.
import { dateTime, object, string } from '../openapi/builders';

export const channelSettingsSchemas = {
  SecretHint: object({ set: { type: 'boolean' }, last_four: { ...string, description: 'The last four characters; empty when not set' } }),
  DeliveryError: {
    anyOf: [
      object({
        message: { ...string, description: 'Why, as a code with its status or seconds (token_rejected, platform_error@status:503, callback_timeout@seconds:10…); a failure recorded before the codes: the platform\'s English text' },
        detail: { type: ['string', 'null'], description: "The platform's own short words on it (LINE's or Graph's message, a connection error's code); null for none" },
        at: dateTime,
        count: { type: 'integer', minimum: 1, description: 'Replies in a row not delivered, this one included' },
        since: dateTime,
      }),
      { type: 'null' },
    ],
    description: 'The last reply that could not be delivered; null once one is',
  },
};
