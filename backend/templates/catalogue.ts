// The built-in templates, read in one language (falling back to tw), and their groups filled with an owner's values.
import type { TemplateDTO, TemplateFieldDTO } from '../../schema/rest-templates';
import type { Language } from '../../schema/rules/constants';
import { PLACEHOLDER, placeholdersOf } from '../../schema/rules/templates';
import { clinic } from './catalogue/clinic';
import { ecommerce } from './catalogue/ecommerce';
import { onboarding } from './catalogue/onboarding';
import { publicCounter } from './catalogue/public-counter';
import { restaurant } from './catalogue/restaurant';
import { shopInfo } from './catalogue/shop-info';
import type { TemplateSource, TemplateText } from './template';

export const TEMPLATES: readonly TemplateSource[] = [shopInfo, ecommerce, restaurant, clinic, onboarding, publicCounter];

export function findTemplate(id: string): TemplateSource | undefined {
  return TEMPLATES.find((template) => template.id === id);
}

const textIn = (source: TemplateSource, language: Language): TemplateText => source.text[language] ?? source.text.tw;

export function templateFields(source: TemplateSource, language: Language): TemplateFieldDTO[] {
  return source.fields.map((field) => ({
    key: field.key,
    label: field.label[language] ?? field.label.tw,
    type: field.type ?? 'text',
    rules: field.rules,
    example: typeof field.example === 'string' ? field.example : (field.example[language] ?? field.example.tw),
  }));
}

export function toTemplateDTO(source: TemplateSource, language: Language): TemplateDTO {
  const text = textIn(source, language);
  return {
    template_id: source.id,
    language,
    name: text.name,
    description: text.description,
    scenario: source.scenario,
    groups: text.groups.map(([questions, answer]) => ({ questions, answers: [answer] })),
    fields: templateFields(source, language),
  };
}

export interface FilledGroup {
  key: string;
  questions: string[];
  answers: string[];
}

/**
 * The template's groups with every `{{key}}` replaced by the owner's value; a group that names a field left blank
 * (an optional one) is left out rather than answering with a hole.
 */
export function filledGroups(source: TemplateSource, language: Language, values: Record<string, string>): FilledGroup[] {
  const fill = (text: string) => text.replace(PLACEHOLDER, (_match, key: string) => values[key] ?? '');
  return textIn(source, language).groups.flatMap(([questions, answer], index) => {
    const used = [...questions, answer].flatMap(placeholdersOf);
    if (used.some((key) => !values[key])) return [];
    return [{ key: `${source.id}-${String(index + 1).padStart(2, '0')}`, questions: questions.map(fill), answers: [fill(answer)] }];
  });
}
