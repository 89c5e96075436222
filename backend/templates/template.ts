// The shape a built-in template is written in: fields with their §5 rules, and per language a name, a description
// and Q&A groups whose text may hold `{{key}}` placeholders.
import type { Language, Scenario } from '../../schema/rules/constants';
import type { TemplateFieldType, TemplateRule } from '../../schema/rules/templates';

export type Localised = Record<Language, string>;

export interface TemplateFieldSource {
  key: string;
  type?: TemplateFieldType;
  label: Localised;
  rules: TemplateRule[];
  /** A value that passes the rules; per language when it is words. */
  example: Localised | string;
}

/** Several phrasings of one question, and the answer. */
export type GroupSource = [questions: string[], answer: string];

export interface TemplateText {
  name: string;
  description: string;
  groups: GroupSource[];
}

export interface TemplateSource {
  id: string;
  /** The create-chatbot scenario a bot made from it gets unless the payload names one. */
  scenario: Scenario;
  fields: TemplateFieldSource[];
  text: Record<Language, TemplateText>;
}

/** The usual rule sets, so the templates read as what they ask for. */
export const rules = {
  name: (max = 50): TemplateRule[] => [{ kind: 'required' }, { kind: 'max', value: max }],
  text: (min: number, max: number): TemplateRule[] => [{ kind: 'required' }, { kind: 'range', min, max }],
  phone: (required = true): TemplateRule[] => [
    ...(required ? [{ kind: 'required' } as const] : []),
    { kind: 'regex', pattern: '^\\+?[0-9][0-9 ()-]{5,19}$' },
  ],
  url: (): TemplateRule[] => [{ kind: 'regex', pattern: '^https?://[^\\s]+$' }, { kind: 'max', value: 200 }],
  email: (): TemplateRule[] => [{ kind: 'required' }, { kind: 'email' }],
  matches: (field: string): TemplateRule[] => [{ kind: 'required' }, { kind: 'match', field }],
  number: (min: number, max: number): TemplateRule[] => [{ kind: 'required' }, { kind: 'range', min, max }],
};
