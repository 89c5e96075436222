import { TopList } from './top-list';

describe('TopList', () => {
  it('keeps the best entries, highest score first, whatever order they are offered in', () => {
    const top = new TopList(3);
    [[1, 0.2], [2, 0.9], [3, 0.1], [4, 0.5], [5, 0.7]].forEach(([id, score]) => top.offer(id, score));
    expect(top.ids).toEqual([2, 5, 4]);
    expect(top.scores).toEqual([0.9, 0.7, 0.5]);
  });

  it('orders equal scores by id, as a stable sort of ascending ids would, also at the cut', () => {
    const top = new TopList(2);
    [[7, 0.5], [3, 0.5], [9, 0.5], [1, 0.5]].forEach(([id, score]) => top.offer(id, score));
    expect(top.ids).toEqual([1, 3]);
  });

  it('agrees with sorting everything and taking the first few', () => {
    const entries = Array.from({ length: 500 }, (_, id) => ({ id, score: Math.round(Math.sin(id * 7.1) * 20) / 20 }));
    const top = new TopList(10);
    [...entries].reverse().forEach((entry) => top.offer(entry.id, entry.score));
    const sorted = [...entries].sort((x, y) => y.score - x.score).slice(0, 10);
    expect(top.ids).toEqual(sorted.map((entry) => entry.id));
  });

  it('holds nothing when its size is zero', () => {
    const top = new TopList(0);
    top.offer(1, 1);
    expect(top.ids).toEqual([]);
  });
});
