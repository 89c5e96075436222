// §9: the console shows times in Asia/Taipei, which is UTC+8 all year (no daylight saving).
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant an Asia/Taipei calendar day `YYYY-MM-DD` starts. */
export function taipeiDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - TAIPEI_OFFSET_MS);
}

/** The instant the day after an Asia/Taipei calendar day starts: the exclusive end of that day. */
export function taipeiDayEnd(day: string): Date {
  return new Date(taipeiDayStart(day).getTime() + DAY_MS);
}

/** `YYYY-MM-DD HH:mm` in Asia/Taipei. */
export function taipeiMinute(at: Date): string {
  return new Date(at.getTime() + TAIPEI_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
