// Mantine with the product's theme and the words Mantine writes itself in the user's language: its icon-only
// buttons (the password fields' show/hide, the close buttons of dialogs, drawers and notifications, the pagination
// arrows and page numbers) are named for screen readers in the language the console is shown in; its text takes that
// language's font faces.
import { useMemo, type ReactNode } from 'react';
import { MantineProvider, mergeThemeOverrides, type MantineProviderProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';
import { fontsFor, theme } from '../theme';
import { readableColours } from './contrast';

type PaginationControl = 'first' | 'previous' | 'last' | 'next';
const PAGINATION_LABEL_KEYS: Record<PaginationControl, string> = {
  first: 'common.firstPage',
  previous: 'common.previousPage',
  next: 'common.nextPage',
  last: 'common.lastPage',
};

export function LocalisedMantineProvider({ children, env }: { children: ReactNode; env?: MantineProviderProps['env'] }) {
  const { t, i18n } = useTranslation();
  const localised = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        ...fontsFor(currentLanguage()),
        components: {
          PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('common.togglePassword') } } },
          // Not plain "Close": a dialog's own Close button (the template wizard's result) keeps that name to itself.
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('common.closeDialog') } } },
          Drawer: { defaultProps: { closeButtonProps: { 'aria-label': t('common.closeDialog') } } },
          Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('common.closeNotification') } } },
          // A page's button says "Page 3", not a bare "3" (its visible number stays part of the name, WCAG 2.5.3).
          Pagination: {
            defaultProps: {
              getControlProps: (control: PaginationControl) => ({ 'aria-label': t(PAGINATION_LABEL_KEYS[control]) }),
              getItemProps: (page: number) => ({ 'aria-label': t('common.pageNumber', { page }) }),
            },
          },
        },
      }),
    // `t` changes with the language: the theme is built again only then.
    [t, i18n.language],
  );
  return (
    <MantineProvider theme={localised} env={env} cssVariablesResolver={readableColours}>
      {children}
    </MantineProvider>
  );
}
