// The overview's unhandled questions grouped into themes (lexical, no model needed), each with a suggested new Q&A
// group; a configured language model adds a one-sentence summary per theme in the console's language, and its
// silence or failure leaves none.
import type { UnhandledThemesDTO } from '../../schema/rest';
import type { Language } from '../../schema/rules/constants';
import type { BackendContext } from '../context';
import type { LanguageModel } from '../llm/provider';
import { unhandledQuestions } from './stats.repository';
import type { StatsRange } from './stats.service';
import { addDays, dayStart, taipeiDay } from './taipei-calendar';
import { questionThemes, type QuestionTheme } from './unhandled-themes';

/** Distinct questions read, the most recently asked first: the comparison is quadratic in them. */
export const THEME_QUESTIONS_READ = 500;
export const THEMES_LISTED = 20;
export const THEMES_SUMMARISED = 5;
export const SUMMARY_TIMEOUT_MS = 5_000;
const EXAMPLES = 3;

/** What the model is asked, in the language the summary is to be written in (the console's). */
const SUMMARY_PROMPTS: Record<Language, { instruction: string; asked: (count: number) => string }> = {
  tw: { instruction: '你是客服聊天機器人的分析助理。請用一句繁體中文說明這些使用者問題想知道什麼，不要超過 50 字。', asked: (count) => `（${count} 次）` },
  en: { instruction: 'You are the analytics assistant of a customer-service chatbot. In one English sentence of at most 30 words, say what these users want to know.', asked: (count) => ` (asked ${count} times)` },
  cn: { instruction: '你是客服聊天机器人的分析助理。请用一句简体中文说明这些用户问题想知道什么，不要超过 50 字。', asked: (count) => `（${count} 次）` },
  jp: { instruction: 'あなたはカスタマーサポート用チャットボットの分析アシスタントです。これらのユーザーの質問が何を知りたいのかを、日本語の一文（50 文字以内）で説明してください。', asked: (count) => `（${count} 回）` },
};

async function summary(llm: LanguageModel, chatbotId: string, theme: QuestionTheme, language: Language): Promise<string | null> {
  const prompt = SUMMARY_PROMPTS[language];
  const questions = theme.questions.slice(0, 10).map((asked) => `- ${asked.question}${prompt.asked(asked.count)}`).join('\n');
  try {
    const completion = await llm.complete({
      chatbotId,
      purpose: 'stats_summary',
      timeoutMs: SUMMARY_TIMEOUT_MS,
      maxTokens: 120,
      temperature: 0,
      messages: [
        { role: 'system', content: prompt.instruction },
        { role: 'user', content: questions },
      ],
    });
    const text = completion.text.trim();
    return text === '' ? null : text;
  } catch {
    return null;
  }
}

/** `language`: the console's, which the summaries are written in. */
export async function unhandledThemes(ctx: BackendContext, chatbotId: string, days: StatsRange, language: Language): Promise<UnhandledThemesDTO> {
  const to = taipeiDay(ctx.now());
  const from = addDays(to, -(days - 1));
  const asked = await unhandledQuestions(ctx.db, chatbotId, dayStart(from), THEME_QUESTIONS_READ);
  const themes = questionThemes(asked).slice(0, THEMES_LISTED);
  const llm = ctx.llm;
  const summaries = llm ? await Promise.all(themes.slice(0, THEMES_SUMMARISED).map((theme) => summary(llm, chatbotId, theme, language))) : [];
  return {
    days,
    from,
    to,
    themes: themes.map((theme, index) => {
      const examples = theme.questions.slice(0, EXAMPLES);
      return {
        count: theme.count,
        examples: examples.map((asked) => ({ question: asked.question, count: asked.count })),
        suggested_group: { question: examples[0]?.question ?? '', similar_questions: examples.slice(1).map((asked) => asked.question) },
        summary: summaries[index] ?? null,
      };
    }),
  };
}
