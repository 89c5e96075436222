// The close-call preference of a chosen topic: only a near-equal call with one topic candidate changes.
import type { Choice } from '../answering/pipeline/choose';
import type { SourceCandidate } from '../answering/pipeline/candidates';
import { preferTopicGroups } from './topic-preference';

const options = { closeRatio: 0.825, answerThreshold: 0.28 };
const qa = (id: string, confidence: number): SourceCandidate => ({ source: 'qa', id, label: id, score: confidence, confidence });
const suggest = (...close: SourceCandidate[]): Choice => ({ kind: 'suggest', close });

describe('preferTopicGroups', () => {
  it('answers with the topic group among near-equal candidates, second or first', () => {
    const choice = suggest(qa('visa', 0.5), qa('master', 0.45));
    expect(preferTopicGroups(choice, new Set(['master']), options)).toEqual({ kind: 'answer', chosen: choice.close[1], close: choice.close });
    expect(preferTopicGroups(choice, new Set(['visa']), options)).toMatchObject({ kind: 'answer', chosen: { id: 'visa' } });
  });

  it('changes nothing without a topic, outside the close ratio, below the answer threshold or with two topic rivals', () => {
    const close = suggest(qa('visa', 0.5), qa('master', 0.45));
    expect(preferTopicGroups(close, new Set(), options)).toBe(close);
    const far = suggest(qa('visa', 0.5), qa('master', 0.3));
    expect(preferTopicGroups(far, new Set(['master']), options)).toBe(far);
    const weak = suggest(qa('visa', 0.25), qa('master', 0.24));
    expect(preferTopicGroups(weak, new Set(['master']), options)).toBe(weak);
    expect(preferTopicGroups(close, new Set(['visa', 'master']), options)).toBe(close);
    const none: Choice = { kind: 'none', close: [] };
    expect(preferTopicGroups(none, new Set(['visa']), options)).toBe(none);
  });

  it('never prefers another source’s candidate that happens to share an id', () => {
    const choice = suggest({ ...qa('master', 0.5), source: 'autofaq' }, qa('visa', 0.48));
    expect(preferTopicGroups(choice, new Set(['master']), options)).toBe(choice);
  });
});
