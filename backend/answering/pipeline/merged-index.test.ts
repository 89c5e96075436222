// A bot's sources ranked in one index: items of every source named as their buttons name them, on the Q&A list's
// scale; the index is built once per set of source indexes and dropped when a source changes; a passage keeps its own
// retrieval's confidence when that is higher.
import { buildIndex } from '..';
import type { IndexTask } from '../index-builder/build-task';
import { inlineIndexBuilder, type BuildIndexes } from '../index-builder/index-builder';
import { buildAutoFaqIndex } from '../../autofaq/autofaq-index';
import type { BotChange, BotChangeFeed, BotChangeListener } from '../../caching/bot-changes';
import { buildKnowledgeIndex, type KnowledgeIndex } from '../../knowledge/knowledge-index';
import type { AnsweringChunk } from '../../knowledge/knowledge-file.repository';
import type { SourceCandidate } from './candidates';
import { buildMergedIndex, MergedIndexCache, PASSAGE_EXCERPT_CHARACTERS, passageIndexOf, rankTogether, withOwnRetrieval, type SourceIndexes } from './merged-index';

const qa = { index: buildIndex([{ id: 'open', questions: ['What are your opening hours?', 'When are you open?'], answers: ['We open at 9:00.'] }]) };
const autofaq = buildAutoFaqIndex([
  { answer_id: 'tickets', file_id: 'f', file_name: 'faq.csv', title: 'Ticket prices', text: 'Adult tickets cost 300 dollars; children under six enter free.' },
  { answer_id: 'parking', file_id: 'f', file_name: 'faq.csv', title: '', text: 'The car park has 200 spaces. It costs 40 dollars an hour.' },
]);
const chunk = (file: string, ordinal: number, section: string, text: string): AnsweringChunk => ({ file_id: file, file_name: `${file}.txt`, file_prompt: '', ordinal, text, section, location: null });
const knowledge: KnowledgeIndex = buildKnowledgeIndex('en', [
  chunk('tours', 0, 'Guided tours', 'Guided tours start every hour in the main hall and last forty minutes.'),
  chunk('lockers', 0, '', 'Where are the lockers?\nCoin lockers are next to the cloakroom.'),
]);
const bot = { thresholds: {}, synonyms: undefined };

class Changes implements BotChangeFeed {
  readonly ready = Promise.resolve();
  private readonly listeners: BotChangeListener[] = [];
  private readonly missed: (() => void)[] = [];
  subscribe(listener: BotChangeListener): void {
    this.listeners.push(listener);
  }
  onMissedChanges(listener: () => void): void {
    this.missed.push(listener);
  }
  announce(chatbotId: string, change: BotChange): void {
    for (const listener of this.listeners) listener(chatbotId, change);
  }
  lose(): void {
    for (const listener of this.missed) listener();
  }
}

describe('rankTogether', () => {
  const merged = buildMergedIndex({ qa, autofaq, knowledge });

  it('names each candidate by its source and id, labelled as its button, the score its confidence', () => {
    const { candidates } = rankTogether(merged, bot, 'How much do adult tickets cost?');
    expect(candidates.autofaq[0]).toMatchObject({ source: 'autofaq', id: 'tickets', label: 'Ticket prices' });
    expect(candidates.autofaq[0].confidence).toBe(candidates.autofaq[0].score);
    const tours = rankTogether(merged, bot, 'When do guided tours start?').candidates.knowledge[0];
    expect(tours).toMatchObject({ source: 'knowledge', id: 'tours:0', label: 'Guided tours' });
    expect(rankTogether(merged, bot, 'When are you open?').candidates.qa[0]).toMatchObject({ source: 'qa', id: 'open', label: 'When are you open?' });
  });

  it("labels an untitled answer by its first sentence and a passage without a heading by its first line", () => {
    expect(rankTogether(merged, bot, 'How many spaces does the car park have?').candidates.autofaq[0]).toMatchObject({ id: 'parking', label: 'The car park has 200 spaces.' });
    expect(rankTogether(merged, bot, 'Where are the lockers?').candidates.knowledge[0]).toMatchObject({ id: 'lockers:0', label: 'Where are the lockers?' });
  });

  it('ranks the items of every source against each other', () => {
    const { candidates } = rankTogether(merged, bot, 'When do guided tours start?');
    const best = [...candidates.qa, ...candidates.autofaq, ...candidates.knowledge].sort((a, b) => b.confidence - a.confidence)[0];
    expect(best.source).toBe('knowledge');
  });

  it('indexes only the start of a long passage', () => {
    const long = buildKnowledgeIndex('en', [chunk('long', 0, 'Rules', `${'Bags stay in the cloakroom. '.repeat(20)}Umbrellas are lent free.`)]);
    const terms = passageIndexOf(long).groupTexts.terms;
    expect(terms.some((term) => term.startsWith('cloakroom'))).toBe(true);
    expect(terms.some((term) => term.startsWith('umbrella'))).toBe(false);
    expect(PASSAGE_EXCERPT_CHARACTERS).toBeLessThan(long.chunks[0].text.indexOf('Umbrellas'));
  });
});

