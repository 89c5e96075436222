// The 👍 / 👎 rating quick replies: only under an answer and only when the owner asks for them, in the bot's
// language, and a postback read back as a rating only when it is one.
import type { PublicMessageReply } from '../../schema/rest';
import { ratingChoices, ratingThanks, readRatingTap } from './reply-rating';

function replyOf(overrides: Partial<PublicMessageReply> = {}, data: Partial<PublicMessageReply['data']> = {}): PublicMessageReply {
  return { sender: 'BOT', type: 'answer', state: 'start', success: true, uid: 'u', sid: 's', mid: '42', oriQue: 'hours', ...overrides, data: { text: '08:00-20:00', title: '', buttons: [], ...data } };
}

describe('ratingChoices', () => {
  it('offers useful and not useful under an answer, each naming the reply and its mark', () => {
    const choices = ratingChoices(true, 'tw', replyOf());
    expect(choices.map((choice) => choice.label)).toEqual(['👍 有幫助', '👎 沒幫助']);
    expect(choices.map((choice) => readRatingTap(choice.data))).toEqual([
      { mid: '42', rating: 1 },
      { mid: '42', rating: 2 },
    ]);
    expect(ratingChoices(true, 'jp', replyOf()).map((choice) => choice.label)).toEqual(['👍 役に立った', '👎 役に立たなかった']);
  });

  it('offers none when the owner did not ask, under the failed message, under similar-question options, or without a mid', () => {
    expect(ratingChoices(false, 'en', replyOf())).toEqual([]);
    expect(ratingChoices(true, 'en', replyOf({ type: 'no_answer' }, { text: 'No idea.' }))).toEqual([]);
    expect(ratingChoices(true, 'en', replyOf({}, { text: 'Did you mean:', title: 'Did you mean:', buttons: [{ id: 'qa:g', oriQue: 'hours', text: 'When are you open?' }] }))).toEqual([]);
    expect(ratingChoices(true, 'en', replyOf({ type: 'error', mid: '' }))).toEqual([]);
  });
});

describe('readRatingTap', () => {
  it('reads no rating from a similar-question postback, a typed word, or a forged mark outside 1 and 2', () => {
    expect(readRatingTap(JSON.stringify({ id: 'qa:g', q: 'When are you open?' }))).toBeUndefined();
    expect(readRatingTap('👍 Useful')).toBeUndefined();
    expect(readRatingTap(JSON.stringify({ rate: '42', f: 0 }))).toBeUndefined();
    expect(readRatingTap(JSON.stringify({ rate: 'abc', f: 1 }))).toBeUndefined();
    expect(readRatingTap(undefined)).toBeUndefined();
  });

  it('thanks in the bot language', () => {
    expect(ratingThanks('en')).toBe('Thank you for your feedback!');
    expect(ratingThanks('cn')).toBe('谢谢您的反馈！');
  });
});
