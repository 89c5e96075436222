// GraphQL enum values ↔ the backend's codes: answer modes are numbers (§3: 1 first, 2 random, 3 in order);
// training states, answer sources and source verdicts lower-case words in REST.
import type { AnswerMode, AnswerSource, SourceVerdict, TrainingState } from './__generated__/resolvers-types';
import type { AnswerMode as AnswerModeCode } from '../schema/rules/constants';
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

const SOURCE_VERDICTS = { answer: 'ANSWER', suggest: 'SUGGEST', none: 'NONE' } as const satisfies Record<SourceVerdictCode, SourceVerdict>;

export function sourceVerdictOf(verdict: SourceVerdictCode): SourceVerdict {
  return SOURCE_VERDICTS[verdict];
}
