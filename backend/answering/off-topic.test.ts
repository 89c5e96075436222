import { languagePack } from './language-pack';
import { normalise } from './normalise';
import { offTopicIndex } from './off-topic';

describe('the built-in off-topic reference', () => {
  const messages = languagePack('zh-tw').offTopicMessages;

  it('holds hundreds of distinct, non-empty messages', () => {
    const distinct = new Set(messages.map((message) => normalise(message).replace(/ /g, '')));
    expect(messages.length).toBeGreaterThanOrEqual(500);
    expect(distinct.size).toBe(messages.length);
    expect(distinct.has('')).toBe(false);
  });

  it('is indexed once, one group a message', () => {
    const index = offTopicIndex();
    expect(offTopicIndex()).toBe(index);
    expect(index.groups).toHaveLength(messages.length);
    expect(index.groups[0].questions).toEqual([messages[0]]);
  });
});
