// OpenAPI response shapes of the owner's history and recommendations log; the paths come from the route table.
import { ANSWER_SOURCES, ANSWER_STATUS, PLATFORMS } from '../../schema/rules/constants';
import { HISTORY_COUNT_MAX } from '../../schema/rules/history';
import { object, ref, string } from '../openapi/builders';

const nextCursor = { type: ['string', 'null'], description: 'Pass as cursor for the next page; null on the last page' };
const taipeiMinute = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}$', description: 'YYYY-MM-DD HH:mm, Asia/Taipei' };
const groupRef = object({ id: string, key: string, question: { ...string, description: "The group's first question" } });

export const historySchemas = {
  HistoryGroupRef: groupRef,
  HistoryExchange: object({
    id: { ...string, description: "The bot line's id: the reply's mid" },
    sid: string,
    user_id: string,
    platform: { enum: [...PLATFORMS] },
    question: string,
    question_unsent: { type: 'boolean', description: 'The user unsent the question (LINE): its text is gone and question is empty' },
    line_chat: { anyOf: [{ enum: ['group', 'room'] }, { type: 'null' }], description: 'Said in a LINE group or multi-person chat (the reply went to everyone there); null in a user\'s own chat' },
    line_chat_id: { type: ['string', 'null'], description: 'Which LINE group or multi-person chat (group:<id>, room:<id>): the line_chat_id filter lists every member\'s exchanges in it; null in a user\'s own chat' },
    reply: string,
    datetime: taipeiMinute,
    answer_status: { anyOf: [{ enum: Object.values(ANSWER_STATUS) }, { type: 'null' }] },
    feedback: { enum: [0, 1, 2], description: '0 none, 1 useful, 2 not useful' },
    matched_group: { anyOf: [ref('HistoryGroupRef'), { type: 'null' }], description: 'The group that answered; null when none did or it was deleted' },
    source: {
      anyOf: [{ enum: [...ANSWER_SOURCES] }, { type: 'null' }],
      description: 'The source that answered: the Q&A list, an AutoFAQ answer or a knowledge file; null when nothing did (buttons, the failed message, a questionnaire, a message left unanswered)',
    },
  }),
  HistoryExchangePage: object({
    items: { type: 'array', items: ref('HistoryExchange') },
    next_cursor: nextCursor,
    total: { type: 'integer', minimum: 0, maximum: HISTORY_COUNT_MAX, description: `How many exchanges the filters match on all pages, counted up to ${HISTORY_COUNT_MAX}` },
    more_than_total: { type: 'boolean', description: `True when more than ${HISTORY_COUNT_MAX} match` },
  }),
  LikelyGroups: object({ question: string, groups: { type: 'array', items: ref('HistoryGroupRef') } }),
  Recommendation: object({
    id: string,
    original_question: string,
    selected_question: string,
    group: { anyOf: [object({ id: string, key: string }), { type: 'null' }], description: 'Null when the group was deleted, or when the button named another source' },
    source: { enum: [...ANSWER_SOURCES], description: 'What the tapped button named: a Q&A group, an AutoFAQ answer or a knowledge passage' },
    platform: { enum: [...PLATFORMS] },
    user_id: string,
    datetime: taipeiMinute,
    saved: { enum: [0, 1, 2], description: '0 not saved, 1 saved, 2 nothing to save into (the group deleted, or the AutoFAQ answer or passage gone at the save)' },
  }),
  RecommendationPage: object({ items: { type: 'array', items: ref('Recommendation') }, next_cursor: nextCursor }),
};
