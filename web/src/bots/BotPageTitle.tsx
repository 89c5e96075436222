// The h1 of a bot's page: its section as the bot menu names it, then the bot's name ("Q&A list · Shop bot"). One
// pattern on every section page, in the order of the browser tab's title (section first); the overview is the bot's
// own page and keeps its name alone.
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BOT_NAV_LABEL_KEYS, type BotSection } from './BotNav';

export function BotPageTitle({ section, botName }: { section: Exclude<BotSection, 'detail'>; botName: string }) {
  const { t } = useTranslation();
  return (
    <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
      {t('botNav.pageTitle', { section: t(BOT_NAV_LABEL_KEYS[section]), name: botName })}
    </Title>
  );
}
