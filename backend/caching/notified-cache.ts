// A per-bot cache kept fresh by the bot-changes feed: a value is loaded on first use and kept until a change of a
// kind it is built from is heard, then dropped (read again by the next caller) or, for values worth having ready,
// read again at once when this replica holds one.
import type { BotChange, BotChangeFeed } from './bot-changes';

export interface NotifiedCacheOptions<T> {
  /** The kinds of change the value is built from. */
  on: readonly BotChange[];
  load(chatbotId: string): Promise<T>;
  /** 'drop' (default): the next get() loads; 'reload': a held value is read again at once. */
  whenChanged?: 'drop' | 'reload';
}

export class NotifiedCache<T> {
  // The promise is stored before the read starts, so a change heard mid-read replaces or drops it too.
  private readonly entries = new Map<string, Promise<T>>();

  constructor(
    private readonly changes: BotChangeFeed,
    private readonly options: NotifiedCacheOptions<T>,
  ) {
    changes.subscribe((chatbotId, change) => {
      if (!options.on.includes(change)) return;
      if (options.whenChanged === 'reload' && this.entries.has(chatbotId)) this.load(chatbotId);
      else this.entries.delete(chatbotId);
    });
    // Changes missed while notifications were away: every copy is read again (held ones at once when 'reload').
    changes.onMissedChanges(() => {
      const held = [...this.entries.keys()];
      this.entries.clear();
      if (options.whenChanged === 'reload') for (const chatbotId of held) this.load(chatbotId);
    });
  }

  /** The bot's value, loaded on first use; a failed load is not kept. */
  async get(chatbotId: string): Promise<T> {
    await this.changes.ready;
    return this.entries.get(chatbotId) ?? this.load(chatbotId);
  }

  /** Drops this replica's copy at once. */
  drop(chatbotId: string): void {
    this.entries.delete(chatbotId);
  }

  private load(chatbotId: string): Promise<T> {
    const entry = this.options.load(chatbotId);
    this.entries.set(chatbotId, entry);
    entry.catch(() => {
      if (this.entries.get(chatbotId) === entry) this.entries.delete(chatbotId);
    });
    return entry;
  }
}
