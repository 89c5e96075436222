// Whether each bot has an active topic: without one the topic step has nothing to do, so a message to such a bot costs
// no query there. Kept until a topic of the bot is created, changed or deleted (a `topics` change).
import type { Kysely } from 'kysely';
import type { BotChangeFeed } from '../caching/bot-changes';
import { NotifiedCache } from '../caching/notified-cache';
import type { Database } from '../db/schema';
import { hasActiveTopics } from './topic.repository';

export class TopicPresenceCache extends NotifiedCache<boolean> {
  constructor(db: Kysely<Database>, changes: BotChangeFeed) {
    super(changes, { on: ['topics'], load: (chatbotId) => hasActiveTopics(db, chatbotId) });
  }
}
