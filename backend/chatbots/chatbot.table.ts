// The chatbots table and the knowledge files stored with each bot.
import type { ColumnType, Selectable } from 'kysely';
import type { Language, Scenario, Tools } from '../../schema/rules/constants';

export interface ChatbotTable {
  /** Unguessable random id: it appears in URLs and widget scripts. */
  chatbot_id: string;
  account_id: number;
  robot_name: string;
  greeting_msg: string;
  failed_msg: string;
  postback_msg: string;
  description: string;
  language: Language;
  package: string;
  scenario: Scenario;
  agent_prompt: string;
  sgw_vendor: string;
  /** Unguessable id of the bot's public API and widget (migration 0003). */
  vendor_id: string;
  /** jsonb; written as a JSON string so pg and PGlite store the same thing. */
  tools: ColumnType<Tools, string, string>;
  tags: ColumnType<string[], string | undefined, string>;
  expired_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
export type ChatbotRow = Selectable<ChatbotTable>;
