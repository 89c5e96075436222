// OpenAPI pieces of the public API (served outside the route table, so its paths are described here; the request
// bodies still come from the zod schemas) and the response shapes of the integrations switches.
import type { ErrorCode } from '../../../schema/rules/errors';
import { ANSWER_STATUS, PLATFORMS } from '../../../schema/rules/constants';
import { publicFeedbackSchema, publicHistorySchema, publicMessageSchema } from '../../../schema/rules/validation';
import { body, json, object, pathParameter, ref, refusals, string } from '../../openapi/builders';

const answerStatus = { enum: Object.values(ANSWER_STATUS) };
const button = ref('PublicButton');
const vendorId = [pathParameter('vendorId', "The bot's vendor id (the credential of its public API).")];
const testChatNote =
  'The bot owner may add `Authorization: Bearer <token>` and `X-Test-Chat: 1` (the console test chat): allowed while the api channel is off, recorded with platform other, and the reply carries `debug`.';
const publicRefusals: ErrorCode[] = ['NOT_FOUND', 'PLATFORM_INACTIVE', 'RATE_LIMITED'];

export const publicApiSchemas = {
  PublicInfoReply: object(
    { robotName: string, activate: { const: true }, failedMsg: string, greetingMsg: string, chatbotId: string, postbackTitle: string, greetingButtons: { type: 'array', items: button, description: 'Under the greeting: the topic menu button (topic:menu), only when the bot has topics.' } },
    ['robotName', 'activate', 'failedMsg', 'greetingMsg', 'chatbotId', 'postbackTitle'],
  ),
  PublicButton: object({ id: { ...string, description: 'A Q&A group id, autofaq:<answer id>, knowledge:<file id>:<ordinal>, topic:menu, topic:<topic id>, or choice-N' }, oriQue: { ...string, description: "The user's question" }, text: { ...string, description: 'The suggested question' } }),
  PublicMessageReply: object(
    {
      sender: { const: 'BOT' },
      type: { enum: ['answer', 'no_answer', 'error'] },
      state: { enum: ['start', 'in_progress', 'completed'] },
      success: { type: 'boolean' },
      uid: string,
      sid: string,
      mid: { ...string, description: "The reply's history id, which POST …/feedback names; empty in a refusal" },
      oriQue: string,
      data: object({ text: string, title: string, buttons: { type: 'array', items: button } }),
      debug: object({
        answer_status: answerStatus,
        group_id: { type: ['string', 'null'] },
        source: { enum: ['qa', 'autofaq', 'knowledge', null], description: 'The source that answered; null for buttons and the failed message.' },
        candidates: { type: 'array', items: object({ group_id: string, question: string, score: { type: 'number' } }) },
        sources: {
          type: 'array',
          description: "Each present source's best candidates; confidence is on the Q&A list's scale, comparable across sources.",
          items: object({ source: { enum: ['qa', 'autofaq', 'knowledge'] }, candidates: { type: 'array', items: object({ id: string, label: string, score: { type: 'number' }, confidence: { type: 'number' } }) } }),
        },
        knowledge: { type: 'array', items: object({ file_id: string, file_name: string, score: { type: 'number' } }) },
        synonyms: { type: 'array', items: object({ word: string, read_as: { type: 'array', items: string } }) },
        off_topic: object({ message: string, score: { type: 'number' } }),
        entities: { type: 'array', description: 'Entities found in the message (entity files).', items: object({ type: string, value: string, text: string }) },
      }, ['answer_status', 'group_id', 'source', 'candidates', 'sources', 'synonyms']),
      error: ref('Error'),
    },
    ['sender', 'type', 'state', 'success', 'uid', 'sid', 'mid', 'oriQue', 'data'],
  ),
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
        mid: { type: 'string', description: "The line's history id: a bot line's is the mid its feedback names" },
        feedback: { enum: [0, 1, 2], description: "A bot line's feedback: 0 none, 1 useful, 2 not useful; 0 on the user's lines" },
      }),
    },
  }),
  PublicFeedbackReply: object({ userId: string, mid: string, feedback: { enum: [0, 1, 2], description: '0 none, 1 useful, 2 not useful' } }),
  Integration: object({ platform: { enum: [...PLATFORMS] }, active: { type: 'boolean' }, available: { type: 'boolean', description: "False when the account's plan does not include it" } }),
  IntegrationList: object({
    vendor_id: string,
    public_url: { type: 'string', description: 'PUBLIC_URL: the base of the public API endpoint and the widget script' },
    integrations: { type: 'array', items: ref('Integration') },
  }),
};

/** POST …/{vendorId}/feedback, the same on the public API and the widget channel. */
export function feedbackOperation(description: string, channelRefusals: ErrorCode[]) {
  return {
    post: {
      summary: "The user's mark on one of the bot's replies (0 none, 1 useful, 2 not useful), named by the reply's mid",
      description: `${description} A mid that is not a reply of this bot to this user answers 404 NOT_FOUND.`,
      parameters: vendorId,
      requestBody: body(publicFeedbackSchema),
      responses: { '200': json('PublicFeedbackReply', 'Marked'), ...refusals('VALIDATION_FAILED', ...channelRefusals) },
    },
  };
}

export const publicApiPaths = {
  '/webhook/api/v2/{vendorId}': {
    get: { summary: "The bot's info (§3 info reply)", description: testChatNote, parameters: vendorId, responses: { '200': json('PublicInfoReply', 'Info'), ...refusals(...publicRefusals) } },
    post: {
      summary: 'Send a message or a chosen button (postback); the reply is recorded in history before it is sent',
      description: testChatNote,
      parameters: vendorId,
      requestBody: body(publicMessageSchema),
      responses: { '200': json('PublicMessageReply', 'Reply'), ...refusals('VALIDATION_FAILED', 'NOT_TRAINED', ...publicRefusals) },
    },
  },
  '/webhook/api/v2/{vendorId}/history': {
    post: {
      summary: "The user's conversation with the bot through this API, newest last, at most 100 lines (never what the same user id said on LINE, Messenger, the widget or a third party's channel)",
      parameters: vendorId,
      requestBody: body(publicHistorySchema),
      responses: { '200': json('PublicHistoryReply', 'History'), ...refusals('VALIDATION_FAILED', ...publicRefusals) },
    },
  },
  '/webhook/api/v2/{vendorId}/feedback': feedbackOperation(testChatNote, publicRefusals),
};
