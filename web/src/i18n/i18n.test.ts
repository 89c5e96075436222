// Every visible string goes through t(): these checks fail when a key is missing from any locale.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CHANNEL_MSG, ERROR_CODES, LANGUAGES, MSG, SCENARIOS, SIGN_IN_PROVIDERS, TOOL_MODULES } from '../../../schema/rules';
import { DELIVERY_FAILURES } from '../../../schema/rules/delivery-failures';
import { LINE_WEBHOOK_REFUSALS, LINE_WEBHOOK_TEST_RESULTS } from '../../../schema/rules/line-webhook-answers';
import { ENTITY_MSG } from '../../../schema/rules/entities';
import { LOADER_STEPS } from '../app/SessionLoader';
import { KNOWN_PLAN_CODES } from '../app/plan-name';
import { PAGE_TITLE_KEYS } from '../app/DocumentTitle';
import { FILE_STATUSES } from '../routes/bot-detail/BotDetailPage';
import { PRIVACY_SECTIONS } from '../routes/privacy-policy/PrivacyPolicyPage';
import { BOT_NAV_LABEL_KEYS } from '../bots/BotNav';
import { ANSWER_STATUS_KEYS } from '../routes/bot-test-chat/chat-messages';
import { INTEGRATION_TABS } from '../routes/bot-integrations/IntegrationsPage';
import { apiExamples } from '../routes/bot-integrations/api-examples';
import i18n, { toProductLanguage } from '.';
import tw from './tw.json';
import en from './en.json';
import cn from './cn.json';
import jp from './jp.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(path, value);
    else for (const [nested, text] of flatten(value, path)) keys.set(nested, text);
  }
  return keys;
}

const locales: Record<string, Map<string, string>> = { tw: flatten(tw), en: flatten(en), cn: flatten(cn), jp: flatten(jp) };
const reference = locales.tw;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__generated__' || name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Keys written out in the source: t('a.b'), and quoted keys under a known top-level group passed around as values. */
function keysInSource(): Set<string> {
  const groups = [...new Set([...reference.keys()].map((key) => key.split('.')[0]))].join('|');
  const patterns = [/\bt\(\s*['"]([^'"]+)['"]/g, new RegExp(`['"\`]((?:${groups})\\.[A-Za-z0-9_.]+)['"\`]`, 'g')];
  const found = new Set<string>();
  for (const file of sourceFiles(join(__dirname, '..'))) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.add(match[1]);
  }
  return found;
}

/** Keys built at run time from the shared rules and the pages' own lists. */
const dynamicKeys = [
  ...ERROR_CODES.map((code) => `errors.${code}`),
  ...Object.values(MSG),
  ...Object.values(CHANNEL_MSG),
  ...Object.values(ENTITY_MSG),
  ...LANGUAGES.flatMap((code) => [`language.${code}`, `botLanguage.${code}`]),
  ...SCENARIOS.flatMap((name) => [`scenario.${name}.title`, `scenario.${name}.description`]),
  ...TOOL_MODULES.flatMap((name) => [`tools.${name}.label`, `tools.${name}.description`]),
  ...LOADER_STEPS.map((step) => `loader.steps.${step}`),
  ...['done', 'current', 'pending'].map((state) => `loaderProgress.${state}`),
  ...PRIVACY_SECTIONS.flatMap((section) => [`privacy.sections.${section}.title`, `privacy.sections.${section}.body`]),
  ...FILE_STATUSES.map((status) => `detail.fileStatus.${status}`),
  ...Object.values(BOT_NAV_LABEL_KEYS),
  ...Object.values(ANSWER_STATUS_KEYS),
  ...INTEGRATION_TABS.map((tab) => `integrations.tabs.${tab}`),
  ...apiExamples('').flatMap(({ name }) => [`integrations.api.examples.${name}.title`, `integrations.api.examples.${name}.description`]),
  ...KNOWN_PLAN_CODES.map((code) => `plans.${code}`),
  ...Object.values(PAGE_TITLE_KEYS),
  ...SIGN_IN_PROVIDERS.map((provider) => `signIn.${provider}`),
  ...DELIVERY_FAILURES.map((code) => `channels.deliveryError.code.${code}`),
  ...LINE_WEBHOOK_TEST_RESULTS.map((code) => `channels.line.webhookAnswer.test.${code}`),
  ...[...LINE_WEBHOOK_REFUSALS, 'unknown'].map((code) => `channels.line.webhookAnswer.refusal.${code}`),
];

