// WebPluginSettings has no id of its own, so a mutation's answer is written over the tab's query by hand;
// the page then draws the new icons and saved values without another round trip.
import type { ApolloCache } from '@apollo/client';
import { WebIntegrationTab_SettingsDocument, type WebIntegrationTab_WebPluginSettingsFragment } from '../../__generated__/graphql';

export function writeSettings(cache: ApolloCache, settings: WebIntegrationTab_WebPluginSettingsFragment | undefined): void {
  if (!settings) return;
  cache.updateQuery({ query: WebIntegrationTab_SettingsDocument, variables: { botId: settings.botId } }, (data) =>
    data ? { ...data, webPluginSettings: settings } : data,
  );
}
