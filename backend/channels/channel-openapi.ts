// OpenAPI pieces the channels' settings share: a secret's hint and the last delivery error.
import { dateTime, object, string } from '../openapi/builders';

export const channelSettingsSchemas = {
  SecretHint: object({ set: { type: 'boolean' }, last_four: { ...string, description: 'The last four characters; empty when not set' } }),
  DeliveryError: { anyOf: [object({ message: string, at: dateTime, count: { type: 'integer', minimum: 1, description: 'Replies in a row not delivered, this one included' }, since: dateTime }), { type: 'null' }], description: 'The last reply that could not be delivered; null once one is' },
};
