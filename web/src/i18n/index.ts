// i18next for the console: four locales, Traditional Chinese as default, the user's choice read from
// localStorage (i18nextLng) before the browser's languages and cached back there. Only the chosen language's
// JSON is downloaded (a chunk of its own each); main.tsx waits for it before the first render, and a language
// switch fetches the new one before i18next changes over, so no untranslated key ever shows.
import i18n, { type BackendModule, type FormatterModule, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
// The constants file, not the rules index: the index brings zod and every schema into the first download.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../schema/rules/constants';
import { STORAGE_KEYS } from '../app/storage';

const LOCALES: Record<Language, () => Promise<{ default: ResourceKey }>> = {
  tw: () => import('./tw.json'),
  en: () => import('./en.json'),
  cn: () => import('./cn.json'),
  jp: () => import('./jp.json'),
};

const isLanguage = (code: string | undefined): code is Language => (LANGUAGES as readonly (string | undefined)[]).includes(code);

/** An i18next backend that fetches one locale's JSON chunk when i18next first needs that language. */
const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) return callback(null, {});
    LOCALES[language]().then(
      (locale) => callback(null, locale.default),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), false),
    );
  },
};

/** Browsers report BCP 47 tags (zh-TW, ja-JP); the product names its languages tw, en, cn, jp. */
export function toProductLanguage(tag: string): string {
  const lower = tag.toLowerCase();
  if (isLanguage(lower)) return lower;
  if (lower.startsWith('zh')) return /(cn|sg|hans)/.test(lower) ? 'cn' : 'tw';
  if (lower.startsWith('ja')) return 'jp';
  if (lower.startsWith('en')) return 'en';
  return lower;
}

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** After local storage is cleared the language is detected again from the browser (PRODUCT.md §1). */
export function redetectLanguage(): Promise<unknown> {
  return i18n.changeLanguage();
}

/** The html lang attribute, for screen readers and CJK font selection. */
export const HTML_LANG: Record<Language, string> = { tw: 'zh-Hant-TW', en: 'en', cn: 'zh-Hans-CN', jp: 'ja' };

const NUMBER_FORMATS = new Map<string, Intl.NumberFormat>();

/** A count as the console's language writes it (12,345), Intl's grouping for that language. */
export function formatNumber(value: number, language: string = currentLanguage()): string {
  const locale = isLanguage(language) ? HTML_LANG[language] : HTML_LANG[DEFAULT_LANGUAGE];
  let format = NUMBER_FORMATS.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    NUMBER_FORMATS.set(locale, format);
  }
  return format.format(value);
}

/**
 * Every whole number a message names is grouped as its language writes it ("12,345 questions", "Line 1,204"), with no
 * `{{count, number}}` in each message: counts were shown raw. Fractions (scores, confidences) pass as given, as do
 * strings (ids, a secret's last four). The messages name no format of their own, so none is applied.
 */
const countFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  // Anything but a whole number goes back as i18next gave it (undefined stays undefined: a missing value is reported).
  format: (value, _format, language) => (typeof value === 'number' && Number.isInteger(value) ? formatNumber(value, language) : value),
};

i18n.on('languageChanged', () => {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[currentLanguage()];
});

/** Resolves once the chosen language's translations are in: main.tsx renders after it. */
export const i18nReady: Promise<unknown> = i18n
  .use(lazyLocales)
  .use(LanguageDetector)
  .use(initReactI18next)
  .use(countFormatter)
  .init({
    supportedLngs: [...LANGUAGES],
    // Every locale has the same keys (i18n.test.ts), so a supported language needs no fallback and only its own
    // file is fetched; an unsupported browser language resolves to the default.
    fallbackLng: (code) => (isLanguage(code) ? [] : [DEFAULT_LANGUAGE]),
    initAsync: false,
    interpolation: { escapeValue: false, alwaysFormat: true },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: STORAGE_KEYS.language,
      caches: ['localStorage'],
      convertDetectedLanguage: toProductLanguage,
    },
  });

export default i18n;
