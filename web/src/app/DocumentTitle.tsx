// The browser tab's title: the page's name, then the product's, in the console's language (PRODUCT.md §2 screens).
// Paths without a name of their own show the product's name alone, unless the page names itself (usePageTitle).
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router-dom';
import { BOT_NAV_LABEL_KEYS } from '../bots/BotNav';

/** The name (an i18n key) of each route that has one; bot pages are named by their section in the bot menu. */
export const PAGE_TITLE_KEYS: Record<string, string> = {
  '/': 'login.title',
  '/login': 'login.title',
  '/signup': 'signup.title',
  '/reset': 'reset.title',
  '/reset-password': 'reset.newTitle',
  '/reset-password-success': 'reset.successTitle',
  '/confirmation': 'confirmation.title',
  '/is-checked-confirmation': 'confirmation.checkTitle',
  '/google/callback': 'login.title',
  '/line/callback': 'login.title',
  '/privacy-policy': 'privacy.title',
  '/dashboard': 'dashboard.title',
  '/dashboard/bot/create': 'wizard.title',
  '/dashboard/bot/create-from-template': 'templates.title',
  '/dashboard/account': 'account.title',
  '/dashboard/pricing': 'pricing.title',
  '/service': 'service.title',
};

/** A path without its trailing slashes (`/dashboard/` is `/dashboard`; `/` stays). */
export const routePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export function titleKeyOf(pathname: string): string | undefined {
  const path = routePath(pathname);
  const section = matchPath('/dashboard/bot/:id/:section', path)?.params.section;
  if (section && section in BOT_NAV_LABEL_KEYS) return BOT_NAV_LABEL_KEYS[section as keyof typeof BOT_NAV_LABEL_KEYS];
  return PAGE_TITLE_KEYS[path];
}

/** Lets a page name the tab when its path does not (page-not-found is reached by any path). */
const PageTitleContext = createContext<(key: string | undefined) => void>(() => undefined);

/** Names the browser tab `key` (an i18n key) while the calling page is shown. */
export function usePageTitle(key: string): void {
  const name = useContext(PageTitleContext);
  useEffect(() => {
    name(key);
    return () => name(undefined);
  }, [name, key]);
}

/** Keeps the tab's title, for the pages inside it. */
export function DocumentTitle({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [named, setNamed] = useState<string>();
  const key = named ?? titleKeyOf(pathname);
  const title = key ? `${t(key)} · ${t('app.title')}` : t('app.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <PageTitleContext.Provider value={setNamed}>{children}</PageTitleContext.Provider>;
}
