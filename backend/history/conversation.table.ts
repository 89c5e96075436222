// Conversation history (every line a user or a bot said) and the recommendations log (chosen buttons).
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { PublicButton } from '../../schema/rest';
import type { AnswerStatus, Platform } from '../../schema/rules/constants';

export interface ConversationMessageTable {
  id: Generated<string>;
  chatbot_id: string;
  user_id: string;
  /** The conversation session: a new one after CONVERSATION_IDLE_MS of silence. */
  sid: string;
  sender: 'user' | 'bot';
  content: string;
  platform: Platform;
  answer_status: AnswerStatus | null;
  group_id: string | null;
  /** jsonb; written as a JSON string. */
  buttons: ColumnType<PublicButton[], string | undefined, string>;
  /** §3 feedback on a bot line: 0 none, 1 useful, 2 not useful (user lines stay 0). */
  feedback: ColumnType<Feedback, Feedback | undefined, Feedback>;
  created_at: ColumnType<Date, Date | undefined, never>;
  /** A user line's message id on its platform (LINE's), by which an unsent message is found; null elsewhere. */
  platform_message_id: ColumnType<string | null, string | null | undefined, never>;
  /** The LINE group or room both lines of an exchange were said in (`group:<id>`, `room:<id>`); null in a user's own chat. */
  platform_conversation: ColumnType<string | null, string | null | undefined, never>;
  /** When the user unsent the message: its content is emptied then. */
  unsent_at: ColumnType<Date | null, never, Date | null>;
}
/** §3 feedback: 0 none, 1 useful, 2 not useful. */
export type Feedback = 0 | 1 | 2;

export type ConversationMessageRow = Selectable<ConversationMessageTable>;

/** §3 recommendation saved status: 0 not saved, 1 saved, 2 no Q&A group. */
export type RecommendationSavedStatus = 0 | 1 | 2;

export interface RecommendationTable {
  id: Generated<string>;
  chatbot_id: string;
  original_question: string;
  selected_question: string;
  group_id: string;
  platform: Platform;
  user_id: string;
  saved_status: ColumnType<RecommendationSavedStatus, RecommendationSavedStatus | undefined, RecommendationSavedStatus>;
  created_at: ColumnType<Date, Date | undefined, never>;
}
export type RecommendationRow = Selectable<RecommendationTable>;
