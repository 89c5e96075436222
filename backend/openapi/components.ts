// OpenAPI component schemas of the REST answers (schema/rest.ts holds them as TypeScript interfaces, so they are
// written here); request bodies are generated from the zod schemas of schema/rules instead.
import { ERROR_CODES } from '../../schema/rules/errors';
import { LANGUAGES, PLATFORMS, SCENARIOS, TOOL_MODULES } from '../../schema/rules/constants';
import { dateTime, integer, nullableDateTime, object, ref, string } from './builders';

const tools = object(Object.fromEntries(TOOL_MODULES.map((name) => [name, { type: 'boolean' }])));
const botBasicInfo = {
  robot_name: { type: 'string', minLength: 1, maxLength: 100 },
  greeting_msg: { type: 'string', minLength: 1, maxLength: 1000 },
  failed_msg: { type: 'string', minLength: 1, maxLength: 1000 },
  postback_msg: { type: 'string', maxLength: 1000 },
  description: { type: 'string', maxLength: 2000 },
  language: { enum: [...LANGUAGES] },
  package: { type: 'string', description: 'An existing plan code.' },
};

export const schemas = {
  Error: object({
    error: object(
      {
        code: { enum: ERROR_CODES },
        message: string,
        fields: { type: 'array', items: object({ field: string, message: string }) },
        values: { type: 'object', additionalProperties: { type: ['string', 'integer'] }, description: 'What the message names, e.g. { group_id, key } of QUESTION_IN_GROUP' },
      },
      ['code', 'message'],
    ),
  }),
  Health: object({ status: { enum: ['ok', 'degraded'] }, database: { enum: ['ok', 'down'] } }),
  Status: object({ status: { const: 'success' } }),
  Plan: object({ code: string, name: string, bot_limit: integer, qa_group_limit: integer, integrations: { type: 'array', items: string }, daily_optimization_limit: integer, rank: integer, batch_test_row_limit: integer }),
  RegisterResponse: object({ status: { const: 'success' }, email: string }),
  LoginResponse: object({ status: { const: 'success' }, token: string }),
  SignInProviders: object({ google: { type: 'boolean' }, line: { type: 'boolean' } }),
  StartSignInResponse: object({ status: { const: 'success' }, authorization_url: string }),
  Profile: object({
    email: string,
    nickname: string,
    first_name: string,
    username: string,
    plan: ref('Plan'),
    activated_at: dateTime,
    expires_at: nullableDateTime,
    bot_limit: integer,
    qa_group_limit: integer,
    bot_count: integer,
    email_confirmed: { type: 'boolean' },
    qa_group_count: integer,
    sign_in_provider: { type: ['string', 'null'], enum: ['google', 'line', null], description: 'null for an account of e-mail and password' },
  }),
  ConfirmEmailResponse: object({ status: { const: 'success' }, email: string }),
  ResendConfirmationResponse: object({ status: { const: 'success' }, resend_available_at: dateTime }),
  PlanList: object({ plans: { type: 'array', items: ref('Plan') }, self_service: { type: 'boolean', description: 'false when PLAN_SELF_SERVICE=false: PUT /member/plan answers PLAN_CHANGE_DISABLED' } }),
  PlanError: {
    oneOf: [
      object({
        error: object({
          code: { const: 'PLAN_LIMITS_EXCEEDED' },
          message: string,
          usage: object({ bot_count: integer, bot_limit: integer, qa_group_count: integer, qa_group_limit: integer, bots_above_plan: integer }),
        }),
      }),
      object({
        error: object({
          code: { const: 'PLAN_STOPS_CHANNELS' },
          message: string,
          channels: { type: 'array', items: object({ chatbot_id: string, robot_name: string, platform: { enum: [...PLATFORMS] } }) },
        }),
      }),
    ],
  },
  PasswordChanged: object({ status: { const: 'success' }, other_sessions_ended: integer }),
  SessionEvent: object({ kind: { enum: ['revoked', 'expired'] }, at: dateTime }),
  Tools: tools,
  KnowledgeFile: object({ file_id: string, file_name: string, size: integer, content_type: string, status: { enum: ['stored', 'processing', 'ready', 'failed'] }, created_at: dateTime }),
  ChatbotDetail: object({
    chatbot_id: string,
    ...botBasicInfo,
    scenario: { enum: [...SCENARIOS] },
    agent_prompt: string,
    sgw_vendor: string,
    vendor_id: { type: 'string', description: 'Id of the public API and widget: /webhook/api/v2/{vendor_id}' },
    tools: ref('Tools'),
    tags: { type: 'array', items: string },
    files: { type: 'array', items: ref('KnowledgeFile') },
    expired_at: nullableDateTime,
    created_at: dateTime,
    updated_at: dateTime,
  }),
  ChatbotList: object({ chatbots: { type: 'array', items: ref('ChatbotDetail') } }),
  ChatbotTools: object({ tools: ref('Tools') }),
  UserConfig: object({ language: { enum: [...LANGUAGES] }, packages: { type: 'array', items: ref('Plan') }, llm: ref('LlmStatus') }),
  LlmStatus: object({ configured: { type: 'boolean' }, model: { type: ['string', 'null'] }, embeddings: { type: 'boolean' } }),
};
