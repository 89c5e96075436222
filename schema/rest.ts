// The backend's REST shapes (PRODUCT.md §7, snake_case like the original backend). The backend
// answers these; the BFF's data sources read them and codegen maps GraphQL types onto them.
import type { AnswerMode, AnswerStatus, Language, Platform, Scenario, Tools } from './rules/constants';
import type { PlanUsage, StoppedChannel } from './rules/account';
import type { ErrorBody, LineIssue } from './rules/errors';
import type { AutoQaFileDTO } from './rest-knowledge';
import type { AnswerSource } from './rules/constants';

export type BotLanguage = Language;

/** Where an answer comes from. */
export type { AnswerSource } from './rules/constants';

// Every error's body, defined with the error codes.
export type { ErrorBody } from './rules/errors';

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
  /** 0 for the smallest plan; an account may put its bots on packages of its plan's rank and below. */
  rank: number;
  /** Questions one batch test may hold. */
  batch_test_row_limit: number;
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
  /** Whether the owner has opened the confirmation link mailed at sign-up. */
  email_confirmed: boolean;
  /** Q&A groups across the account's bots: what qa_group_limit counts. */
  qa_group_count: number;
  /** The provider the account was made through and signs in with; null for e-mail and password. */
  sign_in_provider: 'google' | 'line' | null;
}

/** POST /member/confirm-email → 200 */
export interface ConfirmEmailResponseDTO {
  status: 'success';
  /** The confirmed address, for the login form. */
  email: string;
}

/** POST /member/resend-confirmation → 200 (429 RATE_LIMITED within a minute of the last mail) */
export interface ResendConfirmationResponseDTO {
  status: 'success';
  /** When the next resend is allowed. */
  resend_available_at: string;
}

/** GET /plans: every plan, smallest first, and whether owners may switch plans themselves (PLAN_SELF_SERVICE). */
export interface PlanListDTO {
  plans: PlanDTO[];
  self_service: boolean;
}

/**
 * PUT /member/plan → 409: the plan is smaller than the account's current use (the counts say what to remove), or,
 * unless `stop_channels` was sent, it does not include channels that are switched on (they would answer nothing).
 */
export type PlanErrorBody =
  | { error: { code: 'PLAN_LIMITS_EXCEEDED'; message: string; usage: PlanUsage } }
  | { error: { code: 'PLAN_STOPS_CHANNELS'; message: string; channels: StoppedChannel[] } };

/** PUT /member/password → 200: the current session stays; any other session of the account is ended. */
export interface PasswordChangedDTO {
  status: 'success';
  /** Other sessions ended (one live session per account, so normally 0). */
  other_sessions_ended: number;
}

/** A file stored with a chatbot, as the chatbot detail lists it: a few fields of the knowledge file (AutoQaFileDTO). */
export type KnowledgeFileDTO = Pick<AutoQaFileDTO, 'file_id' | 'file_name' | 'size' | 'content_type' | 'created_at'> & {
  /** The stored row's own word: 'stored' is the AutoQA file's `pending`. */
  status: 'stored' | 'processing' | 'ready' | 'failed';
};

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
  /** Unguessable id of the bot's public API and widget: /webhook/api/v2/{vendor_id}. */
  vendor_id: string;
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
  llm: LlmStatusDTO;
}

/** Whether a language model is configured (so the console can say "a model is needed"); never its URL or key. */
export interface LlmStatusDTO {
  configured: boolean;
  /** The chat model's name, or null without a model. */
  model: string | null;
  /** Whether an embeddings model is configured too (vector retrieval). */
  embeddings: boolean;
}

/** Server-sent events of GET /member/session-events: `event: session` with this JSON as data. */
export interface SessionEventDTO {
  kind: 'revoked' | 'expired';
  at: string;
}

/** A Q&A group (§3). `key` is the import file's group label (kept for re-import and export). */
export interface QaGroupDTO {
  group_id: string;
  chatbot_id: string;
  key: string;
  questions: string[];
  answers: string[];
  answer_mode: AnswerMode;
  similar_enabled: boolean;
  postback_choices: string[];
  tags: string[];
  created_at: string;
  updated_at: string;
}

