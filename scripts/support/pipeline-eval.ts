// Pure pieces of `npm run eval:pipeline`: which source each Q&A group goes to, and which group a public-API reply
// names, read from the reply's text and buttons only (never its debug part), so the figures mean the same whichever
// way the backend picks the answering source.
import { splitSentences } from '../../backend/knowledge/chunk';

export type Source = 'qa' | 'autofaq' | 'knowledge';
export const SOURCES: readonly Source[] = ['qa', 'autofaq', 'knowledge'];

export interface EvalGroup {
  key: string;
  /** Every phrasing, the first one first. */
  questions: string[];
  /** The texts that answer for the group as the bot may send them (the Q&A answer, the AutoFAQ answer as uploaded). */
  answers: string[];
  /** The group's knowledge file text, when it went to AutoQA. */
  passage?: string;
}

export interface ReplyShape {
  type: string;
  text: string;
  buttons: { id: string; text: string }[];
}

/** A Q&A group's postback choice (`choice-1`, …): a follow-up under its answer, not an alternative group. */
const POSTBACK_CHOICE = /^choice-\d+$/;

export type Attribution =
  | { kind: 'no_answer' }
  /** An answer, and the groups its buttons offer beside it (a postback choice names no group and is left out). */
  | { kind: 'answer'; group: string | null; offered: (string | null)[] }
  | { kind: 'buttons'; groups: (string | null)[] };

/** 32-bit FNV-1a over the key's UTF-8 bytes: the same on every run and machine. */
export function fnv1a(key: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(key)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function sourceOf(key: string, split: 'thirds' | 'none'): Source {
  return split === 'none' ? 'qa' : SOURCES[fnv1a(key) % 3];
}

/** Full-width to half-width (NFKC), lower case, no whitespace. */
export function normaliseText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

// The source note AutoQA appends: （資料來源：x.txt）, （资料来源：…）, （出典：…） or (Source: …), on the last line or after it.
const SOURCE_NOTE = /\s*[（(](資料來源|资料来源|出典|Source)[：:]([^）)]*)[）)]\s*$/u;

/** The reply without a trailing source note, and the file the note names. */
export function stripSourceNote(text: string): { body: string; file?: string } {
  const found = SOURCE_NOTE.exec(text);
  return found ? { body: text.slice(0, found.index), file: found[2].trim() } : { body: text };
}

/** The reply's longest sentence (≥ 8 characters, no trailing ellipsis), or undefined. */
export function longestSentence(text: string, minCharacters = 8): string | undefined {
  let best: string | undefined;
  for (const sentence of splitSentences(text)) {
    const bare = normaliseText(sentence.replace(/…$/u, ''));
    if (Array.from(bare).length >= minCharacters && (!best || bare.length > best.length)) best = bare;
  }
  return best;
}

/** Shorter answers (是, 否, …) only count when the reply is exactly them. */
const MIN_CONTAINED = 8;

export class GroupIndex {
  private readonly byQuestion = new Map<string, string>();
  private readonly firstQuestions: [string, string][] = [];
  private readonly answers: { key: string; answer: string }[] = [];
  private readonly passages: { key: string; text: string }[] = [];

  constructor(groups: EvalGroup[]) {
    for (const group of groups) {
      for (const question of group.questions) {
        const normalised = normaliseText(question);
        if (normalised && !this.byQuestion.has(normalised)) this.byQuestion.set(normalised, group.key);
      }
      if (group.questions[0]) this.firstQuestions.push([normaliseText(group.questions[0]), group.key]);
      for (const answer of group.answers) if (normaliseText(answer)) this.answers.push({ key: group.key, answer: normaliseText(answer) });
      this.passages.push({ key: group.key, text: normaliseText([...group.answers, group.passage ?? ''].join('\n')) });
    }
  }

  /** A button's group: its id when that is a Q&A group, else a group asked that way, else one whose first question starts so. */
  buttonGroup(button: { id: string; text: string }, keyOfId: (id: string) => string | undefined): string | null {
    const byId = keyOfId(button.id);
    if (byId) return byId;
    const text = normaliseText(button.text);
    if (!text) return null;
    const asked = this.byQuestion.get(text);
    if (asked) return asked;
    return this.firstQuestions.find(([question]) => question.startsWith(text))?.[1] ?? null;
  }

