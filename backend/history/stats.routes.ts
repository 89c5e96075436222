// /history/*: the overview statistics of the signed-in account's bots.
import { z } from 'zod';
import { consoleLanguageSchema } from '../../schema/rules/validation';
import { ownedBotOf } from '../chatbots/owned-chatbot';
import { defineRoute, type Route } from '../http/route';
import { signedIn } from '../http/require-session';
import { userStats, weeklyQuestions, type StatsRange } from './stats.service';
import { unhandledThemes } from './themes.service';

const rangeQuerySchema = z.object({
  days: z
    .enum(['7', '14', '30'])
    .default('7')
    .transform((days): StatsRange => (days === '30' ? 30 : days === '14' ? 14 : 7)),
});
/** The summaries were written in Traditional Chinese before they followed the console: still so without `language`. */
const themesQuerySchema = rangeQuerySchema.extend({ language: consoleLanguageSchema('tw') });

export const statsRoutes: Route[] = [
  defineRoute({
    method: 'get',
    path: '/weekly-questions',
    summary: "Questions each of the account's bots was asked this week (from Monday, Asia/Taipei), for the bot list",
    description: 'Never cached (Cache-Control: no-store).',
    session: true,
    answer: { status: 200, description: 'Questions per bot', schema: 'WeeklyQuestions' },
    handler: ({ ctx, res }) => {
      res.set('Cache-Control', 'no-store');
      return weeklyQuestions(ctx.db, signedIn(res).account.id, ctx.now());
    },
  }),
  defineRoute({
    method: 'get',
    path: '/:botId/get-user-stats-fast/',
    summary: "The bot's overview for the last 7, 14 or 30 Asia/Taipei days (today included): daily questions, unhandled questions, top 5 groups, tags and usage tiles",
    description: 'A question is one user message. Never cached (Cache-Control: no-store).',
    session: true,
    bot: true,
    query: rangeQuerySchema,
    answer: { status: 200, description: 'Overview', schema: 'UserStats' },
    handler: ({ ctx, res, query }) => {
      res.set('Cache-Control', 'no-store');
      return userStats(ctx.db, ownedBotOf(res).chatbot_id, query.days, ctx.now());
    },
  }),
  defineRoute({
    method: 'get',
    path: '/:botId/get-user-stats-llm/',
    summary: "The range's unhandled questions grouped into themes, each with a suggested new Q&A group and, with a language model, a summary",
    description:
      'Themes are found lexically (normalised character bigrams, Jaccard ≥ 0.4), so they need no model. The summaries are written in `language` (tw, en, cn, jp: the console\'s; default tw). Never cached (Cache-Control: no-store).',
    session: true,
    bot: true,
    query: themesQuerySchema,
    answer: { status: 200, description: 'Themes', schema: 'UnhandledThemes' },
    handler: ({ ctx, res, query }) => {
      res.set('Cache-Control', 'no-store');
      return unhandledThemes(ctx, ownedBotOf(res).chatbot_id, query.days, query.language);
    },
  }),
];
