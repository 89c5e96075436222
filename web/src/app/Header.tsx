// The console header (PRODUCT.md §2): brand title; off the bot list, its two tabs — the dashboard (the bot list and
// every bot's pages, which have their own menu) and settings (the account and plan pages); and the account menu with
// the plan, the account and pricing pages, the language switcher and logout. On a phone the tabs give way (the brand
// leads to the bot list, the account menu to the settings pages), so the header keeps to one line.
import { Anchor, Avatar, Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { LANGUAGES } from '../../../schema/rules/constants';
import { useSession_LogoutMutation, type Session_AccountFragment } from '../__generated__/graphql';
import { currentLanguage } from '../i18n';
import { routePath } from './DocumentTitle';
import { initialsOf } from './initials';
import { usePlanName } from './plan-name';
import { useEndSession } from './use-end-session';

/** Where each header tab leads, and the pages that belong to it. */
const HEADER_TABS = {
  dashboard: { to: '/dashboard', owns: (path: string) => path === '/dashboard' || path.startsWith('/dashboard/bot/') },
  settings: { to: '/dashboard/account', owns: (path: string) => path === '/dashboard/account' || path === '/dashboard/pricing' },
} as const;
type HeaderTab = keyof typeof HEADER_TABS;

// Links in a nav landmark, not ARIA tabs: each leads to another page, and tabs would promise a panel on this one.
function HeaderTabs({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const current = (Object.keys(HEADER_TABS) as HeaderTab[]).find((tab) => HEADER_TABS[tab].owns(pathname)) ?? null;
  return (
    <Group component="nav" aria-label={t('header.tabs.label')} gap={4} wrap="nowrap" visibleFrom="sm">
      {(Object.keys(HEADER_TABS) as HeaderTab[]).map((tab) => (
        <Button
          key={tab}
          component={Link}
          to={HEADER_TABS[tab].to}
          variant={tab === current ? 'filled' : 'subtle'}
          radius="xl"
          size="sm"
          aria-current={tab === current ? 'page' : undefined}
        >
          {t(`header.tabs.${tab}`)}
        </Button>
      ))}
    </Group>
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
        {/* The name holds the visible name (WCAG 2.5.3): speech input can say what it sees. */}
        <UnstyledButton aria-label={t('header.accountMenuOf', { name: account.firstName })}>
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
  const { pathname } = useLocation();
  const path = routePath(pathname);
  return (
    <Group justify="space-between" h="100%" px="md" wrap="nowrap">
      <Group gap="lg" wrap="nowrap">
        <Anchor component={Link} to="/dashboard" fw={700} size="lg" underline="never" style={{ whiteSpace: 'nowrap' }}>
          {t('app.title')}
        </Anchor>
        {path !== '/dashboard' && <HeaderTabs pathname={path} />}
      </Group>
      <AccountMenu account={account} />
    </Group>
  );
}
