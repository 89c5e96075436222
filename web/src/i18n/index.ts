// i18next for the console: four bundled locales, Traditional Chinese as default and fallback, the user's
// choice read from localStorage (i18nextLng) before the browser's languages and cached back there.
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../schema/rules';
import { STORAGE_KEYS } from '../app/storage';
import tw from './tw.json';
import en from './en.json';
import cn from './cn.json';
import jp from './jp.json';

export const resources = { tw: { translation: tw }, en: { translation: en }, cn: { translation: cn }, jp: { translation: jp } };

/** Browsers report BCP 47 tags (zh-TW, ja-JP); the product names its languages tw, en, cn, jp. */
export function toProductLanguage(tag: string): string {
  const lower = tag.toLowerCase();
  if ((LANGUAGES as readonly string[]).includes(lower)) return lower;
  if (lower.startsWith('zh')) return /(cn|sg|hans)/.test(lower) ? 'cn' : 'tw';
  if (lower.startsWith('ja')) return 'jp';
  if (lower.startsWith('en')) return 'en';
  return lower;
}

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : DEFAULT_LANGUAGE;
}

/** After local storage is cleared the language is detected again from the browser (PRODUCT.md §1). */
export function redetectLanguage(): Promise<unknown> {
  return i18n.changeLanguage();
}

/** The html lang attribute, for screen readers and CJK font selection. */
const HTML_LANG: Record<Language, string> = { tw: 'zh-Hant-TW', en: 'en', cn: 'zh-Hans-CN', jp: 'ja' };

i18n.on('languageChanged', () => {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[currentLanguage()];
});

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    initAsync: false,
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: STORAGE_KEYS.language,
      caches: ['localStorage'],
      convertDetectedLanguage: toProductLanguage,
    },
  });

export default i18n;
