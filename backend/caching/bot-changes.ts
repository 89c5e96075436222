// One NOTIFY channel, `bot_changed`, tells every backend replica that something a per-bot cache holds has changed
// (its settings, its trained Q&A index, its AutoFAQ answers, its knowledge, its entity files), so each cache drops or re-reads its
// copy. A domain that changes a bot announces it here; no domain reaches into another's cache.
import type { Kysely } from 'kysely';
import type { BackendDatabase } from '../db/database';
import type { Database } from '../db/schema';

export const BOT_CHANGED_CHANNEL = 'bot_changed';

/** What changed: each cache listens to the kinds it is built from. */
export type BotChange = 'settings' | 'qa-index' | 'autofaq' | 'knowledge' | 'entities' | 'questionnaires' | 'topics';

export type BotChangeListener = (chatbotId: string, change: BotChange) => void;

/** What a cache needs of the changes: a subscription, and when it is live. */
export interface BotChangeFeed {
  /** Resolves once this replica hears every change; rejects when the subscription failed. */
  readonly ready: Promise<unknown>;
  subscribe(listener: BotChangeListener): void;
  /** Calls back when changes may have been missed (the notification connection was lost): every copy is suspect. */
  onMissedChanges(listener: () => void): void;
}

const CHANGES: readonly BotChange[] = ['settings', 'qa-index', 'autofaq', 'knowledge', 'entities', 'questionnaires', 'topics'];

function parse(payload: string): { chatbotId: string; change: BotChange } | undefined {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return undefined;
    const { chatbot_id: chatbotId, change } = value as Record<string, unknown>;
    if (typeof chatbotId !== 'string' || !CHANGES.includes(change as BotChange)) return undefined;
    return { chatbotId, change: change as BotChange };
  } catch {
    return undefined;
  }
}

export class BotChanges implements BotChangeFeed {
  readonly ready: Promise<unknown>;
  private readonly listeners = new Set<BotChangeListener>();
  private readonly missedListeners = new Set<() => void>();

  constructor(private readonly database: BackendDatabase) {
    database.onListenRestored(() => this.missedListeners.forEach((listener) => listener()));
    this.ready = database.listen(BOT_CHANGED_CHANNEL, (payload) => {
      const heard = parse(payload);
      if (heard) this.dispatch(heard.chatbotId, heard.change);
    });
    // A failed subscription surfaces on the caches' first get(); this keeps it from being an unhandled rejection.
    this.ready.catch(() => undefined);
  }

  subscribe(listener: BotChangeListener): void {
    this.listeners.add(listener);
  }

  onMissedChanges(listener: () => void): void {
    this.missedListeners.add(listener);
  }

  /** After the change has committed: this replica's caches let go at once, every replica's when the NOTIFY comes. */
  async announce(chatbotId: string, change: BotChange): Promise<void> {
    this.dispatch(chatbotId, change);
    await this.database.notify(BOT_CHANGED_CHANNEL, JSON.stringify({ chatbot_id: chatbotId, change }));
  }

  /** Inside the transaction that makes the change: every replica, this one included, hears it once it commits. */
  async announceOnCommit(trx: Kysely<Database>, chatbotId: string, change: BotChange): Promise<void> {
    await this.database.notify(BOT_CHANGED_CHANNEL, JSON.stringify({ chatbot_id: chatbotId, change }), trx);
  }

  private dispatch(chatbotId: string, change: BotChange): void {
    for (const listener of this.listeners) listener(chatbotId, change);
  }
}
