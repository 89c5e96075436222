// Mantine with the product's theme and the words Mantine writes itself in the user's language: the password
// fields' show/hide button is named for screen readers in the language the console is shown in.
import { useMemo, type ReactNode } from 'react';
import { MantineProvider, mergeThemeOverrides, type MantineProviderProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { theme } from '../theme';

export function LocalisedMantineProvider({ children, env }: { children: ReactNode; env?: MantineProviderProps['env'] }) {
  const { t, i18n } = useTranslation();
  const localised = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: { PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('common.togglePassword') } } } },
      }),
    // `t` changes with the language: the theme is built again only then.
    [t, i18n.language],
  );
  return (
    <MantineProvider theme={localised} env={env}>
      {children}
    </MantineProvider>
  );
}
