// The console header (PRODUCT.md §2): brand title, the bot tabs when a bot is open, and the account menu
// with the plan, the account and pricing pages, the language switcher and logout.
import { Anchor, Avatar, Group, Menu, Tabs, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useMatch, useNavigate } from 'react-router-dom';
import { LANGUAGES } from '../../../schema/rules';
import { useSession_LogoutMutation, type Session_AccountFragment } from '../__generated__/graphql';
import { currentLanguage } from '../i18n';
import { initialsOf } from './initials';
import { usePlanName } from './plan-name';
import { useEndSession } from './use-end-session';

const BOT_SECTIONS = ['detail', 'setting'] as const;

function useOpenBot(): { id: string; section: string } | undefined {
  const match = useMatch('/dashboard/bot/:id/:section');
  const id = match?.params.id;
  const section = match?.params.section;
  if (!id || !section || !(BOT_SECTIONS as readonly string[]).includes(section)) return undefined;
  return { id, section };
}

function BotTabs({ id, section }: { id: string; section: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Tabs value={section} onChange={(next) => next && navigate(`/dashboard/bot/${id}/${next}`)} variant="pills">
      <Tabs.List>
        <Tabs.Tab value="detail">{t('header.tabs.dashboard')}</Tabs.Tab>
        <Tabs.Tab value="setting">{t('header.tabs.settings')}</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}

function AccountMenu({ account }: { account: Session_AccountFragment }) {
  const { t, i18n } = useTranslation();
  const planName = usePlanName();
  const [logout] = useSession_LogoutMutation();
  const endSession = useEndSession();

  const onLogout = async () => {
    try {
      await logout();
    } catch {
      // §4: on a failed logout call the menu just closes and the user stays signed in.
      return;
    }
    await endSession();
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('header.accountMenu')}>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="brand" radius="xl" size="md">
              {initialsOf(account.firstName)}
            </Avatar>
            <Text visibleFrom="sm" fw={500}>
              {account.firstName}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('header.plan', { plan: planName(account.plan) })}</Menu.Label>
        <Menu.Item component={Link} to="/dashboard/account">
          {t('header.account')}
        </Menu.Item>
        <Menu.Item component={Link} to="/dashboard/pricing">
          {t('header.pricing')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LANGUAGES.map((code) => (
          <Menu.Item key={code} onClick={() => void i18n.changeLanguage(code)} fw={code === currentLanguage() ? 700 : undefined}>
            {t(`language.${code}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => void onLogout()}>
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function Header({ account }: { account: Session_AccountFragment }) {
  const { t } = useTranslation();
  const openBot = useOpenBot();
  return (
    <Group justify="space-between" h="100%" px="md" wrap="nowrap">
      <Group gap="lg" wrap="nowrap">
        <Anchor component={Link} to="/dashboard" fw={700} size="lg" underline="never">
          {t('app.title')}
        </Anchor>
        {openBot && <BotTabs id={openBot.id} section={openBot.section} />}
      </Group>
      <AccountMenu account={account} />
    </Group>
  );
}
