// A bot's overview (PRODUCT.md §2 dashboard): daily questions of the range, unhandled questions, top 5 groups,
// tags, how the questions were met (by which source) and the usage tiles, all by Asia/Taipei calendar days. A
// question is one user message (an exchange).
import type { Kysely } from 'kysely';
import type { UsageTileDTO, UserStatsDTO, WeeklyQuestionsDTO } from '../../schema/rest';
import { ANSWER_OUTCOMES, type AnswerOutcome } from '../../schema/rules/constants';
import type { Database } from '../db/schema';
import { answerOutcome } from './answered-source';
import { questionsPerAccountBot, questionsPerDay, questionsPerGroup, questionsPerOutcome, unhandledQuestions } from './stats.repository';
import { addDays, dayStart, daysBetween, taipeiDay, usagePeriods, weekStart, type Day, type DaySpan, type UsagePeriod } from './taipei-calendar';

export const STATS_RANGES = [7, 14, 30] as const;
export type StatsRange = (typeof STATS_RANGES)[number];
export const TOP_QUESTIONS = 5;
export const UNHANDLED_LISTED = 20;

function tile(count: number, previous: number): UsageTileDTO {
  return { count, previous, change: previous === 0 ? null : (count - previous) / previous };
}

const spanCount = (perDay: Map<Day, number>, span: DaySpan) => daysBetween(span.from, addDays(span.until, -1)).reduce((sum, day) => sum + (perDay.get(day) ?? 0), 0);

export async function userStats(db: Kysely<Database>, chatbotId: string, days: StatsRange, now: Date): Promise<UserStatsDTO> {
  const to = taipeiDay(now);
  const from = addDays(to, -(days - 1));
  const periods = usagePeriods(to);
  const earliest = [from, ...Object.values(periods).map((period) => period.previous.from)].sort()[0] as Day;

  const perDay = await questionsPerDay(db, chatbotId, earliest, to);
  const groups = await questionsPerGroup(db, chatbotId, from, to);
  const unhandled = await unhandledQuestions(db, chatbotId, dayStart(from), UNHANDLED_LISTED);
  const answers = Object.fromEntries(ANSWER_OUTCOMES.map((outcome) => [outcome, 0])) as Record<AnswerOutcome, number>;
  for (const row of await questionsPerOutcome(db, chatbotId, from, to)) answers[answerOutcome(row.answerStatus, row.named)] += row.questions;

  const tagCounts = new Map<string, number>();
  for (const group of groups) for (const tag of new Set(group.tags)) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + group.questions);
  const tiles = Object.fromEntries(
    Object.entries(periods).map(([name, period]) => [name, tile(spanCount(perDay, period.current), spanCount(perDay, period.previous))]),
  ) as Record<UsagePeriod, UsageTileDTO>;

  return {
    days,
    from,
    to,
    daily: daysBetween(from, to).map((date) => ({ date, questions: perDay.get(date) ?? 0 })),
    unhandled: unhandled.map((row) => ({ question: row.question, count: row.count, last_asked_at: row.lastAskedAt.toISOString(), exchange_id: row.exchangeId })),
    top_questions: groups.slice(0, TOP_QUESTIONS).map((group) => ({ group_id: group.groupId, key: group.key, question: group.question, count: group.questions })),
    tags: [...tagCounts].map(([tag, count]) => ({ tag, count })).sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag)),
    answers,
    tiles,
  };
}

/** The dashboard bot list's "questions this week": each of the account's bots since Monday (Asia/Taipei). */
export async function weeklyQuestions(db: Kysely<Database>, accountId: number, now: Date): Promise<WeeklyQuestionsDTO> {
  const today = taipeiDay(now);
  const monday = weekStart(today);
  const bots = await questionsPerAccountBot(db, accountId, monday, today);
  return { week_start: monday, bots: bots.map((bot) => ({ chatbot_id: bot.chatbotId, questions: bot.questions })) };
}
