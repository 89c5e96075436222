import { initialsOf } from './initials';

describe('avatar initials', () => {
  it('takes the first letter of each word of a Latin name with several words', () => {
    expect(initialsOf('Mary Ann Lee')).toBe('MAL');
    expect(initialsOf('john  smith')).toBe('JS');
  });

  it('takes the first character of a single Latin word, upper-cased', () => {
    expect(initialsOf('amy')).toBe('A');
  });

  it('takes the first character of a Chinese name', () => {
    expect(initialsOf('王小明')).toBe('王');
  });

  it('takes only the first character when Latin and other scripts are mixed', () => {
    expect(initialsOf('Amy 王')).toBe('A');
    expect(initialsOf('山田 Taro')).toBe('山');
  });

  it('gives nothing for a blank name', () => {
    expect(initialsOf('   ')).toBe('');
  });
});
