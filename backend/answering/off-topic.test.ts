import { normalise } from './normalise';
import { offTopicIndex } from './off-topic';
import { OFF_TOPIC_ZH_TW } from './off-topic-zh-tw';

describe('the built-in off-topic reference', () => {
  it('holds hundreds of distinct, non-empty messages', () => {
    const distinct = new Set(OFF_TOPIC_ZH_TW.map((message) => normalise(message).replace(/ /g, '')));
    expect(OFF_TOPIC_ZH_TW.length).toBeGreaterThanOrEqual(500);
    expect(distinct.size).toBe(OFF_TOPIC_ZH_TW.length);
    expect(distinct.has('')).toBe(false);
  });

  it('is indexed once, one group a message', () => {
    const index = offTopicIndex();
    expect(offTopicIndex()).toBe(index);
    expect(index.groups).toHaveLength(OFF_TOPIC_ZH_TW.length);
    expect(index.groups[0].questions).toEqual([OFF_TOPIC_ZH_TW[0].trim()]);
  });
});
