// Each bot's trained index, loaded once per training and kept in memory. A training announces a `qa-index` change
// of its bot when it saves a new index; every replica holding a copy then reads the new one at once, so the next
// visitor does not wait for it (a bot a replica has not answered yet stays unread there).
import type { Kysely } from 'kysely';
import { loadIndex, type AnswerIndex } from '..';
import type { BotChangeFeed } from '../../caching/bot-changes';
import { NotifiedCache } from '../../caching/notified-cache';
import type { Database } from '../../db/schema';
import { findQaIndex } from '../../qa/qa-index.repository';
import { GroupMemo, TrainedGroups, type GroupSource } from './qa-groups';

export interface LoadedIndex {
  jobId: string;
  index: AnswerIndex;
  /**
   * The groups this index was trained from, with their answers as trained. They live exactly as long as the index:
   * edits to a group reach the answers with the next training (docs/rest-api.md).
   */
  groups: GroupSource;
}

async function readIndex(db: Kysely<Database>, chatbotId: string): Promise<LoadedIndex | undefined> {
  const row = await findQaIndex(db, chatbotId);
  if (!row) return undefined;
  const groups = row.groups === null ? new GroupMemo(db, chatbotId) : new TrainedGroups(row.groups);
  return { jobId: row.job_id, index: loadIndex(JSON.parse(row.index)), groups };
}

/** The bot's newest trained index (`get`), or undefined before its first successful training. */
export class QaIndexCache extends NotifiedCache<LoadedIndex | undefined> {
  constructor(db: Kysely<Database>, changes: BotChangeFeed) {
    super(changes, { on: ['qa-index'], whenChanged: 'reload', load: (chatbotId) => readIndex(db, chatbotId) });
  }
}
