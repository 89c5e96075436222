// Each bot's AutoFAQ retrieval index over the answers of its active files, built in memory on first use and kept
// until the answer set changes: upload, toggle and delete announce an `autofaq` change of the bot and every
// replica drops its copy.
import type { Kysely } from 'kysely';
import { buildIndex, DEFAULT_MATCH_OPTIONS, match, type AnswerIndex, type QaGroupSource } from '../answering';
import { inlineIndexBuilder, type BuildIndexes } from '../answering/index-builder/index-builder';
import type { BotChangeFeed } from '../caching/bot-changes';
import { NotifiedCache } from '../caching/notified-cache';
import { QuietTimers } from '../caching/quiet-timers';
import type { Database } from '../db/schema';
import { listActiveAnswers, type AnsweringFixedAnswer } from './autofaq.repository';

export interface AutoFaqIndex {
  answers: Map<string, AnsweringFixedAnswer>;
  index: AnswerIndex;
}

export interface RankedAnswer {
  answer: AnsweringFixedAnswer;
  score: number;
}

export interface AnswerRanking {
  /** Best first, at most the shortlist size, every one sharing some term with the question. */
  ranked: RankedAnswer[];
  /** Share of the question's words and CJK pairs that occur in no active answer. */
  unknownShare: number;
}

/**
 * An answer is a "group" of the answer engine whose phrasings are its title and its text, so BM25 runs over both
 * with the engine's normalisation (width, case, Traditional/Simplified folding) and CJK n-grams.
 */
export function buildAutoFaqIndex(answers: AnsweringFixedAnswer[]): AutoFaqIndex {
  return autoFaqIndexOf(answers, buildIndex(answerGroups(answers)));
}

const answerGroups = (answers: readonly AnsweringFixedAnswer[]): QaGroupSource[] =>
  answers.map((answer) => ({ id: answer.answer_id, questions: [answer.title, answer.text].filter(Boolean), answers: [] }));

const autoFaqIndexOf = (answers: readonly AnsweringFixedAnswer[], index: AnswerIndex): AutoFaqIndex => ({ answers: new Map(answers.map((answer) => [answer.answer_id, answer])), index });

export function rankAnswers(faq: AutoFaqIndex, question: string, limit: number): AnswerRanking {
  // Only the ranking is read: the off-topic comparison (part of match's decision) would be wasted work here.
  const result = match(faq.index, question, { ...DEFAULT_MATCH_OPTIONS, maxCandidates: limit, offTopicRatio: 0 });
  const ranked = result.candidates.flatMap((candidate) => {
    const answer = faq.answers.get(candidate.groupId);
    return answer ? [{ answer, score: candidate.score }] : [];
  });
  return { ranked, unknownShare: result.unknownShare };
}

async function loadAutoFaqIndex(db: Kysely<Database>, chatbotId: string, builder: BuildIndexes): Promise<AutoFaqIndex | undefined> {
  const answers = await listActiveAnswers(db, chatbotId);
  if (answers.length === 0) return undefined;
  return autoFaqIndexOf(answers, await builder.build({ kind: 'answer-index', groups: answerGroups(answers) }));
}

/** Quiet after a change before the index is built again: an upload of several files announces one change each. */
const WARM_AFTER_QUIET_MS = 300;

/**
 * The bot's AutoFAQ index (`get`), or undefined when it has no active answer. A changed bot's index is built again
 * once its changes pause, so the first question after an upload does not wait for it (seconds for 20,000 answers).
 */
export class AutoFaqIndexCache extends NotifiedCache<AutoFaqIndex | undefined> {
  private readonly warming = new QuietTimers(WARM_AFTER_QUIET_MS);

  /** `builder` builds a large answer set's index off the event loop (index-builder.ts). */
  constructor(db: Kysely<Database>, changes: BotChangeFeed, builder: BuildIndexes = inlineIndexBuilder) {
    super(changes, { on: ['autofaq'], load: (chatbotId) => loadAutoFaqIndex(db, chatbotId, builder) });
    // Heard after the cache's own listener has dropped the copy.
    changes.subscribe((chatbotId, change) => {
      if (change === 'autofaq') this.warming.after(chatbotId, () => void this.get(chatbotId).catch(() => undefined));
    });
  }
}
