// PRODUCT.md §3 and §5 for the messaging channels' settings (LINE, Facebook, third party), written once: the REST
// bodies of their update-data routes, checked by the BFF and the console. A secret left out keeps the stored one;
// one that is given must not be blank (§5: token, secret and verify token).
import { z } from 'zod';
import { MSG, text } from './validation';

export const CHANNEL_SECRET_MAX = 500;
export const HUMAN_AGENTS_MAX = 50;
export const HUMAN_AGENT_NAME_MAX = 100;
/** A day: longer than that, the owner should turn the channel off instead. */
export const QUIET_MINUTES_MAX = 1440;
export const CALLBACK_URL_MAX = 2000;
/** Quiet minutes until the owner saves a value of their own. */
export const QUIET_MINUTES_DEFAULT = 30;
/** The third-party shared secret signs every request both ways: short secrets are guessable. */
export const THIRD_PARTY_SECRET_MIN = 16;

/** Message keys of these rules (web/src/i18n/<lang>.json, under "validation"). */
export const CHANNEL_MSG = {
  secretRequired: 'validation.secretRequired',
  quietMinutes: 'validation.quietMinutes',
  callbackUrl: 'validation.callbackUrl',
} as const;

/** A new value for a stored secret: sent only when the owner typed one. */
export const secretSchema = text().trim().min(1, MSG.required).max(CHANNEL_SECRET_MAX, MSG.tooLong);

/** §6: names of the people who answer in the bot's groups; each filled, none twice. */
export const humanAgentsSchema = z
  .array(text().trim().min(1, MSG.required).max(HUMAN_AGENT_NAME_MAX, MSG.tooLong))
  .max(HUMAN_AGENTS_MAX, MSG.tooLong)
  .refine((names) => new Set(names).size === names.length, MSG.duplicate);

export const quietMinutesSchema = z.number({ message: CHANNEL_MSG.quietMinutes }).int(CHANNEL_MSG.quietMinutes).min(0, CHANNEL_MSG.quietMinutes).max(QUIET_MINUTES_MAX, CHANNEL_MSG.quietMinutes);

/** Whether an answered reply offers 👍 / 👎 quick replies that rate it (LINE, Messenger); left out keeps the stored choice. */
export const askFeedbackSchema = z.boolean({ message: MSG.invalidValue });

/** An http(s) address the replies can be posted to. */
export const callbackUrlSchema = z
  .string()
  .trim()
  .max(CALLBACK_URL_MAX, MSG.tooLong)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, CHANNEL_MSG.callbackUrl);

/** PUT /line/{botId}/update-data */
export const lineSettingsSchema = z.object({
  channel_secret: secretSchema.optional(),
  channel_access_token: secretSchema.optional(),
  human_agents: humanAgentsSchema,
  quiet_minutes: quietMinutesSchema.optional(),
  ask_feedback: askFeedbackSchema.optional(),
});

/** PUT /facebook/{botId}/update-data */
export const facebookSettingsSchema = z.object({
  page_access_token: secretSchema.optional(),
  verify_token: secretSchema.optional(),
  app_secret: secretSchema.optional(),
  human_agents: humanAgentsSchema,
  quiet_minutes: quietMinutesSchema.optional(),
  ask_feedback: askFeedbackSchema.optional(),
});

/** PUT /third-party/{botId}/update-data: a blank or null callback URL clears it; left out keeps it. */
export const thirdPartySettingsSchema = z.object({
  secret: secretSchema.refine((value) => [...value].length >= THIRD_PARTY_SECRET_MIN, MSG.secretTooShort).optional(),
  callback_url: z
    .union([z.null(), z.literal(''), callbackUrlSchema])
    .transform((value) => value || null)
    .optional(),
});

export type LineSettingsBody = z.output<typeof lineSettingsSchema>;
export type FacebookSettingsBody = z.output<typeof facebookSettingsSchema>;
export type ThirdPartySettingsBody = z.output<typeof thirdPartySettingsSchema>;
