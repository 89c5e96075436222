// The lexical themes of unhandled questions: rewordings meet, other topics stay apart, the central question leads.
import { questionThemes } from './unhandled-themes';

describe('questionThemes', () => {
  it('puts rewordings of one question in a theme, whatever their script, width or punctuation, and other topics in their own', () => {
    const themes = questionThemes([
      { question: '可以寄到國外嗎', count: 3 },
      { question: '可以寄送到國外嗎？', count: 1 },
      { question: '可以寄到国外吗', count: 2 },
      { question: '有停車位嗎', count: 4 },
    ]);
    expect(themes.map((theme) => [theme.count, theme.questions.map((asked) => asked.question)])).toEqual([
      [6, ['可以寄到國外嗎', '可以寄到国外吗', '可以寄送到國外嗎？']],
      [4, ['有停車位嗎']],
    ]);
  });

  it('heads a theme with the question most like the others, and keeps apart rewordings that share too little', () => {
    const [theme] = questionThemes([
      { question: '門市營業時間', count: 1 },
      { question: '營業時間幾點', count: 1 },
      { question: '門市營業時間幾點', count: 1 },
    ]);
    expect(theme?.count).toBe(3);
    expect(theme?.questions[0]?.question).toBe('門市營業時間幾點');
    // 會員卡遺失怎麼辦 / 會員卡補辦要多久 share 2 of 12 bigrams: lexical themes cannot tell they are one topic.
    expect(questionThemes([{ question: '會員卡遺失怎麼辦', count: 1 }, { question: '會員卡補辦要多久', count: 1 }])).toHaveLength(2);
  });

  it('reads a theme from the start of a question only, however long the rest', () => {
    const start = '請問台北市的垃圾車每天晚上幾點會經過中正區的南昌路，我要怎麼查詢清運時間與路線，還有資源回收是哪幾天收'.repeat(2);
    const themes = questionThemes([
      { question: `${start}${'甲乙丙丁'.repeat(200)}`, count: 1 },
      { question: `${start}${'子丑寅卯'.repeat(200)}`, count: 1 },
    ]);
    expect(themes).toHaveLength(1);
    expect(themes[0].count).toBe(2);
  });

  it('gives no themes for no questions', () => {
    expect(questionThemes([])).toEqual([]);
  });
});
