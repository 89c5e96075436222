// The template wizard's steps and its draft (web/src/bots/wizard-draft.ts): the chosen template, the basic info and the
// fields' values. The template wizard has no files and no secrets to leave out.
import { z } from 'zod';
import type { BotBasicValues } from '../../bots/bot-form';
import { basicDraftSchema } from '../../bots/wizard-draft';
import type { WizardTemplate } from './template-fields';

/** The wizard's steps, in order (their labels are templates.steps.*). */
export const STEPS = ['choose', 'basicInfo', 'fields', 'finish'] as const;
export const LAST_STEP = STEPS.length - 1;

/** Version 1; a draft of any other shape (an older console's) is not read. */
export const templateDraftSchema = z.object({
  version: z.literal(1),
  step: z.number().int().min(0).max(LAST_STEP),
  templateId: z.string().nullable(),
  values: z.record(z.string(), z.string()),
  basic: basicDraftSchema,
});
export type TemplateDraft = z.infer<typeof templateDraftSchema>;

export interface TemplateWizardStart {
  step: number;
  templateId: string | null;
  values: Record<string, string>;
  basic: BotBasicValues;
}

/** Where the wizard opens: the draft if there is one and its template still exists, else the account's defaults. */
export function templateWizardStart(draft: TemplateDraft | null, defaults: BotBasicValues, packageCodes: string[], templates: WizardTemplate[]): TemplateWizardStart {
  if (!draft) return { step: 0, templateId: null, values: {}, basic: defaults };
  const basic = packageCodes.includes(draft.basic.package) ? draft.basic : { ...draft.basic, package: defaults.package };
  const template = templates.find((one) => one.id === draft.templateId);
  // A template gone since (or none chosen) leaves only the basic info to keep: its values had no other home.
  if (!template) return { step: 0, templateId: null, values: {}, basic };
  const keys = new Set(template.fields.map((field) => field.key));
  const values = Object.fromEntries(Object.entries(draft.values).filter(([key]) => keys.has(key)));
  return { step: draft.step, templateId: template.id, values, basic };
}
