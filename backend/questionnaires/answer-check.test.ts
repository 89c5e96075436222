// Each answer type and rule: what passes (and the form it is stored in) and which problem a failure names.
import type { Question } from '../../schema/rules/questionnaires';
import { checkAnswer } from './answer-check';
import { testPattern } from './bounded-pattern';

const question = (overrides: Partial<Question>): Question => ({ text: 'Q', type: 'text', required: true, choices: undefined, ...overrides });

describe('checkAnswer', () => {
  it('needs an answer to a required question and stores a blank for an optional one', () => {
    expect(checkAnswer(question({}), '  ')).toEqual({ ok: false, problem: 'required' });
    expect(checkAnswer(question({ required: false }), '')).toEqual({ ok: true, value: '' });
  });

  it('reads a choice by its text in either script or width, or by its number', () => {
    const choice = question({ type: 'single_choice', choices: ['臺北', 'Kaohsiung'] });
    expect(checkAnswer(choice, '台北')).toEqual({ ok: true, value: '臺北' });
    expect(checkAnswer(choice, 'ＫＡＯＨＳＩＵＮＧ')).toEqual({ ok: true, value: 'Kaohsiung' });
    expect(checkAnswer(choice, '2')).toEqual({ ok: true, value: 'Kaohsiung' });
    expect(checkAnswer(choice, '3')).toEqual({ ok: false, problem: 'choice' });
  });

  it('checks numbers, e-mail, phone and dates', () => {
    expect(checkAnswer(question({ type: 'number', rules: { min: 1, max: 5 } }), '４')).toEqual({ ok: true, value: '4' });
    expect(checkAnswer(question({ type: 'number', rules: { min: 1, max: 5 } }), '6')).toEqual({ ok: false, problem: 'tooLarge', n: 5 });
    expect(checkAnswer(question({ type: 'number' }), 'four')).toEqual({ ok: false, problem: 'number' });
    expect(checkAnswer(question({ type: 'email' }), 'a@example.com')).toEqual({ ok: true, value: 'a@example.com' });
    expect(checkAnswer(question({ type: 'email' }), 'a@example')).toEqual({ ok: false, problem: 'email' });
    expect(checkAnswer(question({ type: 'phone' }), '(02) 2345-6789')).toEqual({ ok: true, value: '(02) 2345-6789' });
    expect(checkAnswer(question({ type: 'phone' }), '12ab')).toEqual({ ok: false, problem: 'phone' });
    expect(checkAnswer(question({ type: 'date' }), '2026/3/7')).toEqual({ ok: true, value: '2026-03-07' });
    expect(checkAnswer(question({ type: 'date' }), '2026-02-30')).toEqual({ ok: false, problem: 'date' });
  });

  it('takes the canonical value of the first entity of the asked type, and refuses an answer without one', () => {
    const entity = question({ type: 'entity', entity_type: 'district', rules: { length: 1 } });
    const found = [{ type: 'agency', value: '中正區區公所', text: '中正区公所' }, { type: 'district', value: '大安區', text: '大安' }];
    expect(checkAnswer(entity, '中正区公所或大安', found)).toEqual({ ok: true, value: '大安區' });
    expect(checkAnswer(entity, '中正区公所', found.slice(0, 1))).toEqual({ ok: false, problem: 'entity' });
    expect(checkAnswer({ ...entity, required: false }, ' ')).toEqual({ ok: true, value: '' });
  });

  it('applies length rules in characters and a pattern to the whole answer', () => {
    expect(checkAnswer(question({ rules: { length: 3 } }), '中正區')).toEqual({ ok: true, value: '中正區' });
    expect(checkAnswer(question({ rules: { min: 4 } }), 'abc')).toEqual({ ok: false, problem: 'tooShort', n: 4 });
    expect(checkAnswer(question({ rules: { regex: '[A-Z][0-9]{9}' } }), 'A123456789')).toEqual({ ok: true, value: 'A123456789' });
    expect(checkAnswer(question({ rules: { regex: '[A-Z][0-9]{9}' } }), 'xA123456789')).toEqual({ ok: false, problem: 'pattern' });
  });

  it('refuses a number too long to hold, instead of storing Infinity', () => {
    expect(checkAnswer(question({ type: 'number' }), '9'.repeat(400))).toEqual({ ok: false, problem: 'number' });
    expect(checkAnswer(question({ type: 'number' }), '12.5')).toEqual({ ok: true, value: '12.5' });
  });

  it('stops a pattern that backtracks without end and refuses the answer, instead of stopping the server', () => {
    // (a+)+b on 74 a's is 2^74 steps: unbounded, this call would never return.
    expect(checkAnswer(question({ rules: { regex: '(a+)+b' } }), 'a'.repeat(74))).toEqual({ ok: false, problem: 'pattern' });
    expect(testPattern('(a+)+b', 'a'.repeat(74))).toBe('too_slow');
    expect(checkAnswer(question({ rules: { regex: '(a+)+b' } }), 'aaab')).toEqual({ ok: true, value: 'aaab' });
    expect(testPattern('(a+)+b', 'aaab')).toBe('match');
  });
});
