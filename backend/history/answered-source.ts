// Which source answered an exchange, read from what the reply pipeline records of it (reply-pipeline.ts): the history
// lines and the daily counts keep the answer status and the Q&A group, not the source itself.
import { ANSWER_STATUS, type AnswerOutcome, type AnswerSource, type AnswerStatus } from '../../schema/rules/constants';

/**
 * The source that answered, as the pipeline records it: a Q&A answer is status 1 naming its group, an AutoFAQ answer
 * status 1 naming none, a knowledge answer status 5 (reply-pipeline.ts). Other statuses: nothing answered.
 */
export function answeredSource(status: AnswerStatus | null, namesGroup: boolean): AnswerSource | null {
  if (status === ANSWER_STATUS.answered) return namesGroup ? 'qa' : 'autofaq';
  return status === ANSWER_STATUS.autoQa ? 'knowledge' : null;
}

const UNANSWERED: Partial<Record<AnswerStatus, AnswerOutcome>> = {
  [ANSWER_STATUS.options]: 'options',
  [ANSWER_STATUS.noAnswer]: 'no_answer',
  [ANSWER_STATUS.questionnaire]: 'questionnaire',
};

/** How the question was met: the source that answered, else what the status says; anything else is `other`. */
export function answerOutcome(status: AnswerStatus | null, namesGroup: boolean): AnswerOutcome {
  return answeredSource(status, namesGroup) ?? (status === null ? undefined : UNANSWERED[status]) ?? 'other';
}
