// ChatbotTemplate and TemplateRule fields from the backend's TemplateDTO (GET /templates).
import type { ChatbotTemplateResolvers, TemplateRuleResolvers } from '../__generated__/resolvers-types';

export const ChatbotTemplate: ChatbotTemplateResolvers = {
  id: (template) => template.template_id,
};

/** A rule is one of several shapes; the GraphQL type carries each shape's parameters as nullable fields. */
export const TemplateRule: TemplateRuleResolvers = {
  kind: (rule) => rule.kind,
  value: (rule) => ('value' in rule ? rule.value : null),
  min: (rule) => (rule.kind === 'range' ? rule.min : null),
  max: (rule) => (rule.kind === 'range' ? rule.max : null),
  pattern: (rule) => (rule.kind === 'regex' ? rule.pattern : null),
  field: (rule) => (rule.kind === 'match' ? rule.field : null),
};
