// The whole database as Kysely sees it: one entry per table, typed in its domain folder.
import type { AccountTable } from '../members/account.table';
import type { SessionTable } from '../members/session.table';
import type { PlanTable } from '../plans/plan.table';
import type { ChatbotTable, KnowledgeFileTable } from '../chatbots/chatbot.table';
import type { RateLimitTable } from '../http/rate-limit.table';

export interface Database {
  plans: PlanTable;
  accounts: AccountTable;
  sessions: SessionTable;
  chatbots: ChatbotTable;
  knowledge_files: KnowledgeFileTable;
  rate_limits: RateLimitTable;
}
