// The integrations table: one row per bot and channel saying whether that channel is on.
import type { ColumnType, Selectable } from 'kysely';
import type { Platform } from '../../schema/rules/constants';

export interface IntegrationTable {
  chatbot_id: string;
  platform: Platform;
  active: boolean;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
export type IntegrationRow = Selectable<IntegrationTable>;
