// Backend REST answers of the built-in templates (GET /templates).
import type { Language, Scenario } from './rules/constants';
import type { TemplateFieldType, TemplateRule } from './rules/templates';

/** One field to fill: its placeholder key, its label in the asked language, its §5 rules and a value that passes them. */
export interface TemplateFieldDTO {
  key: string;
  label: string;
  type: TemplateFieldType;
  rules: TemplateRule[];
  example: string;
}

/** A Q&A group as the template writes it: `{{key}}` placeholders stand for the fields. */
export interface TemplateGroupDTO {
  questions: string[];
  answers: string[];
}

export interface TemplateDTO {
  template_id: string;
  language: Language;
  name: string;
  description: string;
  scenario: Scenario;
  groups: TemplateGroupDTO[];
  fields: TemplateFieldDTO[];
}

/** One §5 rule as GET /templates answers it (the GraphQL TemplateRule reads its parameters from it). */
export type TemplateRuleDTO = TemplateRule;
