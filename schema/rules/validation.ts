// PRODUCT.md §5 validation rules, written once: the backend validates REST bodies with these
// schemas, the BFF checks GraphQL inputs with them and the web forms use them as resolvers.
// Messages are i18n keys (web/src/i18n/<lang>.json, under "validation").
import { z } from 'zod';
import { isTrustedDomain, normaliseTrustedDomain } from './trusted-domains';
import { DEFAULT_LANGUAGE, LANGUAGES, MESSAGE_MAX_CHARS, PASSWORD_MAX, PASSWORD_MIN, PLATFORMS, QA_GROUP_CHOICES, QA_GROUP_MAX_ANSWERS, QA_GROUP_MAX_QUESTIONS, QA_GROUP_TAGS, SCENARIOS, SYNONYM_LIMITS, TOOL_MODULES, WEB_CHAT_LABEL_MAX, WEB_ICON_KINDS, WEB_TICKER_MAX_CHARS, WEB_TICKER_MAX_MESSAGES, WEB_TRUSTED_DOMAINS_MAX, type Language } from './constants';
import { MSG } from './messages';

export { MSG };

/** NUL (PostgreSQL text cannot hold it) and UTF-16 surrogate halves without their pair (not Unicode text at all). */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/**
 * Characters that change how stored text reads without being seen: bidi embedding, override and isolate controls
 * (U+202A–U+202E, U+2066–U+2069) make it read differently from what it is; the zero-width space, the word joiner and
 * a stray byte-order mark (U+200B, U+2060, U+FEFF) make look-alike entries ("=1+1" and "\u200b=1+1" listed as two
 * questions) and questions that are only invisible. Zero-width (non-)joiners stay: emoji and some scripts need them.
 */
const HIDDEN_CHARACTERS = /[\u202a-\u202e\u2066-\u2069\u200b\u2060\ufeff]/g;

/** Whether a string can be stored and shown as it is: no NUL, no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/**
 * Text a platform sent us, made storable: NUL dropped and a lone surrogate half replaced by U+FFFD. For signed
 * webhook bodies, which we must take (a refusal makes the platform send them again and again) rather than refuse.
 */
export function storableText(value: string): string {
  return isStorableText(value) ? value : value.replace(/\u0000/g, '').replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

/** JSON.parse of a platform's webhook body, every string in it made storable (storableText). */
export function parseWebhookJson(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown) => (typeof value === 'string' ? storableText(value) : value));
}

/** The string without bidi controls and zero-width spaces (docs/decisions.md: stripped, not refused). */
export function stripHiddenCharacters(value: string): string {
  return value.replace(HIDDEN_CHARACTERS, '');
}

/** Every free-text field starts here: unstorable characters are refused, hidden ones dropped. */
export const text = () => z.string().refine(isStorableText, MSG.invalidCharacters).overwrite(stripHiddenCharacters);

const required = (max = 500) => text().trim().min(1, MSG.required).max(max, MSG.tooLong);

export const emailSchema = z
  .string()
  .trim()
  .min(1, MSG.required)
  .max(254, MSG.tooLong)
  .pipe(z.email({ message: MSG.email }));

/** A password's length in characters as a person counts them (code points: an emoji is one, not two UTF-16 units). */
const charactersIn = (value: string) => [...value].length;

/** A new password (§5): not blank (spaces alone are blank), 8 to 100 characters; kept as typed, never trimmed. */
export const passwordSchema = z
  .string()
  .refine((v) => v.trim() !== '', MSG.required)
  .refine((v) => v.trim() === '' || (charactersIn(v) >= PASSWORD_MIN && charactersIn(v) <= PASSWORD_MAX), MSG.passwordLength);

/** A new password and its confirmation (§5), for sign-up and the password reset's form. */
const newPassword = { password: passwordSchema, confirm_password: z.string().min(1, MSG.required) };
const passwordsMatch: [(v: { password: string; confirm_password?: string }) => boolean, { path: string[]; message: string }] = [
  (v) => v.confirm_password === undefined || v.password === v.confirm_password,
  { path: ['confirm_password'], message: MSG.passwordMismatch },
];

