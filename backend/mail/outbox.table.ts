// The outbox table: every mail a server without SMTP_URL would have sent, so it can be read (and its link opened) locally.
import type { Generated, Selectable } from 'kysely';

export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date;
}
export type OutboxRow = Selectable<OutboxTable>;
