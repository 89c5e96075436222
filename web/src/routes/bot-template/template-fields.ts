// The template wizard's fields: the GraphQL rules back in the shared rule shape, and a refusal's message in the
// console's language with the numbers and names the rule quotes.
import type { TFunction } from 'i18next';
import { ruleParams, templateRuleMessage, type TemplateFieldRules, type TemplateRule, type TemplateRuleReason } from '../../../../schema/rules/templates';
import type { BotTemplate_TemplatesQuery } from '../../__generated__/graphql';

export type WizardTemplate = BotTemplate_TemplatesQuery['chatbotTemplates'][number];
type RuleResult = WizardTemplate['fields'][number]['rules'][number];

function toRule(rule: RuleResult): TemplateRule | null {
  switch (rule.kind) {
    case 'required':
    case 'email':
      return { kind: rule.kind };
    case 'min':
    case 'max':
    case 'length':
      return rule.value === null ? null : { kind: rule.kind, value: rule.value };
    case 'range':
      return rule.min === null || rule.max === null ? null : { kind: 'range', min: rule.min, max: rule.max };
    case 'regex':
      return rule.pattern === null ? null : { kind: 'regex', pattern: rule.pattern };
    case 'match':
      return rule.field === null ? null : { kind: 'match', field: rule.field };
  }
}

/** The template's fields as the shared validator reads them. */
export function fieldRulesOf(template: WizardTemplate): TemplateFieldRules[] {
  return template.fields.map((field) => ({
    key: field.key,
    label: field.label,
    type: field.type,
    example: field.example,
    rules: field.rules.map(toRule).filter((rule): rule is TemplateRule => rule !== null),
  }));
}

export function ruleMessage(t: TFunction, fields: TemplateFieldRules[], key: string, reason: TemplateRuleReason): string {
  const field = fields.find((one) => one.key === key);
  return t(templateRuleMessage(reason), field ? ruleParams(field, fields) : {});
}

export const isRequired = (field: TemplateFieldRules) => field.rules.some((rule) => rule.kind === 'required');
