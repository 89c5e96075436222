// PRODUCT.md §5 validation rules, written once: the backend validates REST bodies with these
// schemas, the BFF checks GraphQL inputs with them and the web forms use them as resolvers.
// Messages are i18n keys (web/src/i18n/<lang>.json, under "validation").
import { z } from 'zod';
import { LANGUAGES, PASSWORD_MAX, PASSWORD_MIN, SCENARIOS, TOOL_MODULES } from './constants';

export const MSG = {
  required: 'validation.required',
  email: 'validation.email',
  passwordLength: 'validation.passwordLength',
  passwordMismatch: 'validation.passwordMismatch',
  termsRequired: 'validation.termsRequired',
  languageRequired: 'validation.languageRequired',
  packageRequired: 'validation.packageRequired',
  tooLong: 'validation.tooLong',
  scenarioRequired: 'validation.scenarioRequired',
  base64: 'validation.base64',
} as const;

const required = (max = 500) => z.string().trim().min(1, MSG.required).max(max, MSG.tooLong);

export const emailSchema = z
  .string()
  .trim()
  .min(1, MSG.required)
  .max(254, MSG.tooLong)
  .pipe(z.email({ message: MSG.email }));

export const passwordSchema = z
  .string()
  .min(1, MSG.required)
  .refine((v) => v.length >= PASSWORD_MIN && v.length <= PASSWORD_MAX, MSG.passwordLength);

export const registerSchema = z
  .object({
    email: emailSchema,
    nickname: required(100),
    password: passwordSchema,
    confirm_password: z.string().min(1, MSG.required),
    agree_terms: z.boolean().refine((v) => v === true, MSG.termsRequired),
  })
  .refine((v) => v.password === v.confirm_password, { path: ['confirm_password'], message: MSG.passwordMismatch });
export type RegisterBody = z.infer<typeof registerSchema>;

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
  postback_msg: z.string().trim().max(1000, MSG.tooLong).default(''),
  description: z.string().trim().max(2000, MSG.tooLong).default(''),
  language: z.enum(LANGUAGES, { message: MSG.languageRequired }),
  package: z.string().trim().min(1, MSG.packageRequired).max(50, MSG.tooLong),
});
export type BotBasicInfo = z.infer<typeof botBasicInfoSchema>;

export const createChatbotPayloadSchema = botBasicInfoSchema.extend({
  scenario: z.enum(SCENARIOS, { message: MSG.scenarioRequired }),
  tools: toolsSchema,
  agent_prompt: z.string().max(4000, MSG.tooLong).default(''),
  sgw_vendor: z.string().max(200, MSG.tooLong).default(''),
});
export type CreateChatbotPayload = z.infer<typeof createChatbotPayloadSchema>;

export const modifyChatbotSchema = botBasicInfoSchema;

export const deleteChatbotSchema = z.object({ password: z.string().min(1, MSG.required).max(PASSWORD_MAX, MSG.passwordLength) });

/** Turns a zod error into field issues: { field: 'confirm_password', message: 'validation.passwordMismatch' }. */
export function fieldIssues(error: z.ZodError): { field: string; message: string }[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.') || '_', message: issue.message }));
}
