// /questionnaire/{botId}/questionnaires…: the questionnaires of one of the signed-in account's bots — list, create,
// change, delete — and each one's responses, as JSON or as a CSV download.
import { z } from 'zod';
import { questionnaireCreateSchema, questionnaireSchema, responseExportSchema, responseFilterSchema } from '../../schema/rules/questionnaires';
import { ownedBotOf } from '../chatbots/owned-chatbot';
import { CSV_FORMAT_NOTE } from '../http/csv-stream';
import { defineRoute, type Route } from '../http/route';
import { createQuestionnaire, listQuestionnaires, questionnaireResponses, removeQuestionnaire, streamResponsesCsv, updateQuestionnaire } from './questionnaire.service';

const params = z.object({ id: z.string().max(100) });
const BODY = 'A blank keyword disables the questionnaire\'s trigger; a message starts it when, normalised as the answer engine does (width, Traditional/Simplified, case, punctuation), it is the keyword. Keywords are unique among the bot\'s active questionnaires. Number questions: rules.min/max bound the value; other types: rules.min/max/length bound the length. single_choice needs 2–20 choices.';

export const questionnaireRoutes: Route[] = [
  defineRoute({
    method: 'get',
    path: '/:botId/questionnaires',
    summary: "The bot's questionnaires",
    session: true,
    bot: true,
    answer: { status: 200, description: 'Questionnaires, oldest first', schema: 'QuestionnaireList' },
    handler: ({ ctx, res }) => listQuestionnaires(ctx, ownedBotOf(res)),
  }),
  defineRoute({
    method: 'post',
    path: '/:botId/questionnaires',
    summary: 'Create a questionnaire; sent again with the same request_key, it changes the questionnaire the first request made instead of adding another',
    description: BODY,
    session: true,
    bot: true,
    body: questionnaireCreateSchema,
    answer: { status: 201, description: 'Created', schema: 'Questionnaire' },
    handler: ({ ctx, res, body }) => createQuestionnaire(ctx, ownedBotOf(res), body),
  }),
  defineRoute({
    method: 'put',
    path: '/:botId/questionnaires/:id',
    summary: 'Change a questionnaire (conversations in the middle of it end)',
    description: BODY,
    session: true,
    bot: true,
    params,
    body: questionnaireSchema,
    answer: { status: 200, description: 'Changed', schema: 'Questionnaire' },
    errors: ['NOT_FOUND'],
    handler: ({ ctx, res, params: { id }, body }) => updateQuestionnaire(ctx, ownedBotOf(res), id, body),
  }),
  defineRoute({
    method: 'delete',
    path: '/:botId/questionnaires/:id',
    summary: 'Delete a questionnaire and its responses',
    session: true,
    bot: true,
    params,
    answer: { status: 200, description: 'Deleted; the questionnaires left', schema: 'QuestionnaireList' },
    errors: ['NOT_FOUND'],
    handler: ({ ctx, res, params: { id } }) => removeQuestionnaire(ctx, ownedBotOf(res), id),
  }),
  defineRoute({
    method: 'get',
    path: '/:botId/questionnaires/:id/responses',
    summary: "A questionnaire's responses, newest first",
    description: '`from` and `to` are Asia/Taipei days (YYYY-MM-DD), both included.',
    session: true,
    bot: true,
    params,
    query: responseFilterSchema,
    answer: { status: 200, description: 'Responses', schema: 'QuestionnaireResponses' },
    errors: ['NOT_FOUND'],
    handler: ({ ctx, res, params: { id }, query }) => questionnaireResponses(ctx, ownedBotOf(res), id, query),
  }),
  defineRoute({
    method: 'get',
    path: '/:botId/questionnaires/:id/responses.csv',
    summary: "A questionnaire's responses as CSV",
    description: `Columns: datetime, platform, user_id, then one per question, headed with its text as the owner wrote it in every language. Same filters as the JSON list. ${CSV_FORMAT_NOTE}`,
    session: true,
    bot: true,
    params,
    query: responseExportSchema,
    answer: { status: 200, description: 'CSV file', content: { 'text/csv': { schema: { type: 'string' } } } },
    errors: ['NOT_FOUND'],
    handler: async ({ ctx, res, params: { id }, query }) => {
      await streamResponsesCsv(ctx, ownedBotOf(res), id, query, res);
      return undefined;
    },
  }),
];
