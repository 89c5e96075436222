// The integrations on /dashboard/bot/:id/integrations (PRODUCT.md §2 "Integration tabs"): third party, Facebook,
// LINE, the website widget and the public API, each with its switch, tutorial and settings.
import { Card, Skeleton, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Platform } from '../../../../schema/rules';
import { CHANNEL_INFO } from '../../../../schema/rules/channels';
import { useIntegrations_ChatbotQuery } from '../../__generated__/graphql';
import { ApiIntegrationTab } from './ApiIntegrationTab';
import { FacebookIntegrationTab } from './FacebookIntegrationTab';
import { LineIntegrationTab } from './LineIntegrationTab';
import { ThirdPartyIntegrationTab } from './ThirdPartyIntegrationTab';
import { WebIntegrationTab } from './WebIntegrationTab';
import { BotPageTitle } from '../../bots/BotPageTitle';
import { useOwnedBot } from '../../bots/owned-bot';

/** §2's order: third party, Facebook, LINE, web, API. */
export const INTEGRATION_TABS = CHANNEL_INFO.map((channel) => channel.platform);

export function IntegrationsSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack aria-busy aria-label={t('common.loading')}>
      <Skeleton height={32} width="30%" />
      <Skeleton height={360} />
    </Stack>
  );
}

export function IntegrationsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { screen, bot, data } = useOwnedBot(useIntegrations_ChatbotQuery({ variables: { id }, fetchPolicy: 'cache-and-network' }), <IntegrationsSkeleton />);
  if (screen) return screen;

  const integration = (platform: Platform) => {
    const found = data.integrations.find((item) => item.platform === platform);
    return { active: found?.active ?? false, available: found?.available ?? true };
  };
  return (
    <Stack>
      <BotPageTitle section="integrations" botName={bot.name} />
      <Card withBorder radius="md">
        <Tabs defaultValue="api" keepMounted={false}>
          <Tabs.List>
            {INTEGRATION_TABS.map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {t(`integrations.tabs.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="other" pt="md">
            <ThirdPartyIntegrationTab key={bot.id} botId={bot.id} {...integration('other')} />
          </Tabs.Panel>
          <Tabs.Panel value="fb" pt="md">
            <FacebookIntegrationTab key={bot.id} botId={bot.id} {...integration('fb')} />
          </Tabs.Panel>
          <Tabs.Panel value="line" pt="md">
            <LineIntegrationTab key={bot.id} botId={bot.id} {...integration('line')} />
          </Tabs.Panel>
          <Tabs.Panel value="web" pt="md">
            <WebIntegrationTab key={bot.id} botId={bot.id} publicUrl={bot.publicUrl} {...integration('web')} />
          </Tabs.Panel>
          <Tabs.Panel value="api" pt="md">
            <ApiIntegrationTab key={bot.id} botId={bot.id} vendorId={bot.vendorId} publicUrl={bot.publicUrl} {...integration('api')} />
          </Tabs.Panel>
        </Tabs>
      </Card>
    </Stack>
  );
}
