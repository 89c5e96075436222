// The answer engine's language data (synonym sets, off-topic reference messages, aspect cue words, stop words) as
// plain text files, one folder per language under languages/ (formats: README.md). A file that a folder lacks is an
// empty list, so a language gets a pack by adding a folder with the files it has.
import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '../../schema/rules/constants';

/** One aspect a question can ask about (when, where, …) and the words that say so. */
export interface AspectCues {
  name: string;
  cues: readonly string[];
}

export interface LanguagePack {
  /** Words and phrases that mean the same thing, one set each (thesaurus.txt). */
  synonymSets: readonly (readonly string[])[];
  /** Messages that no organisation's FAQ answers (off-topic.txt). */
  offTopicMessages: readonly string[];
  /** Aspects in bit order (aspect-cues.txt). */
  aspectCues: readonly AspectCues[];
  /** Whole words that carry no topic (stop-words.txt). */
  stopWords: ReadonlySet<string>;
  /** Single CJK characters that carry no topic (stop-characters.txt). */
  stopCharacters: ReadonlySet<string>;
  /** CJK character pairs that carry no topic (stop-bigrams.txt). */
  stopBigrams: ReadonlySet<string>;
}

export const LANGUAGES_DIR = path.join(__dirname, 'languages');

/** The folder of each of the product's languages (schema/rules). */
export const PACK_FOLDERS: Readonly<Record<Language, string>> = { tw: 'zh-tw', en: 'en', cn: 'zh-cn', jp: 'ja' };

/**
 * The pack the engine reads for every bot, whatever the bot's language: its synonym sets, off-topic reference and
 * aspect cues are Traditional Chinese (Taiwan). The one place to change when the bot's language is passed in.
 */
export const ENGINE_LANGUAGE: Language = 'tw';

/**
 * Folders whose stop words the tokeniser drops in every text: it does not know the bot's language and one message
 * may mix scripts. Chinese stop words are shared by Traditional and Simplified (normalise() folds to Simplified).
 */
export const STOP_WORD_FOLDERS: readonly string[] = ['en', 'zh'];

/** The content lines of a file: trimmed, without blank lines and # comments; none when the file is missing. */
function readLines(file: string): { text: string; line: number }[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((text, i) => ({ text: text.trim(), line: i + 1 }))
    .filter(({ text }) => text !== '' && !text.startsWith('#'));
}

function parseAspect(text: string, where: string): AspectCues {
  const colon = text.indexOf(':');
  const name = text.slice(0, colon).trim();
  if (colon < 0 || !name) throw new Error(`${where}: an aspect line is "name: cue, cue, …"`);
  return { name, cues: splitOn(text.slice(colon + 1), ',') };
}

const splitOn = (text: string, separator: string) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

/** Reads the pack in a folder of `root` (not cached: see languagePack). */
export function loadPack(folder: string, root = LANGUAGES_DIR): LanguagePack {
  const lines = (name: string) => readLines(path.join(root, folder, name));
  const items = (name: string) => lines(name).map(({ text }) => text);
  return {
    synonymSets: items('thesaurus.txt').map((text) => splitOn(text, '|')),
    offTopicMessages: items('off-topic.txt'),
    aspectCues: lines('aspect-cues.txt').map(({ text, line }) => parseAspect(text, `${folder}/aspect-cues.txt:${line}`)),
    stopWords: new Set(items('stop-words.txt')),
    stopCharacters: new Set(items('stop-characters.txt')),
    stopBigrams: new Set(items('stop-bigrams.txt')),
  };
}

const packs = new Map<string, LanguagePack>();

/** The pack in a folder of languages/, read at first use and kept for the process. */
export function languagePack(folder: string): LanguagePack {
  let pack = packs.get(folder);
  if (!pack) packs.set(folder, (pack = loadPack(folder)));
  return pack;
}

/** The pack of one of the product's languages. */
export const packFor = (language: Language): LanguagePack => languagePack(PACK_FOLDERS[language]);

/** The pack the engine uses for every bot (ENGINE_LANGUAGE). */
export const enginePack = (): LanguagePack => packFor(ENGINE_LANGUAGE);
