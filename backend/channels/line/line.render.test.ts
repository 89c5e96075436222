// Rendering replies for LINE: quick replies within LINE's limits carrying the tapped item, and text split safely.
import { LINE_LABEL_MAX, LINE_QUICK_REPLY_MAX, postbackData, readPostback, renderLineMessages, splitText } from './line.render';

const RATING = [{ label: '👍 Useful', data: '{"rate":"7","f":1}' }, { label: '👎 Not useful', data: '{"rate":"7","f":2}' }];

describe('renderLineMessages', () => {
  it('offers at most 13 quick replies with labels of at most 20 characters and the full question in the postback', () => {
    const question = '請問你們的營業時間是幾點到幾點，週末和國定假日也有營業嗎？';
    const buttons = Array.from({ length: 15 }, (_, i) => ({ id: `group-${i}`, oriQue: '營業時間', text: `${i} ${question}` }));
    const [message] = renderLineMessages('您是不是想問：', buttons);
    const items = message.quickReply?.items ?? [];
    expect(items).toHaveLength(LINE_QUICK_REPLY_MAX);
    for (const [i, item] of items.entries()) {
      const action = item.action as { type: string; label: string; data: string; displayText: string };
      expect(action.type).toBe('postback');
      expect(Array.from(action.label).length).toBeLessThanOrEqual(LINE_LABEL_MAX);
      expect(action.displayText).toBe(`${i} ${question}`);
      expect(readPostback(action.data)).toEqual({ id: `group-${i}`, q: `${i} ${question}`, o: '營業時間' });
    }
  });

  it('lists questions that do not fit a label in full in the text, numbered, and numbers their labels', () => {
    const buttons = ['How much is parking at garage 3 in the downtown area?', 'How much is parking at garage 4 in the downtown area?'].map((text, i) => ({ id: `g${i}`, oriQue: 'parking', text }));
    const [message] = renderLineMessages('Did you mean:', buttons);
    expect(message.text).toBe('Did you mean:\n1. How much is parking at garage 3 in the downtown area?\n2. How much is parking at garage 4 in the downtown area?');
    expect(message.quickReply?.items?.map((item) => (item.action as { label: string }).label)).toEqual(['1. How much is park…', '2. How much is park…']);
    const [short] = renderLineMessages('Did you mean:', [{ id: 'g', oriQue: 'q', text: 'Opening hours?' }]);
    expect(short.text).toBe('Did you mean:');
    expect((short.quickReply?.items?.[0].action as { label: string }).label).toBe('Opening hours?');
  });

  it('keeps postback data within 300 characters for a very long question', () => {
    const data = postbackData({ id: 'knowledge:file-1:3', oriQue: 'q'.repeat(400), text: 'x'.repeat(400) });
    expect(data.length).toBeLessThanOrEqual(300);
    expect(readPostback(data)?.id).toBe('knowledge:file-1:3');
  });

  it('keeps the last two of the 13 quick replies for the rating, which shows what was tapped', () => {
    const buttons = Array.from({ length: 15 }, (_, i) => ({ id: `group-${i}`, oriQue: 'q', text: `question ${i}` }));
    const items = renderLineMessages('Here you are.', buttons, RATING)[0].quickReply?.items ?? [];
    expect(items).toHaveLength(LINE_QUICK_REPLY_MAX);
    expect(items.slice(-3).map((item) => item.action)).toEqual([
      expect.objectContaining({ label: 'question 10' }),
      { type: 'postback', label: '👍 Useful', data: RATING[0].data, displayText: '👍 Useful' },
      { type: 'postback', label: '👎 Not useful', data: RATING[1].data, displayText: '👎 Not useful' },
    ]);
    expect(renderLineMessages('Here you are.', [], RATING)[0].quickReply?.items).toHaveLength(2);
  });

  it('sends at most 5 messages', () => {
    expect(renderLineMessages('a'.repeat(40_000), [])).toHaveLength(5);
  });

  it('ignores postback data that is not one of its buttons', () => {
    expect(readPostback('action=buy&item=1')).toBeUndefined();
    expect(readPostback('{"id":1}')).toBeUndefined();
  });
});

describe('splitText', () => {
  it('never cuts a surrogate pair and keeps every character', () => {
    const text = `${'a'.repeat(4999)}😀${'b'.repeat(10)}`;
    const pieces = splitText(text);
    expect(pieces).toEqual([`${'a'.repeat(4999)}`, `😀${'b'.repeat(10)}`]);
  });

  it('prefers to cut after a line break', () => {
    const text = `${'a'.repeat(4000)}\n${'b'.repeat(2000)}`;
    expect(splitText(text)).toEqual([`${'a'.repeat(4000)}\n`, 'b'.repeat(2000)]);
  });
});
