// The whole database as Kysely sees it: one entry per table, typed in its domain folder.
import type { AccountTable } from '../members/account.table';
import type { SessionTable } from '../members/session.table';
import type { KnownAddressTable } from '../members/known-address.table';
import type { AccountTokenTable } from '../members/account-token.table';
import type { OutboxTable } from '../mail/outbox.table';
import type { PlanTable } from '../plans/plan.table';
import type { ChatbotTable } from '../chatbots/chatbot.table';
import type { KnowledgeChunkTable, KnowledgeFileContentTable, KnowledgeFileTable } from '../knowledge/knowledge.table';
import type { RateLimitTable } from '../http/rate-limit.table';
import type { ChannelSettingsTable, InboundEventTable, QuietConversationTable, UsedSignatureTable } from '../channels/channel.table';
import type { PublicLimitSpendTable } from '../channels/limits/public-limit.table';
import type { AnswerRotationTable, AnswerSettingsTable, QaGroupTable, QaIndexTable } from '../qa/qa.table';
import type { JobTable } from '../jobs/job.table';
import type { WebPluginIconTable, WebPluginSettingsTable } from '../web-plugin/web-plugin.table';
import type { LlmUsageTable } from '../llm/llm-usage.table';
import type { AutoFaqAnswerTable, AutoFaqFileTable } from '../autofaq/autofaq.table';
import type { EntityFileTable, EntityMentionTable, EntityTable } from '../entities/entities.table';
import type { PromptOptimizationTable } from '../prompt-optimization/optimization.table';
import type { ConversationMessageTable, RecommendationTable } from '../history/conversation.table';
import type { QuestionDailyCountTable } from '../history/stats.table';
import type { IntegrationTable } from '../integrations/integration.table';
import type { BatchTestRowTable, BatchTestRunTable } from '../batch-test/batch-test.table';
import type { ExternalIdentityTable, SignInAttemptTable } from '../sign-in/sign-in.table';
import type { QuestionnaireResponseTable, QuestionnaireRunTable, QuestionnaireTable } from '../questionnaires/questionnaire.table';

import type { TopicChoiceTable, TopicGroupTable, TopicSettingsTable, TopicTable } from '../topics/topic.table';

export interface Database {
  plans: PlanTable;
  accounts: AccountTable;
  sessions: SessionTable;
  known_addresses: KnownAddressTable;
  account_tokens: AccountTokenTable;
  outbox: OutboxTable;
  chatbots: ChatbotTable;
  knowledge_files: KnowledgeFileTable;
  knowledge_file_contents: KnowledgeFileContentTable;
  public_limit_spend: PublicLimitSpendTable;
  channel_settings: ChannelSettingsTable;
  inbound_events: InboundEventTable;
  quiet_conversations: QuietConversationTable;
  used_signatures: UsedSignatureTable;
  knowledge_chunks: KnowledgeChunkTable;
  rate_limits: RateLimitTable;
  qa_groups: QaGroupTable;
  jobs: JobTable;
  qa_indexes: QaIndexTable;
  answer_settings: AnswerSettingsTable;
  answer_rotation: AnswerRotationTable;
  web_plugin_settings: WebPluginSettingsTable;
  web_plugin_icons: WebPluginIconTable;
  llm_usage: LlmUsageTable;
  autofaq_files: AutoFaqFileTable;
  autofaq_answers: AutoFaqAnswerTable;
  prompt_optimizations: PromptOptimizationTable;
  integrations: IntegrationTable;
  conversation_messages: ConversationMessageTable;
  question_daily_counts: QuestionDailyCountTable;
  recommendations: RecommendationTable;
  batch_test_runs: BatchTestRunTable;
  batch_test_rows: BatchTestRowTable;
  external_identities: ExternalIdentityTable;
  sign_in_attempts: SignInAttemptTable;
  questionnaires: QuestionnaireTable;
  questionnaire_runs: QuestionnaireRunTable;
  questionnaire_responses: QuestionnaireResponseTable;

  topics: TopicTable;
  topic_groups: TopicGroupTable;
  topic_settings: TopicSettingsTable;
  topic_choices: TopicChoiceTable;

  entity_files: EntityFileTable;
  entities: EntityTable;
  entity_mentions: EntityMentionTable;
}
