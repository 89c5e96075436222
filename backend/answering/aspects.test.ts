import { askedAspects, overlap, telling } from './aspects';
import { normalise } from './normalise';

const asks = (text: string) => askedAspects(normalise(text));

describe('askedAspects', () => {
  it('reads the same aspect from a citizen’s words and an official text’s', () => {
    expect(asks('補助哪些人')).not.toBe(0);
    expect(asks('補助哪些人')).toBe(asks('補助對象為何'));
    expect(asks('要帶什麼')).toBe(asks('應備文件'));
    expect(asks('幾點開門')).toBe(asks('開放時間'));
  });

  it('tells different aspects apart', () => {
    expect(asks('補助對象為何') & asks('實施期間')).toBe(0);
    expect(asks('票價多少錢') & asks('在哪裡買')).toBe(0);
  });

  it('reads Simplified script as well', () => {
    expect(asks('补助对象')).toBe(asks('補助對象'));
  });

  it('finds nothing in a message that names no aspect, nor a place in 如何處理', () => {
    expect(asks('輪狀病毒疫苗補助')).toBe(0);
    expect(asks('遺失了如何處理')).toBe(0);
  });

  it('can find several aspects in one message', () => {
    const both = asks('要去哪家醫院、帶什麼');
    expect(both & asks('地點')).not.toBe(0);
    expect(both & asks('證件')).not.toBe(0);
  });
});

describe('overlap', () => {
  it('is the share of the smaller phrasing’s words and pairs that the other holds', () => {
    const a = telling(normalise('輪狀病毒疫苗補助接種計畫對象為何'));
    const b = telling(normalise('輪狀病毒疫苗補助接種計畫實施期間'));
    const c = telling(normalise('路邊停車費如何繳納'));
    expect(overlap(a, b)).toBeGreaterThan(0.5);
    expect(overlap(a, c)).toBe(0);
    expect(overlap(a, a)).toBe(1);
    expect(overlap(new Set(), a)).toBe(0);
  });
});