export const registerSchema = z
  .object({
    email: emailSchema,
    nickname: required(100),
    ...newPassword,
    agree_terms: z.boolean().refine((v) => v === true, MSG.termsRequired),
    /** The console's UI language when signing up; the account's mails are written in it (tw when omitted). */
    language: z.enum(LANGUAGES, { message: MSG.languageRequired }).optional(),
  })
  .refine(...passwordsMatch);
export type RegisterBody = z.infer<typeof registerSchema>;

/** The token of an e-mail link (§5: not blank); the backend only ever compares its hash. */
export const mailTokenSchema = z.string().trim().min(1, MSG.required).max(200, MSG.tooLong);

export const confirmEmailSchema = z.object({ token: mailTokenSchema });
export type ConfirmEmailBody = z.infer<typeof confirmEmailSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestSchema>;

export const resetPasswordSchema = z
  .object({ token: mailTokenSchema, ...newPassword })
  .refine(...passwordsMatch);
export type ResetPasswordBody = z.infer<typeof resetPasswordSchema>;

/**
 * `POST /member/confirm-reset-password` (§7: token, password). The confirmation is the form's check (§5), so a REST
 * client may leave it out; sent, it must match.
 */
export const resetPasswordBodySchema = z
  .object({ token: mailTokenSchema, password: passwordSchema, confirm_password: z.string().optional() })
  .refine(...passwordsMatch);

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, MSG.required).max(PASSWORD_MAX, MSG.passwordLength),
  force_login: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginSchema>;

export const toolsSchema = z.object(
  Object.fromEntries(TOOL_MODULES.map((name) => [name, z.boolean()])) as Record<(typeof TOOL_MODULES)[number], z.ZodBoolean>,
);

/** Basic settings of a bot: the wizard's basic-info step and the settings page share them. */
export const botBasicInfoSchema = z.object({
  robot_name: required(100),
  greeting_msg: required(1000),
  failed_msg: required(1000),
  postback_msg: text().trim().max(1000, MSG.tooLong).default(''),
  description: text().trim().max(2000, MSG.tooLong).default(''),
  language: z.enum(LANGUAGES, { message: MSG.languageRequired }),
  package: text().trim().min(1, MSG.packageRequired).max(50, MSG.tooLong),
});
export type BotBasicInfo = z.infer<typeof botBasicInfoSchema>;

export const createChatbotPayloadSchema = botBasicInfoSchema.extend({
  /** §3: tw when a REST or GraphQL client leaves it out; the wizard's form still asks for it (§5). */
  language: z.enum(LANGUAGES, { message: MSG.languageRequired }).default(DEFAULT_LANGUAGE),
  scenario: z.enum(SCENARIOS, { message: MSG.scenarioRequired }),
  tools: toolsSchema,
  agent_prompt: text().max(4000, MSG.tooLong).default(''),
  sgw_vendor: text().max(200, MSG.tooLong).default(''),
});
export type CreateChatbotPayload = z.infer<typeof createChatbotPayloadSchema>;

/** A bot's basic settings saved: with the `updated_at` the form opened at, a bot changed since is refused (EDIT_CONFLICT). */
export const modifyChatbotSchema = botBasicInfoSchema.extend({ expected_updated_at: z.iso.datetime({ message: MSG.invalidValue }).optional() });
export type ModifyChatbotBody = z.infer<typeof modifyChatbotSchema>;

/** The account's password typed to confirm something (§4): only ever compared with the stored hash. */
export const currentPasswordSchema = z.string().min(1, MSG.required).max(PASSWORD_MAX, MSG.passwordLength);

/**
 * Deleting a bot (§4): an account that signs in with its password confirms with it; an account of Google or LINE
 * sign-in has no password it knows, and confirms by typing the bot's name instead (docs/decisions.md).
 */
export const deleteChatbotSchema = z.object({
  password: currentPasswordSchema.optional(),
  confirm_name: text().trim().min(1, MSG.required).max(100, MSG.tooLong).optional(),
});
export type DeleteChatbotBody = z.infer<typeof deleteChatbotSchema>;

