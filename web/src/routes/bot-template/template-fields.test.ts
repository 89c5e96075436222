// Every rule reason has a message in all four languages, with the rule's numbers and names filled in.
import i18n from 'i18next';
import { TEMPLATE_RULE_REASONS, templateRuleMessage, type TemplateFieldRules } from '../../../../schema/rules/templates';
import tw from '../../i18n/tw.json';
import en from '../../i18n/en.json';
import cn from '../../i18n/cn.json';
import jp from '../../i18n/jp.json';
import { ruleMessage } from './template-fields';

const FIELDS: TemplateFieldRules[] = [
  { key: 'seats', label: 'Seats', type: 'number', rules: [{ kind: 'range', min: 2, max: 8 }], example: '4' },
  { key: 'again', label: 'Again', type: 'text', rules: [{ kind: 'match', field: 'seats' }, { kind: 'length', value: 6 }], example: '4' },
];

describe('template rule messages', () => {
  it.each(Object.entries({ tw, en, cn, jp }))('%s has a message for every reason', (_language, locale) => {
    const rules: Record<string, string> = locale.templates.rules;
    expect(TEMPLATE_RULE_REASONS.filter((reason) => !rules[reason]?.trim())).toEqual([]);
    expect(locale.templates.unknownTemplate).not.toBe('');
  });

  it.each(['tw', 'en', 'cn', 'jp'])('%s fills in the numbers and the other field', async (language) => {
    const instance = i18n.createInstance();
    await instance.init({ lng: language, resources: { [language]: { translation: { tw, en, cn, jp }[language]! } }, interpolation: { escapeValue: false } });
    const range = ruleMessage(instance.t, FIELDS, 'seats', 'range');
    expect(range).toContain('2');
    expect(range).toContain('8');
    expect(ruleMessage(instance.t, FIELDS, 'again', 'match')).toContain('Seats');
    expect(ruleMessage(instance.t, FIELDS, 'again', 'length')).toContain('6');
    expect(ruleMessage(instance.t, FIELDS, 'again', 'email')).not.toBe(templateRuleMessage('email'));
  });
});
