// Topic Q&A tables (migration 0022): topics, their groups, the menu keyword, each conversation's chosen topic.
import type { ColumnType, Selectable } from 'kysely';

type Optional<T> = ColumnType<T, T | undefined, T>;

export interface TopicTable {
  topic_id: string;
  chatbot_id: string;
  name: string;
  description: Optional<string>;
  active: Optional<boolean>;
  /** 0-based place in the menu. */
  position: number;
  /** The request key of the console dialog that made it (migration 0034); null for older ones. Unique per bot. */
  request_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date, never>;
  updated_at: Date;
}
export type TopicRow = Selectable<TopicTable>;

export interface TopicGroupTable {
  topic_id: string;
  group_id: string;
  position: number;
}

export interface TopicSettingsTable {
  chatbot_id: string;
  /** null: the bot language's default keyword; '': none. */
  menu_keyword: string | null;
}

export interface TopicChoiceTable {
  chatbot_id: string;
  user_id: string;
  topic_id: string;
  /** When the topic was chosen or last used; the choice lapses after the conversation idle time. */
  last_at: Date;
}
