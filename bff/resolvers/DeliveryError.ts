// DeliveryError fields from the backend's DeliveryErrorDTO.
import type { DeliveryErrorResolvers } from '../__generated__/resolvers-types';

export const DeliveryError: DeliveryErrorResolvers = {
  message: (error) => error.message,
  detail: (error) => error.detail,
  at: (error) => error.at,
  count: (error) => error.count,
  since: (error) => error.since,
};
