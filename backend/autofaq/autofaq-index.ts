// Each bot's AutoFAQ retrieval index over the answers of its active files, built in memory on first use and kept
// until the answer set changes: upload, toggle and delete NOTIFY `autofaq_index_updated` with the bot id and every
// replica drops its copy (the Q&A and knowledge index caches' pattern).
import type { Kysely } from 'kysely';
import { buildIndex, DEFAULT_MATCH_OPTIONS, match, type AnswerIndex } from '../answering';
import type { BackendContext } from '../context';
import type { Database } from '../db/schema';
import { listActiveAnswers, type AnsweringFixedAnswer } from './autofaq.repository';

/** Payload: a chatbot_id whose active AutoFAQ answers changed. */
export const AUTOFAQ_INDEX_CHANNEL = 'autofaq_index_updated';

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
  const result = match(faq.index, question, { ...DEFAULT_MATCH_OPTIONS, maxCandidates: limit });
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

export class AutoFaqIndexCache {
  // The promise is stored before the read starts, so a notification that arrives mid-read drops it too.
  private readonly entries = new Map<string, Promise<AutoFaqIndex | undefined>>();
  private readonly subscribed: Promise<unknown>;

  constructor(
    private readonly db: Kysely<Database>,
    listen: (channel: string, listener: (payload: string) => void) => Promise<unknown>,
  ) {
    this.subscribed = listen(AUTOFAQ_INDEX_CHANNEL, (chatbotId) => this.entries.delete(chatbotId));
    this.subscribed.catch(() => undefined);
  }

  /** The bot's AutoFAQ index, or undefined when it has no active answer. */
  async get(chatbotId: string): Promise<AutoFaqIndex | undefined> {
    await this.subscribed;
    let entry = this.entries.get(chatbotId);
    if (!entry) {
      entry = loadAutoFaqIndex(this.db, chatbotId);
      this.entries.set(chatbotId, entry);
      entry.catch(() => {
        if (this.entries.get(chatbotId) === entry) this.entries.delete(chatbotId);
      });
    }
    return entry;
  }

  /** Drops this replica's copy at once (the change's NOTIFY reaches the others, and this one too, a moment later). */
  forget(chatbotId: string): void {
    this.entries.delete(chatbotId);
  }
}

const caches = new WeakMap<BackendContext, AutoFaqIndexCache>();

/** The running backend's one cache, shared by the reply pipeline and the AutoFAQ routes. */
export function autoFaqIndexes(ctx: BackendContext): AutoFaqIndexCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new AutoFaqIndexCache(ctx.db, (channel, listener) => ctx.database.listen(channel, listener));
    caches.set(ctx, cache);
  }
  return cache;
}
