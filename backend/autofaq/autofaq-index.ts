// Each bot's AutoFAQ retrieval index over the answers of its active files, built in memory on first use and kept
// until the answer set changes: upload, toggle and delete announce an `autofaq` change of the bot and every
// replica drops its copy.
import type { Kysely } from 'kysely';
import { buildIndex, DEFAULT_MATCH_OPTIONS, match, type AnswerIndex } from '../answering';
import type { BotChangeFeed } from '../caching/bot-changes';
import { NotifiedCache } from '../caching/notified-cache';
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
  const index = buildIndex(answers.map((answer) => ({ id: answer.answer_id, questions: [answer.title, answer.text].filter(Boolean), answers: [] })));
  return { answers: new Map(answers.map((answer) => [answer.answer_id, answer])), index };
}

export function rankAnswers(faq: AutoFaqIndex, question: string, limit: number): AnswerRanking {
  // Only the ranking is read: the off-topic comparison (part of match's decision) would be wasted work here.
  const result = match(faq.index, question, { ...DEFAULT_MATCH_OPTIONS, maxCandidates: limit, offTopicRatio: 0 });
  const ranked = result.candidates.flatMap((candidate) => {
    const answer = faq.answers.get(candidate.groupId);
    return answer ? [{ answer, score: candidate.score }] : [];
  });
  return { ranked, unknownShare: result.unknownShare };
}

async function loadAutoFaqIndex(db: Kysely<Database>, chatbotId: string): Promise<AutoFaqIndex | undefined> {
  const answers = await listActiveAnswers(db, chatbotId);
  return answers.length > 0 ? buildAutoFaqIndex(answers) : undefined;
}

/** The bot's AutoFAQ index (`get`), or undefined when it has no active answer. */
export class AutoFaqIndexCache extends NotifiedCache<AutoFaqIndex | undefined> {
  constructor(db: Kysely<Database>, changes: BotChangeFeed) {
    super(changes, { on: ['autofaq'], load: (chatbotId) => loadAutoFaqIndex(db, chatbotId) });
  }
}