describe('MergedIndexCache', () => {
  it('has no index for a bot with one source or none', async () => {
    const cache = new MergedIndexCache(new Changes());
    expect(await cache.of('bot', { qa })).toBeUndefined();
    expect(await cache.of('bot', { knowledge })).toBeUndefined();
    expect(await cache.of('bot', {})).toBeUndefined();
  });

  it('builds once for the same source indexes and again when one of them is another object', async () => {
    const cache = new MergedIndexCache(new Changes());
    const first = await cache.of('bot', { qa, autofaq });
    expect(first?.index.groups.map((group) => group.id)).toEqual(['open', 'autofaq:tickets', 'autofaq:parking']);
    expect(await cache.of('bot', { qa, autofaq })).toBe(first);
    const retrained = { index: buildIndex([{ id: 'open', questions: ['Opening hours'] }]) };
    const second = await cache.of('bot', { qa: retrained, autofaq });
    expect(second).not.toBe(first);
    expect(second?.from.qa).toBe(retrained);
    expect((await cache.of('bot', { qa: retrained, autofaq, knowledge }))?.index.groups.map((group) => group.id)).toContain('knowledge:tours:0');
  });

  it('lets replies that arrive during a build wait for that one build', async () => {
    let builds = 0;
    const builder: BuildIndexes = { build: (task) => ((builds += 1), inlineIndexBuilder.build(task)) };
    const cache = new MergedIndexCache(new Changes(), { builder });
    const [a, b] = await Promise.all([cache.of('bot', { qa, autofaq }), cache.of('bot', { qa, autofaq })]);
    expect(a).toBe(b);
    expect(builds).toBe(1);
  });

  it('keeps no failed build: the next reply builds again', async () => {
    let fail = true;
    const builder: BuildIndexes = { build: (task) => (fail ? Promise.reject(new Error('thread stopped')) : inlineIndexBuilder.build(task)) };
    const cache = new MergedIndexCache(new Changes(), { builder });
    await expect(cache.of('bot', { qa, autofaq })).rejects.toThrow('thread stopped');
    fail = false;
    expect((await cache.of('bot', { qa, autofaq }))?.index).toEqual(buildMergedIndex({ qa, autofaq }).index);
  });

  it('builds through its builder the index buildMergedIndex builds, a part built before handed over as it is', async () => {
    const tasks: IndexTask[] = [];
    const builder: BuildIndexes = { build: (task) => (tasks.push(task), inlineIndexBuilder.build(task)) };
    const expected = buildMergedIndex({ qa, autofaq, knowledge }).index;
    // buildMergedIndex has built the AutoFAQ and passage parts of these source indexes: they are handed over.
    expect((await new MergedIndexCache(new Changes(), { builder }).of('bot', { qa, autofaq, knowledge }))?.index).toEqual(expected);
    expect(tasks).toEqual([{ kind: 'merged-index', parts: [expect.objectContaining({ index: qa.index }), expect.objectContaining({ index: expect.anything() }), expect.objectContaining({ index: expect.anything() })] }]);
    // Fresh source indexes: their parts are built with the merge, from their items.
    const fresh = { qa, autofaq: buildAutoFaqIndex([...autofaq.answers.values()]) };
    tasks.length = 0;
    expect((await new MergedIndexCache(new Changes(), { builder }).of('bot', fresh))?.index).toEqual(buildMergedIndex({ qa, autofaq }).index);
    expect(tasks[0]).toMatchObject({ parts: [{ idPrefix: '' }, { idPrefix: 'autofaq:', groups: expect.any(Array) }] });
  });

  it("drops a bot's index when one of its sources changes, and every index when changes may have been missed", async () => {
    const changes = new Changes();
    const cache = new MergedIndexCache(changes);
    const first = await cache.of('bot', { qa, autofaq });
    const other = await cache.of('other', { qa, knowledge });
    changes.announce('bot', 'settings');
    expect(await cache.of('bot', { qa, autofaq })).toBe(first);
    changes.announce('bot', 'autofaq');
    expect(await cache.of('bot', { qa, autofaq })).not.toBe(first);
    expect(await cache.of('other', { qa, knowledge })).toBe(other);
    changes.lose();
    expect(await cache.of('other', { qa, knowledge })).not.toBe(other);
  });
});

describe('MergedIndexCache warm-up', () => {
  it("builds a held bot's index again once its changes pause, not on its next reply", async () => {
    const changes = new Changes();
    const now: SourceIndexes = { qa, autofaq: buildAutoFaqIndex([{ answer_id: 'new', file_id: 'f', file_name: 'faq.csv', title: 'Gift shop', text: 'The gift shop is by the exit.' }]) };
    const asked: string[] = [];
    const cache = new MergedIndexCache(changes, { warmAfterMs: 5, sources: async (chatbotId) => (asked.push(chatbotId), now) });
    await cache.of('bot', { qa, autofaq });
    changes.announce('bot', 'autofaq');
    changes.announce('bot', 'autofaq');
    changes.announce('never-answered', 'autofaq');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual(['bot']);
    // Built by the warm-up: the reply finds it for the same source indexes.
    expect((await cache.of('bot', { ...now }))?.from).toBe(now);
  });
});

describe('withOwnRetrieval', () => {
  const candidate = (id: string, confidence: number): SourceCandidate => ({ source: 'knowledge', id, label: id, score: confidence, confidence });

  it('keeps the higher confidence of each passage, best first', () => {
    const merged = withOwnRetrieval([candidate('a:0', 0.2), candidate('b:0', 0.5)], [candidate('a:0', 0.6), candidate('c:0', 0.1)]);
    expect(merged.map((entry) => [entry.id, entry.confidence])).toEqual([
      ['a:0', 0.6],
      ['b:0', 0.5],
      ['c:0', 0.1],
    ]);
  });
});
