// GraphQL enum values ↔ the backend's codes: answer modes are numbers (§3: 1 first, 2 random, 3 in order)
// and training states lower-case words in REST.
import type { AnswerMode, TrainingState } from './__generated__/resolvers-types';
import type { AnswerMode as AnswerModeCode } from '../schema/rules/constants';
import type { TrainingJobDTO } from '../schema/rest';

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
