// Mutation.removeWebPluginIcon: the widget goes back to its built-in robot or chat icon.
import type { MutationResolvers } from '../../__generated__/resolvers-types';

export const removeWebPluginIcon: NonNullable<MutationResolvers['removeWebPluginIcon']> = async (_parent, { input }, { dataSources }) => ({
  settings: await dataSources.webPlugin.removeIcon(input.botId, input.kind),
});
