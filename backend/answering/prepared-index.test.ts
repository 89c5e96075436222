import { buildIndex } from './answer-index';
import { FieldTable, idf, PreparedIndex, type AnalysedMessage } from './prepared-index';

const index = buildIndex([
  { id: 'pin', questions: ['reset pin', 'forgot pin pin'], answers: ['Use the app.'] },
  { id: 'card', questions: ['lost card'], answers: ['Freeze the card in the app.'] },
]);

describe('FieldTable', () => {
  it('holds each term’s postings, term frequencies and idf from the stored field', () => {
    const table = new FieldTable(index.questions);
    const pin = index.questions.terms.indexOf('pin');
    const span = [table.offsets[pin], table.offsets[pin + 1]];
    expect(Array.from(table.docs.slice(span[0], span[1]))).toEqual([0, 1]);
    expect(Array.from(table.tfs.slice(span[0], span[1]))).toEqual([1, 2]);
    expect(table.idfs[pin]).toBe(idf(3, 2));
    expect(table.unknownIdf).toBe(idf(3, 0));
  });

  it('gives each posting its BM25 denominator and recomputes them when k1 or b change', () => {
    const table = new FieldTable(index.questions);
    const pin = index.questions.terms.indexOf('pin');
    const at = table.offsets[pin] + 1; // 'pin' twice in the second phrasing
    const norm = (b: number) => 1 - b + (b * index.questions.lengths[1]) / table.averageLength;
    expect(table.denominatorsFor(0.8, 0.75)[at]).toBe(2 + 0.8 * norm(0.75));
    expect(table.denominatorsFor(1.2, 0.5)[at]).toBe(2 + 1.2 * norm(0.5));
  });

  it('clears the scores a message left, and only those', () => {
    const table = new FieldTable(index.questions);
    table.scores[1] = 3;
    table.seen[1] = 1;
    table.touched[table.touchedCount++] = 1;
    table.clear();
    expect(Array.from(table.scores)).toEqual([0, 0, 0]);
    expect(Array.from(table.seen)).toEqual([0, 0, 0]);
    expect(table.touchedCount).toBe(0);
  });
});

describe('PreparedIndex', () => {
  it('gives every term of either field one id and maps it to each field’s own term or −1', () => {
    const table = new PreparedIndex(index);
    const inQuestionsOnly = table.termIds.get('reset')!;
    const inAnswersOnly = table.termIds.get('freez')!;
    expect(table.questionTerm[inQuestionsOnly]).toBe(index.questions.terms.indexOf('reset'));
    expect(table.groupTerm[inQuestionsOnly]).toBe(index.groupTexts.terms.indexOf('reset'));
    expect(table.questionTerm[inAnswersOnly]).toBe(-1);
    expect(table.groupTerm[inAnswersOnly]).toBe(index.groupTexts.terms.indexOf('freez'));
  });

  it('analyses a message once while it is recent and forgets the oldest after 256 others', () => {
    const table = new PreparedIndex(index);
    const analysed: string[] = [];
    const analyse = (message: string): AnalysedMessage => {
      analysed.push(message);
      return { normalised: message, terms: [], synonyms: undefined, readings: [] };
    };
    const first = table.analysed('lost card', undefined, analyse);
    expect(table.analysed('lost card', undefined, analyse)).toBe(first);
    for (let i = 0; i < 256; i++) table.analysed(`message ${i}`, undefined, analyse);
    table.analysed('lost card', undefined, analyse);
    expect(analysed.filter((message) => message === 'lost card')).toHaveLength(2);
  });
});
