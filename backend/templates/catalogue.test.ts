// Every built-in template is complete in four languages, its examples pass its own rules and its placeholders have fields.
import { LANGUAGES } from '../../schema/rules/constants';
import { checkTemplateValues, placeholdersOf } from '../../schema/rules/templates';
import { filledGroups, findTemplate, TEMPLATES, templateFields, toTemplateDTO } from './catalogue';

const NAMED = ['shop-info', 'ecommerce-orders', 'restaurant-reservations', 'clinic-appointments', 'staff-onboarding', 'public-counter'];
const cases = TEMPLATES.flatMap((template) => LANGUAGES.map((language) => [template.id, language, template] as const));

describe('the built-in templates', () => {
  it('include the six the specification names, with distinct ids', () => {
    expect(TEMPLATES.map((template) => template.id)).toEqual(expect.arrayContaining(NAMED));
    expect(new Set(TEMPLATES.map((template) => template.id)).size).toBe(TEMPLATES.length);
  });

  it.each(cases)('%s (%s): 8–15 groups of several phrasings and one answer each', (_id, language, template) => {
    const dto = toTemplateDTO(template, language);
    expect(dto.name).not.toBe('');
    expect(dto.description).not.toBe('');
    expect(dto.groups.length).toBeGreaterThanOrEqual(8);
    expect(dto.groups.length).toBeLessThanOrEqual(15);
    for (const group of dto.groups) {
      expect(group.questions.length).toBeGreaterThanOrEqual(2);
      expect(group.answers).toHaveLength(1);
    }
  });

  it.each(cases)("%s (%s): every example passes the field's rules", (_id, language, template) => {
    const fields = templateFields(template, language);
    const examples = Object.fromEntries(fields.map((field) => [field.key, field.example]));
    expect(checkTemplateValues(fields, examples)).toEqual({});
    for (const field of fields) expect(field.label).not.toBe('');
  });

  it.each(cases)('%s (%s): every placeholder has a field and every text field is used', (_id, language, template) => {
    const keys = new Set(template.fields.map((field) => field.key));
    const used = new Set(toTemplateDTO(template, language).groups.flatMap((group) => [...group.questions, ...group.answers]).flatMap(placeholdersOf));
    expect([...used].filter((key) => !keys.has(key))).toEqual([]);
    const matchedOnly = template.fields.filter((field) => field.rules.some((rule) => rule.kind === 'match')).map((field) => field.key);
    expect([...keys].filter((key) => !used.has(key) && !matchedOnly.includes(key))).toEqual([]);
  });

  it('fills the placeholders and leaves out groups that name a blank optional field', () => {
    const template = findTemplate('shop-info')!;
    const values = Object.fromEntries(templateFields(template, 'en').map((field) => [field.key, field.example]));
    const all = filledGroups(template, 'en', values);
    expect(all).toHaveLength(8);
    expect(all[0].answers[0]).toBe('Alley Cafe is open Mon–Fri 09:00–18:00.');
    expect(all.flatMap((group) => [...group.questions, ...group.answers]).join(' ')).not.toContain('{{');
    const withoutParking = filledGroups(template, 'en', { ...values, parking: '' });
    expect(withoutParking).toHaveLength(7);
    expect(withoutParking.some((group) => group.answers[0].startsWith('Parking'))).toBe(false);
  });
});
