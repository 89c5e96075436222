// OpenAPI pieces of the public API and the integrations switches, spread into backend/openapi/document.ts.
import type { ErrorCode } from '../../schema/rules/errors';
import { ANSWER_STATUS, MESSAGE_MAX_CHARS, PLATFORMS } from '../../schema/rules/constants';
import { body, botErrors, errors, json, object, pathParameter, ref, refusals, string } from '../openapi/builders';

const answerStatus = { enum: Object.values(ANSWER_STATUS) };
const button = ref('PublicButton');
const vendorId = [pathParameter('vendorId', "The bot's vendor id (the credential of its public API).")];
const botId = [pathParameter('id', 'The chatbot id.')];
const platform = [{ name: 'platform', in: 'path', required: true, schema: { enum: [...PLATFORMS] } }];
const testChatNote =
  'The bot owner may add `Authorization: Bearer <token>` and `X-Test-Chat: 1` (the console test chat): allowed while the api channel is off, recorded with platform other, and the reply carries `debug`.';
const publicRefusals: ErrorCode[] = ['NOT_FOUND', 'PLATFORM_INACTIVE', 'RATE_LIMITED'];

export const publicApiSchemas = {
  PublicInfoReply: object({ robotName: string, activate: { const: true }, failedMsg: string, greetingMsg: string, chatbotId: string, postbackTitle: string }),
  PublicButton: object({ id: { ...string, description: 'Group id' }, oriQue: { ...string, description: "The user's question" }, text: { ...string, description: 'The suggested question' } }),
  PublicMessageBody: object(
    {
      userId: { type: 'string', minLength: 1, maxLength: 200 },
      type: { enum: ['message', 'postback'], default: 'message' },
      message: object(
        { text: { type: 'string', minLength: 1, maxLength: MESSAGE_MAX_CHARS }, id: { ...string, description: 'Postback: the group id of the chosen button' }, oriQue: { ...string, description: "Postback: the user's original question" } },
        ['text'],
      ),
    },
    ['userId', 'message'],
  ),
  PublicMessageReply: object(
    {
      sender: { const: 'BOT' },
      type: { enum: ['answer', 'no_answer', 'error'] },
      state: { enum: ['start', 'in_progress', 'completed'] },
      success: { type: 'boolean' },
      uid: string,
      sid: string,
      oriQue: string,
      data: object({ text: string, title: string, buttons: { type: 'array', items: button } }),
      debug: object({
        answer_status: answerStatus,
        group_id: { type: ['string', 'null'] },
        candidates: { type: 'array', items: object({ group_id: string, question: string, score: { type: 'number' } }) },
        synonyms: { type: 'array', items: object({ word: string, read_as: { type: 'array', items: string } }) },
        off_topic: object({ message: string, score: { type: 'number' } }),
      }),
      error: ref('Error'),
    },
    ['sender', 'type', 'state', 'success', 'uid', 'sid', 'oriQue', 'data'],
  ),
  PublicHistoryBody: object({ userId: { type: 'string', minLength: 1, maxLength: 200 } }),
  PublicHistoryReply: object({
    userId: string,
    messages: {
      type: 'array',
      items: object({
        sender: { enum: ['USER', 'BOT'] },
        text: string,
        datetime: { type: 'string', format: 'date-time' },
        platform: { enum: [...PLATFORMS] },
        sid: string,
        answerStatus: { anyOf: [answerStatus, { type: 'null' }] },
        buttons: { type: 'array', items: button },
      }),
    },
  }),
  Integration: object({ platform: { enum: [...PLATFORMS] }, active: { type: 'boolean' }, available: { type: 'boolean', description: "False when the account's plan does not include it" } }),
  IntegrationList: object({ vendor_id: string, integrations: { type: 'array', items: ref('Integration') } }),
  IntegrationToggleBody: object({ active: { type: 'boolean' } }),
};

export const publicApiPaths = {
  '/webhook/api/v2/{vendorId}': {
    get: { summary: "The bot's info (§3 info reply)", description: testChatNote, parameters: vendorId, responses: { '200': json('PublicInfoReply', 'Info'), ...refusals(...publicRefusals) } },
    post: {
      summary: 'Send a message or a chosen button (postback); the reply is recorded in history before it is sent',
      description: testChatNote,
      parameters: vendorId,
      requestBody: body('PublicMessageBody'),
      responses: { '200': json('PublicMessageReply', 'Reply'), ...refusals('VALIDATION_FAILED', 'NOT_TRAINED', ...publicRefusals) },
    },
  },
  '/webhook/api/v2/{vendorId}/history': {
    post: {
      summary: "The user's conversation with the bot, newest last, at most 100 lines",
      parameters: vendorId,
      requestBody: body('PublicHistoryBody'),
      responses: { '200': json('PublicHistoryReply', 'History'), ...refusals('VALIDATION_FAILED', ...publicRefusals) },
    },
  },
  '/chatbot/{id}/integrations': {
    get: { summary: "The bot's channels and its vendor id", security: [{ bearer: [] }], parameters: botId, responses: { '200': json('IntegrationList', 'Channels'), ...errors(...botErrors) } },
  },
  '/chatbot/{id}/integrations/{platform}': {
    put: {
      summary: 'Turn a channel on or off',
      security: [{ bearer: [] }],
      parameters: [...botId, ...platform],
      requestBody: body('IntegrationToggleBody'),
      responses: { '200': json('Integration', 'Changed'), ...errors(...botErrors, 'VALIDATION_FAILED', 'PLAN_UNAVAILABLE') },
    },
  },
};
