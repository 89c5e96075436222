// The backend's REST shapes (PRODUCT.md §7, snake_case like the original backend). The backend
// answers these; the BFF's data sources read them and codegen maps GraphQL types onto them.
import type { Language, Scenario, Tools } from './rules/constants';
import type { ErrorCode, FieldIssue } from './rules/errors';

export type BotLanguage = Language;

/** Every error: HTTP status per ERROR_STATUS, body { error }. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: FieldIssue[] };
}

/** GET /healthz */
export interface HealthDTO {
  status: 'ok' | 'degraded';
  database: 'ok' | 'down';
}

/** A pricing plan. */
export interface PlanDTO {
  code: string;
  name: string;
  bot_limit: number;
  qa_group_limit: number;
  integrations: string[];
  daily_optimization_limit: number;
}

/** POST /member/register → 201 */
export interface RegisterResponseDTO {
  status: 'success';
  email: string;
}

/** POST /member/login → 200 (401 INVALID_CREDENTIALS, 409 SESSION_ACTIVE, 429 RATE_LIMITED) */
export interface LoginResponseDTO {
  status: 'success';
  token: string;
}

/** POST /member/logout → 200 */
export interface StatusDTO {
  status: 'success';
}

/** GET /member/profile */
export interface ProfileDTO {
  email: string;
  nickname: string;
  first_name: string;
  username: string;
  plan: PlanDTO;
  activated_at: string;
  expires_at: string | null;
  bot_limit: number;
  qa_group_limit: number;
  bot_count: number;
}

/** A file stored with a chatbot. */
export interface KnowledgeFileDTO {
  file_id: string;
  file_name: string;
  size: number;
  content_type: string;
  status: 'stored' | 'processing' | 'ready' | 'failed';
  created_at: string;
}

/** GET /chatbot/{id}/detail, and the body of create and modify answers. */
export interface ChatbotDetailDTO {
  chatbot_id: string;
  robot_name: string;
  greeting_msg: string;
  failed_msg: string;
  postback_msg: string;
  description: string;
  language: BotLanguage;
  package: string;
  scenario: Scenario;
  agent_prompt: string;
  sgw_vendor: string;
  tools: Tools;
  tags: string[];
  files: KnowledgeFileDTO[];
  expired_at: string | null;
  created_at: string;
  updated_at: string;
}

/** GET /chatbot/chatbots-list: the same objects as the detail. */
export interface ChatbotListDTO {
  chatbots: ChatbotDetailDTO[];
}

/** GET and PUT /chatbot/{id}/tools/ */
export interface ChatbotToolsDTO {
  tools: Tools;
}

/** GET /custom-user-config/ */
export interface UserConfigDTO {
  language: BotLanguage;
  packages: PlanDTO[];
}

/** Server-sent events of GET /member/session-events: `event: session` with this JSON as data. */
export interface SessionEventDTO {
  kind: 'revoked' | 'expired';
  at: string;
}
