// Each bot's entity matcher over the entities of its active files, built in memory on first use and kept until its
// entity files change: upload, toggle and delete announce an `entities` change of the bot and every replica drops
// its copy (the next message builds it again).
import type { Kysely } from 'kysely';
import type { BotChangeFeed } from '../caching/bot-changes';
import { NotifiedCache } from '../caching/notified-cache';
import type { Database } from '../db/schema';
import { listActiveEntities } from './entities.repository';
import { EntityMatcher } from './entity-matcher';

async function loadMatcher(db: Kysely<Database>, chatbotId: string): Promise<EntityMatcher | undefined> {
  const entities = await listActiveEntities(db, chatbotId);
  return entities.length > 0 ? new EntityMatcher(entities) : undefined;
}

/** The bot's entity matcher (`get`), or undefined when it has no active entity. */
export class EntityMatcherCache extends NotifiedCache<EntityMatcher | undefined> {
  constructor(db: Kysely<Database>, changes: BotChangeFeed) {
    super(changes, { on: ['entities'], load: (chatbotId) => loadMatcher(db, chatbotId) });
  }
}
