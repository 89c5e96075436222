// What the widget remembers about a visitor, per vendor: a random user id (their conversation) and the bot's
// language (so a refusal before the config loads still speaks it). Sites or browsers that block storage get
// an in-memory fallback that lasts as long as the page.
import type { Language } from '../../schema/rules/constants';
import { isLanguage } from './strings';

export interface VisitorMemory {
  userId: string;
  language(): Language | undefined;
  rememberLanguage(language: Language): void;
}

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `web-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

function pageStorage(): Storage | undefined {
  try {
    const storage = window.localStorage;
    const probe = 'qa-bot-widget:probe';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
}

export function visitorMemory(vendorId: string): VisitorMemory {
  const storage = pageStorage();
  const memory = new Map<string, string>();
  const read = (key: string) => memory.get(key) ?? storage?.getItem(key) ?? undefined;
  const write = (key: string, value: string) => {
    try {
      if (storage) storage.setItem(key, value);
      else memory.set(key, value);
    } catch {
      memory.set(key, value);
    }
  };

  const userKey = `qa-bot-widget:${vendorId}:user`;
  const languageKey = `qa-bot-widget:${vendorId}:language`;
  let userId = read(userKey);
  if (!userId || userId.length > 200) {
    userId = randomId();
    write(userKey, userId);
  }
  return {
    userId,
    language() {
      const stored = read(languageKey);
      return isLanguage(stored) ? stored : undefined;
    },
    rememberLanguage(language) {
      write(languageKey, language);
    },
  };
}
