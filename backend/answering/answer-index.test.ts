import { buildIndex, mergeIndexes, type QaGroupSource } from './answer-index';
import { match } from './match';

const qa: QaGroupSource[] = [
  { id: 'g1', questions: ['如何申請停車證？', '停車證怎麼辦'], answers: ['請至交通局網站填寫申請表。'] },
  { id: 'g2', questions: ['垃圾車幾點來？'], answers: ['垃圾車每日晚間七點收運。'] },
];
const faq: QaGroupSource[] = [
  { id: 'a1', questions: ['停車費怎麼繳', '可在超商或線上繳納停車費。'], answers: [] },
  { id: 'a2', questions: [], answers: [] },
];
const passages: QaGroupSource[] = [{ id: 'f1:0', questions: ['垃圾分類規定'], answers: ['資源回收物請分類後於垃圾車旁交付。'] }];
const prefixed = (groups: QaGroupSource[], prefix: string) => groups.map((group) => ({ ...group, id: `${prefix}${group.id}` }));

describe('mergeIndexes', () => {
  it('equals the index built from every part in order, ids prefixed', () => {
    const merged = mergeIndexes([
      { index: buildIndex(qa), idPrefix: '' },
      { index: buildIndex(faq), idPrefix: 'autofaq:' },
      { index: buildIndex(passages), idPrefix: 'knowledge:' },
    ]);
    expect(merged).toEqual(buildIndex([...qa, ...prefixed(faq, 'autofaq:'), ...prefixed(passages, 'knowledge:')]));
  });

  it('ranks items of every part against each other', () => {
    const merged = mergeIndexes([
      { index: buildIndex(qa), idPrefix: '' },
      { index: buildIndex(passages), idPrefix: 'knowledge:' },
    ]);
    expect(match(merged, '垃圾要怎麼分類').candidates[0]?.groupId).toBe('knowledge:f1:0');
    expect(match(merged, '停車證要怎麼申請').candidates[0]?.groupId).toBe('g1');
  });

  it('merges a part of 200,000 phrasings (an AutoFAQ file at the size limit) without overflowing the stack', () => {
    const many: QaGroupSource[] = Array.from({ length: 200_000 }, (_, i) => ({ id: `a${i}`, questions: [`Q${i}`] }));
    const merged = mergeIndexes([
      { index: buildIndex(qa), idPrefix: '' },
      { index: buildIndex(many), idPrefix: 'autofaq:' },
    ]);
    expect(merged.phrasingQuestion).toHaveLength(buildIndex(qa).phrasingQuestion.length + 200_000);
  });

  it('of one part is that part', () => {
    expect(mergeIndexes([{ index: buildIndex(qa), idPrefix: '' }])).toEqual(buildIndex(qa));
  });
});
