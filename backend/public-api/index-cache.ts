// Each bot's trained index, loaded once per training and kept in memory. The training worker NOTIFYs
// `qa_index_updated` with the bot id when it saves a new index; every replica holding a copy then reads the new one
// at once, so the next visitor does not wait for it (a bot a replica has not answered yet stays unread there).
import type { Kysely } from 'kysely';
import { loadIndex, type AnswerIndex } from '../answering';
import type { Database } from '../db/schema';
import { GroupMemo } from './answer-groups';
import { QA_INDEX_UPDATED_CHANNEL } from '../jobs/channels';

export interface LoadedIndex {
  jobId: string;
  index: AnswerIndex;
  /**
   * Groups this index has answered with, read by primary key on first use. They live exactly as long as
   * the index: edits to a group reach the answers with the next training (docs/rest-api.md).
   */
  groups: GroupMemo;
}

async function readIndex(db: Kysely<Database>, chatbotId: string): Promise<LoadedIndex | undefined> {
  const row = await db
    .selectFrom('qa_indexes')
    .select(['job_id', 'index'])
    .where('chatbot_id', '=', chatbotId)
    .executeTakeFirst();
  if (!row) return undefined;
  // pg and PGlite hand jsonb back parsed; a string means it was stored as a JSON string value.
  const data: unknown = typeof row.index === 'string' ? JSON.parse(row.index) : row.index;
  return { jobId: row.job_id, index: loadIndex(data), groups: new GroupMemo(db, chatbotId) };
}

export class IndexCache {
  // The promise is stored before the read starts, so a notification that arrives mid-read replaces it too.
  private readonly entries = new Map<string, Promise<LoadedIndex | undefined>>();
  private readonly subscribed: Promise<unknown>;

  constructor(
    private readonly db: Kysely<Database>,
    listen: (channel: string, listener: (payload: string) => void) => Promise<unknown>,
  ) {
    this.subscribed = listen(QA_INDEX_UPDATED_CHANNEL, (chatbotId) => {
      if (this.entries.has(chatbotId)) this.load(chatbotId);
    });
    // A failed subscription surfaces on the first get(); this keeps it from being an unhandled rejection.
    this.subscribed.catch(() => undefined);
  }

  /** The bot's newest trained index, or undefined before its first successful training. */
  async get(chatbotId: string): Promise<LoadedIndex | undefined> {
    await this.subscribed;
    return this.entries.get(chatbotId) ?? this.load(chatbotId);
  }

  /** Starts reading the bot's index, replacing any copy or read under way; a failed read is not kept. */
  private load(chatbotId: string): Promise<LoadedIndex | undefined> {
    const entry = readIndex(this.db, chatbotId);
    this.entries.set(chatbotId, entry);
    entry.catch(() => {
      if (this.entries.get(chatbotId) === entry) this.entries.delete(chatbotId);
    });
    return entry;
  }
}
