// UserConfig fields from the backend's UserConfigDTO.
import type { UserConfigResolvers } from '../__generated__/resolvers-types';

export const UserConfig: UserConfigResolvers = {
  defaultLanguage: (config) => config.language,
};
