// The index builder on a real worker thread (loading the answer engine through tsx): each kind of index comes back
// equal to the one built inline, the event loop runs on while a large one is built, and a small task is built inline.
import { buildIndex, mergeIndexes, type QaGroupSource } from '..';
import { buildChunkIndex } from '../../knowledge/chunk-index';
import { WorkerPoolError } from '../../threads/worker-pool';
import { IndexBuilder } from './index-builder';
import { closedAfterEach } from '../../threads/testing/closed-after-each';

// A thread starts by compiling the answer engine.
jest.setTimeout(60_000);

const newBuilder = closedAfterEach((...options: ConstructorParameters<typeof IndexBuilder>) => new IndexBuilder(...options));

const groups: QaGroupSource[] = [
  { id: 'hours', questions: ['開館時間是幾點？', 'When are you open?'], answers: ['每天上午九點開館。'] },
  { id: 'parking', questions: ['有停車場嗎？'], answers: ['地下室有 200 個車位。'] },
];
/** About 1.5 million characters: over a second of tokenising. */
const manyGroups: QaGroupSource[] = Array.from({ length: 3_000 }, (_, i) => ({
  id: `g${i}`,
  questions: [`第 ${i} 個問題：垃圾車什麼時候來收？`, `Question ${i}: when does the garbage truck come?`],
  answers: [`第 ${i} 個答案。`.repeat(40)],
}));

describe('IndexBuilder', () => {
  it('builds each kind of index on its thread equal to the one built inline', async () => {
    const builder = newBuilder({ inlineCharacters: 0 });
    expect(await builder.build({ kind: 'answer-index', groups })).toEqual(buildIndex(groups));
    expect(await builder.build({ kind: 'answer-index-json', groups })).toBe(JSON.stringify(buildIndex(groups)));
    const sources = [
      { title: 'Hours', text: 'The museum opens at nine.' },
      { title: '停車', text: '地下室有 200 個車位。' },
    ];
    expect(await builder.build({ kind: 'chunk-index', sources })).toEqual(buildChunkIndex(sources));
    const qa = buildIndex(groups);
    const parts = [
      { index: qa, idPrefix: '' },
      { groups: [{ id: 'tickets', questions: ['Ticket prices'], answers: ['Adults 300 dollars.'] }], idPrefix: 'autofaq:' },
    ];
    expect(await builder.build({ kind: 'merged-index', parts })).toEqual(
      mergeIndexes([parts[0] as { index: typeof qa; idPrefix: string }, { index: buildIndex(parts[1].groups!), idPrefix: 'autofaq:' }]),
    );
  });

  it('lets the event loop run while a large index is built on its thread', async () => {
    const builder = newBuilder();
    let ticked = false;
    setTimeout(() => (ticked = true), 0);
    const built = await builder.build({ kind: 'answer-index', groups: manyGroups });
    expect(built.groups).toHaveLength(3_000);
    expect(ticked).toBe(true);
  });

  it('builds a small index inline, where an inline build holds the event loop until it is done', async () => {
    const builder = newBuilder();
    let ticked = false;
    setTimeout(() => (ticked = true), 0);
    expect(await builder.build({ kind: 'answer-index', groups })).toEqual(buildIndex(groups));
    expect(ticked).toBe(false);
    // The thread is closed: a small index is still built, a large one is refused.
    await builder.close();
    await expect(builder.build({ kind: 'answer-index', groups })).resolves.toEqual(buildIndex(groups));
    await expect(builder.build({ kind: 'answer-index', groups: manyGroups })).rejects.toEqual(new WorkerPoolError('closed', 'the index builder is closed'));
  });

  it('fails a build that runs past its time limit and builds the next on a fresh thread', async () => {
    const builder = newBuilder({ inlineCharacters: 0, timeoutMs: 200 });
    await expect(builder.build({ kind: 'answer-index', groups })).resolves.toEqual(buildIndex(groups));
    await expect(builder.build({ kind: 'answer-index', groups: manyGroups })).rejects.toMatchObject({ reason: 'timeout', message: 'the index builder took longer than 0.2 s' });
    await expect(builder.build({ kind: 'answer-index', groups })).resolves.toEqual(buildIndex(groups));
  });
});
