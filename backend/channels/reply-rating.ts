// The 👍 / 👎 quick replies LINE and Messenger add under an answered reply when the owner turned `ask_feedback` on:
// their labels and the thanks in the bot's language, the postback that names the reply and the rating, and a tap
// stored as the reply's feedback (the same mark the public API and the widget set).
import type { PublicMessageReply } from '../../schema/rest';
import type { Language, Platform } from '../../schema/rules/constants';
import type { BackendContext } from '../context';
import { setReplyFeedback } from '../history/conversation.repository';
import type { Feedback } from '../history/conversation.table';

export type Rating = Exclude<Feedback, 0>;

/** One rating quick reply: what it says, and the postback (LINE data, Messenger payload) a tap sends back. */
export interface RatingChoice {
  label: string;
  data: string;
}

/** A tapped rating: the reply's history id and the mark. */
export interface RatingTap {
  mid: string;
  rating: Rating;
}

interface RatingWords {
  useful: string;
  notUseful: string;
  thanks: string;
}

const WORDS: Record<Language, RatingWords> = {
  tw: { useful: '👍 有幫助', notUseful: '👎 沒幫助', thanks: '謝謝您的回饋！' },
  en: { useful: '👍 Useful', notUseful: '👎 Not useful', thanks: 'Thank you for your feedback!' },
  cn: { useful: '👍 有帮助', notUseful: '👎 没帮助', thanks: '谢谢您的反馈！' },
  jp: { useful: '👍 役に立った', notUseful: '👎 役に立たなかった', thanks: 'ご意見ありがとうございます！' },
};

const MID = /^[1-9][0-9]{0,17}$/;

/**
 * The rating quick replies of a reply: none unless the owner asks for ratings and the reply answered. The failed
 * message is `no_answer`, and similar-question options are the only answers that carry a title (the postback message).
 */
export function ratingChoices(askFeedback: boolean, language: Language, reply: PublicMessageReply): RatingChoice[] {
  if (!askFeedback || reply.type !== 'answer' || reply.data.title !== '' || !MID.test(reply.mid)) return [];
  const words = WORDS[language];
  return [
    { label: words.useful, data: JSON.stringify({ rate: reply.mid, f: 1 }) },
    { label: words.notUseful, data: JSON.stringify({ rate: reply.mid, f: 2 }) },
  ];
}

/** The rating a postback carries, or undefined when it is something else (a similar question, a typed word). */
export function readRatingTap(data: string | undefined): RatingTap | undefined {
  if (!data) return undefined;
  try {
    const { rate, f } = JSON.parse(data) as { rate?: unknown; f?: unknown };
    return typeof rate === 'string' && MID.test(rate) && (f === 1 || f === 2) ? { mid: rate, rating: f } : undefined;
  } catch {
    return undefined;
  }
}

export const ratingThanks = (language: Language): string => WORDS[language].thanks;

/** Marks the reply; false (nothing changed) unless the mid is a reply of this bot to this same user on this platform. */
export function storeRatingTap(ctx: BackendContext, chatbotId: string, platform: Platform, userId: string, tap: RatingTap): Promise<boolean> {
  return setReplyFeedback(ctx.db, { chatbotId, userId, mid: tap.mid, feedback: tap.rating, platforms: [platform] });
}
