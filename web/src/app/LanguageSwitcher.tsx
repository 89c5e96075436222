// A select of the four UI languages; the choice is cached in localStorage by the i18next detector.
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../schema/rules';
import { currentLanguage } from '../i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      label={t('language.label')}
      data={LANGUAGES.map((code) => ({ value: code, label: t(`language.${code}`) }))}
      value={currentLanguage()}
      onChange={(code) => code && void i18n.changeLanguage(code)}
      allowDeselect={false}
      w={160}
      size="xs"
    />
  );
}