  /**
   * An answer's group: one whose answer equals the reply, else the longest answer the reply contains, else (an
   * extractive AutoQA reply) one whose text holds the reply's longest sentence — the file the source note names first.
   */
  answerGroup(text: string): string | null {
    const reply = normaliseText(text);
    if (!reply) return null;
    const exact = this.answers.find((entry) => entry.answer === reply);
    if (exact) return exact.key;
    let contained: { key: string; answer: string } | undefined;
    for (const entry of this.answers) {
      if (entry.answer.length >= MIN_CONTAINED && reply.includes(entry.answer) && (!contained || entry.answer.length > contained.answer.length)) contained = entry;
    }
    if (contained) return contained.key;
    const { body, file } = stripSourceNote(text);
    const sentence = longestSentence(body);
    if (!sentence) return null;
    const holders = this.passages.filter((entry) => entry.text.includes(sentence)).map((entry) => entry.key);
    const named = file?.replace(/\.txt$/i, '');
    return (named && holders.includes(named) ? named : holders[0]) ?? null;
  }
}

export function attribute(reply: ReplyShape, index: GroupIndex, failedText: string, keyOfId: (id: string) => string | undefined): Attribution {
  if (reply.type === 'no_answer' || normaliseText(reply.text) === normaliseText(failedText)) return { kind: 'no_answer' };
  const group = index.answerGroup(reply.text);
  const buttons = group === null ? reply.buttons : reply.buttons.filter((button) => !POSTBACK_CHOICE.test(button.id));
  const groups = buttons.map((button) => index.buttonGroup(button, keyOfId));
  // A reply that carries a group's answer is an answer, whatever buttons come with it; else buttons alone offer.
  if (group !== null) return { kind: 'answer', group, offered: groups };
  if (groups.length > 0) return { kind: 'buttons', groups };
  return { kind: 'answer', group: null, offered: [] };
}

export interface Outcome {
  /** The expected group's source; undefined for an out-of-scope query. */
  source?: Source;
  expected: string | null;
  alsoOk: string[];
  attribution: Attribution;
}

export interface Shares {
  n: number;
  direct: number;
  suggested: number;
  wrongConfident: number;
  /** A wrong answer with buttons that offer other groups beside it. */
  wrongHedged: number;
}

function shares(outcomes: Outcome[]): Shares {
  const n = outcomes.length;
  let direct = 0;
  let suggested = 0;
  let wrongConfident = 0;
  let wrongHedged = 0;
  for (const { expected, alsoOk, attribution } of outcomes) {
    const right = new Set(expected === null ? [] : [expected, ...alsoOk]);
    const offered = attribution.kind === 'buttons' ? attribution.groups : attribution.kind === 'answer' ? attribution.offered : [];
    const answeredRight = attribution.kind === 'answer' && attribution.group !== null && right.has(attribution.group);
    if (answeredRight) direct += 1;
    else if (offered.some((group) => group !== null && right.has(group))) suggested += 1;
    // Wrong and confident: a wrong answer that offers no other group beside it.
    if (attribution.kind === 'answer' && !answeredRight) {
      if (offered.length === 0) wrongConfident += 1;
      else wrongHedged += 1;
    }
  }
  const share = (count: number) => (n > 0 ? count / n : 0);
  return { n, direct: share(direct), suggested: share(suggested), wrongConfident: share(wrongConfident), wrongHedged: share(wrongHedged) };
}

export interface PipelineFigures extends Shares {
  noAnswerPrecision: number;
  noAnswerRecall: number;
  outOfScopeFailed: number;
  bySource: Record<Source | 'outOfScope', Shares>;
}

/** Shares over all queries, no-answer precision/recall (positive = the failed message), and the same per source. */
export function summarise(outcomes: Outcome[]): PipelineFigures {
  const failed = outcomes.filter((outcome) => outcome.attribution.kind === 'no_answer');
  const outOfScope = outcomes.filter((outcome) => outcome.expected === null);
  const rightlyFailed = failed.filter((outcome) => outcome.expected === null).length;
  const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
  const of = (source: Source) => shares(outcomes.filter((outcome) => outcome.expected !== null && outcome.source === source));
  return {
    ...shares(outcomes),
    noAnswerPrecision: ratio(rightlyFailed, failed.length),
    noAnswerRecall: ratio(rightlyFailed, outOfScope.length),
    outOfScopeFailed: ratio(rightlyFailed, outOfScope.length),
    bySource: { qa: of('qa'), autofaq: of('autofaq'), knowledge: of('knowledge'), outOfScope: shares(outOfScope) },
  };
}
