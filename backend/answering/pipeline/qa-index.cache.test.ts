// The trained-index cache: one read per training, and a retrained bot this replica has answered for is read again
// as soon as the training's notification arrives, not on the next visitor's message.
import { sql, type KyselyPlugin } from 'kysely';
import { seedChatbots } from '../../../tests/support/seed';
import { openTestDatabase } from '../../../tests/support/test-database';
import { buildIndex } from '..';
import type { BackendDatabase } from '../../db/database';
import type { BotChangeListener } from '../../caching/bot-changes';
import { QaIndexCache } from './qa-index.cache';

let database: BackendDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedChatbots(database.db, 'index-cache@example.com', ['hot-bot', 'cold-bot']);
});
afterAll(() => database.close());

/**
 * Stores a trained index as the training worker does (without its NOTIFY: the test delivers that itself), with the
 * trained groups' answers, or without them as an index trained before migration 0025.
 */
async function storeIndex(chatbotId: string, jobId: string, groups: 'trained' | 'before 0025' = 'trained'): Promise<void> {
  const index = JSON.stringify(buildIndex([{ id: `${jobId}-group`, questions: ['opening hours'], answers: ['9 to 5'] }]));
  const trained = JSON.stringify([{ groupId: `${jobId}-group`, answers: ['9 to 5'], answerMode: 1, similarEnabled: true, postbackChoices: [] }]);
  await sql`
    insert into qa_indexes (chatbot_id, job_id, index, groups, group_count, trained_at)
    values (${chatbotId}, ${jobId}, ${index}, ${groups === 'trained' ? trained : null}, 1, now())
    on conflict (chatbot_id) do update set job_id = excluded.job_id, index = excluded.index, groups = excluded.groups`.execute(database.db);
}

/**
 * A cache whose index reads are counted, the function that delivers a `qa-index` change of a bot, and one
 * that resolves once the cache has started its nth read.
 */
function countedCache() {
  const reads: string[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const counting: KyselyPlugin = {
    transformQuery(args) {
      if (args.node.kind === 'SelectQueryNode') {
        reads.push(args.queryId.queryId);
        for (const waiter of waiting) if (reads.length >= waiter.count) waiter.resolve();
      }
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const listeners: BotChangeListener[] = [];
  const cache = new QaIndexCache(database.db.withPlugin(counting), { ready: Promise.resolve(), subscribe: (listener) => void listeners.push(listener), onMissedChanges: () => undefined });
  const notify = (chatbotId: string) => listeners.forEach((listener) => listener(chatbotId, 'qa-index'));
  const nthRead = (count: number) => (reads.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ count, resolve })));
  return { cache, reads, notify, nthRead };
}

it('reads a bot once, then reads a retrained bot it holds when notified, before anyone asks', async () => {
  await storeIndex('hot-bot', 'job-1');
  const { cache, reads, notify, nthRead } = countedCache();
  expect((await cache.get('hot-bot'))?.jobId).toBe('job-1');
  expect((await cache.get('hot-bot'))?.jobId).toBe('job-1');
  expect(reads).toHaveLength(1);

  await storeIndex('hot-bot', 'job-2');
  notify('hot-bot');
  await nthRead(2);
  expect((await cache.get('hot-bot'))?.jobId).toBe('job-2');
  expect(reads).toHaveLength(2);
});

it('leaves a bot it has not read to the first message that needs it', async () => {
  await storeIndex('cold-bot', 'job-1');
  await storeIndex('hot-bot', 'job-1');
  const { cache, reads, notify, nthRead } = countedCache();
  await cache.get('hot-bot');
  notify('cold-bot');
  notify('hot-bot');
  // Notifications are handled in order, so a read of the cold bot would have started before the held bot's.
  await nthRead(2);
  await cache.get('hot-bot');
  expect(reads).toHaveLength(2);
  expect((await cache.get('cold-bot'))?.jobId).toBe('job-1');
  expect(reads).toHaveLength(3);
});

it("answers with the groups as trained, never reading the table; an index from before migration 0025 reads it", async () => {
  await storeIndex('hot-bot', 'job-3');
  await sql`delete from qa_groups where chatbot_id = 'hot-bot'`.execute(database.db);
  const { cache, reads } = countedCache();
  const trained = await cache.get('hot-bot');
  const found = await trained!.groups.find(['job-3-group', 'never-trained']);
  expect([...found.values()]).toEqual([{ groupId: 'job-3-group', answers: ['9 to 5'], answerMode: 1, similarEnabled: true, postbackChoices: [] }]);
  expect(reads).toHaveLength(1);

  await storeIndex('cold-bot', 'job-4', 'before 0025');
  await sql`
    insert into qa_groups (group_id, chatbot_id, key, questions, answers, answer_mode, similar_enabled, postback_choices, tags, search_text)
    values ('job-4-group', 'cold-bot', 'hours', '["opening hours"]', '["8 to 6 (edited since)"]', 1, true, '[]', '[]', '')`.execute(database.db);
  const legacy = await cache.get('cold-bot');
  expect((await legacy!.groups.find(['job-4-group'])).get('job-4-group')?.answers).toEqual(['8 to 6 (edited since)']);
  expect(reads).toHaveLength(3);
});
