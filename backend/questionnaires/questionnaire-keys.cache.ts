// Each bot's active questionnaires as the reply pipeline needs them on every message: whether there is one at all and
// the keywords that start them. Kept until a questionnaire of the bot is created, changed or deleted (a
// `questionnaires` change), so a message to a bot without an active questionnaire costs no query here.
import type { Kysely } from 'kysely';
import type { BotChangeFeed } from '../caching/bot-changes';
import { NotifiedCache } from '../caching/notified-cache';
import type { Database } from '../db/schema';

export interface ActiveQuestionnaires {
  /** How many of the bot's questionnaires are active. */
  active: number;
  /** Their normalised keywords (keyword_key). */
  keywordKeys: ReadonlySet<string>;
}

async function loadActive(db: Kysely<Database>, chatbotId: string): Promise<ActiveQuestionnaires> {
  const rows = await db.selectFrom('questionnaires').select('keyword_key').where('chatbot_id', '=', chatbotId).where('active', '=', true).execute();
  return { active: rows.length, keywordKeys: new Set(rows.map((row) => row.keyword_key)) };
}

export class ActiveQuestionnairesCache extends NotifiedCache<ActiveQuestionnaires> {
  constructor(db: Kysely<Database>, changes: BotChangeFeed) {
    super(changes, { on: ['questionnaires'], load: (chatbotId) => loadActive(db, chatbotId) });
  }
}
