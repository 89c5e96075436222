// The trained-index cache: one read per training, and a retrained bot this replica has answered for is read again
// as soon as the training's notification arrives, not on the next visitor's message.
import { sql, type KyselyPlugin } from 'kysely';
import { seedChatbots } from '../../tests/support/seed';
import { openTestDatabase } from '../../tests/support/test-database';
import { buildIndex } from '../answering';
import type { BackendDatabase } from '../db/database';
import type { BotChangeListener } from '../caching/bot-changes';
import { QaIndexCache } from './index-cache';

let database: BackendDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedChatbots(database.db, 'index-cache@example.com', ['hot-bot', 'cold-bot']);
});
afterAll(() => database.close());

/** Stores a trained index as the training worker does (without its NOTIFY: the test delivers that itself). */
async function storeIndex(chatbotId: string, jobId: string): Promise<void> {
  const index = JSON.stringify(buildIndex([{ id: `${jobId}-group`, questions: ['opening hours'], answers: ['9 to 5'] }]));
  await sql`
    insert into qa_indexes (chatbot_id, job_id, index, group_count, trained_at) values (${chatbotId}, ${jobId}, ${index}::jsonb, 1, now())
    on conflict (chatbot_id) do update set job_id = excluded.job_id, index = excluded.index`.execute(database.db);
}

/** A cache whose index reads are counted, and the function that delivers a `qa-index` change of a bot. */
function countedCache() {
  const reads: string[] = [];
  const counting: KyselyPlugin = {
    transformQuery(args) {
      if (args.node.kind === 'SelectQueryNode') reads.push(args.queryId.queryId);
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const listeners: BotChangeListener[] = [];
  const cache = new QaIndexCache(database.db.withPlugin(counting), { ready: Promise.resolve(), subscribe: (listener) => listeners.push(listener) });
  const notify = (chatbotId: string) => listeners.forEach((listener) => listener(chatbotId, 'qa-index'));
  return { cache, reads, notify };
}

const until = async (done: () => boolean) => {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 5000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

it('reads a bot once, then reads a retrained bot it holds when notified, before anyone asks', async () => {
  await storeIndex('hot-bot', 'job-1');
  const { cache, reads, notify } = countedCache();
  expect((await cache.get('hot-bot'))?.jobId).toBe('job-1');
  expect((await cache.get('hot-bot'))?.jobId).toBe('job-1');
  expect(reads).toHaveLength(1);

  await storeIndex('hot-bot', 'job-2');
  notify('hot-bot');
  await until(() => reads.length === 2);
  expect((await cache.get('hot-bot'))?.jobId).toBe('job-2');
  expect(reads).toHaveLength(2);
});

it('leaves a bot it has not read to the first message that needs it', async () => {
  await storeIndex('cold-bot', 'job-1');
  const { cache, reads, notify } = countedCache();
  notify('cold-bot');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(reads).toHaveLength(0);
  expect((await cache.get('cold-bot'))?.jobId).toBe('job-1');
  expect(reads).toHaveLength(1);
});
