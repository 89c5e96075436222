// A write-only secret: a password field left blank to keep the stored value, with a hint saying whether one is set
// and how it ends ("set, ends in ••••1234"). The stored secret itself never reaches the console.
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface SecretInputProps extends Omit<PasswordInputProps, 'description'> {
  hint: { set: boolean; lastFour: string };
}

export function SecretInput({ hint, ...inputProps }: SecretInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      {...inputProps}
      // A browser must not fill a saved login password into a channel secret.
      autoComplete="new-password"
      // Mantine marks a text input invalid for assistive technology, but not its password input.
      aria-invalid={inputProps.error ? true : undefined}
      description={hint.set ? t('channels.secret.set', { lastFour: hint.lastFour }) : t('channels.secret.notSet')}
    />
  );
}
