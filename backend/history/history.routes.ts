// /history/{botId}/*: the conversation history and the recommendations log of one of the signed-in account's bots —
// pages by keyset, the CSV export, and adding a question to the Q&A set.
import { z } from 'zod';
import { addToQaSchema, historyExportSchema, historyPageSchema, likelyGroupsSchema, recommendationPageSchema } from '../../schema/rules/history';
import { MSG } from '../../schema/rules/validation';
import { ownedBotOf } from '../chatbots/owned-chatbot';
import { CSV_FORMAT_NOTE } from '../http/csv-stream';
import { signedIn } from '../http/require-session';
import { defineRoute, type Route } from '../http/route';
import { addExchangeToQa, likelyGroups, saveRecommendation } from './add-to-qa.service';
import { streamHistoryCsv } from './history-csv';
import { exchangePage, recommendationPage } from './history.service';

const idParams = z.object({ id: z.string().regex(/^[1-9][0-9]{0,17}$/, MSG.invalidValue) });
const filtersNote =
  'Filters: platform (api, fb, line, web, other), feedback (0 none, 1 useful, 2 not useful), answer_status (-1 all, 0 other, 1 has answer, 2 no answer, 3 options, 4 questionnaire, 5 AutoQA), source (qa, autofaq, knowledge: what answered), from/to Asia/Taipei days YYYY-MM-DD (both included), user_id exact, sid one conversation, line_chat_id one LINE group or multi-person chat (every member\'s exchanges), q text in the question or the reply (case-insensitive, literal).';

/** /history/{botId}/*: every route serves one bot of the signed-in account. */
export const historyRoutes: Route[] = [
  defineRoute({
    method: 'get',
    path: '/:botId/messages',
    summary: "A page of the bot's exchanges (the user's message with the bot's reply), newest first",
    description: `${filtersNote} Pass next_cursor as cursor for the next page; limit 1–100, default 20.`,
    session: true,
    bot: true,
    query: historyPageSchema,
    answer: { status: 200, description: 'Exchanges', schema: 'HistoryExchangePage' },
    handler: ({ ctx, res, query }) => exchangePage(ctx, ownedBotOf(res), query),
  }),
  defineRoute({
    method: 'get',
    path: '/:botId/messages.csv',
    summary: 'Every exchange the filters match, as CSV, newest first',
    description: `${filtersNote} ${CSV_FORMAT_NOTE}`,
    session: true,
    bot: true,
    query: historyExportSchema,
    answer: { status: 200, description: 'CSV file', content: { 'text/csv': { schema: { type: 'string' } } } },
    handler: async ({ ctx, res, query }) => {
      await streamHistoryCsv(ctx, ownedBotOf(res), query, res);
      return undefined;
    },
  }),
  defineRoute({
    method: 'post',
    path: '/:botId/messages/:id/add-to-qa',
    summary: "Add the exchange's question to the Q&A set: a new group with `answer`, or a new phrasing of `group_id`",
    description: 'Without group_id, answer is required and the group is created as in POST /qa/{botId}/groups (plan limit, answer mode 1), unless one of the bot\'s groups has the question already (width, case and outer spaces aside): 409 QUESTION_IN_GROUP, with that group\'s `group_id` and `key` in `values`. With group_id (one of the bot\'s groups) the question is added unless the group has it already. The bot then reports untrained changes until it is trained again.',
    session: true,
    bot: true,
    params: idParams,
    body: addToQaSchema,
    answer: { status: 201, description: 'The group as it now is', schema: 'QaGroup' },
    errors: ['NOT_FOUND', 'QA_GROUP_LIMIT_REACHED', 'QUESTION_IN_GROUP'],
    handler: ({ ctx, res, params, body }) => addExchangeToQa(ctx, signedIn(res).account, ownedBotOf(res), params.id, body),
  }),
  defineRoute({
    method: 'get',
    path: '/:botId/messages/:id/likely-groups',
    summary: "The bot's groups most like the exchange's question (or q), best first, for the add-to-Q&A picker",
    session: true,
    bot: true,
    params: idParams,
    query: likelyGroupsSchema,
    answer: { status: 200, description: 'Groups', schema: 'LikelyGroups' },
    errors: ['NOT_FOUND'],
    handler: ({ ctx, res, params, query }) => likelyGroups(ctx, ownedBotOf(res), params.id, query.q),
  }),
  defineRoute({
    method: 'get',
    path: '/:botId/recommendations',
    summary: 'A page of the recommendations log (suggestions users tapped), newest first',
    description: 'Filters: saved (0 not saved, 1 saved, 2 no Q&A group: the group was deleted), platform, from/to Asia/Taipei days YYYY-MM-DD (both included). Pass next_cursor as cursor for the next page; limit 1–100, default 20.',
    session: true,
    bot: true,
    query: recommendationPageSchema,
    answer: { status: 200, description: 'Recommendations', schema: 'RecommendationPage' },
    handler: ({ ctx, res, query }) => recommendationPage(ctx, ownedBotOf(res), query),
  }),
  defineRoute({
    method: 'post',
    path: '/:botId/recommendations/:id/save',
    summary: 'Add the original question to the Q&A set and mark the record saved',
    description:
      'A tapped Q&A group takes the original question as a phrasing; a tapped AutoFAQ answer or passage becomes a new Q&A group of the original question answering as the tap did (the AutoFAQ answer, or the passage\'s extractive answer naming its file), under the plan\'s group limit. Answers the record: saved 1, or saved 2 (nothing added) when the group, answer or passage is gone. Saving again changes nothing.',
    session: true,
    bot: true,
    params: idParams,
    answer: { status: 200, description: 'The record as it now is', schema: 'Recommendation' },
    errors: ['NOT_FOUND', 'QA_GROUP_LIMIT_REACHED'],
    handler: ({ ctx, res, params }) => saveRecommendation(ctx, signedIn(res).account, ownedBotOf(res), params.id),
  }),
];
