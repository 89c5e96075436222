// Knowledge retrieval's BM25 over chunk texts and titles: the best few chunks, best first, ties to the earlier chunk.
import { buildChunkIndex, searchChunks } from './chunk-index';

const chunks = [
  { title: '停車費', text: '路邊停車費可以用悠遊卡繳納。' },
  { title: '敬老卡', text: '敬老卡每月有480點社福點數。' },
  { title: '垃圾車', text: '垃圾車每週一到週五晚上收垃圾。' },
  { title: '敬老卡', text: '敬老卡每月有480點社福點數。' },
  { title: '公車', text: '公車票價是15元。' },
];
const index = buildChunkIndex(chunks);

describe('searchChunks', () => {
  it('gives at most `limit` chunks that share a term with the question, best first', () => {
    const { matches } = searchChunks(index, '敬老卡有多少點數', 2);
    expect(matches.map((match) => match.chunk)).toEqual([1, 3]);
    const all = searchChunks(index, '敬老卡有多少點數', 10).matches;
    expect(all.every((match, i) => i === 0 || all[i - 1].score >= match.score)).toBe(true);
    expect(all.map((match) => match.chunk)).not.toContain(4);
  });

  it('puts the earlier of two equally good chunks first, and a single best one alone at limit 1', () => {
    const [first, second] = searchChunks(index, '敬老卡', 5).matches;
    expect([first.chunk, second.chunk]).toEqual([1, 3]);
    expect(first.score).toBe(second.score);
    expect(searchChunks(index, '垃圾車什麼時候來', 1).matches.map((match) => match.chunk)).toEqual([2]);
  });

  it('finds nothing, and counts every word unknown, for a question the chunks never mention', () => {
    expect(searchChunks(index, 'xyz', 5)).toEqual({ matches: [], unknownShare: 1 });
  });
});
