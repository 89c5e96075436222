// SecretHint fields from the backend's SecretHintDTO: whether a secret is set and how it ends, never the secret.
import type { SecretHintResolvers } from '../__generated__/resolvers-types';

export const SecretHint: SecretHintResolvers = {
  set: (hint) => hint.set,
  lastFour: (hint) => (hint.set ? hint.last_four : ''),
};