/** The console's delete dialog for an account of password sign-in. */
export const deleteChatbotPasswordSchema = z.object({ password: currentPasswordSchema });
/** The console's delete dialog for an account of Google or LINE sign-in: the bot's name, as the dialog shows it. */
export const deleteChatbotNameSchema = (botName: string) =>
  z.object({ confirm_name: text().trim().min(1, MSG.required).refine((typed) => typed === botName.trim(), MSG.botNameMismatch) });

/** One question of a Q&A group. */
export const qaPhrasingSchema = text().trim().min(1, MSG.required).max(MESSAGE_MAX_CHARS, MSG.tooLong);
const phrasing = qaPhrasingSchema;

/** A Q&A group (§3): several phrasings, several answers, how an answer is chosen. */
export const qaGroupSchema = z.object({
  questions: z.array(phrasing).min(1, MSG.questionsRequired).max(QA_GROUP_MAX_QUESTIONS, MSG.tooLong),
  answers: z.array(text().trim().min(1, MSG.required).max(5000, MSG.tooLong)).min(1, MSG.answersRequired).max(QA_GROUP_MAX_ANSWERS, MSG.tooLong),
  answer_mode: z.union([z.literal(1), z.literal(2), z.literal(3)], { message: MSG.answerMode }),
  similar_enabled: z.boolean().default(true),
  postback_choices: z.array(text().trim().min(1, MSG.required).max(QA_GROUP_CHOICES.chars, MSG.tooLong)).max(QA_GROUP_CHOICES.max, MSG.tooLong).default([]),
  tags: z.array(text().trim().min(1, MSG.required).max(QA_GROUP_TAGS.chars, MSG.tooLong)).max(QA_GROUP_TAGS.max, MSG.tooLong).default([]),
});
export type QaGroupBody = z.infer<typeof qaGroupSchema>;
/**
 * A create's request key, made once per opening of the console's dialog: a create sent again with it (its answer was
 * lost on the way) changes what the first one made instead of adding a second.
 */
export const requestKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, MSG.invalidValue);
/** A Q&A group created, with the dialog's `request_key`. */
export const qaGroupCreateSchema = qaGroupSchema.extend({ request_key: requestKeySchema.optional() });
export type QaGroupCreateBody = z.infer<typeof qaGroupCreateSchema>;
/** A Q&A group replaced: with the `updated_at` the editor opened it at, a group changed since is refused (EDIT_CONFLICT). */
export const qaGroupUpdateSchema = qaGroupSchema.extend({ expected_updated_at: z.iso.datetime({ message: MSG.invalidValue }).optional() });
export type QaGroupUpdateBody = z.infer<typeof qaGroupUpdateSchema>;

/** One synonym set: 2–10 distinct words of 2–30 characters (a single character is too ambiguous to expand). */
export const synonymSetSchema = z
  .array(text().trim().min(2, MSG.synonymWord).max(SYNONYM_LIMITS.wordLength, MSG.tooLong))
  .min(2, MSG.synonymSet)
  .max(SYNONYM_LIMITS.wordsPerSet, MSG.tooLong)
  .refine((words) => new Set(words).size === words.length, MSG.duplicate);

/**
 * Per-bot matching thresholds (scores are the engine's 0..1 confidence), synonym sets and the off-topic filter. A
 * PUT without `synonyms` or `off_topic_filter` keeps what the bot has.
 */
export const answerSettingsSchema = z
  .object({
    answer_threshold: z.number().min(0).max(1),
    suggest_threshold: z.number().min(0).max(1),
    max_suggestions: z.number().int().min(1).max(5),
    synonyms: z.array(synonymSetSchema).max(SYNONYM_LIMITS.sets, MSG.tooLong).optional(),
    off_topic_filter: z.boolean().optional(),
  })
  .refine((v) => v.suggest_threshold <= v.answer_threshold, { path: ['suggest_threshold'], message: MSG.thresholdOrder });
export type AnswerSettingsBody = z.infer<typeof answerSettingsSchema>;

/** §3 public API message request. */
/**
 * A platform's message cut to what the public API takes: MESSAGE_MAX_CHARS characters, counted by code point as the
 * schema counts them, so never between the two halves of an emoji (a broken pair is refused, and the message would go
 * unanswered and unrecorded). LINE and Messenger allow longer texts than the bot reads.
 */
