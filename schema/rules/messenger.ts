// The rules of the Facebook Messenger and third-party channels' settings, shared by backend, BFF and console.
import { z } from 'zod';
import { MSG, text } from './validation';

/** Human agents named per bot, and the length of each name. */
export const HUMAN_AGENTS_MAX = 50;
export const HUMAN_AGENT_NAME_MAX = 100;
/** After a person answers in the Page inbox the bot keeps quiet in that conversation for this long by default. */
export const FB_QUIET_MINUTES_DEFAULT = 30;
export const FB_QUIET_MINUTES_MAX = 1440;
/** The third-party shared secret signs every request: short secrets are guessable. */
export const THIRD_PARTY_SECRET_MIN = 16;

/** A write-only secret: left out keeps the stored one; given, it may not be blank. */
const secret = (min = 1) => {
  const given = text().trim().min(1, MSG.required).max(1000, MSG.tooLong);
  // A blank secret is told it is required, not that it is short.
  return min > 1 ? given.refine((value) => value.length === 0 || value.length >= min, MSG.secretTooShort) : given;
};

/** Names trimmed, blanks dropped, repeats dropped (first spelling kept). */
export const humanAgentsSchema = z
  .array(text().trim().max(HUMAN_AGENT_NAME_MAX, MSG.tooLong))
  .transform((names) => [...new Set(names.filter((name) => name.length > 0))])
  .pipe(z.array(z.string()).max(HUMAN_AGENTS_MAX, MSG.tooLong));

/** PUT /facebook/{botId}/update-data */
export const facebookSettingsSchema = z.object({
  page_access_token: secret().optional(),
  verify_token: secret().optional(),
  app_secret: secret().optional(),
  human_agents: humanAgentsSchema,
  quiet_minutes: z.number().int(MSG.quietMinutes).min(0, MSG.quietMinutes).max(FB_QUIET_MINUTES_MAX, MSG.quietMinutes).optional(),
});
export type FacebookSettingsBody = z.infer<typeof facebookSettingsSchema>;

/** An http(s) URL, or null / blank for none. */
const callbackUrlSchema = z
  .union([z.null(), text().trim().max(2000, MSG.tooLong)])
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isHttpUrl(value), MSG.url);

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** PUT /third-party/{botId}/update-data */
export const thirdPartySettingsSchema = z.object({
  secret: secret(THIRD_PARTY_SECRET_MIN).optional(),
  callback_url: callbackUrlSchema.optional(),
});
export type ThirdPartySettingsBody = z.infer<typeof thirdPartySettingsSchema>;
