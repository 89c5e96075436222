// Whether a typed or tapped answer fits its question: its type, then the question's §5-style rules. A valid answer
// comes back as it is stored (a choice as the choice's text, a number and a date in one canonical form).
import type { Question } from '../../schema/rules/questionnaires';
import { normalise } from '../answering/normalise';
import type { FoundEntity } from '../entities/entity-step';
import type { AnswerProblem } from './bot-words';
import { testPattern } from './bounded-pattern';

export type AnswerCheck = { ok: true; value: string } | { ok: false; problem: AnswerProblem; n?: number };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9]{6,15}$/;
const NUMBER = /^[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)$/;
const DATE = /^([0-9]{4})[-/.]([0-9]{1,2})[-/.]([0-9]{1,2})$/;

const fail = (problem: AnswerProblem, n?: number): AnswerCheck => ({ ok: false, problem, ...(n !== undefined && { n }) });

/** A choice by its text (normalised: width, script, case) or its number in the listed options (1-based). */
function checkChoice(choices: string[], answer: string): AnswerCheck {
  const key = normalise(answer);
  const byText = choices.find((choice) => normalise(choice) === key);
  if (byText) return { ok: true, value: byText };
  const ordinal = /^[0-9]+$/.test(key) ? Number(key) : 0;
  return ordinal >= 1 && ordinal <= choices.length ? { ok: true, value: choices[ordinal - 1] } : fail('choice');
}

function checkDate(answer: string): AnswerCheck {
  const parts = DATE.exec(answer);
  if (!parts) return fail('date');
  const iso = `${parts[1]}-${parts[2].padStart(2, '0')}-${parts[3].padStart(2, '0')}`;
  const at = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(iso) ? { ok: true, value: iso } : fail('date');
}

/** The answer's form by type, before the rules; an entity question takes the first entity of its type found in it. */
function checkType(question: Question, answer: string, entities: FoundEntity[]): AnswerCheck {
  switch (question.type) {
    case 'entity': {
      const entity = entities.find((found) => found.type === question.entity_type);
      return entity ? { ok: true, value: entity.value } : fail('entity');
    }
    case 'single_choice':
      return checkChoice(question.choices ?? [], answer);
    case 'number':
      // A number too long for a double (400 digits) would be stored as Infinity: not a number anyone means.
      return NUMBER.test(answer) && Number.isFinite(Number(answer)) ? { ok: true, value: String(Number(answer)) } : fail('number');
    case 'email':
      return EMAIL.test(answer) && answer.length <= 254 ? { ok: true, value: answer } : fail('email');
    case 'phone': {
      const digits = answer.replace(/[\s\-().]/g, '');
      return PHONE.test(digits) ? { ok: true, value: answer } : fail('phone');
    }
    case 'date':
      return checkDate(answer);
    default:
      return { ok: true, value: answer };
  }
}

/** The rules: number questions bound the value; the others bound the length (in characters) and the pattern. */
function checkRules(question: Question, value: string): AnswerCheck {
  const rules = question.rules ?? {};
  if (question.type === 'number') {
    const number = Number(value);
    if (rules.min !== undefined && number < rules.min) return fail('tooSmall', rules.min);
    if (rules.max !== undefined && number > rules.max) return fail('tooLarge', rules.max);
  } else if (question.type !== 'single_choice' && question.type !== 'entity') {
    const length = [...value].length;
    if (rules.length !== undefined && length !== rules.length) return fail('length', rules.length);
    if (rules.min !== undefined && length < rules.min) return fail('tooShort', rules.min);
    if (rules.max !== undefined && length > rules.max) return fail('tooLong', rules.max);
  }
  // A pattern too slow for the answer (catastrophic backtracking) is stopped and the answer refused like a mismatch.
  if (rules.regex && testPattern(rules.regex, value) !== 'match') return fail('pattern');
  return { ok: true, value };
}

/**
 * Checks an answer: free text as typed, the other types NFKC-folded first (so full-width digits and ＠ count).
 * `entities` are those the bot's entity files find in the raw answer (entity questions only; the canonical value is kept).
 */
export function checkAnswer(question: Question, raw: string, entities: FoundEntity[] = []): AnswerCheck {
  const answer = (question.type === 'text' ? raw : raw.normalize('NFKC')).trim();
  if (answer === '') return question.required ? fail('required') : { ok: true, value: '' };
  const typed = checkType(question, answer, entities);
  return typed.ok ? checkRules(question, typed.value) : typed;
}
