import { MSG } from '../../../../schema/rules';
import { zodResolver } from '../../forms/zod-resolver';
import { qaGroupSchema } from '../../../../schema/rules';
import { aGroup } from '../../test/faq-page-kit';
import { emptyQaGroupValues, toGroupInput, valuesOfGroup } from './qa-group-form';

const group = aGroup({ similarEnabled: false });

describe('Q&A group form values', () => {
  it('maps the GraphQL modes onto the §3 codes and back', () => {
    for (const [answerMode, code] of [['FIRST', 1], ['RANDOM', 2], ['IN_ORDER', 3]] as const) {
      const values = valuesOfGroup({ ...group, answerMode });
      expect(values.answer_mode).toBe(code);
      expect(toGroupInput(values).answerMode).toBe(answerMode);
    }
  });

  it('gives the GraphQL input trimmed phrasings and keeps the switch and tags', () => {
    const input = toGroupInput({ ...valuesOfGroup(group), questions: ['  Opening hours? '], answers: [' 9 to 5 '] });
    expect(input).toEqual({ questions: ['Opening hours?'], answers: ['9 to 5'], answerMode: 'IN_ORDER', similarEnabled: false, postbackChoices: [], tags: ['store'] });
  });

  it('refuses blank phrasings and an empty answer list with the shared messages', () => {
    const validate = zodResolver(qaGroupSchema, (key) => key);
    expect(validate({ ...emptyQaGroupValues(), questions: ['  '], answers: [] })).toEqual({ 'questions.0': MSG.required, answers: MSG.answersRequired });
  });
});
