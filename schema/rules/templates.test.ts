// The §5 template rules: each passes a good value and refuses a bad one with its machine-readable reason.
import { checkTemplateValue, checkTemplateValues, reasonOfMessage, ruleParams, templateRuleMessage, type TemplateFieldRules, type TemplateRule } from './templates';

const field = (rules: TemplateRule[], type: TemplateFieldRules['type'] = 'text'): TemplateFieldRules => ({ key: 'f', label: 'F', type, rules, example: 'x' });
const check = (rules: TemplateRule[], value: string, type: TemplateFieldRules['type'] = 'text', values: Record<string, string> = {}) =>
  checkTemplateValue(field(rules, type), value, values);

describe('template rules', () => {
  it('required refuses a blank value and accepts any text', () => {
    expect(check([{ kind: 'required' }], '   ')).toBe('required');
    expect(check([{ kind: 'required' }], 'a')).toBeNull();
  });

  it('a blank optional value breaks no other rule', () => {
    expect(check([{ kind: 'min', value: 3 }, { kind: 'email' }], '')).toBeNull();
  });

  it('min counts characters of a text field', () => {
    expect(check([{ kind: 'min', value: 3 }], '台北')).toBe('minLength');
    expect(check([{ kind: 'min', value: 3 }], '台北市')).toBeNull();
  });

  it('min compares the number of a number field', () => {
    expect(check([{ kind: 'min', value: 10 }], '9', 'number')).toBe('min');
    expect(check([{ kind: 'min', value: 10 }], '10', 'number')).toBeNull();
  });

  it('max counts characters of a text field (code points, so an emoji is one)', () => {
    expect(check([{ kind: 'max', value: 2 }], 'abc')).toBe('maxLength');
    expect(check([{ kind: 'max', value: 2 }], '😀😀')).toBeNull();
  });

  it('max compares the number of a number field', () => {
    expect(check([{ kind: 'max', value: 30 }], '31', 'number')).toBe('max');
    expect(check([{ kind: 'max', value: 30 }], '30', 'number')).toBeNull();
  });

  it('range N–M bounds a number, both ends included', () => {
    const range: TemplateRule[] = [{ kind: 'range', min: 1, max: 90 }];
    expect(check(range, '0', 'number')).toBe('range');
    expect(check(range, '91', 'number')).toBe('range');
    expect(check(range, '1', 'number')).toBeNull();
    expect(check(range, '90', 'number')).toBeNull();
  });

  it('range N–M bounds the length of a text', () => {
    const range: TemplateRule[] = [{ kind: 'range', min: 2, max: 4 }];
    expect(check(range, 'a')).toBe('rangeLength');
    expect(check(range, 'abcde')).toBe('rangeLength');
    expect(check(range, 'abcd')).toBeNull();
  });

  it('a number field refuses what is not a number', () => {
    expect(check([{ kind: 'required' }], 'ten', 'number')).toBe('number');
    expect(check([{ kind: 'required' }], '1e3', 'number')).toBe('number');
    expect(check([{ kind: 'required' }], '-2.5', 'number')).toBeNull();
  });

  it('length N wants exactly N characters', () => {
    expect(check([{ kind: 'length', value: 10 }], '123456789')).toBe('length');
    expect(check([{ kind: 'length', value: 10 }], '12345678901')).toBe('length');
    expect(check([{ kind: 'length', value: 10 }], '1234567890')).toBeNull();
  });

  it('regex must match the value', () => {
    expect(check([{ kind: 'regex', pattern: '^[0-9]{2,6}$' }], '12a')).toBe('regex');
    expect(check([{ kind: 'regex', pattern: '^[0-9]{2,6}$' }], '1203')).toBeNull();
  });

  it('e-mail must be well formed', () => {
    expect(check([{ kind: 'email' }], 'hr@example')).toBe('email');
    expect(check([{ kind: 'email' }], 'not an address')).toBe('email');
    expect(check([{ kind: 'email' }], 'hr@example.com')).toBeNull();
  });

  it('match wants the same value as the other field', () => {
    expect(check([{ kind: 'match', field: 'other' }], 'a@b.co', 'text', { other: 'c@d.co' })).toBe('match');
    expect(check([{ kind: 'match', field: 'other' }], 'a@b.co', 'text', { other: ' a@b.co ' })).toBeNull();
  });

  it('refuses NUL characters and values over 500 characters whatever the rules', () => {
    expect(check([], 'a\u0000b')).toBe('invalidCharacters');
    expect(check([], 'a'.repeat(501))).toBe('tooLong');
  });

  it('checks a whole form and names only the refused fields', () => {
    const fields: TemplateFieldRules[] = [
      { key: 'mail', label: 'Mail', type: 'text', rules: [{ kind: 'required' }, { kind: 'email' }], example: 'a@b.co' },
      { key: 'again', label: 'Again', type: 'text', rules: [{ kind: 'match', field: 'mail' }], example: 'a@b.co' },
      { key: 'note', label: 'Note', type: 'text', rules: [], example: '' },
    ];
    expect(checkTemplateValues(fields, { mail: 'a@b.co', again: 'x@b.co' })).toEqual({ again: 'match' });
  });

  it('gives the messages their numbers and the other field its label', () => {
    const fields: TemplateFieldRules[] = [
      { key: 'a', label: 'First', type: 'number', rules: [{ kind: 'range', min: 1, max: 9 }], example: '3' },
      { key: 'b', label: 'Second', type: 'text', rules: [{ kind: 'match', field: 'a' }], example: '3' },
    ];
    expect(ruleParams(fields[0])).toMatchObject({ min: 1, max: 9, example: '3' });
    expect(ruleParams(fields[1], fields)).toMatchObject({ field: 'First' });
  });

  it('reads a reason back from a server message', () => {
    expect(reasonOfMessage(templateRuleMessage('rangeLength'))).toBe('rangeLength');
    expect(reasonOfMessage('templates.rules.nope')).toBeNull();
    expect(reasonOfMessage('validation.required')).toBeNull();
  });
});
