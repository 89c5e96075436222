// A creation wizard's draft in this tab's sessionStorage, so Back and reload find what was typed. One key per wizard
// and signed-in account (its e-mail, the account's identity), so another account signed in in the tab never reads it.
// Files and secrets are never written; a draft that does not parse to the wizard's current shape is thrown away.
import { z } from 'zod';
import { LANGUAGES } from '../../../schema/rules';
import type { BotBasicValues } from './bot-form';

export type WizardName = 'bot-create' | 'bot-template';

const draftKey = (wizard: WizardName, account: string) => `oqa_draft:${wizard}:${account.trim().toLowerCase()}`;

/** The basic-info step as a draft holds it: any text so far, checked only when Next or Create is pressed. */
export const basicDraftSchema: z.ZodType<BotBasicValues> = z.object({
  robot_name: z.string(),
  greeting_msg: z.string(),
  failed_msg: z.string(),
  postback_msg: z.string(),
  description: z.string(),
  language: z.enum(LANGUAGES).or(z.literal('')),
  package: z.string(),
});

/** The account's draft of the wizard, or null when there is none or it cannot be read as `shape`. */
export function readDraft<T>(wizard: WizardName, account: string, shape: z.ZodType<T>): T | null {
  try {
    const raw = sessionStorage.getItem(draftKey(wizard, account));
    if (raw === null) return null;
    const parsed = shape.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // Storage blocked by the browser, or text that is not JSON: the wizard starts empty.
    return null;
  }
}

export function saveDraft<T>(wizard: WizardName, account: string, draft: T): void {
  try {
    sessionStorage.setItem(draftKey(wizard, account), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the wizard still works, only without surviving a reload.
  }
}

export function clearDraft(wizard: WizardName, account: string): void {
  try {
    sessionStorage.removeItem(draftKey(wizard, account));
  } catch {
    // Nothing could be stored either.
  }
}
