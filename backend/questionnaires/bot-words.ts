// What the bot itself says during a questionnaire, in the bot's language (as the rating quick replies do): the
// cancel and skip buttons, the cancelled message, and the default message for each kind of invalid answer.
import type { Language } from '../../schema/rules/constants';

export type AnswerProblem = 'required' | 'choice' | 'number' | 'email' | 'phone' | 'date' | 'tooShort' | 'tooLong' | 'length' | 'tooSmall' | 'tooLarge' | 'pattern' | 'entity';

export interface BotWords {
  cancel: string;
  skip: string;
  cancelled: string;
  /**
   * `{n}` is the rule's number. An entity question's message names no entity type: the type is the owner's key (e.g.
   * `district`), not words for the bot's users; the question asked again below it says what is wanted.
   */
  problems: Record<AnswerProblem, string>;
}

export const BOT_WORDS: Record<Language, BotWords> = {
  tw: {
    cancel: '取消問卷',
    skip: '略過',
    cancelled: '已取消問卷，您可以繼續提問。',
    problems: {
      required: '這題必須回答。',
      choice: '請從選項中選擇一項。',
      number: '請輸入數字。',
      email: '請輸入有效的電子郵件地址。',
      phone: '請輸入有效的電話號碼。',
      date: '請以 YYYY-MM-DD 格式輸入日期。',
      tooShort: '回答至少需要 {n} 個字。',
      tooLong: '回答最多 {n} 個字。',
      length: '回答必須剛好 {n} 個字。',
      tooSmall: '數字不可小於 {n}。',
      tooLarge: '數字不可大於 {n}。',
      pattern: '回答的格式不正確。',
      entity: '抱歉，我無法從這個回答認出所需的資料，請再回答一次。',
    },
  },
  en: {
    cancel: 'Cancel',
    skip: 'Skip',
    cancelled: 'The questionnaire was cancelled. Feel free to ask anything else.',
    problems: {
      required: 'This question needs an answer.',
      choice: 'Please pick one of the options.',
      number: 'Please enter a number.',
      email: 'Please enter a valid e-mail address.',
      phone: 'Please enter a valid phone number.',
      date: 'Please enter a date as YYYY-MM-DD.',
      tooShort: 'Please answer with at least {n} characters.',
      tooLong: 'Please answer with at most {n} characters.',
      length: 'The answer must be exactly {n} characters.',
      tooSmall: 'The number may not be less than {n}.',
      tooLarge: 'The number may not be more than {n}.',
      pattern: 'The answer is not in the expected format.',
      entity: 'Sorry, I could not find what this question needs in that answer. Please answer again.',
    },
  },
  cn: {
    cancel: '取消问卷',
    skip: '跳过',
    cancelled: '已取消问卷，您可以继续提问。',
    problems: {
      required: '这题必须回答。',
      choice: '请从选项中选择一项。',
      number: '请输入数字。',
      email: '请输入有效的电子邮箱地址。',
      phone: '请输入有效的电话号码。',
      date: '请以 YYYY-MM-DD 格式输入日期。',
      tooShort: '回答至少需要 {n} 个字。',
      tooLong: '回答最多 {n} 个字。',
      length: '回答必须刚好 {n} 个字。',
      tooSmall: '数字不可小于 {n}。',
      tooLarge: '数字不可大于 {n}。',
      pattern: '回答的格式不正确。',
      entity: '抱歉，我无法从这个回答认出所需的信息，请再回答一次。',
    },
  },
  jp: {
    cancel: 'キャンセル',
    skip: 'スキップ',
    cancelled: 'アンケートをキャンセルしました。ほかのご質問もどうぞ。',
    problems: {
      required: 'この質問には回答が必要です。',
      choice: '選択肢から一つお選びください。',
      number: '数字を入力してください。',
      email: '有効なメールアドレスを入力してください。',
      phone: '有効な電話番号を入力してください。',
      date: '日付を YYYY-MM-DD の形式で入力してください。',
      tooShort: '{n} 文字以上で回答してください。',
      tooLong: '{n} 文字以内で回答してください。',
      length: 'ちょうど {n} 文字で回答してください。',
      tooSmall: '{n} 以上の数字を入力してください。',
      tooLarge: '{n} 以下の数字を入力してください。',
      pattern: '回答の形式が正しくありません。',
      entity: '申し訳ありません、その回答から必要な情報を見つけられませんでした。もう一度お答えください。',
    },
  },
};

/**
 * Typed words that cancel or skip, in every language whatever the bot's (a visitor may not write in the bot's
 * language), compared after the engine's normalisation (so 取消問卷 and 取消问卷 are one word).
 */
export const CANCEL_WORDS = ['cancel', '取消', '取消問卷', '取消问卷', '結束問卷', 'キャンセル', '中止'];
export const SKIP_WORDS = ['skip', '略過', '跳過', '跳过', 'スキップ'];
