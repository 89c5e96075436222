// GraphQL enum values ↔ the backend's codes: answer modes are numbers (§3: 1 first, 2 random, 3 in order);
// training states, answer sources and source verdicts lower-case words in REST.
import type { AnswerMode, AnswerSource, AnswerStatus, Feedback, RecommendationSaved, SourceVerdict, TrainingState } from './__generated__/resolvers-types';
import type { AnswerMode as AnswerModeCode, AnswerStatus as AnswerStatusCode } from '../schema/rules/constants';
import type { AnswerSource as AnswerSourceCode, SourceVerdict as SourceVerdictCode, TrainingJobDTO } from '../schema/rest';

const MODE_CODES = { FIRST: 1, RANDOM: 2, IN_ORDER: 3 } as const satisfies Record<AnswerMode, AnswerModeCode>;
const MODES_BY_CODE = { 1: 'FIRST', 2: 'RANDOM', 3: 'IN_ORDER' } as const satisfies Record<AnswerModeCode, AnswerMode>;

export function answerModeCode(mode: AnswerMode): AnswerModeCode {
  return MODE_CODES[mode];
}

export function answerModeOf(code: AnswerModeCode): AnswerMode {
  return MODES_BY_CODE[code];
}

const TRAINING_STATES = { training: 'TRAINING', success: 'SUCCESS', failure: 'FAILURE' } as const satisfies Record<TrainingJobDTO['state'], TrainingState>;

export function trainingStateOf(state: TrainingJobDTO['state']): TrainingState {
  return TRAINING_STATES[state];
}

const ANSWER_SOURCES = { qa: 'QA', autofaq: 'AUTOFAQ', knowledge: 'KNOWLEDGE' } as const satisfies Record<AnswerSourceCode, AnswerSource>;

export function answerSourceOf(source: AnswerSourceCode): AnswerSource {
  return ANSWER_SOURCES[source];
}

const SOURCE_CODES = Object.fromEntries(Object.entries(ANSWER_SOURCES).map(([code, name]) => [name, code])) as Record<AnswerSource, AnswerSourceCode>;

export function answerSourceCode(source: AnswerSource): AnswerSourceCode {
  return SOURCE_CODES[source];
}

const SOURCE_VERDICTS = { answer: 'ANSWER', suggest: 'SUGGEST', none: 'NONE' } as const satisfies Record<SourceVerdictCode, SourceVerdict>;

export function sourceVerdictOf(verdict: SourceVerdictCode): SourceVerdict {
  return SOURCE_VERDICTS[verdict];
}

/** §3 feedback and recommendation saved status are 0, 1, 2; §4 answer statuses 0–5. */
const FEEDBACK_CODES = { NONE: 0, USEFUL: 1, NOT_USEFUL: 2 } as const satisfies Record<Feedback, 0 | 1 | 2>;
const ANSWER_STATUS_CODES = { OTHER: 0, ANSWERED: 1, NO_ANSWER: 2, OPTIONS: 3, QUESTIONNAIRE: 4, AUTOQA: 5 } as const satisfies Record<AnswerStatus, AnswerStatusCode>;
const SAVED_CODES = { NOT_SAVED: 0, SAVED: 1, NO_GROUP: 2 } as const satisfies Record<RecommendationSaved, 0 | 1 | 2>;

function byCode<E extends string>(codes: Record<E, number>): (code: number) => E {
  const names = new Map(Object.entries(codes).map(([name, code]) => [code, name as E]));
  return (code) => {
    const name = names.get(code);
    if (name === undefined) throw new Error(`unknown code ${code}`);
    return name;
  };
}

export const feedbackCode = (feedback: Feedback): 0 | 1 | 2 => FEEDBACK_CODES[feedback];
export const feedbackOf = byCode(FEEDBACK_CODES);
export const answerStatusCode = (status: AnswerStatus): AnswerStatusCode => ANSWER_STATUS_CODES[status];
export const answerStatusOf = byCode(ANSWER_STATUS_CODES);
export const recommendationSavedCode = (saved: RecommendationSaved): 0 | 1 | 2 => SAVED_CODES[saved];
export const recommendationSavedOf = byCode(SAVED_CODES);
