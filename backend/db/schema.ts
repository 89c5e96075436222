// The whole database as Kysely sees it: one entry per table, typed in its domain folder.
import type { AccountTable } from '../members/account.table';
import type { SessionTable } from '../members/session.table';
import type { PlanTable } from '../plans/plan.table';
import type { ChatbotTable, KnowledgeFileTable } from '../chatbots/chatbot.table';
import type { RateLimitTable } from '../http/rate-limit.table';
import type { AnswerSettingsTable, QaGroupTable, QaIndexTable } from '../qa/qa.table';
import type { JobTable } from '../jobs/job.table';

export interface Database {
  plans: PlanTable;
  accounts: AccountTable;
  sessions: SessionTable;
  chatbots: ChatbotTable;
  knowledge_files: KnowledgeFileTable;
  rate_limits: RateLimitTable;
  qa_groups: QaGroupTable;
  jobs: JobTable;
  qa_indexes: QaIndexTable;
  answer_settings: AnswerSettingsTable;
}
