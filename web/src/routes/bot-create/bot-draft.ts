// The creation wizard's steps and its draft (web/src/bots/wizard-draft.ts): what each step holds, without the files'
// contents, which sessionStorage cannot keep; their names are kept so the files step can ask for them again.
import { z } from 'zod';
import { SCENARIOS, scenarioDefaultTools, toolsSchema, type Scenario, type Tools } from '../../../../schema/rules';
import type { BotBasicValues } from '../../bots/bot-form';
import { basicDraftSchema } from '../../bots/wizard-draft';

export const STEPS = ['scenario', 'tools', 'basicInfo', 'files', 'finish'] as const;
export const LAST_STEP = STEPS.length - 1;
const FILES_STEP = STEPS.indexOf('files');

/** Version 1; a draft of any other shape (an older console's) is not read. */
export const botDraftSchema = z.object({
  version: z.literal(1),
  step: z.number().int().min(0).max(LAST_STEP),
  scenario: z.enum(SCENARIOS).nullable(),
  tools: toolsSchema,
  basic: basicDraftSchema,
  fileNames: z.array(z.string()),
});
export type BotDraft = z.infer<typeof botDraftSchema>;

/** Where the wizard opens: the draft if there is one, else the account's defaults. */
export interface BotWizardStart {
  step: number;
  scenario: Scenario | null;
  tools: Tools;
  basic: BotBasicValues;
  /** The files the draft held, to be chosen again. */
  lostFiles: string[];
}

export function botWizardStart(draft: BotDraft | null, defaults: BotBasicValues, packageCodes: string[]): BotWizardStart {
  if (!draft) return { step: 0, scenario: null, tools: scenarioDefaultTools('customerSupport'), basic: defaults, lostFiles: [] };
  // A package the account no longer offers falls back to the default one, as a fresh wizard would start.
  const basic = packageCodes.includes(draft.basic.package) ? draft.basic : { ...draft.basic, package: defaults.package };
  // Steps past the first need a scenario; with files to choose again, the wizard opens no further than their step.
  const step = draft.scenario === null ? 0 : draft.fileNames.length > 0 ? Math.min(draft.step, FILES_STEP) : draft.step;
  return { step, scenario: draft.scenario, tools: draft.tools, basic, lostFiles: draft.fileNames };
}
