// The plans table: what each pricing plan allows.
import type { ColumnType, Selectable } from 'kysely';

export interface PlanTable {
  code: string;
  name: string;
  bot_limit: number;
  qa_group_limit: number;
  /** jsonb array of integration codes; written as a JSON string. */
  integrations: ColumnType<string[], string, string>;
  daily_optimization_limit: number;
  /** 0 for the smallest plan, higher for bigger ones: a plan includes the packages of its rank and below. */
  rank: ColumnType<number, number | undefined, number>;
  /** Questions one batch test may hold. */
  batch_test_row_limit: ColumnType<number, number | undefined, number>;
}
export type PlanRow = Selectable<PlanTable>;
