// Cutting parsed files into passages, and the extractive answer taken from a passage.
import { extractAnswer } from './autoqa';
import { chunkBlocks, firstSentencesSummary, splitSentences } from './chunk';
import type { Block } from './parse';

describe('splitSentences', () => {
  it('ends sentences at Chinese, Japanese and English punctuation and at line breaks, not inside numbers', () => {
    expect(splitSentences('你好。請問公車？好的！Version 1.5 is out. Yes?\n新行')).toEqual(['你好。', '請問公車？', '好的！', 'Version 1.5 is out.', 'Yes?', '新行']);
  });
});

describe('chunkBlocks', () => {
  const sentence = (i: number) => `這是第${i}句，關於臺北市政府的服務說明。`;
  const long: Block = { kind: 'paragraph', text: Array.from({ length: 40 }, (_, i) => sentence(i)).join(''), location: { paragraph: 2 } };

  it('cuts a long paragraph at sentence ends into passages of at most 350 tokens, repeating the last sentence', () => {
    const chunks = chunkBlocks([{ kind: 'heading', text: '服務說明', location: { paragraph: 1 } }, long]);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) {
      expect(chunk.tokens).toBeLessThanOrEqual(350);
      expect(chunk.section).toBe('服務說明');
    }
    const lastOfFirst = splitSentences(chunks[0].text).at(-1);
    expect(splitSentences(chunks[1].text)[0]).toBe(lastOfFirst);
  });

  it('starts a new passage at each heading and keeps CSV rows whole', () => {
    const chunks = chunkBlocks([
      { kind: 'heading', text: 'A', location: { paragraph: 1 } },
      { kind: 'paragraph', text: 'First.', location: { paragraph: 2 } },
      { kind: 'heading', text: 'B', location: { paragraph: 3 } },
      { kind: 'paragraph', text: 'Second.', location: { paragraph: 4 } },
      { kind: 'record', text: 'Row text', location: { row: 2 }, metadata: { url: 'x' } },
    ]);
    expect(chunks.map((chunk) => [chunk.section, chunk.text, chunk.location])).toEqual([
      ['A', 'First.', { paragraph: 2 }],
      ['B', 'Second.', { paragraph: 4 }],
      ['B', 'Row text', { row: 2 }],
    ]);
    expect(chunks[2].metadata).toEqual({ url: 'x' });
  });

  it('never lets a PDF passage run onto the next page', () => {
    const chunks = chunkBlocks([
      { kind: 'paragraph', text: 'Page one.', location: { page: 1 } },
      { kind: 'paragraph', text: 'Page two.', location: { page: 2 } },
    ]);
    expect(chunks.map((chunk) => chunk.location.page)).toEqual([1, 2]);
  });

  it('summarises a file by its first sentences, skipping headings', () => {
    expect(firstSentencesSummary([{ kind: 'heading', text: 'Title', location: {} }, long], 45)).toBe(`${sentence(0)}${sentence(1)}`);
  });
});

describe('extractAnswer', () => {
  it('answers with the sentence that covers the question and those after it, skipping a leading question', () => {
    const passage = 'How do I apply for a parking permit?\nApply online at the city portal. Permits are issued within five days.';
    expect(extractAnswer(passage, 'how to apply for a parking permit')).toBe('Apply online at the city portal. Permits are issued within five days.');
    expect(extractAnswer('Opening hours are 9 to 5. Tickets cost 300 dollars. Children enter free.', 'ticket price')).toBe('Tickets cost 300 dollars. Children enter free.');
  });

  it('trims to the length limit', () => {
    const answer = extractAnswer('長'.repeat(500), '長', 100);
    expect(Array.from(answer)).toHaveLength(100);
    expect(answer.endsWith('…')).toBe(true);
  });
});
