// OpenAPI response shapes of the built-in templates; the paths come from the route table.
import { LANGUAGES, SCENARIOS } from '../../schema/rules/constants';
import { TEMPLATE_FIELD_TYPES, TEMPLATE_RULE_KINDS } from '../../schema/rules/templates';
import { object, ref, string } from '../openapi/builders';

const strings = { type: 'array', items: string };
const rule = {
  type: 'object',
  required: ['kind'],
  properties: {
    kind: { enum: [...TEMPLATE_RULE_KINDS] },
    value: { type: 'number', description: 'min, max: a number for number fields, a length in characters for text fields; length: exact characters' },
    min: { type: 'number', description: 'range: lowest allowed (number or length, as for min)' },
    max: { type: 'number', description: 'range: highest allowed' },
    pattern: { type: 'string', description: 'regex: a JavaScript regular expression (Unicode) the whole value must match' },
    field: { type: 'string', description: 'match: the key of the field this value must equal' },
  },
  description: 'A §5 rule. A blank value breaks only `required`; refusals name the field `fields.<key>` with the message `templates.rules.<reason>`.',
};

export const templateSchemas = {
  TemplateRule: rule,
  TemplateField: object({ key: string, label: string, type: { enum: [...TEMPLATE_FIELD_TYPES] }, rules: { type: 'array', items: ref('TemplateRule') }, example: string }),
  TemplateGroup: object({ questions: strings, answers: { ...strings, description: 'May hold `{{key}}` placeholders of the fields.' } }),
  Template: object({
    template_id: string,
    language: { enum: [...LANGUAGES] },
    name: string,
    description: string,
    scenario: { enum: [...SCENARIOS] },
    groups: { type: 'array', items: ref('TemplateGroup') },
    fields: { type: 'array', items: ref('TemplateField') },
  }),
  TemplateList: { type: 'array', items: ref('Template') },
};
