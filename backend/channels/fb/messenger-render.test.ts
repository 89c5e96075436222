// Rendering a reply for Messenger: at most 13 quick replies with titles of at most 20 characters, payloads that
// name the button, and text in pieces of at most 2,000 characters.
import type { PublicMessageReply } from '../../../schema/rest';
import { MESSENGER_TEXT_MAX, messengerMessages, parseButtonPayload, QUICK_REPLIES_MAX, QUICK_REPLY_TITLE_MAX, splitText } from './messenger-render';

function replyWith(text: string, buttonCount: number): PublicMessageReply {
  const buttons = Array.from({ length: buttonCount }, (_, n) => ({ id: `group-${n}`, oriQue: '退款要怎麼申請', text: `第 ${n} 個相似問題：信用卡付款之後可以申請全額退款嗎？` }));
  return { sender: 'BOT', type: 'answer', state: 'start', success: true, uid: 'u', sid: 's', mid: '1', oriQue: '退款要怎麼申請', data: { text, title: text, buttons } };
}

describe('messengerMessages', () => {
  it('offers at most 13 quick replies on the last piece, titles cut to 20 characters, payloads naming the button', () => {
    const messages = messengerMessages(replyWith('您是不是想問：', 16));
    expect(messages).toHaveLength(1);
    const quickReplies = messages[0].quick_replies ?? [];
    expect(quickReplies).toHaveLength(QUICK_REPLIES_MAX);
    for (const [n, quick] of quickReplies.entries()) {
      expect(Array.from(quick.title).length).toBeLessThanOrEqual(QUICK_REPLY_TITLE_MAX);
      expect(quick.payload.length).toBeLessThanOrEqual(1000);
      expect(parseButtonPayload(quick.payload)).toEqual({ id: `group-${n}`, text: `第 ${n} 個相似問題：信用卡付款之後可以申請全額退款嗎？`, oriQue: '退款要怎麼申請' });
    }
  });

  it('keeps the last two of the 13 quick replies for the rating', () => {
    const rating = [{ label: '👍 Useful', data: '{"rate":"7","f":1}' }, { label: '👎 Not useful', data: '{"rate":"7","f":2}' }];
    const quickReplies = messengerMessages(replyWith('Here you are.', 16), rating)[0].quick_replies ?? [];
    expect(quickReplies).toHaveLength(QUICK_REPLIES_MAX);
    expect(parseButtonPayload(quickReplies[10].payload)?.id).toBe('group-10');
    expect(quickReplies.slice(-2)).toEqual(rating.map(({ label, data }) => ({ content_type: 'text', title: label, payload: data })));
  });

  it('lists questions that do not fit a title in full in the text, numbered, and numbers their titles', () => {
    const [message] = messengerMessages(replyWith('您是不是想問：', 2));
    expect(message.text).toBe('您是不是想問：\n1. 第 0 個相似問題：信用卡付款之後可以申請全額退款嗎？\n2. 第 1 個相似問題：信用卡付款之後可以申請全額退款嗎？');
    expect(message.quick_replies?.map((quick) => quick.title)).toEqual(['1. 第 0 個相似問題：信用卡付款之…', '2. 第 1 個相似問題：信用卡付款之…']);
    const short = { ...replyWith('Did you mean:', 0), data: { text: 'Did you mean:', title: '', buttons: [{ id: 'g', oriQue: 'q', text: 'Opening hours?' }] } };
    expect(messengerMessages(short)).toEqual([{ text: 'Did you mean:', quick_replies: [{ content_type: 'text', title: 'Opening hours?', payload: expect.any(String) }] }]);
  });

  it('puts the quick replies on the last of several pieces only', () => {
    const messages = messengerMessages(replyWith('字'.repeat(MESSENGER_TEXT_MAX + 1), 2));
    // The last piece holds the text's last character and the two questions listed in full.
    expect(messages.map((message) => Array.from(message.text).length)).toEqual([MESSENGER_TEXT_MAX, 63]);
    expect(messages[0].quick_replies).toBeUndefined();
    expect(messages[1].quick_replies).toHaveLength(2);
  });

  it('splits text on characters, never inside an emoji', () => {
    const pieces = splitText(`${'a'.repeat(3)}😀b`, 4);
    expect(pieces).toEqual(['aaa😀', 'b']);
  });

  it('reads a payload it did not write as no button', () => {
    expect(parseButtonPayload('GET_STARTED')).toBeUndefined();
    expect(parseButtonPayload('{"id":1}')).toBeUndefined();
  });
});

describe('quick reply payloads', () => {
  it('stay within 1,000 characters for long questions full of characters JSON escapes', () => {
    const long = '"\\'.repeat(600);
    const reply = replyWith('?', 1);
    reply.data.buttons[0] = { id: 'group-x', oriQue: long, text: long };
    const [message] = messengerMessages(reply);
    const payload = message.quick_replies?.[0].payload ?? '';
    expect(payload.length).toBeLessThanOrEqual(1000);
    expect(parseButtonPayload(payload)?.id).toBe('group-x');
  });
});
