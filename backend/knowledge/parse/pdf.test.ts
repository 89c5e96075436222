// The text a PDF's text layer gives: CJK radicals some writers put there for ideographs are read as the ideographs.
import { pdf } from '../testing/fixtures';
import { parsePdf, withIdeographs } from './pdf';

describe('withIdeographs', () => {
  it('reads the radicals PDF writers map ideographs to as the ideographs, and leaves everything else as it is', () => {
    expect(withIdeographs('本館週⼀⾄週五 9:00 開放。⺟')).toBe('本館週一至週五 9:00 開放。母');
    expect(withIdeographs('全形ＡＢＣ１２３ and ａ')).toBe('全形ＡＢＣ１２３ and ａ');
  });
});

describe('parsePdf', () => {
  it("reads each page's text as paragraphs located by page", async () => {
    expect(await parsePdf(pdf([['Open daily.'], ['Closed on Mondays.']]))).toEqual([
      { kind: 'paragraph', text: 'Open daily.', location: { page: 1 } },
      { kind: 'paragraph', text: 'Closed on Mondays.', location: { page: 2 } },
    ]);
  });
});