/** GET /qa/{botId}/groups?q=&page=&page_size= */
export interface QaGroupPageDTO {
  groups: QaGroupDTO[];
  total: number;
  page: number;
  page_size: number;
}

/** POST /qa/{botId}/import → 200 (400 IMPORT_INVALID with error.lines; 403 QA_GROUP_LIMIT_REACHED) */
export interface QaImportResultDTO {
  groups_created: number;
  groups_updated: number;
  rows: number;
  /** Imported, but worth a look: a question in two groups, keys that read as one (validation.csvQuestionIn…, csvKey…). */
  warnings: LineIssue[];
}

/** A training run of a bot's Q&A list (§4: training → success | failure). */
export interface TrainingJobDTO {
  job_id: string;
  chatbot_id: string;
  state: 'training' | 'success' | 'failure';
  /** 0..1 */
  progress: number;
  /** Failure reason or a short progress note. */
  message: string;
  group_count: number;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** GET /qa/{botId}/training */
export interface TrainingStatusDTO {
  /** The newest job, or null before the first training. */
  job: TrainingJobDTO | null;
  /** When the index the bot answers from was built; null when never trained successfully. */
  trained_at: string | null;
  /** Groups in that index. */
  trained_group_count: number;
  /** Groups now in the Q&A list (differs from trained_group_count when edits are not trained yet). */
  group_count: number;
  /** Whether the Q&A list changed (groups added, edited or deleted) since the index was built. */
  untrained_changes: boolean;
}

/** GET, PUT /qa/{botId}/answer-settings */
export interface AnswerSettingsDTO {
  answer_threshold: number;
  suggest_threshold: number;
  max_suggestions: number;
  /**
   * The bot's own synonym sets: the words of a set mean the same to this bot (第四台, 有線電視), on top of the
   * engine's built-in Traditional Chinese sets, when the Q&A list is matched (in a bot with other sources, when every
   * source is ranked together). They apply to the next message, without training.
   */
  synonyms: string[][];
  /**
   * A message more like the engine's built-in off-topic reference (small talk, sums, weather, films, shopping, …)
   * than like anything the bot holds gets the failed message, from every source (the Q&A list, AutoFAQ answers,
   * knowledge passages), and no buttons; a bot whose only source is AutoFAQ or the knowledge keeps that source's own
   * rule. On by default.
   */
  off_topic_filter: boolean;
}

/** A channel of a bot and whether it is on (§2 integration tabs). */
export interface IntegrationDTO {
  platform: Platform;
  active: boolean;
  /** False when the account's plan does not include this platform. */
  available: boolean;
}

/** GET /chatbot/{id}/integrations */
export interface IntegrationListDTO {
  vendor_id: string;
  /** PUBLIC_URL: the base of the public API's endpoint and the widget's script, as people reach this product. */
  public_url: string;
  integrations: IntegrationDTO[];
}

/** GET /webhook/api/v2/{vendorId} — §3 info reply. */
export interface PublicInfoReply {
  robotName: string;
  activate: true;
  failedMsg: string;
  greetingMsg: string;
  chatbotId: string;
  postbackTitle: string;
  /** Buttons to show under the greeting: the topic menu's (`topic:menu`) when the bot has topics; absent otherwise. */
  greetingButtons?: PublicButton[];
}

/** A similar-question button: id is the group id, text the suggested question, oriQue the user's question. */
export interface PublicButton {
  id: string;
  oriQue: string;
  text: string;
}

/** POST /webhook/api/v2/{vendorId}/feedback (and the widget's) — the mark as stored. */
export interface PublicFeedbackReply {
  userId: string;
  mid: string;
  feedback: 0 | 1 | 2;
}

/** POST /webhook/api/v2/{vendorId} — §3 message reply (also the body of its 4xx answers, with `error`). */
export interface PublicMessageReply {
  sender: 'BOT';
  type: 'answer' | 'no_answer' | 'error';
  state: 'start' | 'in_progress' | 'completed';
  success: boolean;
  uid: string;
  sid: string;
  /** The reply's history id, which feedback names; empty in a refusal. */
  mid: string;
  oriQue: string;
  data: { text: string; title: string; buttons: PublicButton[] };
  /** Only for the bot's owner calling with its Bearer token and `X-Test-Chat: 1` (the console's test chat). */
  debug?: {
    answer_status: AnswerStatus;
    group_id: string | null;
    /** The source that answered: the Q&A list, an AutoFAQ answer set or the knowledge files; null for buttons and none. */
    source: AnswerSource | null;
    /** The Q&A list's candidates (its scores are the confidence scale). */
    candidates: { group_id: string; question: string; score: number }[];
    /** Every source's best candidates: the button id, its label, the source's own score and the calibrated confidence. */
    sources: { source: AnswerSource; candidates: { id: string; label: string; score: number; confidence: number }[] }[];
    /** Knowledge chunks retrieved for AutoQA, best first; absent when knowledge was not consulted. */
    knowledge?: { file_id: string; file_name: string; score: number }[];
    /** Words of the message the engine read as synonyms the bot's Q&A uses (第四台 → 有線電視). */
    synonyms: { word: string; read_as: string[] }[];
    /** The off-topic reference message the user's message was more like than any group, when that made the reply no_answer. */
    off_topic?: { message: string; score: number };
    /** Entities found in the message (entity files, longest match first from the left). */
    entities?: { type: string; value: string; text: string }[];
  };
  /** Present on refusals (4xx/5xx) so REST clients get the usual error contract too. */
  error?: ErrorBody['error'];
}

/** One line of a conversation. */
export interface PublicHistoryMessage {
  sender: 'USER' | 'BOT';
  text: string;
  datetime: string;
  platform: Platform;
  sid: string;
  answerStatus: AnswerStatus | null;
  buttons: PublicButton[];
  /** The line's history id: a bot line's is the `mid` its feedback names. */
  mid: string;
  /** A bot line's feedback (0 none, 1 useful, 2 not useful); 0 on the user's lines. */
  feedback: 0 | 1 | 2;
}

/** POST /webhook/api/v2/{vendorId}/history { userId } — newest last, at most 100. */
export interface PublicHistoryReply {
  userId: string;
  messages: PublicHistoryMessage[];
}

/** GET, PUT /web-plugin/{botId}/settings (and the icon routes) — the website widget of a bot, for its owner. */
export interface WebPluginSettingsDTO {
  chatbot_id: string;
  vendor_id: string;
  /** Whether the bot's web channel is on (the integrations switch). */
  active: boolean;
  header_bg_color: string;
  header_text_color: string;
  chat_label: string;
  ticker_messages: string[];
  /** Normalised entries; empty = any site. */
  trusted_domains: string[];
  /** Path on the backend's public origin (`/webhook/web/{vendorId}/icons/robot?v=…`), null for the default icon. */
  robot_icon_url: string | null;
  chat_icon_url: string | null;
  updated_at: string | null;
}

/** GET /webhook/web/{vendorId}/config — what the widget needs to draw itself (no session; origin checked). */
export interface WidgetConfigReply {
  robotName: string;
  greetingMsg: string;
  failedMsg: string;
  postbackTitle: string;
  /** The bot's language; the widget's own strings follow it. */
  language: Language;
  chatLabel: string;
  headerBgColor: string;
  headerTextColor: string;
  tickerMessages: string[];
  /** Paths on the widget script's origin, null for the built-in icon. */
  robotIconUrl: string | null;
  chatIconUrl: string | null;
  /** Buttons to show under the greeting: the topic menu's (`topic:menu`) when the bot has topics; absent otherwise. */
  greetingButtons?: PublicButton[];
}

export * from './rest-knowledge';
export * from './rest-channels';
export * from './rest-topics';
export * from './rest-history';
export * from './rest-batch-test';
export * from './rest-sign-in';
export * from './rest-entities';