describe('translations', () => {
  it.each(['en', 'cn', 'jp'])('%s has exactly the keys of tw', (language) => {
    const keys = locales[language];
    expect([...reference.keys()].filter((key) => !keys.has(key))).toEqual([]);
    expect([...keys.keys()].filter((key) => !reference.has(key))).toEqual([]);
  });

  it.each(Object.keys(locales))('%s has no empty text', (language) => {
    expect([...locales[language]].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it('has every key the source uses', () => {
    const used = keysInSource();
    expect(used.size).toBeGreaterThan(50);
    // A count's key is written without its plural suffix (i18next picks `_one` or `_other`).
    expect([...used].filter((key) => !reference.has(key) && !reference.has(`${key}_other`))).toEqual([]);
  });

  it('translates every error code, validation message and run-time key in every language', () => {
    for (const [language, keys] of Object.entries(locales)) {
      expect({ language, missing: dynamicKeys.filter((key) => !keys.has(key)) }).toEqual({ language, missing: [] });
    }
  });

  it('uses the §8 wording in English', () => {
    expect(en.errors.INVALID_CREDENTIALS).toBe('Incorrect email or password');
    expect(en.errors.EMAIL_TAKEN).toBe('This email has already been registered');
    expect(en.errors.SESSION_REVOKED).toBe('You have been logged out. You will be redirected to login page.');
    expect(en.session.expiredTitle).toBe('Session Expired');
    expect(en.login.force.title).toBe('Force Login Alert');
    expect(en.errors.OLD_PASSWORD_INCORRECT).toBe('Old password entered incorrectly');
  });

  it.each(['tw', 'cn', 'jp'])('%s says "tokens" in its own words', (language) => {
    const english = [...locales[language]].filter(([, text]) => /\btokens\b/i.test(text.replace(/{{\s*\w+\s*}}/g, '')));
    expect(english.map(([key]) => key)).toEqual([]);
  });

  it('keeps interpolation placeholders the same in every language', () => {
    const placeholders = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort().join();
    for (const [language, keys] of Object.entries(locales)) {
      const differing = [...reference].filter(([key, text]) => placeholders(text) !== placeholders(keys.get(key) ?? ''));
      expect({ language, differing: differing.map(([key]) => key) }).toEqual({ language, differing: [] });
    }
  });
});

describe('numbers in messages', () => {
  it('groups whole numbers as the language writes them, and leaves fractions and strings as given', async () => {
    await i18n.loadLanguages(['en', 'jp']);
    const en = i18n.getFixedT('en');
    expect(en('faq.import.done', { created: 12345, updated: 1000 })).toBe('12,345 groups created, 1,000 updated');
    expect(i18n.getFixedT('jp')('faq.import.done', { created: 12345, updated: 0 })).toBe('12,345 グループを作成、0 グループを更新しました');
    expect(en('account.usage.qaGroups', { count: 1990, limit: 2000 })).toBe('1,990 / 2,000 Q&A groups');
    expect(en('channels.secret.set', { lastFour: '1234' })).toContain('••••1234');
    expect(en('optimization.before', { score: 0.12345 })).toBe('Before: 0.12345');
  });
});

describe('language detection', () => {
  it('maps the browser language tags onto the product codes', () => {
    expect(['zh-TW', 'zh-Hant-HK', 'zh-CN', 'zh-Hans', 'ja-JP', 'en-US', 'tw', 'de'].map(toProductLanguage)).toEqual(['tw', 'tw', 'cn', 'cn', 'jp', 'en', 'tw', 'de']);
  });
});
