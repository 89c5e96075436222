// The bot-changes feed and the caches it keeps fresh: a change announced on one replica reaches every replica's
// caches of that kind, and only those.
import { openTestDatabase } from '../../tests/support/test-database';
import type { BackendDatabase } from '../db/database';
import { BotChanges, type BotChange, type BotChangeListener } from './bot-changes';
import { NotifiedCache } from './notified-cache';

let database: BackendDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/**
 * A promise of the first change of `chatbotId` that `changes` hears, with its listener already subscribed (the
 * database is shared by the whole file, so notifications of earlier tests may still be arriving).
 */
function changeOf(changes: BotChanges, chatbotId: string): Promise<BotChange> {
  return new Promise((resolve) =>
    changes.subscribe((changed, change) => {
      if (changed === chatbotId) resolve(change);
    }),
  );
}

/** A feed the test drives by hand. */
function manualFeed() {
  const listeners: BotChangeListener[] = [];
  const missed: (() => void)[] = [];
  return {
    feed: {
      ready: Promise.resolve(),
      subscribe: (listener: BotChangeListener) => void listeners.push(listener),
      onMissedChanges: (listener: () => void) => void missed.push(listener),
    },
    announce: (chatbotId: string, change: BotChange) => listeners.forEach((listener) => listener(chatbotId, change)),
    miss: () => missed.forEach((listener) => listener()),
  };
}

describe('BotChanges', () => {
  it('carries an announced change to another replica on the same database', async () => {
    const here = new BotChanges(database);
    const there = new BotChanges(database);
    await Promise.all([here.ready, there.ready]);
    const heard = changeOf(there, 'bot-1');
    await here.announce('bot-1', 'autofaq');
    await expect(heard).resolves.toBe('autofaq');
  });

  it('tells this replica at once, before the notification comes back', async () => {
    const here = new BotChanges(database);
    await here.ready;
    const heard: string[] = [];
    here.subscribe((chatbotId, change) => heard.push(`${chatbotId}:${change}`));
    const announced = here.announce('bot-2', 'settings');
    expect(heard).toEqual(['bot-2:settings']);
    await announced;
  });

  it('announces a change made in a transaction only when it commits', async () => {
    const here = new BotChanges(database);
    const there = new BotChanges(database);
    await Promise.all([here.ready, there.ready]);
    const heard: string[] = [];
    there.subscribe((chatbotId) => heard.push(chatbotId));
    const committed = changeOf(there, 'committed');
    await database.db
      .transaction()
      .execute(async (trx) => {
        await here.announceOnCommit(trx, 'rolled-back', 'knowledge');
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await database.db.transaction().execute((trx) => here.announceOnCommit(trx, 'committed', 'knowledge'));
    await expect(committed).resolves.toBe('knowledge');
    // Notifications arrive in commit order: had the rolled-back one been sent, it would have come first.
    expect(heard).not.toContain('rolled-back');
  });
});

describe('NotifiedCache', () => {
  it('loads a bot once and again only after a change of its kind', async () => {
    const { feed, announce } = manualFeed();
    let loads = 0;
    const cache = new NotifiedCache(feed, { on: ['autofaq'], load: async (chatbotId) => `${chatbotId}#${++loads}` });
    expect(await cache.get('bot')).toBe('bot#1');
    expect(await cache.get('bot')).toBe('bot#1');
    announce('bot', 'knowledge');
    expect(await cache.get('bot')).toBe('bot#1');
    announce('bot', 'autofaq');
    expect(await cache.get('bot')).toBe('bot#2');
  });

  it('reads a held value again at once when asked to, and leaves values it does not hold unread', async () => {
    const { feed, announce } = manualFeed();
    const loaded: string[] = [];
    const cache = new NotifiedCache(feed, {
      on: ['qa-index'],
      whenChanged: 'reload',
      load: async (chatbotId) => {
        loaded.push(chatbotId);
        return chatbotId;
      },
    });
    await cache.get('held');
    announce('held', 'qa-index');
    announce('not-held', 'qa-index');
    expect(loaded).toEqual(['held', 'held']);
  });

  it('lets every copy go when changes may have been missed, reading held ones again at once when asked to', async () => {
    const { feed, miss } = manualFeed();
    const loaded: string[] = [];
    const load = async (chatbotId: string) => {
      loaded.push(chatbotId);
      return `${chatbotId}#${loaded.length}`;
    };
    const dropping = new NotifiedCache(feed, { on: ['autofaq'], load });
    const reloading = new NotifiedCache(feed, { on: ['qa-index'], whenChanged: 'reload', load });
    await dropping.get('a');
    await reloading.get('b');
    expect(loaded).toEqual(['a', 'b']);
    miss();
    expect(loaded).toEqual(['a', 'b', 'b']);
    expect(await dropping.get('a')).toBe('a#4');
  });

  it('does not keep a failed load', async () => {
    const { feed } = manualFeed();
    let fail = true;
    const cache = new NotifiedCache(feed, {
      on: ['settings'],
      load: async () => {
        if (fail) throw new Error('database away');
        return 'value';
      },
    });
    await expect(cache.get('bot')).rejects.toThrow('database away');
    fail = false;
    expect(await cache.get('bot')).toBe('value');
  });
});
