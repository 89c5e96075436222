// Business constants of PRODUCT.md §3, §4 and §9, shared by backend, BFF and web.

export const LANGUAGES = ['tw', 'en', 'cn', 'jp'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'tw';

export const SCENARIOS = ['salesAssistant', 'customerSupport', 'assistRecommendation', 'staffTraining'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export const TOOL_MODULES = [
  'SGW_tour_with_image_tool',
  'answer_with_url_first_tool',
  'get_total_price_tool',
  'owm_forecast_tool',
  'serpapi_flight_tool',
  'route_tool',
] as const;
export type ToolModule = (typeof TOOL_MODULES)[number];
export type Tools = Record<ToolModule, boolean>;

/** §4: choosing a scenario resets the tools to that scenario's defaults. */
export function scenarioDefaultTools(scenario: Scenario): Tools {
  const tools = Object.fromEntries(TOOL_MODULES.map((name) => [name, false])) as Tools;
  if (scenario === 'salesAssistant') {
    tools.SGW_tour_with_image_tool = true;
    tools.answer_with_url_first_tool = true;
  }
  return tools;
}

/**
 * A confidence on the thresholds' 0 to 1 scale, as the console and the exports show it. A match can score above 1 (an
 * exact one, or a passage that repeats the question's words); that is as sure as the scale goes, so it reads 1.
 */
export const confidenceOnScale = (confidence: number): number => Math.min(1, Math.max(0, confidence));

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 100;
export const KNOWLEDGE_FILE_MAX_BYTES = 5 * 1024 * 1024;
/**
 * What one upload of knowledge files may carry in all (the wizard's or the AutoQA page's): the console sends the files
 * in one GraphQL request, base64-encoded, and 20 MB of files stays within the BFF's 32 MB request bound.
 */
export const KNOWLEDGE_UPLOAD_MAX_TOTAL_BYTES = 20 * 1024 * 1024;
/** Knowledge files, in the creation wizard and on the AutoQA page alike. */
export const KNOWLEDGE_FILE_EXTENSIONS = ['.csv', '.txt', '.docx', '.pdf'] as const;
export const WEB_ICON_MAX_BYTES = 500 * 1024;
/**
 * Width and height a raster icon may have at most: 500 KB of PNG or GIF can declare tens of thousands of pixels a side,
 * which every visitor's browser would decode (gigabytes) to show a 40-pixel icon.
 */
export const WEB_ICON_MAX_PIXELS = 2048;
export const MESSAGE_MAX_CHARS = 1000;
export const RESEND_VERIFICATION_WAIT_MS = 60_000;
/** How long an e-mail confirmation link works. */
export const EMAIL_CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a password reset link works. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const TIME_ZONE = 'Asia/Taipei';

/** Session lifetimes: idle expiry slides with use, absolute expiry never moves. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'qa_session';

/**
 * Roboto, then each language's own CJK faces: one Han character is drawn differently in Traditional Chinese,
 * Simplified Chinese and Japanese, so a page takes the faces of the language it is shown in (English keeps the
 * Traditional ones, the product's default, for the Chinese a bot's content may hold).
 */
const FONT_STACKS: Record<Language, string> = {
  tw: 'Roboto, "Noto Sans TC", "PingFang TC", "Microsoft JhengHei", "Helvetica Neue", Arial, sans-serif',
  en: 'Roboto, "Helvetica Neue", Arial, "Noto Sans TC", "PingFang TC", "Microsoft JhengHei", sans-serif',
  cn: 'Roboto, "Noto Sans SC", "PingFang SC", "Microsoft YaHei", "Helvetica Neue", Arial, sans-serif',
  jp: 'Roboto, "Noto Sans JP", "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Yu Gothic", YuGothic, Meiryo, "Helvetica Neue", Arial, sans-serif',
};

export const THEME = {
  primaryColor: '#5046e5',
  /** The font stack for each console language (the document's lang follows the language too). */
  fontFamilies: FONT_STACKS,
  breakpoints: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 },
} as const;

/** §3 Q&A group answer-selection modes: 1 first answer, 2 random, 3 in order (rotating per end user). */
export const ANSWER_MODES = [1, 2, 3] as const;
export type AnswerMode = (typeof ANSWER_MODES)[number];

/** §4 history answer status codes. */
export const ANSWER_STATUS = { other: 0, answered: 1, noAnswer: 2, options: 3, questionnaire: 4, autoQa: 5 } as const;
export type AnswerStatus = (typeof ANSWER_STATUS)[keyof typeof ANSWER_STATUS];

/** Where an answer comes from: the Q&A list, an AutoFAQ answer set or the knowledge files. */
export const ANSWER_SOURCES = ['qa', 'autofaq', 'knowledge'] as const;
export type AnswerSource = (typeof ANSWER_SOURCES)[number];

/**
 * How a question was met, as the overview counts it: answered by one of the sources, offered similar-question buttons,
 * given the failed message, taken into a questionnaire, or other (a message that is not text, or one said while a
 * person has the conversation).
 */
export const ANSWER_OUTCOMES = [...ANSWER_SOURCES, 'options', 'no_answer', 'questionnaire', 'other'] as const;
export type AnswerOutcome = (typeof ANSWER_OUTCOMES)[number];

/** §3 platforms a message can come from. */
export const PLATFORMS = ['api', 'web', 'line', 'fb', 'other'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const QA_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const QA_GROUP_MAX_QUESTIONS = 200;
export const QA_GROUP_MAX_ANSWERS = 50;
/** A Q&A group's tags and postback (follow-up) choices: how many, and characters each. */
export const QA_GROUP_TAGS = { max: 20, chars: 50 } as const;
export const QA_GROUP_CHOICES = { max: 10, chars: 200 } as const;
export const QA_PAGE_SIZE_MAX = 100;
/** A bot's own synonym sets (answer settings): how many sets, words per set, characters per word. */
export const SYNONYM_LIMITS = { sets: 200, wordsPerSet: 10, wordLength: 30 } as const;
/** A new conversation session (sid) starts after this much silence from the end user. */
export const CONVERSATION_IDLE_MS = 30 * 60 * 1000;

/** §3 web plugin settings: icon kinds and accepted types (sniffed from the bytes, not the name), §5/§9 limits. */
export const WEB_ICON_KINDS = ['robot', 'chat'] as const;
export type WebIconKind = (typeof WEB_ICON_KINDS)[number];
export const WEB_ICON_TYPES = ['image/png', 'image/svg+xml', 'image/gif', 'image/jpeg'] as const;
export type WebIconType = (typeof WEB_ICON_TYPES)[number];
export const WEB_CHAT_LABEL_MAX = 40;
export const WEB_TICKER_MAX_MESSAGES = 10;
export const WEB_TICKER_MAX_CHARS = 200;
export const WEB_TRUSTED_DOMAINS_MAX = 50;
/** A bot's widget before its owner changes anything. */
export const WEB_PLUGIN_DEFAULTS = {
  header_bg_color: THEME.primaryColor,
  header_text_color: '#ffffff',
  chat_label: '',
  ticker_messages: [] as string[],
  trusted_domains: [] as string[],
} as const;

/** The outside accounts a person can sign in with (PRODUCT.md §2). */
export const SIGN_IN_PROVIDERS = ['google', 'line'] as const;