export function withinMessageLimit(text: string): string {
  if (text.length <= MESSAGE_MAX_CHARS) return text;
  return Array.from(text).slice(0, MESSAGE_MAX_CHARS).join('');
}

export const publicMessageSchema = z.object({
  userId: text().trim().min(1, MSG.required).max(200, MSG.tooLong),
  type: z.enum(['message', 'postback']).default('message'),
  message: z.object({
    text: text().trim().min(1, MSG.required).max(MESSAGE_MAX_CHARS, MSG.messageTooLong),
    id: text().max(100).optional(),
    oriQue: text().max(MESSAGE_MAX_CHARS, MSG.messageTooLong).optional(),
  }),
});
export type PublicMessageBody = z.infer<typeof publicMessageSchema>;

export const publicHistorySchema = z.object({ userId: text().trim().min(1, MSG.required).max(200, MSG.tooLong) });

/** §3 feedback: 0 none, 1 useful, 2 not useful. */
export const feedbackSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], { message: MSG.invalidValue });

/** POST …/{vendorId}/feedback: the user's mark on one of the bot's replies, named by the reply's `mid`. */
export const publicFeedbackSchema = z.object({
  userId: text().trim().min(1, MSG.required).max(200, MSG.tooLong),
  mid: z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().regex(/^[1-9][0-9]{0,17}$/, MSG.invalidValue)),
  feedback: feedbackSchema,
});

export const integrationToggleSchema = z.object({ active: z.boolean() });
export const platformSchema = z.enum(PLATFORMS);

/**
 * The `language` query parameter of something the backend writes for the console to show (the themes' summaries, a
 * CSV export's header row): the console's language, so it reads like the page it came from. Absent, `fallback`:
 * what that output was written in before it followed the console, so an API client sees no change.
 */
export const consoleLanguageSchema = (fallback: Language) => z.enum(LANGUAGES, { message: MSG.invalidValue }).default(fallback);

/**
 * The `language` of a CSV export (the history, a questionnaire's responses, a batch test's results): its header row's.
 * Absent, English: the columns' names, which the exports always wrote and scripts read.
 */
export const csvHeaderLanguageSchema = consoleLanguageSchema('en');

/** Turns a zod error into field issues: { field: 'confirm_password', message: 'validation.passwordMismatch' }. */
export function fieldIssues(error: z.ZodError): { field: string; message: string }[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.') || '_', message: issue.message }));
}

/** #rrggbb, as the colour inputs give it. */
const colorSchema = z.string().trim().toLowerCase().regex(/^#[0-9a-f]{6}$/, MSG.color);

const trustedDomainSchema = z.string().transform(normaliseTrustedDomain).pipe(z.string().min(1, MSG.required).refine(isTrustedDomain, MSG.trustedDomain));

/** PUT /web-plugin/{botId}/settings — §3 web plugin settings (icons go through their own upload). */
export const webPluginSettingsSchema = z.object({
  header_bg_color: colorSchema,
  header_text_color: colorSchema,
  chat_label: text().trim().max(WEB_CHAT_LABEL_MAX, MSG.tooLong),
  // §5: every news ticker message must be filled.
  ticker_messages: z.array(text().trim().min(1, MSG.tickerRequired).max(WEB_TICKER_MAX_CHARS, MSG.tooLong)).max(WEB_TICKER_MAX_MESSAGES, MSG.tooLong),
  // §5: an empty list means every site may embed the widget.
  trusted_domains: z
    .array(trustedDomainSchema)
    .max(WEB_TRUSTED_DOMAINS_MAX, MSG.tooLong)
    .refine((list) => new Set(list).size === list.length, MSG.duplicate),
});

export const webIconKindSchema = z.enum(WEB_ICON_KINDS);

/** PUT /webhook/line/webhook/set-webhook-url/ and POST /webhook/line/webhook/test/. */
export const lineWebhookCallSchema = z.object({ chatbot_id: z.string().trim().min(1, MSG.required).max(100) });
