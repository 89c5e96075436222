// The widget's own words in the four product languages. It runs on other people's sites and cannot load the
// console's i18next bundles, so this small table stands in for them; the bot's language picks the column.
import type { Language } from '../../schema/rules/constants';

export interface WidgetStrings {
  openChat: string;
  closeChat: string;
  conversation: string;
  news: string;
  placeholder: string;
  send: string;
  typing: string;
  /** §8 bot chat error, shown when the bot cannot be reached. */
  chatError: string;
  retry: string;
  domainNotAllowed: string;
  platformInactive: string;
  /** "{count}" is replaced by the characters typed, "{max}" by the limit. */
  characterCount: string;
  /** The thumbs under a reply: their accessible names, and the line shown when a rating could not be saved. */
  useful: string;
  notUseful: string;
  ratingFailed: string;
}

export const WIDGET_STRINGS: Record<Language, WidgetStrings> = {
  tw: {
    openChat: '開啟對話',
    closeChat: '關閉對話',
    conversation: '對話',
    news: '最新消息',
    placeholder: '請輸入您的問題…',
    send: '送出',
    typing: '正在輸入…',
    chatError: '抱歉，我目前無法回覆您的訊息，請稍後再試。',
    retry: '重試',
    domainNotAllowed: '此網站不在允許的網域清單中，無法使用對話功能。',
    platformInactive: '此機器人尚未啟用網站對話，目前無法使用。',
    characterCount: '{count} / {max} 字',
    useful: '有幫助',
    notUseful: '沒幫助',
    ratingFailed: '評分未送出，請再試一次。',
  },
  en: {
    openChat: 'Open chat',
    closeChat: 'Close chat',
    conversation: 'Conversation',
    news: 'News',
    placeholder: 'Type your question…',
    send: 'Send',
    typing: 'Typing…',
    chatError: "Sorry, I'm unable to respond to your message right now. Please try again later.",
    retry: 'Retry',
    domainNotAllowed: 'This website is not in the allowed domain list, so the chat is not available here.',
    platformInactive: 'The chat is not available: the web platform is not activated for this chatbot.',
    characterCount: '{count} / {max} characters',
    useful: 'Useful',
    notUseful: 'Not useful',
    ratingFailed: 'Rating not saved. Please try again.',
  },
  cn: {
    openChat: '打开对话',
    closeChat: '关闭对话',
    conversation: '对话',
    news: '最新消息',
    placeholder: '请输入您的问题…',
    send: '发送',
    typing: '正在输入…',
    chatError: '抱歉，我目前无法回复您的消息，请稍后再试。',
    retry: '重试',
    domainNotAllowed: '此网站不在允许的域名列表中，无法使用对话功能。',
    platformInactive: '此机器人尚未启用网站对话，目前无法使用。',
    characterCount: '{count} / {max} 字',
    useful: '有帮助',
    notUseful: '没帮助',
    ratingFailed: '评分未送出，请再试一次。',
  },
  jp: {
    openChat: 'チャットを開く',
    closeChat: 'チャットを閉じる',
    conversation: '会話',
    news: 'お知らせ',
    placeholder: '質問を入力してください…',
    send: '送信',
    typing: '入力中…',
    chatError: '申し訳ありません。現在メッセージにお答えできません。しばらくしてからもう一度お試しください。',
    retry: '再試行',
    domainNotAllowed: 'このサイトは許可されたドメインの一覧にないため、チャットを利用できません。',
    platformInactive: 'このボットではウェブのチャットが有効になっていないため、利用できません。',
    characterCount: '{count} / {max} 文字',
    useful: '役に立った',
    notUseful: '役に立たなかった',
    ratingFailed: '評価を送信できませんでした。再度お試しください。',
  },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(WIDGET_STRINGS, value);
}

/** The strings of a bot language; Traditional Chinese (the product's fallback) for anything else. */
export function widgetStrings(language: unknown): WidgetStrings {
  return WIDGET_STRINGS[isLanguage(language) ? language : 'tw'];
}

/** The BCP 47 tag of a bot language, for the panel's lang attribute (screen readers pick a voice by it). */
export const LANGUAGE_TAGS: Record<Language, string> = { tw: 'zh-Hant', en: 'en', cn: 'zh-Hans', jp: 'ja' };
