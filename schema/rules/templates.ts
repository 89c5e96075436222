// Template fields and their rules (PRODUCT.md §5 "generic templates"): one small validator shared by the backend
// (the authority) and the console (live checks). A rule breach is a machine-readable reason; the web turns it into
// `templates.rules.<reason>` in the user's language with the parameters of `ruleParams`.
import { z } from 'zod';
import { LANGUAGES, SCENARIOS, type Language } from './constants';
import { botBasicInfoSchema, isStorableText, MSG, text, toolsSchema } from './validation';

/**
 * min, max and range compare the number for a `number` field and the length in characters (Unicode code points) for
 * a `text` field; length is always an exact character count. A blank value only breaks `required`: the other rules
 * apply to what was typed.
 */
export type TemplateRule =
  | { kind: 'required' }
  | { kind: 'min'; value: number }
  | { kind: 'max'; value: number }
  | { kind: 'range'; min: number; max: number }
  | { kind: 'length'; value: number }
  | { kind: 'regex'; pattern: string }
  | { kind: 'email' }
  | { kind: 'match'; field: string };

export type TemplateRuleKind = TemplateRule['kind'];
export const TEMPLATE_RULE_KINDS = ['required', 'min', 'max', 'range', 'length', 'regex', 'email', 'match'] as const satisfies readonly TemplateRuleKind[];

export const TEMPLATE_FIELD_TYPES = ['text', 'number'] as const;
export type TemplateFieldType = (typeof TEMPLATE_FIELD_TYPES)[number];

/** What the validator needs of a field; `label` names it in the match message. */
export interface TemplateFieldRules {
  key: string;
  label: string;
  type: TemplateFieldType;
  rules: TemplateRule[];
  example: string;
}

/** Why a value was refused; each is the i18n key `templates.rules.<reason>`. */
export const TEMPLATE_RULE_REASONS = [
  'required',
  'number',
  'min',
  'max',
  'range',
  'minLength',
  'maxLength',
  'rangeLength',
  'length',
  'regex',
  'email',
  'match',
  'tooLong',
  'invalidCharacters',
] as const;
export type TemplateRuleReason = (typeof TEMPLATE_RULE_REASONS)[number];

/** Any value is at most this many characters, whatever its rules say. */
export const TEMPLATE_VALUE_MAX_CHARS = 500;
export const templateRuleMessage = (reason: TemplateRuleReason) => `templates.rules.${reason}`;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;
const NUMBER = /^-?\d+(\.\d+)?$/u;

const charCount = (value: string) => [...value].length;

function outOfBounds(rule: TemplateRule, amount: number, numeric: boolean): TemplateRuleReason | null {
  if (rule.kind === 'min' && amount < rule.value) return numeric ? 'min' : 'minLength';
  if (rule.kind === 'max' && amount > rule.value) return numeric ? 'max' : 'maxLength';
  if (rule.kind === 'range' && (amount < rule.min || amount > rule.max)) return numeric ? 'range' : 'rangeLength';
  return null;
}

/** The first rule the value breaks, or null. `values` holds the other fields' values (for `match`). */
export function checkTemplateValue(field: TemplateFieldRules, raw: string, values: Record<string, string>): TemplateRuleReason | null {
  const value = raw.trim();
  if (!isStorableText(value)) return 'invalidCharacters';
  if (charCount(value) > TEMPLATE_VALUE_MAX_CHARS) return 'tooLong';
  if (value === '') return field.rules.some((rule) => rule.kind === 'required') ? 'required' : null;
  const numeric = field.type === 'number';
  if (numeric && !NUMBER.test(value)) return 'number';
  const amount = numeric ? Number(value) : charCount(value);
  for (const rule of field.rules) {
    const bounds = outOfBounds(rule, amount, numeric);
    if (bounds) return bounds;
    if (rule.kind === 'length' && charCount(value) !== rule.value) return 'length';
    if (rule.kind === 'regex' && !new RegExp(rule.pattern, 'u').test(value)) return 'regex';
    if (rule.kind === 'email' && !EMAIL.test(value)) return 'email';
    if (rule.kind === 'match' && value !== (values[rule.field] ?? '').trim()) return 'match';
  }
  return null;
}

/** Every refused field of a form, by key. */
export function checkTemplateValues(fields: TemplateFieldRules[], values: Record<string, string>): Record<string, TemplateRuleReason> {
  const refused: Record<string, TemplateRuleReason> = {};
  for (const field of fields) {
    const reason = checkTemplateValue(field, values[field.key] ?? '', values);
    if (reason) refused[field.key] = reason;
  }
  return refused;
}

/** The numbers and names the message of a reason quotes, taken from the field's own rules. */
export function ruleParams(field: TemplateFieldRules, fields: TemplateFieldRules[] = []): Record<string, string | number> {
  const params: Record<string, string | number> = { example: field.example, maxChars: TEMPLATE_VALUE_MAX_CHARS };
  for (const rule of field.rules) {
    if (rule.kind === 'min' || rule.kind === 'max' || rule.kind === 'length') params[rule.kind] = rule.value;
    if (rule.kind === 'range') Object.assign(params, { min: rule.min, max: rule.max });
    if (rule.kind === 'match') params.field = fields.find((other) => other.key === rule.field)?.label ?? rule.field;
  }
  return params;
}

/** The reason named by a server message (`templates.rules.<reason>`), or null for any other message. */
export function reasonOfMessage(message: string): TemplateRuleReason | null {
  const reason = message.replace(/^templates\.rules\./, '');
  return message !== reason && (TEMPLATE_RULE_REASONS as readonly string[]).includes(reason) ? (reason as TemplateRuleReason) : null;
}

/** `{{key}}` placeholders of a text. */
export const PLACEHOLDER = /\{\{\s*([a-z][a-z0-9_]*)\s*\}\}/g;
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]);
}

/** The body of POST /chatbot/v2/create-from-template: the create-chatbot payload (scenario and tools default to the template's). */
export const createFromTemplateSchema = z.object({
  template_id: z.string().trim().min(1, MSG.required).max(100, MSG.tooLong),
  payload: botBasicInfoSchema.extend({
    scenario: z.enum(SCENARIOS, { message: MSG.scenarioRequired }).optional(),
    tools: toolsSchema.optional(),
    agent_prompt: text().max(4000, MSG.tooLong).default(''),
    sgw_vendor: text().max(200, MSG.tooLong).default(''),
  }),
  fields: z.record(z.string().max(100, MSG.tooLong), z.string().max(10_000, MSG.tooLong)).default({}),
});
export type CreateFromTemplateBody = z.infer<typeof createFromTemplateSchema>;

export const templateListQuerySchema = z.object({ language: z.string().max(10).optional() });
/** A template's text follows the asked language and falls back to Traditional Chinese. */
export const templateLanguage = (language: string | undefined): Language =>
  (LANGUAGES as readonly string[]).includes(language ?? '') ? (language as Language) : 'tw';
