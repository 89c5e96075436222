// A select of the four UI languages; the choice is cached in localStorage by the i18next detector. The browser's own
// select (no popover, no combobox): it is on the sign-in pages, the console's first download, and a phone shows it
// with its native picker.
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../schema/rules/constants';
import { currentLanguage } from '../i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      label={t('language.label')}
      data={LANGUAGES.map((code) => ({ value: code, label: t(`language.${code}`) }))}
      value={currentLanguage()}
      onChange={(event) => void i18n.changeLanguage(event.currentTarget.value)}
      w={160}
      size="xs"
    />
  );
}
