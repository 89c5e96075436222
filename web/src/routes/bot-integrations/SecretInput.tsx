// A write-only secret: a password field left blank to keep the stored value, with a hint saying whether one is set
// and how it ends ("set, ends in ••••1234"). The stored secret itself never reaches the console.
import type { PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../forms/PasswordField';

interface SecretInputProps extends Omit<PasswordInputProps, 'description'> {
  hint: { set: boolean; lastFour: string };
}

export function SecretInput({ hint, ...inputProps }: SecretInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordField
      {...inputProps}
      // A browser must not fill a saved login password into a channel secret.
      autoComplete="new-password"
      description={hint.set ? t('channels.secret.set', { lastFour: hint.lastFour }) : t('channels.secret.notSet')}
    />
  );
}
