// Calendar days in Asia/Taipei as YYYY-MM-DD strings: the overview counts by the day a Taiwanese user lives in.
// Taiwan keeps UTC+8 all year, so a day is a fixed 24-hour span.

export type Day = string;
const TAIPEI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Asia/Taipei calendar day of an instant. */
export const taipeiDay = (at: Date): Day => new Date(at.getTime() + TAIPEI_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a Taipei day starts (00:00 +08:00). */
export const dayStart = (day: Day): Date => new Date(Date.parse(`${day}T00:00:00Z`) - TAIPEI_OFFSET_MS);

export const addDays = (day: Day, days: number): Day => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday of the day's week. */
export function weekStart(day: Day): Day {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The first day of the month `months` after the day's month (negative: before). */
export function monthStart(day: Day, months = 0): Day {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1)).toISOString().slice(0, 10);
}

/** Days from `from` up to and including `to`. */
export function daysBetween(from: Day, to: Day): Day[] {
  const days: Day[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** A span of days, `from` included and `until` not. */
export interface DaySpan {
  from: Day;
  until: Day;
}

export type UsagePeriod = 'today' | 'yesterday' | 'this_week' | 'last_week' | 'this_month' | 'last_month';

/** Each usage tile's period and the one before it it is compared with. */
export function usagePeriods(today: Day): Record<UsagePeriod, { current: DaySpan; previous: DaySpan }> {
  const span = (from: Day, until: Day): DaySpan => ({ from, until });
  const week = weekStart(today);
  const month = monthStart(today);
  return {
    today: { current: span(today, addDays(today, 1)), previous: span(addDays(today, -1), today) },
    yesterday: { current: span(addDays(today, -1), today), previous: span(addDays(today, -2), addDays(today, -1)) },
    this_week: { current: span(week, addDays(week, 7)), previous: span(addDays(week, -7), week) },
    last_week: { current: span(addDays(week, -7), week), previous: span(addDays(week, -14), addDays(week, -7)) },
    this_month: { current: span(month, monthStart(today, 1)), previous: span(monthStart(today, -1), month) },
    last_month: { current: span(monthStart(today, -1), month), previous: span(monthStart(today, -2), monthStart(today, -1)) },
  };
}

/** The instant the day after an Asia/Taipei calendar day starts: the exclusive end of that day. */
export const dayEnd = (day: Day): Date => new Date(dayStart(day).getTime() + DAY_MS);

/** `YYYY-MM-DD HH:mm` in Asia/Taipei. */
export const taipeiMinute = (at: Date): string => new Date(at.getTime() + TAIPEI_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
