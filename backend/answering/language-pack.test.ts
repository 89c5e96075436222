import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGES } from '../../schema/rules/constants';
import { enginePack, LANGUAGES_DIR, languagePack, loadPack, packFor, PACK_FOLDERS } from './language-pack';

const FILES = ['thesaurus.txt', 'off-topic.txt', 'aspect-cues.txt', 'stop-words.txt', 'stop-characters.txt', 'stop-bigrams.txt'];

describe('loadPack', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'language-pack-'));
    fs.mkdirSync(path.join(root, 'xx'));
    const write = (name: string, text: string) => fs.writeFileSync(path.join(root, 'xx', name), text);
    write('thesaurus.txt', '# heading\n小孩 | 兒童 |孩童\r\n\n  爸媽|父母  \n');
    write('off-topic.txt', '# heading\n你好\n 今天星期幾？ \n');
    write('aspect-cues.txt', '# when\nwhen: 何時, 幾點\nwhere:哪裡\n');
    write('stop-characters.txt', '的\n了\n');
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('reads one item a line, trimmed, without comments and blank lines', () => {
    const pack = loadPack('xx', root);
    expect(pack.synonymSets).toEqual([['小孩', '兒童', '孩童'], ['爸媽', '父母']]);
    expect(pack.offTopicMessages).toEqual(['你好', '今天星期幾？']);
    expect(pack.aspectCues).toEqual([{ name: 'when', cues: ['何時', '幾點'] }, { name: 'where', cues: ['哪裡'] }]);
    expect([...pack.stopCharacters]).toEqual(['的', '了']);
  });

  it('reads a missing file, or a missing folder, as empty lists', () => {
    expect(loadPack('xx', root).stopWords.size).toBe(0);
    const none = loadPack('none', root);
    expect([none.synonymSets, none.offTopicMessages, none.aspectCues]).toEqual([[], [], []]);
    expect([none.stopWords.size, none.stopCharacters.size, none.stopBigrams.size]).toEqual([0, 0, 0]);
  });

  it('names the line of an aspect without a name', () => {
    fs.writeFileSync(path.join(root, 'xx', 'aspect-cues.txt'), '# when\n何時, 幾點\n');
    expect(() => loadPack('xx', root)).toThrow('xx/aspect-cues.txt:2');
  });
});

describe('the packs in languages/', () => {
  const folders = fs.readdirSync(LANGUAGES_DIR).filter((name) => fs.statSync(path.join(LANGUAGES_DIR, name)).isDirectory());
  const files = folders.flatMap((folder) => fs.readdirSync(path.join(LANGUAGES_DIR, folder)).map((name) => ({ folder, name })));

  it.each(files)('$folder/$name is a known file without blank, padded or repeated lines', ({ folder, name }) => {
    expect(FILES).toContain(name);
    const lines = fs.readFileSync(path.join(LANGUAGES_DIR, folder, name), 'utf8').replace(/\n$/, '').split('\n');
    expect(lines.filter((line) => line.trim() === '' || line !== line.trim())).toEqual([]);
    const content = lines.filter((line) => !line.startsWith('#'));
    expect(content.length).toBeGreaterThan(0);
    expect(content.filter((line, i) => content.indexOf(line) !== i)).toEqual([]);
  });

  it.each(folders)('%s: every synonym set has two members or more, every aspect a unique name and cues', (folder) => {
    const pack = languagePack(folder);
    expect(pack.synonymSets.filter((set) => new Set(set).size < 2)).toEqual([]);
    const names = pack.aspectCues.map(({ name }) => name);
    expect(new Set(names).size).toBe(names.length);
    expect(pack.aspectCues.filter(({ cues }) => cues.length === 0)).toEqual([]);
  });

  it('give every product language a pack, and the engine the Traditional Chinese one', () => {
    for (const language of LANGUAGES) expect(packFor(language)).toBe(languagePack(PACK_FOLDERS[language]));
    expect(enginePack()).toBe(languagePack('zh-tw'));
    expect(enginePack().synonymSets.length).toBeGreaterThan(600);
    expect(enginePack().aspectCues.map(({ name }) => name)).toContain('when');
    expect(languagePack('en').stopWords.has('the')).toBe(true);
    expect(languagePack('zh').stopBigrams.has('什么')).toBe(true);
  });
});
