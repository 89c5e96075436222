// A job's kept failure in each console language: an error code, a job failure code, a knowledge refusal with its row
// or page, and an older English reason, which stays as it is.
import i18n from '../i18n';
import { jobFailureText } from './job-failure';

const inLanguage = (language: string, kept: string) => jobFailureText(i18n.getFixedT(language), kept);

describe('jobFailureText', () => {
  it.each([
    ['en', 'An error occurred, please try again later.', 'The language model took too long to answer. Please try again later.', 'A cell is 300 tokens or longer. (row 12)', 'The PDF file is damaged. (page 3)'],
    ['tw', '發生錯誤，請稍後再試。', '語言模型回應逾時，請稍後再試。', '有儲存格達到 300 個詞元以上。 （第 12 列）', 'PDF 檔案已損壞。 （第 3 頁）'],
    ['cn', '发生错误，请稍后再试。', '语言模型响应超时，请稍后再试。', '有单元格达到 300 个词元以上。 （第 12 行）', 'PDF 文件已损坏。 （第 3 页）'],
    ['jp', 'エラーが発生しました。しばらくしてからもう一度お試しください。', '言語モデルの応答がタイムアウトしました。しばらくしてからもう一度お試しください。', '300 トークン以上のセルがあります。 （12 行目）', 'PDF ファイルが壊れています。 （3 ページ目）'],
  ])('%s: says a kept code in the language', (language, internal, timeout, cell, pdf) => {
    expect(inLanguage(language, 'INTERNAL')).toBe(internal);
    expect(inLanguage(language, 'llm_timeout')).toBe(timeout);
    expect(inLanguage(language, 'cell_too_long@row:12')).toBe(cell);
    expect(inLanguage(language, 'corrupt_pdf@page:3')).toBe(pdf);
  });

  it.each(['en', 'tw', 'cn', 'jp'])('%s: has words for every job failure code', (language) => {
    for (const code of ['llm_unavailable', 'llm_timeout', 'llm_rate_limited', 'llm_bad_response', 'llm_refused', 'no_knowledge']) {
      expect(i18n.exists(`jobFailure.${code}`, { lng: language, fallbackLng: [] })).toBe(true);
    }
  });

  it('shows a reason kept before the codes as it is, in every language', () => {
    const older = 'menu.csv, row 1: the first column must be Content';
    for (const language of ['en', 'tw', 'cn', 'jp']) expect(inLanguage(language, older)).toBe(older);
  });
});
