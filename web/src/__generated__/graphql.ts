import { useLazyQuery, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date-time string in UTC, e.g. 2026-11-22T04:49:47.000Z. */
  DateTime: { input: string; output: string; }
};

/** A bot owner's account. */
export type Account = {
  __typename?: 'Account';
  /** When the plan started. */
  activatedAt: Scalars['DateTime']['output'];
  /** How many chatbots the account owns now. */
  botCount: Scalars['Int']['output'];
  /** How many chatbots the account may own. */
  botLimit: Scalars['Int']['output'];
  /** The account's e-mail, also its username. */
  email: Scalars['String']['output'];
  /** Whether the owner has opened the confirmation link mailed at sign-up; an unconfirmed account still signs in. */
  emailConfirmed: Scalars['Boolean']['output'];
  /** When the plan ends; null for no end. */
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  /** First name used for the avatar initials (the nickname unless set). */
  firstName: Scalars['String']['output'];
  /** The name shown in the header. */
  nickname: Scalars['String']['output'];
  /** The pricing plan the account is on. */
  plan: Plan;
  /** How many Q&A groups the account holds across its bots now. */
  qaGroupCount: Scalars['Int']['output'];
  /** How many Q&A groups the account may hold across its bots. */
  qaGroupLimit: Scalars['Int']['output'];
  /**
   * The provider the account was made through and signs in with; null for e-mail and password. Such an account has no
   * password it knows: it confirms a bot's deletion with the bot's name, and changes no password here.
   */
  signInProvider: Maybe<SignInProvider>;
  /** Login name; the e-mail. */
  username: Scalars['String']['output'];
};

export type AddBatchTestRowToQaInput = {
  /** The new group's answer (required without groupId). */
  answer?: InputMaybe<Scalars['String']['input']>;
  botId: Scalars['ID']['input'];
  /** Add the question as a phrasing of this group; leave out to make a new group. */
  groupId?: InputMaybe<Scalars['ID']['input']>;
  position: Scalars['Int']['input'];
  runId: Scalars['ID']['input'];
};

export type AddExchangeToQaInput = {
  /** The new group's answer (required without groupId). */
  answer?: InputMaybe<Scalars['String']['input']>;
  botId: Scalars['ID']['input'];
  exchangeId: Scalars['ID']['input'];
  /** Add the question as a phrasing of this group; leave out to make a new group. */
  groupId?: InputMaybe<Scalars['ID']['input']>;
};

/** How an answer is chosen when a group has several: FIRST (1), RANDOM (2), IN_ORDER (3, rotating per end user). */
export type AnswerMode =
  | 'FIRST'
  | 'IN_ORDER'
  | 'RANDOM';

/** A range's questions by how they were met. */
export type AnswerOutcomes = {
  __typename?: 'AnswerOutcomes';
  /** Answered by an AutoFAQ answer. */
  autofaq: Scalars['Int']['output'];
  /** Answered from a knowledge file (answer status 5). */
  knowledge: Scalars['Int']['output'];
  /** Given the failed message (answer status 2). */
  noAnswer: Scalars['Int']['output'];
  /** Offered similar-question buttons (answer status 3). */
  options: Scalars['Int']['output'];
  /** Anything else (answer status 0): a message that is not text, or one said while a person has the conversation. */
  other: Scalars['Int']['output'];
  /** Answered from the Q&A list. */
  qa: Scalars['Int']['output'];
  /** Taken into a questionnaire (answer status 4). */
  questionnaire: Scalars['Int']['output'];
};

/** Matching thresholds on the engine's 0–1 confidence. */
export type AnswerSettings = {
  __typename?: 'AnswerSettings';
  /** At or above: answer with the best group. */
  answerThreshold: Scalars['Float']['output'];
  maxSuggestions: Scalars['Int']['output'];
  /**
   * Off-topic filter: a message more like the engine's built-in off-topic reference (small talk, sums, weather, films,
   * shopping, …) than like anything the bot holds gets the failed message, from every source (the Q&A list, AutoFAQ
   * answers, knowledge passages), and no buttons; a bot whose only source is AutoFAQ or the knowledge keeps that
   * source's own rule. On by default.
   */
  offTopicFilter: Scalars['Boolean']['output'];
  /** At or above (and below answerThreshold, or several close groups): offer similar-question buttons. */
  suggestThreshold: Scalars['Float']['output'];
  /**
   * The bot's own synonym sets: the words of one set mean the same to this bot (第四台, 有線電視), on top of the
   * engine's built-in Traditional Chinese sets, when the Q&A list is matched (in a bot with other sources, when every
   * source is ranked together). They apply to the next message, without training.
   */
  synonyms: Array<Array<Scalars['String']['output']>>;
};

export type AnswerSettingsPayload = {
  __typename?: 'AnswerSettingsPayload';
  answerSettings: AnswerSettings;
};

/** Where an answer comes from. */
export type AnswerSource =
  /** An AutoFAQ answer set. */
  | 'AUTOFAQ'
  /** The knowledge files. */
  | 'KNOWLEDGE'
  /** The bot's Q&A list. */
  | 'QA';

/** PRODUCT.md §4: 0 other, 1 has answer, 2 no answer, 3 options, 4 questionnaire, 5 AutoQA. */
export type AnswerStatus =
  | 'ANSWERED'
  | 'AUTOQA'
  | 'NO_ANSWER'
  | 'OPTIONS'
  | 'OTHER'
  | 'QUESTIONNAIRE';

export type AutoFaqCandidate = {
  __typename?: 'AutoFaqCandidate';
  answerId: Scalars['ID']['output'];
  /** The score on the Q&A list's scale, which the bot's answer and suggest thresholds apply to. */
  confidence: Scalars['Float']['output'];
  fileId: Scalars['ID']['output'];
  fileName: Scalars['String']['output'];
  score: Scalars['Float']['output'];
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** model when the language model chose, retrieval without one or when it failed. */
export type AutoFaqChooser =
  | 'model'
  | 'retrieval';

export type AutoFaqData = {
  __typename?: 'AutoFaqData';
  /** Answers in active files. */
  answerCount: Scalars['Int']['output'];
  botId: Scalars['ID']['output'];
  files: Array<AutoFaqFile>;
};

export type AutoFaqDataPayload = {
  __typename?: 'AutoFaqDataPayload';
  data: AutoFaqData;
};

/** An uploaded AutoFAQ answer set. */
export type AutoFaqFile = {
  __typename?: 'AutoFaqFile';
  active: Scalars['Boolean']['output'];
  answerCount: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  size: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type AutoFaqTestResult = {
  __typename?: 'AutoFaqTestResult';
  /** The chosen fixed answer; null when none fits. */
  chosenAnswerId: Maybe<Scalars['ID']['output']>;
  chosenBy: AutoFaqChooser;
  /** Why a configured model was not used (timeout, unavailable …). */
  modelError: Maybe<Scalars['String']['output']>;
  question: Scalars['String']['output'];
  /**
   * Alone, AutoFAQ's shortlist (what a model is shown). With other sources, the answers a reply weighs, in its order and
   * at its confidence, then the rest of that shortlist at confidence 0.
   */
  shortlist: Array<AutoFaqCandidate>;
  /** AutoFAQ is the bot's only answer source: it answers by its own rule (retrieval score ≥ 0.2, or the model's pick), not the thresholds. */
  soleSource: Scalars['Boolean']['output'];
  /** What a reply would do with the best answer. */
  verdict: SourceVerdict;
};

export type AutoQaData = {
  __typename?: 'AutoQaData';
  botId: Scalars['ID']['output'];
  files: Array<KnowledgeFile>;
  /** The bot-level prompt. */
  prompt: Scalars['String']['output'];
};

export type AutoQaDataPayload = {
  __typename?: 'AutoQaDataPayload';
  data: AutoQaData;
};

export type BatchTestComparison = {
  __typename?: 'BatchTestComparison';
  /** Rows good then that are not now. */
  broken: Array<BatchTestRowChange>;
  /** Rows good now that were not then (good: passed, or without an expected answer, answered). */
  fixed: Array<BatchTestRowChange>;
  otherRunId: Scalars['ID']['output'];
  runId: Scalars['ID']['output'];
};

/** Which rows a results page holds. */
export type BatchTestOutcome =
  | 'all'
  /** Rows with an expected answer the reply does not carry. */
  | 'failed'
  /** Rows whose reply carries the expected answer. */
  | 'passed'
  /** Rows answered with similar-question options or the failed message. */
  | 'unanswered';

/** A step of a run, as the subscription sends it. */
export type BatchTestProgress = {
  __typename?: 'BatchTestProgress';
  botId: Scalars['ID']['output'];
  done: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  /** done ÷ total. */
  progress: Scalars['Float']['output'];
  runId: Scalars['ID']['output'];
  state: BatchTestState;
  total: Scalars['Int']['output'];
};

/** One question of a run and how the bot answered it. */
export type BatchTestRow = {
  __typename?: 'BatchTestRow';
  answerStatus: Maybe<AnswerStatus>;
  answered: Scalars['Boolean']['output'];
  /** The best candidate's confidence, on the scale of the bot's thresholds (a strong match may pass 1). */
  confidence: Maybe<Scalars['Float']['output']>;
  expectedAnswer: Maybe<Scalars['String']['output']>;
  /** The group that answered; null when none did. */
  group: Maybe<QaGroupKey>;
  /** The file line it came from. */
  line: Scalars['Int']['output'];
  /** Whether the reply carries the expected answer; null without one or before the row is answered. */
  passed: Maybe<Scalars['Boolean']['output']>;
  /** 1-based place among the run's rows. */
  position: Scalars['Int']['output'];
  question: Scalars['String']['output'];
  reply: Maybe<Scalars['String']['output']>;
  source: Maybe<AnswerSource>;
};

export type BatchTestRowChange = {
  __typename?: 'BatchTestRowChange';
  after: BatchTestRowOutcome;
  before: BatchTestRowOutcome;
  /** The row's expected answer, or null when the file gave none (a broken row's Add to Q&A starts from it). */
  expectedAnswer: Maybe<Scalars['String']['output']>;
  position: Scalars['Int']['output'];
  question: Scalars['String']['output'];
};

export type BatchTestRowOutcome = {
  __typename?: 'BatchTestRowOutcome';
  answerStatus: Maybe<AnswerStatus>;
  passed: Maybe<Scalars['Boolean']['output']>;
  reply: Maybe<Scalars['String']['output']>;
};

export type BatchTestRowPage = {
  __typename?: 'BatchTestRowPage';
  rows: Array<BatchTestRow>;
  /** Rows matching the outcome filter. */
  total: Scalars['Int']['output'];
};

export type BatchTestRun = {
  __typename?: 'BatchTestRun';
  botId: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  done: Scalars['Int']['output'];
  fileName: Scalars['String']['output'];
  finishedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Why it failed (an error code such as NOT_TRAINED); empty otherwise. */
  message: Scalars['String']['output'];
  /** The newest earlier run of the same file, to compare with; null when there is none. */
  previousRunId: Maybe<Scalars['ID']['output']>;
  /** done ÷ total. */
  progress: Scalars['Float']['output'];
  state: BatchTestState;
  summary: BatchTestSummary;
  total: Scalars['Int']['output'];
};

export type BatchTestRunInput = {
  botId: Scalars['ID']['input'];
  runId: Scalars['ID']['input'];
};

export type BatchTestRunList = {
  __typename?: 'BatchTestRunList';
  /** The plan's limit on the rows of one run. */
  rowLimit: Scalars['Int']['output'];
  runs: Array<BatchTestRun>;
};

export type BatchTestRunPayload = {
  __typename?: 'BatchTestRunPayload';
  run: BatchTestRun;
};

/** queued (waiting for a worker), running, paused (resumable), stopped (final), complete, failed. */
export type BatchTestState =
  | 'complete'
  | 'failed'
  | 'paused'
  | 'queued'
  | 'running'
  | 'stopped';

export type BatchTestSummary = {
  __typename?: 'BatchTestSummary';
  /** Shares of the answered rows (0..1): an answer, similar-question options, the failed message. */
  answeredShare: Scalars['Float']['output'];
  failed: Scalars['Int']['output'];
  noAnswerShare: Scalars['Float']['output'];
  optionsShare: Scalars['Float']['output'];
  /** passed ÷ (passed + failed); null when no answered row has an expected answer. */
  passRate: Maybe<Scalars['Float']['output']>;
  /** Rows with an expected answer whose reply carries it, and those whose reply does not. */
  passed: Scalars['Int']['output'];
  /** The groups that answered failed rows most often, most first (at most 5). */
  wrongMatches: Array<BatchTestWrongMatch>;
};

export type BatchTestWrongMatch = {
  __typename?: 'BatchTestWrongMatch';
  count: Scalars['Int']['output'];
  groupId: Scalars['ID']['output'];
  /** Null when the group was deleted since. */
  key: Maybe<Scalars['String']['output']>;
};

/** UI and answer language of a bot. */
export type BotLanguage =
  | 'cn'
  | 'en'
  | 'jp'
  | 'tw';

export type ChangePasswordInput = {
  /** Must equal newPassword. */
  confirmPassword: Scalars['String']['input'];
  /** 8 to 100 characters. */
  newPassword: Scalars['String']['input'];
  oldPassword: Scalars['String']['input'];
};

export type ChangePasswordPayload = {
  __typename?: 'ChangePasswordPayload';
  /** Other sessions of the account that were ended (one session per account, so normally 0). */
  otherSessionsEnded: Scalars['Int']['output'];
};

export type ChangePlanInput = {
  /** The code of the plan to switch to. */
  plan: Scalars['String']['input'];
  /**
   * True once the owner saw which switched-on channels the plan leaves out (PLAN_STOPS_CHANNELS) and switches anyway;
   * they stay on and answer nothing until the plan includes them again.
   */
  stopChannels?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ChangePlanPayload = {
  __typename?: 'ChangePlanPayload';
  /** The account on its new plan. */
  account: Account;
};

/** A question-answer chatbot. */
export type Chatbot = {
  __typename?: 'Chatbot';
  agentPrompt: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  expiredAt: Maybe<Scalars['DateTime']['output']>;
  /** Reply when the bot has no answer. */
  failedMsg: Scalars['String']['output'];
  /** Knowledge files uploaded with the bot. */
  files: Array<KnowledgeFile>;
  /** First message a visitor sees. */
  greetingMsg: Scalars['String']['output'];
  /** The chatbotId. */
  id: Scalars['ID']['output'];
  language: BotLanguage;
  /** Unique per account. */
  name: Scalars['String']['output'];
  /** Code of the chosen pricing package. */
  package: Scalars['String']['output'];
  /** Opening line before similar-question options. */
  postbackMsg: Scalars['String']['output'];
  /**
   * Where people reach this product (PUBLIC_URL): the base of the public API's endpoint and of the widget's script,
   * whatever address the console itself was opened at.
   */
  publicUrl: Scalars['String']['output'];
  /** Questions the bot was asked this week (from Monday, Asia/Taipei). */
  questionsThisWeek: Scalars['Int']['output'];
  scenario: Scenario;
  sgwVendor: Scalars['String']['output'];
  tags: Array<Scalars['String']['output']>;
  /** The tool modules and whether each is on. */
  tools: ChatbotTools;
  updatedAt: Scalars['DateTime']['output'];
  /** Id for the public API and the website widget: /webhook/api/v2/{vendorId}. */
  vendorId: Scalars['String']['output'];
};

/** A ready Q&A set for a common business, with fields to fill. */
export type ChatbotTemplate = {
  __typename?: 'ChatbotTemplate';
  description: Scalars['String']['output'];
  fields: Array<TemplateField>;
  groups: Array<TemplateGroup>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  scenario: Scenario;
};

/** Tool modules of a bot (PRODUCT.md §3). */
export type ChatbotTools = {
  __typename?: 'ChatbotTools';
  SGW_tour_with_image_tool: Scalars['Boolean']['output'];
  answer_with_url_first_tool: Scalars['Boolean']['output'];
  get_total_price_tool: Scalars['Boolean']['output'];
  owm_forecast_tool: Scalars['Boolean']['output'];
  route_tool: Scalars['Boolean']['output'];
  serpapi_flight_tool: Scalars['Boolean']['output'];
};

export type ChatbotToolsInput = {
  SGW_tour_with_image_tool: Scalars['Boolean']['input'];
  answer_with_url_first_tool: Scalars['Boolean']['input'];
  get_total_price_tool: Scalars['Boolean']['input'];
  owm_forecast_tool: Scalars['Boolean']['input'];
  route_tool: Scalars['Boolean']['input'];
  serpapi_flight_tool: Scalars['Boolean']['input'];
};

/** Where a chunk sits in its file. */
export type ChunkLocation = {
  __typename?: 'ChunkLocation';
  page: Maybe<Scalars['Int']['output']>;
  paragraph: Maybe<Scalars['Int']['output']>;
  /** 1-based CSV row (the header is row 1). */
  row: Maybe<Scalars['Int']['output']>;
};

export type CompleteSignInInput = {
  /** The callback's code; omitted when continuing after EMAIL_REQUIRED or SESSION_ACTIVE. */
  code?: InputMaybe<Scalars['String']['input']>;
  /** The e-mail a LINE account without one asked for (EMAIL_REQUIRED); it is then confirmed by mail. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Revoke another active session of the account instead of failing with SESSION_ACTIVE. */
  forceLogin?: InputMaybe<Scalars['Boolean']['input']>;
  /** The callback's iss parameter, when the provider sends one. */
  iss?: InputMaybe<Scalars['String']['input']>;
  provider: SignInProvider;
  /** The callback's state parameter. */
  state: Scalars['String']['input'];
};

export type ConfirmEmailInput = {
  /** The token of the confirmation link. */
  token: Scalars['String']['input'];
};

export type ConfirmEmailPayload = {
  __typename?: 'ConfirmEmailPayload';
  /** The confirmed address. */
  email: Scalars['String']['output'];
};

export type CreateChatbotFromTemplateInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  failedMsg: Scalars['String']['input'];
  fields: Array<TemplateFieldValueInput>;
  greetingMsg: Scalars['String']['input'];
  language: BotLanguage;
  name: Scalars['String']['input'];
  package: Scalars['String']['input'];
  postbackMsg?: InputMaybe<Scalars['String']['input']>;
  templateId: Scalars['ID']['input'];
};

export type CreateChatbotInput = {
  agentPrompt?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  failedMsg: Scalars['String']['input'];
  files?: InputMaybe<Array<UploadFileInput>>;
  greetingMsg: Scalars['String']['input'];
  language: BotLanguage;
  name: Scalars['String']['input'];
  package: Scalars['String']['input'];
  postbackMsg?: InputMaybe<Scalars['String']['input']>;
  scenario: Scenario;
  sgwVendor?: InputMaybe<Scalars['String']['input']>;
  tools: ChatbotToolsInput;
};

export type CreateChatbotPayload = {
  __typename?: 'CreateChatbotPayload';
  chatbot: Chatbot;
};

export type CreateQaGroupInput = {
  botId: Scalars['ID']['input'];
  group: QaGroupContentInput;
  /**
   * Made once per opening of the create dialog (16–64 of A–Z a–z 0–9 _ -). Sent again with the same key, after an
   * answer that was lost on the way, the create changes the group the first send made instead of adding a second.
   */
  requestKey?: InputMaybe<Scalars['String']['input']>;
};

export type CreateTopicInput = {
  botId: Scalars['ID']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /**
   * Made once per opening of the create dialog (16–64 of A–Z a–z 0–9 _ -). Sent again with the same key, after an
   * answer that was lost on the way, the create changes the topic the first send made instead of adding a second.
   */
  requestKey?: InputMaybe<Scalars['String']['input']>;
};

export type DailyQuestions = {
  __typename?: 'DailyQuestions';
  /** YYYY-MM-DD, Asia/Taipei. */
  date: Scalars['String']['output'];
  questions: Scalars['Int']['output'];
};

export type DeleteAutoFaqFileInput = {
  botId: Scalars['ID']['input'];
  fileId: Scalars['ID']['input'];
};

export type DeleteChatbotInput = {
  /** The bot's name typed out, to confirm (accounts of Google or LINE sign-in, which know no password). */
  confirmName?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  /** The account password, to confirm (accounts of e-mail and password sign-in). */
  password?: InputMaybe<Scalars['String']['input']>;
};

export type DeleteChatbotPayload = {
  __typename?: 'DeleteChatbotPayload';
  /** The id of the deleted chatbot. */
  id: Scalars['ID']['output'];
};

export type DeleteEntityFileInput = {
  botId: Scalars['ID']['input'];
  fileId: Scalars['ID']['input'];
};

export type DeleteKnowledgeFileInput = {
  botId: Scalars['ID']['input'];
  fileId: Scalars['ID']['input'];
};

export type DeleteKnowledgeFilePayload = {
  __typename?: 'DeleteKnowledgeFilePayload';
  deletedFileId: Scalars['ID']['output'];
};

export type DeleteQaGroupInput = {
  botId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};

export type DeleteQaGroupPayload = {
  __typename?: 'DeleteQaGroupPayload';
  id: Scalars['ID']['output'];
};

export type DeleteQuestionnaireInput = {
  botId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};

export type DeleteTopicInput = {
  botId: Scalars['ID']['input'];
  topicId: Scalars['ID']['input'];
};

/** The last reply the channel could not deliver to its platform; gone once a delivery succeeds. */
export type DeliveryError = {
  __typename?: 'DeliveryError';
  at: Scalars['DateTime']['output'];
  /** Replies in a row the channel could not deliver, this one included. */
  count: Scalars['Int']['output'];
  /** The platform's own short words on it (LINE's or Graph's message, a connection error's code); null for none. */
  detail: Maybe<Scalars['String']['output']>;
  /**
   * Why, as a code with its status or seconds (schema/rules/delivery-failures.ts: token_rejected, platform_error@status:503,
   * callback_timeout@seconds:10…), which the console words in its language; a failure recorded before the codes: the
   * platform's English text.
   */
  message: Scalars['String']['output'];
  /** When the first of them failed. */
  since: Scalars['DateTime']['output'];
};

export type EntityData = {
  __typename?: 'EntityData';
  botId: Scalars['ID']['output'];
  /** Entities in active files. */
  entityCount: Scalars['Int']['output'];
  files: Array<EntityFile>;
  /** Set by an upload that replaced a stored file of the same name. */
  replacedFile: Maybe<Scalars['String']['output']>;
  /** The active entities' types: what an answer's {entity:type} may name. */
  types: Array<Scalars['String']['output']>;
};

export type EntityDataPayload = {
  __typename?: 'EntityDataPayload';
  data: EntityData;
};

/** An uploaded entity file. */
export type EntityFile = {
  __typename?: 'EntityFile';
  /** Only active files' entities are found in messages. */
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  entityCount: Scalars['Int']['output'];
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  size: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type EntityTestResult = {
  __typename?: 'EntityTestResult';
  entities: Array<FoundEntity>;
};

export type FacebookPage = {
  __typename?: 'FacebookPage';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type FacebookSettings = {
  __typename?: 'FacebookSettings';
  /** Checks the signature of Meta's calls. */
  appSecret: SecretHint;
  /** Whether an answered reply offers 👍 / 👎 quick replies that rate it; off until the owner turns it on. */
  askFeedback: Scalars['Boolean']['output'];
  botId: Scalars['ID']['output'];
  deliveryError: Maybe<DeliveryError>;
  /** §6: people whose replies are not treated as user questions. */
  humanAgents: Array<Scalars['String']['output']>;
  /**
   * The Page the access token belongs to, as Facebook named it when the token was saved: only its messages are
   * answered. Null when Facebook could not say (a refused token): then messages of every Page of the app are.
   */
  page: Maybe<FacebookPage>;
  pageAccessToken: SecretHint;
  quietMinutes: Scalars['Int']['output'];
  /** The token Meta sends back when it verifies the callback URL. */
  verifyToken: SecretHint;
  /** The callback URL to give Meta for Developers. */
  webhookUrl: Scalars['String']['output'];
};

export type FacebookSettingsPayload = {
  __typename?: 'FacebookSettingsPayload';
  settings: FacebookSettings;
};

/** 0 none, 1 useful, 2 not useful (PRODUCT.md §3). */
export type Feedback =
  | 'NONE'
  | 'NOT_USEFUL'
  | 'USEFUL';

/** An entity found in a text: its type, canonical value, and the text as written. */
export type FoundEntity = {
  __typename?: 'FoundEntity';
  text: Scalars['String']['output'];
  type: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** Health of the backend behind the BFF. */
export type Health = {
  __typename?: 'Health';
  /** The database's state as the backend sees it: ok or down. */
  database: Scalars['String']['output'];
  /** ok when the backend answered and its database is reachable. */
  status: Scalars['String']['output'];
};

/** One exchange: the user's message and the bot's reply. */
export type HistoryExchange = {
  __typename?: 'HistoryExchange';
  answerStatus: Maybe<AnswerStatus>;
  /** `YYYY-MM-DD HH:mm`, Asia/Taipei. */
  datetime: Scalars['String']['output'];
  feedback: Feedback;
  /** The reply's history id (the `mid` of the public API). */
  id: Scalars['ID']['output'];
  /** Said in a LINE group or multi-person chat (the reply went to everyone there); null in a user's own chat. */
  lineChat: Maybe<LineChat>;
  /** Which LINE group or multi-person chat: filter by it to see every member's exchanges there. Null with lineChat. */
  lineChatId: Maybe<Scalars['String']['output']>;
  /** The group that answered; null when none did or it was deleted since. */
  matchedGroup: Maybe<HistoryGroupRef>;
  platform: Platform;
  question: Scalars['String']['output'];
  /** The user unsent the question (LINE): its text is gone and `question` is empty. */
  questionUnsent: Scalars['Boolean']['output'];
  reply: Scalars['String']['output'];
  /** The conversation. */
  sid: Scalars['String']['output'];
  /**
   * The source that answered: the Q&A list, an AutoFAQ answer or a knowledge file. Null when nothing answered
   * (buttons, the failed message, a questionnaire, a message left unanswered: not text, or said while a person has the
   * chat).
   */
  source: Maybe<AnswerSource>;
  userId: Scalars['String']['output'];
};

export type HistoryExchangePage = {
  __typename?: 'HistoryExchangePage';
  items: Array<HistoryExchange>;
  /** True when more than `total` (10,000) match. */
  moreThanTotal: Scalars['Boolean']['output'];
  /** Null on the last page. */
  nextCursor: Maybe<Scalars['String']['output']>;
  /** How many exchanges the filters match on all pages, counted up to 10,000. */
  total: Scalars['Int']['output'];
};

/** Filters of the history list; every one left out matches all. */
export type HistoryFilterInput = {
  answerStatus?: InputMaybe<AnswerStatus>;
  feedback?: InputMaybe<Feedback>;
  /** First Asia/Taipei day, YYYY-MM-DD, included. */
  from?: InputMaybe<Scalars['String']['input']>;
  /** One LINE group or multi-person chat: every member's exchanges in it (an exchange's lineChatId). */
  lineChatId?: InputMaybe<Scalars['String']['input']>;
  platform?: InputMaybe<Platform>;
  /** Text in the question or the reply (case-insensitive, literal). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** One conversation. */
  sid?: InputMaybe<Scalars['String']['input']>;
  /** The source that answered: the Q&A list, an AutoFAQ answer or a knowledge file. */
  source?: InputMaybe<AnswerSource>;
  /** Last Asia/Taipei day, YYYY-MM-DD, included. */
  to?: InputMaybe<Scalars['String']['input']>;
  /** The end user's id, exactly. */
  userId?: InputMaybe<Scalars['String']['input']>;
};

/** The Q&A group a history line or recommendation names. */
export type HistoryGroupRef = {
  __typename?: 'HistoryGroupRef';
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  /** Its first question. */
  question: Scalars['String']['output'];
};

export type ImportQaGroupsInput = {
  botId: Scalars['ID']['input'];
  /** The CSV file, base64-encoded. */
  file: UploadFileInput;
};

export type ImportQaGroupsPayload = {
  __typename?: 'ImportQaGroupsPayload';
  groupsCreated: Scalars['Int']['output'];
  groupsUpdated: Scalars['Int']['output'];
  /** Data rows read. */
  rows: Scalars['Int']['output'];
  /** Imported, but worth a look: a question in two groups, group keys that differ only in width or case. */
  warnings: Array<ImportWarning>;
};

/** A line of an imported file that went through but reads as a mistake. */
export type ImportWarning = {
  __typename?: 'ImportWarning';
  /** 1-based line of the file. */
  line: Scalars['Int']['output'];
  /** The i18n key of what is wrong (validation.csvQuestionInTwoGroups, csvQuestionInListGroup, csvKeysAlike, csvKeyLikeListGroup). */
  message: Scalars['String']['output'];
  /** The key of the other group. */
  otherKey: Scalars['String']['output'];
  /** The other group's line, when it is the file's; null for a group of the Q&A list. */
  otherLine: Maybe<Scalars['Int']['output']>;
};

export type Integration = {
  __typename?: 'Integration';
  active: Scalars['Boolean']['output'];
  /** False when the account's plan does not include this platform. */
  available: Scalars['Boolean']['output'];
  platform: Platform;
};

export type IntegrationPayload = {
  __typename?: 'IntegrationPayload';
  integration: Integration;
};

/** A knowledge file stored with a bot, waiting for processing. */
export type KnowledgeFile = {
  __typename?: 'KnowledgeFile';
  /** Only active files answer. */
  active: Scalars['Boolean']['output'];
  chunkCount: Scalars['Int']['output'];
  contentType: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  /**
   * Why ingestion failed, as a code (schema/rules/job-failures.ts: a refusal such as cell_too_long@row:12, or an error
   * code such as INTERNAL; a file failed before the codes has an English sentence); null unless status is failed.
   */
  failureReason: Maybe<Scalars['String']['output']>;
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** 0..1 */
  progress: Scalars['Float']['output'];
  /** The per-file prompt ('' when none). */
  prompt: Scalars['String']['output'];
  /** Size in bytes. */
  size: Scalars['Int']['output'];
  /** stored, processing, ready or failed. */
  status: Scalars['String']['output'];
  /** queued, parse, chunk, index or done. */
  step: Scalars['String']['output'];
  /** The language model's summary when one is configured, else the file's first sentences. */
  summary: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type KnowledgeFileDataInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  fileId: Scalars['ID']['input'];
  prompt?: InputMaybe<Scalars['String']['input']>;
};

export type KnowledgeFilePayload = {
  __typename?: 'KnowledgeFilePayload';
  file: KnowledgeFile;
};

/** A LINE chat with more people than the user and the bot. */
export type LineChat =
  /** A LINE group. */
  | 'GROUP'
  /** A multi-person chat (room). */
  | 'ROOM';

export type LineSettings = {
  __typename?: 'LineSettings';
  /** Whether an answered reply offers 👍 / 👎 quick replies that rate it; off until the owner turns it on. */
  askFeedback: Scalars['Boolean']['output'];
  botId: Scalars['ID']['output'];
  channelAccessToken: SecretHint;
  channelSecret: SecretHint;
  deliveryError: Maybe<DeliveryError>;
  /** §6: people whose replies in a group are not treated as user questions. */
  humanAgents: Array<Scalars['String']['output']>;
  /** How long the bot stays quiet in a chat after a human agent replied there. */
  quietMinutes: Scalars['Int']['output'];
  /** The URL to give LINE Developers as the channel's webhook. */
  webhookUrl: Scalars['String']['output'];
};

export type LineSettingsPayload = {
  __typename?: 'LineSettingsPayload';
  settings: LineSettings;
};

export type LineWebhookInput = {
  botId: Scalars['ID']['input'];
};

/** The language model behind the product, without its address or key. */
export type LlmStatus = {
  __typename?: 'LlmStatus';
  configured: Scalars['Boolean']['output'];
  /** Whether embeddings are configured too (vector retrieval). */
  embeddings: Scalars['Boolean']['output'];
  /** The chat model's name; null without a model. */
  model: Maybe<Scalars['String']['output']>;
};

export type LoginInput = {
  email: Scalars['String']['input'];
  /** Revoke another active session of the account instead of failing with SESSION_ACTIVE. */
  forceLogin?: InputMaybe<Scalars['Boolean']['input']>;
  password: Scalars['String']['input'];
};

export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** The signed-in account. */
  account: Account;
};

export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  /** True once the session is revoked (or was already gone). */
  ok: Scalars['Boolean']['output'];
};

export type MatchCandidate = {
  __typename?: 'MatchCandidate';
  groupId: Scalars['ID']['output'];
  question: Scalars['String']['output'];
  score: Scalars['Float']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Unused root field kept so every domain file can extend Mutation. */
  _noop: Maybe<Scalars['Boolean']['output']>;
  /**
   * Adds a row's question to the Q&A set, as addExchangeToQa does: a phrasing of groupId (already there: unchanged), or
   * a new group with answer (QUESTION_IN_GROUP names the group holding the question already). The bot then has
   * untrained changes.
   */
  addBatchTestRowToQa: QaGroupPayload;
  /**
   * Adds an exchange's question to the Q&A set: a new phrasing of groupId, or (without groupId) a new group
   * answering `answer`. QA_GROUP_LIMIT_REACHED past the plan's total; QUESTION_IN_GROUP (extensions.values: group_id,
   * key) when another group has the question already. The bot then has untrained changes.
   */
  addExchangeToQa: QaGroupPayload;
  /** Makes the proposed prompt the bot-level prompt. */
  applyPromptOptimization: PromptOptimizationPayload;
  /**
   * Changes the password after checking the old one (OLD_PASSWORD_INCORRECT; RATE_LIMITED after repeated wrong
   * ones). The current session stays signed in; any other session of the account is ended.
   */
  changePassword: ChangePasswordPayload;
  /**
   * Switches the account to another plan. PLAN_LIMITS_EXCEEDED (with extensions.usage counts) when the account's
   * bots or Q&A groups are more than the plan allows; PLAN_STOPS_CHANNELS (with extensions.channels: botId, botName,
   * platform) when, unless stopChannels is true, the plan leaves out channels switched on for the account's bots;
   * PLAN_CHANGE_DISABLED when owners may not switch themselves.
   */
  changePlan: ChangePlanPayload;
  /**
   * Finishes a sign-in from its callback page and sets the HttpOnly session cookie, like login. The first call carries
   * the code and spends the state; SIGN_IN_FAILED for a denied, reused, expired or forged callback. EMAIL_REQUIRED
   * (a LINE account without an e-mail) and SESSION_ACTIVE are answered by calling again with the same state and no
   * code, adding the e-mail or forceLogin.
   */
  completeSignIn: LoginPayload;
  /**
   * Confirms the e-mail address with the token of the mailed link; no session needed. INVALID_TOKEN for an unknown or
   * used link, CONFIRMATION_LINK_EXPIRED after 24 hours.
   */
  confirmEmail: ConfirmEmailPayload;
  /** Creates a chatbot from the wizard; DUPLICATE_BOT_NAME or BOT_LIMIT_REACHED on refusal. */
  createChatbot: CreateChatbotPayload;
  /**
   * Creates a chatbot with the Q&A groups of a template, the fields' values in place of its placeholders. VALIDATION_FAILED
   * names each refused field as `fields.<key>` with the message `templates.rules.<reason>`; BOT_LIMIT_REACHED,
   * QA_GROUP_LIMIT_REACHED or DUPLICATE_BOT_NAME otherwise. Nothing is created on any error.
   */
  createChatbotFromTemplate: CreateChatbotPayload;
  /** Adds a Q&A group; QA_GROUP_LIMIT_REACHED when the plan's total is used up. */
  createQaGroup: QaGroupPayload;
  /**
   * Creates a questionnaire. A blank keyword disables its trigger; an active questionnaire's keyword must differ from the
   * other active ones' (VALIDATION_FAILED on keyword otherwise).
   */
  createQuestionnaire: Questionnaire;
  /** Adds a topic at the end of the menu. */
  createTopic: TopicDataPayload;
  deleteAutoFaqFile: AutoFaqDataPayload;
  /** Deletes a chatbot after checking the account password (INVALID_PASSWORD otherwise). */
  deleteChatbot: DeleteChatbotPayload;
  deleteEntityFile: EntityDataPayload;
  deleteKnowledgeFile: DeleteKnowledgeFilePayload;
  /** Deletes a Q&A group. */
  deleteQaGroup: DeleteQaGroupPayload;
  /** Deletes a questionnaire and its responses; answers the questionnaires left. */
  deleteQuestionnaire: Array<Questionnaire>;
  /** Deletes a topic; its groups stay in the Q&A list. */
  deleteTopic: TopicDataPayload;
  /** Keeps the current prompt and sets the proposal aside. */
  discardPromptOptimization: PromptOptimizationPayload;
  /**
   * Imports a CSV (group,question,answer, optionally answer_mode,similar_enabled,tags,choices; ≤ 5 MB). All or nothing: IMPORT_INVALID lists each bad row in
   * extensions.lines [{ line, message }]; groups whose key already exists are replaced.
   */
  importQaGroups: ImportQaGroupsPayload;
  /**
   * Signs in and sets the HttpOnly session cookie. Fails with SESSION_ACTIVE when another session of the
   * account is active and forceLogin is not true; with forceLogin the other session is revoked.
   */
  login: LoginPayload;
  /** Revokes the current session on the server and clears the cookie. */
  logout: LogoutPayload;
  /** Pauses a queued or running run; BATCH_TEST_ENDED once it has ended. */
  pauseBatchTest: BatchTestRunPayload;
  /** Creates an account on the free plan. Does not sign in. */
  register: RegisterPayload;
  /** Goes back to the built-in icon. */
  removeWebPluginIcon: WebPluginSettingsPayload;
  /** Reorders the topics: every topic id of the bot, once each. */
  reorderTopics: TopicDataPayload;
  /** Mails a password reset link that works once, for an hour. USER_NOT_FOUND for an unknown address; RATE_LIMITED. */
  requestPasswordReset: RequestPasswordResetPayload;
  /** Mails the signed-in account another confirmation link; RATE_LIMITED (extensions.retryAfter) within a minute of the last. */
  resendConfirmation: ResendConfirmationPayload;
  /**
   * Sets a new password with the reset link's token and ends every session of the account (this caller's cookie too).
   * INVALID_TOKEN for an unknown or used link, RESET_LINK_EXPIRED after an hour.
   */
  resetPassword: ResetPasswordPayload;
  /** Resumes a paused run from its first unanswered row; BATCH_TEST_ENDED once it has ended. */
  resumeBatchTest: BatchTestRunPayload;
  /** Runs a failed ingestion again. */
  retryKnowledgeFile: KnowledgeFilePayload;
  /**
   * Starts a new run of a run's questions and expected answers under its file's name (it compares with that run).
   * BATCH_TEST_IN_PROGRESS while a run is unfinished; IMPORT_INVALID (validation.batchRowLimit on the first row too
   * many) when the plan now allows fewer rows.
   */
  runBatchTestAgain: BatchTestRunPayload;
  /**
   * Adds a recommendation's original question as a phrasing of its selected group, or, for a tapped AutoFAQ answer or
   * passage, as a new Q&A group answering as the tap did; saved becomes 1 (or 2 when the group, answer or passage is
   * gone). QA_GROUP_LIMIT_REACHED past the plan's total.
   */
  saveRecommendation: SaveRecommendationPayload;
  /**
   * Sends a message as the console's test chat: the same public API path and pipeline as real users,
   * recorded with platform other, answered with the matched group and answer status.
   */
  sendTestMessage: SendTestMessagePayload;
  setAutoFaqFileActive: AutoFaqDataPayload;
  setEntityFileActive: EntityDataPayload;
  /** Turns a channel on or off; PLAN_UNAVAILABLE when the plan does not include it. */
  setIntegrationActive: IntegrationPayload;
  /** Only active files answer. */
  setKnowledgeFileActive: KnowledgeFilePayload;
  /** Asks LINE to use the bot's webhook URL for the channel, with the stored channel access token. */
  setLineWebhookUrl: SetLineWebhookUrlPayload;
  /** Sets a topic's Q&A groups in the order its menu lists them (a group may be in several topics). */
  setTopicGroups: TopicDataPayload;
  /** Sets the menu keyword: null for the bot language's default, an empty string for none. */
  setTopicMenuKeyword: TopicDataPayload;
  /**
   * Starts a run from a CSV (≤ 5 MB) of `question[,expected_answer]` lines, at most the plan's row limit. IMPORT_INVALID
   * lists each bad line; VALIDATION_FAILED (file) without a file; BATCH_TEST_IN_PROGRESS while a run is unfinished.
   */
  startBatchTest: BatchTestRunPayload;
  /**
   * Starts a prompt optimisation from a CSV with columns question and answer. LLM_REQUIRED without a language model;
   * OPTIMIZATION_LIMIT_REACHED past the plan's daily limit; OPTIMIZATION_IN_PROGRESS while one runs.
   */
  startPromptOptimization: PromptOptimizationPayload;
  /**
   * Starts a Google or LINE sign-in: answers the provider's authorization URL to send the browser to. The state, nonce
   * and PKCE verifier stay on the server for ten minutes. SIGN_IN_UNAVAILABLE when the provider is not configured.
   */
  startSignIn: StartSignInPayload;
  /** Starts training the bot's Q&A list; TRAINING_IN_PROGRESS when one is running. */
  startTraining: StartTrainingPayload;
  /** Stops a run for good, keeping the answered rows; BATCH_TEST_ENDED once it has ended. */
  stopBatchTest: BatchTestRunPayload;
  /** What AutoFAQ would reply to a question: the shortlist and the chosen fixed answer. */
  testAutoFaq: AutoFaqTestResult;
  /** The entities a text names, read as a visitor's message is. */
  testEntities: EntityTestResult;
  /** Asks LINE to send a test event to the channel's webhook URL and reports LINE's answer. */
  testLineWebhook: TestLineWebhookPayload;
  /** Shows the chunks retrieval finds for a question, and the extractive answer AutoQA would give without a model. */
  testRetrieval: RetrievalTestResult;
  /** Saves the bot's matching thresholds. */
  updateAnswerSettings: AnswerSettingsPayload;
  /** Saves the bot-level prompt and per-file descriptions and prompts (each prompt ≤ 400 estimated tokens). */
  updateAutoQaData: AutoQaDataPayload;
  /** Saves a chatbot's basic settings. */
  updateChatbot: UpdateChatbotPayload;
  /** Saves which tool modules a chatbot uses. */
  updateChatbotTools: UpdateChatbotToolsPayload;
  /** Saves the Facebook Messenger settings; a secret left out keeps the stored one. */
  updateFacebookSettings: FacebookSettingsPayload;
  /** Saves the LINE settings; a secret left out keeps the stored one, a given one must not be blank (§5). */
  updateLineSettings: LineSettingsPayload;
  /** Changes the signed-in account's nickname and first name. */
  updateProfile: UpdateProfilePayload;
  /** Replaces a Q&A group's content. */
  updateQaGroup: QaGroupPayload;
  /** Changes a questionnaire; conversations in the middle of it end. */
  updateQuestionnaire: Questionnaire;
  /** Saves the third-party settings; a secret left out keeps the stored one, a callback URL left out the stored one. */
  updateThirdPartySettings: ThirdPartySettingsPayload;
  /** Changes a topic's name, description, active flag or place in the menu (0-based). */
  updateTopic: TopicDataPayload;
  /** Saves colours, chat label, news ticker and trusted domains. Every ticker message must be filled (§5). */
  updateWebPluginSettings: WebPluginSettingsPayload;
  /** Uploads an AutoFAQ answer set (CSV with an `answer` column, optional `title`; ≤ 5 MB); same-name rules as above. */
  uploadAutoFaqFile: AutoFaqDataPayload;
  /** Uploads an entity CSV (type,value,synonyms); a file of the same name is replaced (replacedFile names it). */
  uploadEntityFile: EntityDataPayload;
  /**
   * Uploads knowledge files (CSV in the AutoQA format, TXT, DOCX, PDF with text; each ≤ 5 MB). A file whose name exists is
   * refused with FILE_EXISTS unless overwrite is true. A refused file (KNOWLEDGE_FILE_INVALID names the file, the reason and
   * the row or page) changes nothing. Ingestion then runs as a job; follow it with knowledgeIngestProgress.
   */
  uploadKnowledgeFiles: UploadKnowledgeFilesPayload;
  /** Replaces the robot or chat icon: PNG, SVG, GIF or JPEG up to 500 KB; SVG is sanitised. */
  uploadWebPluginIcon: WebPluginSettingsPayload;
};


export type MutationAddBatchTestRowToQaArgs = {
  input: AddBatchTestRowToQaInput;
};


export type MutationAddExchangeToQaArgs = {
  input: AddExchangeToQaInput;
};


export type MutationApplyPromptOptimizationArgs = {
  input: PromptOptimizationDecisionInput;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationChangePlanArgs = {
  input: ChangePlanInput;
};


export type MutationCompleteSignInArgs = {
  input: CompleteSignInInput;
};


export type MutationConfirmEmailArgs = {
  input: ConfirmEmailInput;
};


export type MutationCreateChatbotArgs = {
  input: CreateChatbotInput;
};


export type MutationCreateChatbotFromTemplateArgs = {
  input: CreateChatbotFromTemplateInput;
};


export type MutationCreateQaGroupArgs = {
  input: CreateQaGroupInput;
};


export type MutationCreateQuestionnaireArgs = {
  input: QuestionnaireInput;
};


export type MutationCreateTopicArgs = {
  input: CreateTopicInput;
};


export type MutationDeleteAutoFaqFileArgs = {
  input: DeleteAutoFaqFileInput;
};


export type MutationDeleteChatbotArgs = {
  input: DeleteChatbotInput;
};


export type MutationDeleteEntityFileArgs = {
  input: DeleteEntityFileInput;
};


export type MutationDeleteKnowledgeFileArgs = {
  input: DeleteKnowledgeFileInput;
};


export type MutationDeleteQaGroupArgs = {
  input: DeleteQaGroupInput;
};


export type MutationDeleteQuestionnaireArgs = {
  input: DeleteQuestionnaireInput;
};


export type MutationDeleteTopicArgs = {
  input: DeleteTopicInput;
};


export type MutationDiscardPromptOptimizationArgs = {
  input: PromptOptimizationDecisionInput;
};


export type MutationImportQaGroupsArgs = {
  input: ImportQaGroupsInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationPauseBatchTestArgs = {
  input: BatchTestRunInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRemoveWebPluginIconArgs = {
  input: RemoveWebPluginIconInput;
};


export type MutationReorderTopicsArgs = {
  input: ReorderTopicsInput;
};


export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationResumeBatchTestArgs = {
  input: BatchTestRunInput;
};


export type MutationRetryKnowledgeFileArgs = {
  input: RetryKnowledgeFileInput;
};


export type MutationRunBatchTestAgainArgs = {
  input: BatchTestRunInput;
};


export type MutationSaveRecommendationArgs = {
  input: SaveRecommendationInput;
};


export type MutationSendTestMessageArgs = {
  input: SendTestMessageInput;
};


export type MutationSetAutoFaqFileActiveArgs = {
  input: SetAutoFaqFileActiveInput;
};


export type MutationSetEntityFileActiveArgs = {
  input: SetEntityFileActiveInput;
};


export type MutationSetIntegrationActiveArgs = {
  input: SetIntegrationActiveInput;
};


export type MutationSetKnowledgeFileActiveArgs = {
  input: SetKnowledgeFileActiveInput;
};


export type MutationSetLineWebhookUrlArgs = {
  input: LineWebhookInput;
};


export type MutationSetTopicGroupsArgs = {
  input: SetTopicGroupsInput;
};


export type MutationSetTopicMenuKeywordArgs = {
  input: SetTopicMenuKeywordInput;
};


export type MutationStartBatchTestArgs = {
  input: StartBatchTestInput;
};


export type MutationStartPromptOptimizationArgs = {
  input: StartPromptOptimizationInput;
};


export type MutationStartSignInArgs = {
  input: StartSignInInput;
};


export type MutationStartTrainingArgs = {
  input: StartTrainingInput;
};


export type MutationStopBatchTestArgs = {
  input: BatchTestRunInput;
};


export type MutationTestAutoFaqArgs = {
  input: TestAutoFaqInput;
};


export type MutationTestEntitiesArgs = {
  input: TestEntitiesInput;
};


export type MutationTestLineWebhookArgs = {
  input: LineWebhookInput;
};


export type MutationTestRetrievalArgs = {
  input: TestRetrievalInput;
};


export type MutationUpdateAnswerSettingsArgs = {
  input: UpdateAnswerSettingsInput;
};


export type MutationUpdateAutoQaDataArgs = {
  input: UpdateAutoQaDataInput;
};


export type MutationUpdateChatbotArgs = {
  input: UpdateChatbotInput;
};


export type MutationUpdateChatbotToolsArgs = {
  input: UpdateChatbotToolsInput;
};


export type MutationUpdateFacebookSettingsArgs = {
  input: UpdateFacebookSettingsInput;
};


export type MutationUpdateLineSettingsArgs = {
  input: UpdateLineSettingsInput;
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUpdateQaGroupArgs = {
  input: UpdateQaGroupInput;
};


export type MutationUpdateQuestionnaireArgs = {
  input: QuestionnaireInput;
};


export type MutationUpdateThirdPartySettingsArgs = {
  input: UpdateThirdPartySettingsInput;
};


export type MutationUpdateTopicArgs = {
  input: UpdateTopicInput;
};


export type MutationUpdateWebPluginSettingsArgs = {
  input: UpdateWebPluginSettingsInput;
};


export type MutationUploadAutoFaqFileArgs = {
  input: UploadAutoFaqFileInput;
};


export type MutationUploadEntityFileArgs = {
  input: UploadEntityFileInput;
};


export type MutationUploadKnowledgeFilesArgs = {
  input: UploadKnowledgeFilesInput;
};


export type MutationUploadWebPluginIconArgs = {
  input: UploadWebPluginIconInput;
};

/** A pricing plan (package). */
export type Plan = {
  __typename?: 'Plan';
  /** Rows one batch test may hold. */
  batchTestRowLimit: Scalars['Int']['output'];
  /** Chatbots allowed. */
  botLimit: Scalars['Int']['output'];
  /** Stable code, e.g. free, pro, enterprise. */
  code: Scalars['String']['output'];
  /** Prompt optimisations allowed per day. */
  dailyOptimizationLimit: Scalars['Int']['output'];
  /** Integrations the plan allows: api, web, line, fb, other. */
  integrations: Array<Scalars['String']['output']>;
  /** Display name. */
  name: Scalars['String']['output'];
  /** Total Q&A groups allowed. */
  qaGroupLimit: Scalars['Int']['output'];
  /** Place among the plans, 0 for the smallest: an account may put its bots on packages of its plan's rank and below. */
  rank: Scalars['Int']['output'];
};

/** A channel a bot can be reached through. */
export type Platform =
  | 'api'
  | 'fb'
  | 'line'
  | 'other'
  | 'web';

/** A chosen similar-question button, sent back as a postback. */
export type PostbackInput = {
  /** The group id of the button. */
  id: Scalars['ID']['input'];
  /** The user's original question. */
  oriQue: Scalars['String']['input'];
  /** The button's text. */
  text: Scalars['String']['input'];
};

export type PromptOptimization = {
  __typename?: 'PromptOptimization';
  /** The same with the proposed prompt. */
  afterScore: Maybe<Scalars['Float']['output']>;
  /** Mean similarity (0..1) of AutoQA's answers to the expected ones with the prompt in use. */
  beforeScore: Maybe<Scalars['Float']['output']>;
  createdAt: Scalars['DateTime']['output'];
  decision: PromptOptimizationDecision;
  finishedAt: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** A failure's code (an error code such as LLM_REQUIRED or INTERNAL, or llm_timeout, no_knowledge…: schema/rules/job-failures.ts; older failures: an English sentence); empty otherwise. */
  message: Scalars['String']['output'];
  /** 0..1 */
  progress: Scalars['Float']['output'];
  proposedPrompt: Maybe<Scalars['String']['output']>;
  rowCount: Scalars['Int']['output'];
  state: PromptOptimizationState;
  /** queued, baseline, proposing, measuring or done. */
  step: Scalars['String']['output'];
};

export type PromptOptimizationDecision =
  | 'applied'
  | 'discarded'
  | 'pending';

export type PromptOptimizationDecisionInput = {
  botId: Scalars['ID']['input'];
  optimizationId: Scalars['ID']['input'];
};

export type PromptOptimizationPayload = {
  __typename?: 'PromptOptimizationPayload';
  optimization: PromptOptimization;
};

export type PromptOptimizationState =
  | 'failure'
  | 'running'
  | 'success';

export type PromptOptimizationStatus = {
  __typename?: 'PromptOptimizationStatus';
  botId: Scalars['ID']['output'];
  dailyLimit: Scalars['Int']['output'];
  /** False without a language model: the page says one is needed and nothing starts. */
  llmConfigured: Scalars['Boolean']['output'];
  optimization: Maybe<PromptOptimization>;
  usedToday: Scalars['Int']['output'];
};

/** A Q&A group: several phrasings of one question and its answers. */
export type QaGroup = {
  __typename?: 'QaGroup';
  answerMode: AnswerMode;
  answers: Array<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The group label used by CSV import and export. */
  key: Scalars['String']['output'];
  postbackChoices: Array<Scalars['String']['output']>;
  questions: Array<Scalars['String']['output']>;
  /** Whether this group may be offered as a similar-question button. */
  similarEnabled: Scalars['Boolean']['output'];
  tags: Array<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type QaGroupContentInput = {
  answerMode: AnswerMode;
  answers: Array<Scalars['String']['input']>;
  postbackChoices?: InputMaybe<Array<Scalars['String']['input']>>;
  questions: Array<Scalars['String']['input']>;
  similarEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A Q&A group by id and key. */
export type QaGroupKey = {
  __typename?: 'QaGroupKey';
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
};

export type QaGroupPage = {
  __typename?: 'QaGroupPage';
  groups: Array<QaGroup>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  /** Groups matching the search in all pages. */
  total: Scalars['Int']['output'];
};

export type QaGroupPayload = {
  __typename?: 'QaGroupPayload';
  qaGroup: QaGroup;
};

export type Query = {
  __typename?: 'Query';
  /** The bot's matching thresholds. */
  answerSettings: AnswerSettings;
  /** The AutoFAQ page of a bot: its fixed answer sets. */
  autoFaq: AutoFaqData;
  /** The AutoQA page of a bot: its knowledge files and the bot-level prompt. */
  autoQa: AutoQaData;
  /** Rows fixed and rows broken since an earlier run of the same file. */
  batchTestComparison: BatchTestComparison;
  /** A page of the run's rows in file order; limit 1–200. */
  batchTestResults: BatchTestRowPage;
  /** The bot's groups most like a row's question (or the search), best first, for the add-to-Q&A picker. NOT_FOUND for an unknown row. */
  batchTestRowLikelyGroups: Array<HistoryGroupRef>;
  /** One run with its summary. NOT_FOUND for a run of another bot. */
  batchTestRun: BatchTestRun;
  /** The bot's runs, newest first (at most 50), and the plan's row limit for one run. */
  batchTestRuns: BatchTestRunList;
  /** One of the account's chatbots; null when it does not exist or belongs to another account. */
  chatbot: Maybe<Chatbot>;
  /** The built-in Q&A templates; names, groups and labels in the given language (tw when omitted). */
  chatbotTemplates: Array<ChatbotTemplate>;
  /** The signed-in account's chatbots, newest first. */
  chatbots: Array<Chatbot>;
  /** The entity files page of a bot: its files and the types of their entities. */
  entities: EntityData;
  /** The bot's Facebook Messenger channel. */
  facebookSettings: FacebookSettings;
  /** Whether the service and its database are up. */
  health: Health;
  /**
   * A page of the bot's exchanges (the user's message with the bot's reply), newest first. Pass the page's
   * nextCursor as cursor for the next one; limit 1–100.
   */
  historyExchanges: HistoryExchangePage;
  /** The bot's channels (api, web, line, fb, other) and whether each is on. */
  integrations: Array<Integration>;
  /** The bot's Q&A groups most like the exchange's question (or search), best first, for the add-to-Q&A picker. */
  likelyGroups: Array<HistoryGroupRef>;
  /** The bot's LINE channel: its webhook URL, which secrets are set, human agents and quiet minutes. */
  lineSettings: LineSettings;
  /** The signed-in account, or null for an anonymous visitor. */
  me: Maybe<Account>;
  /**
   * Whether owners switch their plan themselves (PLAN_SELF_SERVICE). When false, changePlan fails with
   * PLAN_CHANGE_DISABLED and the console tells the owner to contact us instead.
   */
  planSelfService: Scalars['Boolean']['output'];
  /** Every pricing plan, smallest first. */
  plans: Array<Plan>;
  /** The newest prompt optimisation of a bot, and today's use of the plan's daily limit. */
  promptOptimization: PromptOptimizationStatus;
  /** One Q&A group; null when it does not exist or the bot is not the caller's. */
  qaGroup: Maybe<QaGroup>;
  /** A page of a bot's Q&A groups, newest first; `search` matches any question or answer (case-insensitive). */
  qaGroups: QaGroupPage;
  /** The bot's Q&A list as CSV (columns group,question,answer,answer_mode,similar_enabled,tags,choices), for download. */
  qaGroupsCsv: Scalars['String']['output'];
  /** A questionnaire's responses, newest first; from/to are Asia/Taipei days (YYYY-MM-DD), both included. */
  questionnaireResponses: QuestionnaireResponses;
  /** A bot's questionnaires, oldest first. */
  questionnaires: Array<Questionnaire>;
  /** A page of the recommendations log (similar-question buttons users tapped), newest first. */
  recommendations: RecommendationPage;
  /** Which third-party sign-ins the server offers; the login page shows only their buttons. */
  signInProviders: SignInProviders;
  /** The bot's third-party channel. */
  thirdPartySettings: ThirdPartySettings;
  /** The topic Q&A page of a bot: its topics in menu order and the menu keyword. */
  topics: TopicData;
  /** Where the bot's training stands. */
  training: TrainingStatus;
  /**
   * The range's unhandled questions grouped into themes, each with a suggested new Q&A group; a summary, when a
   * language model writes one, is in `language` (the console's; Traditional Chinese without it).
   */
  unhandledThemes: UnhandledThemes;
  /** Console configuration for the signed-in account: plans to choose from and defaults. */
  userConfig: UserConfig;
  /** The bot's overview for the last 7, 14 or 30 Asia/Taipei days, today included; never cached. */
  userStats: UserStats;
  /** The website widget's settings of a bot (§3 web plugin settings). */
  webPluginSettings: WebPluginSettings;
};


export type QueryAnswerSettingsArgs = {
  botId: Scalars['ID']['input'];
};


export type QueryAutoFaqArgs = {
  botId: Scalars['ID']['input'];
};


export type QueryAutoQaArgs = {
  botId: Scalars['ID']['input'];
};


export type QueryBatchTestComparisonArgs = {
  botId: Scalars['ID']['input'];
  otherRunId: Scalars['ID']['input'];
  runId: Scalars['ID']['input'];
};


export type QueryBatchTestResultsArgs = {
  botId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  outcome?: InputMaybe<BatchTestOutcome>;
  runId: Scalars['ID']['input'];
};


export type QueryBatchTestRowLikelyGroupsArgs = {
  botId: Scalars['ID']['input'];
  position: Scalars['Int']['input'];
  runId: Scalars['ID']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryBatchTestRunArgs = {
  botId: Scalars['ID']['input'];
  runId: Scalars['ID']['input'];
};


export type QueryBatchTestRunsArgs = {
  botId: Scalars['ID']['input'];
};


export type QueryChatbotArgs = {
  id: Scalars['ID']['input'];
};


export type QueryChatbotTemplatesArgs = {
  language?: InputMaybe<BotLanguage>;
};


export type QueryEntitiesArgs = {
  botId: Scalars['ID']['input'];
};


export type QueryFacebookSettingsArgs = {
  botId: Scalars['ID']['input'];
};


export type QueryHistoryExchangesArgs = {
  botId: Scalars['ID']['input'];
  cursor?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<HistoryFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryIntegrationsArgs = {
  botId: Scalars['ID']['input'];
};


export type QueryLikelyGroupsArgs = {
  botId: Scalars['ID']['input'];
  exchangeId: Scalars['ID']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryLineSettingsArgs = {
  botId: Scalars['ID']['input'];
};


export type QueryPromptOptimizationArgs = {
  botId: Scalars['ID']['input'];
};


export type QueryQaGroupArgs = {
  botId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type QueryQaGroupsArgs = {
  botId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryQaGroupsCsvArgs = {
  botId: Scalars['ID']['input'];
};


export type QueryQuestionnaireResponsesArgs = {
  botId: Scalars['ID']['input'];
  from?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryQuestionnairesArgs = {
  botId: Scalars['ID']['input'];
};


export type QueryRecommendationsArgs = {
  botId: Scalars['ID']['input'];
  cursor?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<RecommendationFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryThirdPartySettingsArgs = {
  botId: Scalars['ID']['input'];
};


export type QueryTopicsArgs = {
  botId: Scalars['ID']['input'];
};


export type QueryTrainingArgs = {
  botId: Scalars['ID']['input'];
};


export type QueryUnhandledThemesArgs = {
  botId: Scalars['ID']['input'];
  days?: InputMaybe<Scalars['Int']['input']>;
  language?: InputMaybe<BotLanguage>;
};


export type QueryUserStatsArgs = {
  botId: Scalars['ID']['input'];
  days?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryWebPluginSettingsArgs = {
  botId: Scalars['ID']['input'];
};

export type Questionnaire = {
  __typename?: 'Questionnaire';
  active: Scalars['Boolean']['output'];
  botId: Scalars['ID']['output'];
  closingMessage: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Blank: nothing starts it. */
  keyword: Scalars['String']['output'];
  questions: Array<QuestionnaireQuestion>;
  responseCount: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type QuestionnaireAnswer = {
  __typename?: 'QuestionnaireAnswer';
  answer: Scalars['String']['output'];
  question: Scalars['String']['output'];
};

export type QuestionnaireInput = {
  active: Scalars['Boolean']['input'];
  botId: Scalars['ID']['input'];
  closingMessage: Scalars['String']['input'];
  /** Absent when creating. */
  id?: InputMaybe<Scalars['ID']['input']>;
  keyword: Scalars['String']['input'];
  questions: Array<QuestionnaireQuestionInput>;
  /**
   * Create only: made once per opening of the editor (16–64 of A–Z a–z 0–9 _ -). Sent again with the same key, after an
   * answer that was lost on the way, the create changes the questionnaire the first send made instead of adding a second.
   */
  requestKey?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
};

export type QuestionnaireQuestion = {
  __typename?: 'QuestionnaireQuestion';
  /** single_choice only: 2–20. */
  choices: Array<Scalars['String']['output']>;
  /** entity only: the type of the bot's entity files an answer must name (its canonical value is stored). */
  entityType: Maybe<Scalars['String']['output']>;
  required: Scalars['Boolean']['output'];
  rules: Maybe<QuestionnaireRules>;
  text: Scalars['String']['output'];
  /** text, single_choice, number, email, phone, date or entity. */
  type: Scalars['String']['output'];
};

export type QuestionnaireQuestionInput = {
  choices?: InputMaybe<Array<Scalars['String']['input']>>;
  /** entity only (required there). */
  entityType?: InputMaybe<Scalars['String']['input']>;
  required: Scalars['Boolean']['input'];
  rules?: InputMaybe<QuestionnaireRulesInput>;
  text: Scalars['String']['input'];
  type: Scalars['String']['input'];
};

export type QuestionnaireResponse = {
  __typename?: 'QuestionnaireResponse';
  answers: Array<QuestionnaireAnswer>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  platform: Platform;
  userId: Scalars['String']['output'];
};

export type QuestionnaireResponses = {
  __typename?: 'QuestionnaireResponses';
  questionnaireId: Scalars['ID']['output'];
  responses: Array<QuestionnaireResponse>;
  title: Scalars['String']['output'];
};

/** §5-style rules: number questions bound the value with min/max; the other types bound the length. */
export type QuestionnaireRules = {
  __typename?: 'QuestionnaireRules';
  length: Maybe<Scalars['Int']['output']>;
  max: Maybe<Scalars['Int']['output']>;
  /** What the bot says when an answer breaks a rule. */
  message: Maybe<Scalars['String']['output']>;
  min: Maybe<Scalars['Int']['output']>;
  regex: Maybe<Scalars['String']['output']>;
};

export type QuestionnaireRulesInput = {
  length?: InputMaybe<Scalars['Int']['input']>;
  max?: InputMaybe<Scalars['Int']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  min?: InputMaybe<Scalars['Int']['input']>;
  regex?: InputMaybe<Scalars['String']['input']>;
};

/** A similar-question button a user tapped. */
export type Recommendation = {
  __typename?: 'Recommendation';
  /** `YYYY-MM-DD HH:mm`, Asia/Taipei. */
  datetime: Scalars['String']['output'];
  /** The selected group; null when it was deleted since, or when the button named another source. */
  group: Maybe<QaGroupKey>;
  id: Scalars['ID']['output'];
  originalQuestion: Scalars['String']['output'];
  platform: Platform;
  saved: RecommendationSaved;
  selectedQuestion: Scalars['String']['output'];
  /** The source of what the tapped button named: a Q&A group, an AutoFAQ answer or a knowledge passage. */
  source: AnswerSource;
  userId: Scalars['String']['output'];
};

export type RecommendationFilterInput = {
  from?: InputMaybe<Scalars['String']['input']>;
  platform?: InputMaybe<Platform>;
  saved?: InputMaybe<RecommendationSaved>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type RecommendationPage = {
  __typename?: 'RecommendationPage';
  items: Array<Recommendation>;
  nextCursor: Maybe<Scalars['String']['output']>;
};

/** PRODUCT.md §3 recommendation saved status: 0 not saved, 1 saved, 2 no Q&A group (the group was deleted). */
export type RecommendationSaved =
  | 'NOT_SAVED'
  | 'NO_GROUP'
  | 'SAVED';

export type RegisterInput = {
  /** Must be true. */
  agreeTerms: Scalars['Boolean']['input'];
  /** Must equal password. */
  confirmPassword: Scalars['String']['input'];
  email: Scalars['String']['input'];
  /** The console's UI language; the account's mails are written in it. tw when omitted. */
  language?: InputMaybe<BotLanguage>;
  nickname: Scalars['String']['input'];
  /** 8 to 100 characters. */
  password: Scalars['String']['input'];
};

export type RegisterPayload = {
  __typename?: 'RegisterPayload';
  /** The new account's e-mail. */
  email: Scalars['String']['output'];
};

export type RemoveWebPluginIconInput = {
  botId: Scalars['ID']['input'];
  kind: WebPluginIconKind;
};

export type ReorderTopicsInput = {
  botId: Scalars['ID']['input'];
  topicIds: Array<Scalars['ID']['input']>;
};

export type ReplyButton = {
  __typename?: 'ReplyButton';
  id: Scalars['ID']['output'];
  oriQue: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

/** start, in_progress or completed. */
export type ReplyState =
  | 'completed'
  | 'in_progress'
  | 'start';

/** answer, no_answer or error (PRODUCT.md §3). */
export type ReplyType =
  | 'answer'
  | 'error'
  | 'no_answer';

export type RequestPasswordResetInput = {
  email: Scalars['String']['input'];
};

export type RequestPasswordResetPayload = {
  __typename?: 'RequestPasswordResetPayload';
  /** True once the mail is sent. */
  ok: Scalars['Boolean']['output'];
};

export type ResendConfirmationPayload = {
  __typename?: 'ResendConfirmationPayload';
  /** When the next resend is allowed. */
  resendAvailableAt: Scalars['DateTime']['output'];
};

export type ResetPasswordInput = {
  /** Must equal password. */
  confirmPassword: Scalars['String']['input'];
  /** 8 to 100 characters. */
  password: Scalars['String']['input'];
  /** The token of the reset link. */
  token: Scalars['String']['input'];
};

export type ResetPasswordPayload = {
  __typename?: 'ResetPasswordPayload';
  /** True once the password is set. */
  ok: Scalars['Boolean']['output'];
};

export type RetrievalTestResult = {
  __typename?: 'RetrievalTestResult';
  /** What AutoQA would reply without a language model; null when the knowledge does not cover the question. */
  answer: Maybe<Scalars['String']['output']>;
  chunks: Array<RetrievedChunk>;
  question: Scalars['String']['output'];
  /** The knowledge is the bot's only answer source: it answers by its own rule (retrieval covers the question), not the thresholds. */
  soleSource: Scalars['Boolean']['output'];
  /** What a reply would do with the best passage. */
  verdict: SourceVerdict;
};

export type RetrievedChunk = {
  __typename?: 'RetrievedChunk';
  /** The score on the Q&A list's scale, which the bot's answer and suggest thresholds apply to. */
  confidence: Scalars['Float']['output'];
  fileId: Scalars['ID']['output'];
  fileName: Scalars['String']['output'];
  /** What its button says when a reply offers it: its section heading, or else its first sentence. */
  label: Scalars['String']['output'];
  location: ChunkLocation;
  /** Position of the chunk in its file, from 0. */
  ordinal: Scalars['Int']['output'];
  /** Relevance, about 0–1. */
  score: Scalars['Float']['output'];
  section: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type RetryKnowledgeFileInput = {
  botId: Scalars['ID']['input'];
  fileId: Scalars['ID']['input'];
};

export type SaveRecommendationInput = {
  botId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};

export type SaveRecommendationPayload = {
  __typename?: 'SaveRecommendationPayload';
  recommendation: Recommendation;
};

/** Who the bot is for; choosing one resets the tools to its defaults. */
export type Scenario =
  | 'assistRecommendation'
  | 'customerSupport'
  | 'salesAssistant'
  | 'staffTraining';

/** What the console may know of a stored secret: never the secret itself. */
export type SecretHint = {
  __typename?: 'SecretHint';
  /** The secret's last four characters; empty when it is not set. */
  lastFour: Scalars['String']['output'];
  set: Scalars['Boolean']['output'];
};

export type SendTestMessageInput = {
  botId: Scalars['ID']['input'];
  postback?: InputMaybe<PostbackInput>;
  /** A typed message; give text or postback. */
  text?: InputMaybe<Scalars['String']['input']>;
  /** The test conversation's user id (the console makes one per chat window). */
  userId: Scalars['String']['input'];
};

export type SendTestMessagePayload = {
  __typename?: 'SendTestMessagePayload';
  reply: TestChatReply;
};

/** An event about the subscriber's session. */
export type SessionEvent = {
  __typename?: 'SessionEvent';
  /** When it happened. */
  at: Scalars['DateTime']['output'];
  kind: SessionEventKind;
};

/** What happened to a session. */
export type SessionEventKind =
  /** The session ran past its idle or absolute lifetime. */
  | 'EXPIRED'
  /** Another login took over; this session no longer works. */
  | 'REVOKED';

export type SetAutoFaqFileActiveInput = {
  active: Scalars['Boolean']['input'];
  botId: Scalars['ID']['input'];
  fileId: Scalars['ID']['input'];
};

export type SetEntityFileActiveInput = {
  active: Scalars['Boolean']['input'];
  botId: Scalars['ID']['input'];
  fileId: Scalars['ID']['input'];
};

export type SetIntegrationActiveInput = {
  active: Scalars['Boolean']['input'];
  botId: Scalars['ID']['input'];
  platform: Platform;
};

export type SetKnowledgeFileActiveInput = {
  active: Scalars['Boolean']['input'];
  botId: Scalars['ID']['input'];
  fileId: Scalars['ID']['input'];
};

/**
 * LINE's answer to setting the URL. A refusal by LINE is an error, VALIDATION_FAILED (the URL, the token) or
 * PLATFORM_UNREACHABLE (LINE busy, failing or out of reach), whose extensions.values name it: refusal (url_rejected,
 * token_rejected, rate_limited, platform_error, refused, timeout, unreachable: schema/rules/line-webhook-answers.ts),
 * status or seconds where it has one, and detail, LINE's own words without a token.
 */
export type SetLineWebhookUrlPayload = {
  __typename?: 'SetLineWebhookUrlPayload';
  /** The backend's English note on it; the console says it in its own words. */
  message: Scalars['String']['output'];
  /** Whether LINE accepted the URL. */
  success: Scalars['Boolean']['output'];
  webhookUrl: Scalars['String']['output'];
};

export type SetTopicGroupsInput = {
  botId: Scalars['ID']['input'];
  groupIds: Array<Scalars['ID']['input']>;
  topicId: Scalars['ID']['input'];
};

export type SetTopicMenuKeywordInput = {
  botId: Scalars['ID']['input'];
  menuKeyword?: InputMaybe<Scalars['String']['input']>;
};

/** A third-party sign-in. */
export type SignInProvider =
  | 'google'
  | 'line';

/** The third-party sign-ins this server is configured for. */
export type SignInProviders = {
  __typename?: 'SignInProviders';
  google: Scalars['Boolean']['output'];
  line: Scalars['Boolean']['output'];
};

/** A candidate answer of one source, as the reply pipeline weighed it. */
export type SourceCandidate = {
  __typename?: 'SourceCandidate';
  /** The score on the Q&A list's scale, comparable across sources; the bot's thresholds apply to it. */
  confidence: Scalars['Float']['output'];
  /** The button id: a Q&A group id, autofaq:<answerId> or knowledge:<fileId>:<ordinal>. */
  id: Scalars['ID']['output'];
  /** What its button says. */
  label: Scalars['String']['output'];
  /** The source's own score. */
  score: Scalars['Float']['output'];
};

/** One source's best candidates for a test chat message. */
export type SourceCandidates = {
  __typename?: 'SourceCandidates';
  /** Best first. */
  candidates: Array<SourceCandidate>;
  source: AnswerSource;
};

/**
 * What a reply would do with one source's best candidate: in a bot with other sources, by the bot's thresholds on the
 * confidence a reply weighs; in a bot whose only source it is (soleSource), by that source's own rule (ANSWER or NONE).
 */
export type SourceVerdict =
  /** The best confidence reaches the answer threshold (or, as the only source, its own rule answers): it would answer. */
  | 'ANSWER'
  /** Below the suggest threshold (or, as the only source, its own rule does not answer): neither. */
  | 'NONE'
  /** The best confidence reaches only the suggest threshold: it would be offered as a button. */
  | 'SUGGEST';

export type StartBatchTestInput = {
  botId: Scalars['ID']['input'];
  /** The CSV file, base64-encoded; left out, VALIDATION_FAILED says no file is selected. */
  file?: InputMaybe<UploadFileInput>;
};

export type StartPromptOptimizationInput = {
  botId: Scalars['ID']['input'];
  /** CSV with columns question and answer. */
  file: UploadFileInput;
};

export type StartSignInInput = {
  /** The console's UI language; a new account's mails are written in it. tw when omitted. */
  language?: InputMaybe<BotLanguage>;
  provider: SignInProvider;
};

export type StartSignInPayload = {
  __typename?: 'StartSignInPayload';
  /** The provider's authorization page for this attempt. */
  authorizationUrl: Scalars['String']['output'];
};

export type StartTrainingInput = {
  botId: Scalars['ID']['input'];
};

export type StartTrainingPayload = {
  __typename?: 'StartTrainingPayload';
  job: TrainingJob;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Unused root field kept so every domain file can extend Subscription. */
  _noop: Maybe<Scalars['Boolean']['output']>;
  /** The bot's runs as they move: the unfinished (else the newest) run first, then every step; completes when none is queued or running. */
  batchTestProgress: BatchTestProgress;
  /** Every ingestion step of every file of the bot (the file with its new status). */
  knowledgeIngestProgress: KnowledgeFile;
  /** Every step of the bot's prompt optimisation; ends after success or failure. */
  promptOptimizationProgress: PromptOptimization;
  /** Events about the caller's own session; REVOKED arrives the moment another login takes over. */
  sessionEvents: SessionEvent;
  /** Progress of the bot's training jobs; ends after a job reaches success or failure. */
  trainingProgress: TrainingJob;
};


export type SubscriptionBatchTestProgressArgs = {
  botId: Scalars['ID']['input'];
};


export type SubscriptionKnowledgeIngestProgressArgs = {
  botId: Scalars['ID']['input'];
};


export type SubscriptionPromptOptimizationProgressArgs = {
  botId: Scalars['ID']['input'];
};


export type SubscriptionTrainingProgressArgs = {
  botId: Scalars['ID']['input'];
};

export type SuggestedGroup = {
  __typename?: 'SuggestedGroup';
  question: Scalars['String']['output'];
  similarQuestions: Array<Scalars['String']['output']>;
};

/** A word of the message the engine read as synonyms the bot's Q&A uses (第四台 → 有線電視). */
export type SynonymReading = {
  __typename?: 'SynonymReading';
  readAs: Array<Scalars['String']['output']>;
  word: Scalars['String']['output'];
};

export type TagCount = {
  __typename?: 'TagCount';
  count: Scalars['Int']['output'];
  tag: Scalars['String']['output'];
};

/** A field to fill, with its rules and a value that passes them. */
export type TemplateField = {
  __typename?: 'TemplateField';
  example: Scalars['String']['output'];
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  rules: Array<TemplateRule>;
  type: TemplateFieldType;
};

export type TemplateFieldType =
  | 'number'
  | 'text';

export type TemplateFieldValueInput = {
  key: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

/** A group as the template writes it: `{{key}}` placeholders stand for the fields. */
export type TemplateGroup = {
  __typename?: 'TemplateGroup';
  answers: Array<Scalars['String']['output']>;
  questions: Array<Scalars['String']['output']>;
};

/**
 * A §5 rule. min and max (value) and range (min, max) compare the number of a number field and the length in characters
 * of a text field; length (value) is an exact character count; regex has a pattern; match names another field's key.
 */
export type TemplateRule = {
  __typename?: 'TemplateRule';
  field: Maybe<Scalars['String']['output']>;
  kind: TemplateRuleKind;
  max: Maybe<Scalars['Float']['output']>;
  min: Maybe<Scalars['Float']['output']>;
  pattern: Maybe<Scalars['String']['output']>;
  value: Maybe<Scalars['Float']['output']>;
};

export type TemplateRuleKind =
  | 'email'
  | 'length'
  | 'match'
  | 'max'
  | 'min'
  | 'range'
  | 'regex'
  | 'required';

export type TestAutoFaqInput = {
  botId: Scalars['ID']['input'];
  question: Scalars['String']['input'];
};

/** The bot's reply as the public API gives it, plus what the engine decided. */
export type TestChatReply = {
  __typename?: 'TestChatReply';
  /** §4 answer status code: 0 other, 1 answered, 2 no answer, 3 options, 4 questionnaire, 5 AutoQA. */
  answerStatus: Scalars['Int']['output'];
  buttons: Array<ReplyButton>;
  candidates: Array<MatchCandidate>;
  /** Entities found in the message (entity files). */
  entities: Array<FoundEntity>;
  /** The reply's exchange in the history (the public API's mid), which addExchangeToQa takes; null when none was recorded. */
  exchangeId: Maybe<Scalars['ID']['output']>;
  /** The group that answered; null for options or no answer. */
  matchedGroup: Maybe<QaGroup>;
  /** The off-topic reference message the message was more like than any group, when that made the reply a no answer. */
  offTopic: Maybe<Scalars['String']['output']>;
  sid: Scalars['String']['output'];
  /** The source that answered; null for buttons or the failed message. */
  source: Maybe<AnswerSource>;
  /** Each source that proposed candidates, with its best candidates, best first. */
  sources: Array<SourceCandidates>;
  state: ReplyState;
  success: Scalars['Boolean']['output'];
  synonyms: Array<SynonymReading>;
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
  type: ReplyType;
};

export type TestEntitiesInput = {
  botId: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};

/** LINE's test call of the webhook; a refusal by LINE is an error as for SetLineWebhookUrlPayload. */
export type TestLineWebhookPayload = {
  __typename?: 'TestLineWebhookPayload';
  /**
   * What the test found, which the console words: ok, could_not_connect, request_timeout, error_status_code,
   * unclassified, or unknown for a reason LINE did not document (schema/rules/line-webhook-answers.ts).
   */
  code: Scalars['String']['output'];
  /** LINE's own short words on it, without a token or any URL past its origin; empty for none. */
  detail: Scalars['String']['output'];
  /** LINE's own reason (COULD_NOT_CONNECT, REQUEST_TIMEOUT, ERROR_STATUS_CODE, UNCLASSIFIED; OK on success). */
  reason: Scalars['String']['output'];
  /** The HTTP status the webhook gave LINE; zero or less when it gave none. */
  statusCode: Scalars['Int']['output'];
  /** Whether LINE reached the webhook and it answered 200. */
  success: Scalars['Boolean']['output'];
  /** When LINE made the test call. */
  timestamp: Scalars['DateTime']['output'];
};

export type TestRetrievalInput = {
  botId: Scalars['ID']['input'];
  question: Scalars['String']['input'];
};

export type ThemeExample = {
  __typename?: 'ThemeExample';
  count: Scalars['Int']['output'];
  question: Scalars['String']['output'];
};

export type ThirdPartySettings = {
  __typename?: 'ThirdPartySettings';
  botId: Scalars['ID']['output'];
  /** Where the bot's replies are posted; null until one is given. */
  callbackUrl: Maybe<Scalars['String']['output']>;
  deliveryError: Maybe<DeliveryError>;
  /** Signs the requests both ways. */
  secret: SecretHint;
  /** Where the third party posts its users' messages. */
  webhookUrl: Scalars['String']['output'];
};

export type ThirdPartySettingsPayload = {
  __typename?: 'ThirdPartySettingsPayload';
  settings: ThirdPartySettings;
};

export type TopQuestion = {
  __typename?: 'TopQuestion';
  count: Scalars['Int']['output'];
  groupId: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  question: Scalars['String']['output'];
};

export type Topic = {
  __typename?: 'Topic';
  /** Only active topics with groups are in the menu. */
  active: Scalars['Boolean']['output'];
  description: Scalars['String']['output'];
  groups: Array<TopicGroup>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** 0-based place in the menu. */
  position: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type TopicData = {
  __typename?: 'TopicData';
  botId: Scalars['ID']['output'];
  /** The keyword the bot answers with its menu (empty when none). */
  effectiveMenuKeyword: Scalars['String']['output'];
  /** The owner's keyword; null for the bot language's default, empty for none. */
  menuKeyword: Maybe<Scalars['String']['output']>;
  topics: Array<Topic>;
};

export type TopicDataPayload = {
  __typename?: 'TopicDataPayload';
  data: TopicData;
};

/** A Q&A group listed by a topic: its first question is its button. */
export type TopicGroup = {
  __typename?: 'TopicGroup';
  groupId: Scalars['ID']['output'];
  question: Scalars['String']['output'];
};

/** One training run. */
export type TrainingJob = {
  __typename?: 'TrainingJob';
  createdAt: Scalars['DateTime']['output'];
  finishedAt: Maybe<Scalars['DateTime']['output']>;
  groupCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The step while training (loading, indexing, saving); a failure's error code (e.g. INTERNAL; older failures: an English sentence). */
  message: Scalars['String']['output'];
  /** 0 to 1. */
  progress: Scalars['Float']['output'];
  startedAt: Maybe<Scalars['DateTime']['output']>;
  state: TrainingState;
};

/** training → success | failure (PRODUCT.md §4). */
export type TrainingState =
  | 'FAILURE'
  | 'SUCCESS'
  | 'TRAINING';

export type TrainingStatus = {
  __typename?: 'TrainingStatus';
  /** Groups in the Q&A list now; differs from trainedGroupCount when edits are untrained. */
  groupCount: Scalars['Int']['output'];
  /** The newest job; null before the first training. */
  job: Maybe<TrainingJob>;
  /** When the index the bot answers from was built; null if never trained. */
  trainedAt: Maybe<Scalars['DateTime']['output']>;
  trainedGroupCount: Scalars['Int']['output'];
  /** The Q&A list changed (groups added, edited or deleted) since the index was built. */
  untrainedChanges: Scalars['Boolean']['output'];
};

export type UnhandledQuestion = {
  __typename?: 'UnhandledQuestion';
  count: Scalars['Int']['output'];
  /** The last ask's exchange, for addExchangeToQa; null if its reply is missing. */
  exchangeId: Maybe<Scalars['ID']['output']>;
  lastAskedAt: Scalars['DateTime']['output'];
  question: Scalars['String']['output'];
};

export type UnhandledTheme = {
  __typename?: 'UnhandledTheme';
  count: Scalars['Int']['output'];
  examples: Array<ThemeExample>;
  suggestedGroup: SuggestedGroup;
  /** A sentence on what the askers want, when a language model answered; else null. */
  summary: Maybe<Scalars['String']['output']>;
};

export type UnhandledThemes = {
  __typename?: 'UnhandledThemes';
  days: Scalars['Int']['output'];
  from: Scalars['String']['output'];
  themes: Array<UnhandledTheme>;
  to: Scalars['String']['output'];
};

export type UpdateAnswerSettingsInput = {
  answerThreshold: Scalars['Float']['input'];
  botId: Scalars['ID']['input'];
  maxSuggestions: Scalars['Int']['input'];
  /** Turns the off-topic filter on or off; left out = unchanged. */
  offTopicFilter?: InputMaybe<Scalars['Boolean']['input']>;
  suggestThreshold: Scalars['Float']['input'];
  /** Replaces the bot's synonym sets (2–10 distinct words of 2–30 characters each, at most 200 sets); left out = unchanged. */
  synonyms?: InputMaybe<Array<Array<Scalars['String']['input']>>>;
};

export type UpdateAutoQaDataInput = {
  botId: Scalars['ID']['input'];
  files?: InputMaybe<Array<KnowledgeFileDataInput>>;
  /** The bot-level prompt; omitted keeps it. */
  prompt?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateChatbotInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  /**
   * The bot's updatedAt when the form was read: a bot changed since (another tab, another person) is refused with
   * EDIT_CONFLICT instead of overwritten. Left out, the save replaces whatever is there.
   */
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  failedMsg: Scalars['String']['input'];
  greetingMsg: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  language: BotLanguage;
  name: Scalars['String']['input'];
  package: Scalars['String']['input'];
  postbackMsg?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateChatbotPayload = {
  __typename?: 'UpdateChatbotPayload';
  chatbot: Chatbot;
};

export type UpdateChatbotToolsInput = {
  id: Scalars['ID']['input'];
  tools: ChatbotToolsInput;
};

export type UpdateChatbotToolsPayload = {
  __typename?: 'UpdateChatbotToolsPayload';
  chatbot: Chatbot;
};

export type UpdateFacebookSettingsInput = {
  appSecret?: InputMaybe<Scalars['String']['input']>;
  /** Turns the 👍 / 👎 rating quick replies on or off; leave out to keep the stored choice. */
  askFeedback?: InputMaybe<Scalars['Boolean']['input']>;
  botId: Scalars['ID']['input'];
  humanAgents: Array<Scalars['String']['input']>;
  pageAccessToken?: InputMaybe<Scalars['String']['input']>;
  quietMinutes?: InputMaybe<Scalars['Int']['input']>;
  verifyToken?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateLineSettingsInput = {
  /** Turns the 👍 / 👎 rating quick replies on or off; leave out to keep the stored choice. */
  askFeedback?: InputMaybe<Scalars['Boolean']['input']>;
  botId: Scalars['ID']['input'];
  /** A new channel access token; leave out to keep the stored one. */
  channelAccessToken?: InputMaybe<Scalars['String']['input']>;
  /** A new channel secret; leave out to keep the stored one. */
  channelSecret?: InputMaybe<Scalars['String']['input']>;
  humanAgents: Array<Scalars['String']['input']>;
  quietMinutes?: InputMaybe<Scalars['Int']['input']>;
};

export type UpdateProfileInput = {
  /** Not blank, at most 100 characters; its initials show in the header's avatar. */
  firstName: Scalars['String']['input'];
  /** Not blank, at most 100 characters. */
  nickname: Scalars['String']['input'];
};

export type UpdateProfilePayload = {
  __typename?: 'UpdateProfilePayload';
  /** The account as it now is. */
  account: Account;
};

export type UpdateQaGroupInput = {
  botId: Scalars['ID']['input'];
  /**
   * The group's updatedAt when the editor opened it: a group changed since (another tab, another person) is refused
   * with EDIT_CONFLICT instead of overwritten. Left out, the save replaces whatever is there.
   */
  expectedUpdatedAt?: InputMaybe<Scalars['DateTime']['input']>;
  group: QaGroupContentInput;
  id: Scalars['ID']['input'];
};

export type UpdateThirdPartySettingsInput = {
  botId: Scalars['ID']['input'];
  callbackUrl?: InputMaybe<Scalars['String']['input']>;
  secret?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateTopicInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  botId: Scalars['ID']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  position?: InputMaybe<Scalars['Int']['input']>;
  topicId: Scalars['ID']['input'];
};

export type UpdateWebPluginSettingsInput = {
  botId: Scalars['ID']['input'];
  chatLabel: Scalars['String']['input'];
  headerBgColor: Scalars['String']['input'];
  headerTextColor: Scalars['String']['input'];
  tickerMessages: Array<Scalars['String']['input']>;
  trustedDomains: Array<Scalars['String']['input']>;
};

export type UploadAutoFaqFileInput = {
  botId: Scalars['ID']['input'];
  file: UploadFileInput;
  overwrite?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UploadEntityFileInput = {
  botId: Scalars['ID']['input'];
  file: UploadFileInput;
};

/** A file sent with the wizard, base64-encoded (≤ 5 MB decoded; CSV, TXT, DOCX or PDF). */
export type UploadFileInput = {
  base64: Scalars['String']['input'];
  contentType: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
};

export type UploadKnowledgeFilesInput = {
  botId: Scalars['ID']['input'];
  files: Array<UploadFileInput>;
  /** Replace files of the same name (the console asks first). */
  overwrite?: InputMaybe<Scalars['Boolean']['input']>;
};

export type UploadKnowledgeFilesPayload = {
  __typename?: 'UploadKnowledgeFilesPayload';
  files: Array<KnowledgeFile>;
  /** Names of files that replaced earlier ones. */
  replaced: Array<Scalars['String']['output']>;
};

export type UploadWebPluginIconInput = {
  botId: Scalars['ID']['input'];
  /** PNG, SVG, GIF or JPEG, ≤ 500 KB decoded. */
  file: UploadFileInput;
  kind: WebPluginIconKind;
};

/** How a period's question count moved against the period before it. */
export type UsageTile = {
  __typename?: 'UsageTile';
  /** (count − previous) ÷ previous; null when the previous period had no question. */
  change: Maybe<Scalars['Float']['output']>;
  count: Scalars['Int']['output'];
  previous: Scalars['Int']['output'];
};

export type UsageTiles = {
  __typename?: 'UsageTiles';
  lastMonth: UsageTile;
  lastWeek: UsageTile;
  thisMonth: UsageTile;
  thisWeek: UsageTile;
  today: UsageTile;
  yesterday: UsageTile;
};

/** Configuration the console needs for the signed-in account. */
export type UserConfig = {
  __typename?: 'UserConfig';
  /** Default bot language. */
  defaultLanguage: BotLanguage;
  /** Whether a language model is configured (AutoFAQ choice, generative AutoQA, prompt optimisation). */
  llm: LlmStatus;
  /** Plans (pricing packages) a bot may be put on. */
  packages: Array<Plan>;
};

export type UserStats = {
  __typename?: 'UserStats';
  /** How the range's questions were met, by which source; they add up to the range's questions. */
  answers: AnswerOutcomes;
  /** Every day of the range, oldest first, zeros included. */
  daily: Array<DailyQuestions>;
  days: Scalars['Int']['output'];
  /** First and last Asia/Taipei day of the range (YYYY-MM-DD); the last is today. */
  from: Scalars['String']['output'];
  tags: Array<TagCount>;
  tiles: UsageTiles;
  to: Scalars['String']['output'];
  /** The five groups most often matched. */
  topQuestions: Array<TopQuestion>;
  /** Questions no group answered, the most recently asked first. */
  unhandled: Array<UnhandledQuestion>;
};

/** Which of the widget's two icons. */
export type WebPluginIconKind =
  /** The launcher button. */
  | 'chat'
  /** Shown beside the bot's messages and in the panel header. */
  | 'robot';

export type WebPluginSettings = {
  __typename?: 'WebPluginSettings';
  /** Whether the bot's web channel is on; a page gets PLATFORM_INACTIVE while it is off. */
  active: Scalars['Boolean']['output'];
  botId: Scalars['ID']['output'];
  chatIconUrl: Maybe<Scalars['String']['output']>;
  /** Text beside the launcher and in the header; empty uses the bot's name. */
  chatLabel: Scalars['String']['output'];
  /** #rrggbb */
  headerBgColor: Scalars['String']['output'];
  /** #rrggbb */
  headerTextColor: Scalars['String']['output'];
  /** Path of the uploaded icon on the console's origin; null for the built-in one. */
  robotIconUrl: Maybe<Scalars['String']['output']>;
  /** Path of the widget script on the console's origin (/widget.js); the snippet is built from it. */
  scriptPath: Scalars['String']['output'];
  /** Messages that scroll under the header. */
  tickerMessages: Array<Scalars['String']['output']>;
  /** Host names allowed to embed the widget (optionally *.domain and :port); empty = any site. */
  trustedDomains: Array<Scalars['String']['output']>;
  /** The id in the embed snippet (data-vendor). */
  vendorId: Scalars['String']['output'];
};

export type WebPluginSettingsPayload = {
  __typename?: 'WebPluginSettingsPayload';
  settings: WebPluginSettings;
};

export type ResendConfirmation_ResendMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendConfirmation_ResendMutation = { __typename?: 'Mutation', resendConfirmation: { __typename?: 'ResendConfirmationPayload', resendAvailableAt: string } };

export type Session_MeQueryVariables = Exact<{ [key: string]: never; }>;


export type Session_MeQuery = { __typename?: 'Query', me: { __typename?: 'Account', email: string, nickname: string, firstName: string, username: string, botLimit: number, botCount: number, emailConfirmed: boolean, signInProvider: SignInProvider | null, plan: { __typename?: 'Plan', code: string, name: string } } | null };

export type Session_EventsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type Session_EventsSubscription = { __typename?: 'Subscription', sessionEvents: { __typename?: 'SessionEvent', kind: SessionEventKind, at: string } };

export type Session_LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type Session_LogoutMutation = { __typename?: 'Mutation', logout: { __typename?: 'LogoutPayload', ok: boolean } };

export type Session_AccountFragment = { __typename?: 'Account', email: string, nickname: string, firstName: string, username: string, botLimit: number, botCount: number, emailConfirmed: boolean, signInProvider: SignInProvider | null, plan: { __typename?: 'Plan', code: string, name: string } };

export type BotNav_ChatbotQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BotNav_ChatbotQuery = { __typename?: 'Query', chatbot: { __typename?: 'Chatbot', id: string } | null };

export type BotToolsFragment = { __typename?: 'ChatbotTools', SGW_tour_with_image_tool: boolean, answer_with_url_first_tool: boolean, get_total_price_tool: boolean, owm_forecast_tool: boolean, serpapi_flight_tool: boolean, route_tool: boolean };

export type Untrained_StatusQueryVariables = Exact<{
  botId: Scalars['ID']['input'];
}>;


export type Untrained_StatusQuery = { __typename?: 'Query', training: { __typename?: 'TrainingStatus', untrainedChanges: boolean } };

export type Account_PageQueryVariables = Exact<{ [key: string]: never; }>;


export type Account_PageQuery = { __typename?: 'Query', me: { __typename?: 'Account', activatedAt: string, expiresAt: string | null, qaGroupLimit: number, qaGroupCount: number, email: string, nickname: string, firstName: string, username: string, botLimit: number, botCount: number, emailConfirmed: boolean, signInProvider: SignInProvider | null, plan: { __typename?: 'Plan', code: string, name: string } } | null };

export type Account_UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type Account_UpdateProfileMutation = { __typename?: 'Mutation', updateProfile: { __typename?: 'UpdateProfilePayload', account: { __typename?: 'Account', email: string, nickname: string, firstName: string, username: string, botLimit: number, botCount: number, emailConfirmed: boolean, signInProvider: SignInProvider | null, plan: { __typename?: 'Plan', code: string, name: string } } } };

export type Account_ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type Account_ChangePasswordMutation = { __typename?: 'Mutation', changePassword: { __typename?: 'ChangePasswordPayload', otherSessionsEnded: number } };

export type BotAutoFaq_FileFragment = { __typename?: 'AutoFaqFile', id: string, fileName: string, active: boolean, answerCount: number, size: number, updatedAt: string };

export type BotAutoFaq_ChatbotQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BotAutoFaq_ChatbotQuery = { __typename?: 'Query', chatbot: { __typename?: 'Chatbot', id: string, name: string } | null };

export type BotAutoFaq_DataQueryVariables = Exact<{
  botId: Scalars['ID']['input'];
}>;


export type BotAutoFaq_DataQuery = { __typename?: 'Query', autoFaq: { __typename?: 'AutoFaqData', botId: string, answerCount: number, files: Array<{ __typename?: 'AutoFaqFile', id: string, fileName: string, active: boolean, answerCount: number, size: number, updatedAt: string }> } };

export type BotAutoFaq_UploadMutationVariables = Exact<{
  input: UploadAutoFaqFileInput;
}>;


export type BotAutoFaq_UploadMutation = { __typename?: 'Mutation', uploadAutoFaqFile: { __typename?: 'AutoFaqDataPayload', data: { __typename?: 'AutoFaqData', botId: string, answerCount: number, files: Array<{ __typename?: 'AutoFaqFile', id: string, fileName: string, active: boolean, answerCount: number, size: number, updatedAt: string }> } } };

export type BotAutoFaq_SetActiveMutationVariables = Exact<{
  input: SetAutoFaqFileActiveInput;
}>;


export type BotAutoFaq_SetActiveMutation = { __typename?: 'Mutation', setAutoFaqFileActive: { __typename?: 'AutoFaqDataPayload', data: { __typename?: 'AutoFaqData', botId: string, answerCount: number, files: Array<{ __typename?: 'AutoFaqFile', id: string, fileName: string, active: boolean, answerCount: number, size: number, updatedAt: string }> } } };

export type BotAutoFaq_DeleteMutationVariables = Exact<{
  input: DeleteAutoFaqFileInput;
}>;


export type BotAutoFaq_DeleteMutation = { __typename?: 'Mutation', deleteAutoFaqFile: { __typename?: 'AutoFaqDataPayload', data: { __typename?: 'AutoFaqData', botId: string, answerCount: number, files: Array<{ __typename?: 'AutoFaqFile', id: string, fileName: string, active: boolean, answerCount: number, size: number, updatedAt: string }> } } };

export type BotAutoFaq_TestMutationVariables = Exact<{
  input: TestAutoFaqInput;
}>;


export type BotAutoFaq_TestMutation = { __typename?: 'Mutation', testAutoFaq: { __typename?: 'AutoFaqTestResult', question: string, chosenAnswerId: string | null, chosenBy: AutoFaqChooser, modelError: string | null, verdict: SourceVerdict, soleSource: boolean, shortlist: Array<{ __typename?: 'AutoFaqCandidate', answerId: string, fileName: string, title: string, text: string, score: number, confidence: number }> } };

export type BotAutoQa_FileFragment = { __typename?: 'KnowledgeFile', id: string, fileName: string, description: string, summary: string, prompt: string, active: boolean, status: string, step: string, progress: number, failureReason: string | null, chunkCount: number, size: number, updatedAt: string };

export type BotAutoQa_OptimizationFragment = { __typename?: 'PromptOptimization', id: string, state: PromptOptimizationState, progress: number, step: string, message: string, rowCount: number, beforeScore: number | null, afterScore: number | null, proposedPrompt: string | null, decision: PromptOptimizationDecision, createdAt: string, finishedAt: string | null };

export type BotAutoQa_ChatbotQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BotAutoQa_ChatbotQuery = { __typename?: 'Query', chatbot: { __typename?: 'Chatbot', id: string, name: string } | null, me: { __typename?: 'Account', email: string } | null };

export type BotAutoQa_DataQueryVariables = Exact<{
  botId: Scalars['ID']['input'];
}>;


export type BotAutoQa_DataQuery = { __typename?: 'Query', autoQa: { __typename?: 'AutoQaData', botId: string, prompt: string, files: Array<{ __typename?: 'KnowledgeFile', id: string, fileName: string, description: string, summary: string, prompt: string, active: boolean, status: string, step: string, progress: number, failureReason: string | null, chunkCount: number, size: number, updatedAt: string }> } };

export type BotAutoQa_UploadMutationVariables = Exact<{
  input: UploadKnowledgeFilesInput;
}>;


export type BotAutoQa_UploadMutation = { __typename?: 'Mutation', uploadKnowledgeFiles: { __typename?: 'UploadKnowledgeFilesPayload', replaced: Array<string>, files: Array<{ __typename?: 'KnowledgeFile', id: string, fileName: string, description: string, summary: string, prompt: string, active: boolean, status: string, step: string, progress: number, failureReason: string | null, chunkCount: number, size: number, updatedAt: string }> } };

export type BotAutoQa_SetActiveMutationVariables = Exact<{
  input: SetKnowledgeFileActiveInput;
}>;


export type BotAutoQa_SetActiveMutation = { __typename?: 'Mutation', setKnowledgeFileActive: { __typename?: 'KnowledgeFilePayload', file: { __typename?: 'KnowledgeFile', id: string, active: boolean } } };

export type BotAutoQa_DeleteMutationVariables = Exact<{
  input: DeleteKnowledgeFileInput;
}>;


export type BotAutoQa_DeleteMutation = { __typename?: 'Mutation', deleteKnowledgeFile: { __typename?: 'DeleteKnowledgeFilePayload', deletedFileId: string } };

export type BotAutoQa_RetryMutationVariables = Exact<{
  input: RetryKnowledgeFileInput;
}>;


export type BotAutoQa_RetryMutation = { __typename?: 'Mutation', retryKnowledgeFile: { __typename?: 'KnowledgeFilePayload', file: { __typename?: 'KnowledgeFile', id: string, fileName: string, description: string, summary: string, prompt: string, active: boolean, status: string, step: string, progress: number, failureReason: string | null, chunkCount: number, size: number, updatedAt: string } } };

export type BotAutoQa_UpdateDataMutationVariables = Exact<{
  input: UpdateAutoQaDataInput;
}>;


export type BotAutoQa_UpdateDataMutation = { __typename?: 'Mutation', updateAutoQaData: { __typename?: 'AutoQaDataPayload', data: { __typename?: 'AutoQaData', botId: string, prompt: string, files: Array<{ __typename?: 'KnowledgeFile', id: string, fileName: string, description: string, summary: string, prompt: string, active: boolean, status: string, step: string, progress: number, failureReason: string | null, chunkCount: number, size: number, updatedAt: string }> } } };

export type BotAutoQa_IngestProgressSubscriptionVariables = Exact<{
  botId: Scalars['ID']['input'];
}>;


export type BotAutoQa_IngestProgressSubscription = { __typename?: 'Subscription', knowledgeIngestProgress: { __typename?: 'KnowledgeFile', id: string, fileName: string, description: string, summary: string, prompt: string, active: boolean, status: string, step: string, progress: number, failureReason: string | null, chunkCount: number, size: number, updatedAt: string } };

export type BotAutoQa_TestRetrievalMutationVariables = Exact<{
  input: TestRetrievalInput;
}>;


export type BotAutoQa_TestRetrievalMutation = { __typename?: 'Mutation', testRetrieval: { __typename?: 'RetrievalTestResult', question: string, answer: string | null, verdict: SourceVerdict, soleSource: boolean, chunks: Array<{ __typename?: 'RetrievedChunk', fileId: string, fileName: string, ordinal: number, section: string, label: string, text: string, score: number, confidence: number, location: { __typename?: 'ChunkLocation', row: number | null, page: number | null, paragraph: number | null } }> } };

export type BotAutoQa_LlmQueryVariables = Exact<{ [key: string]: never; }>;


export type BotAutoQa_LlmQuery = { __typename?: 'Query', userConfig: { __typename?: 'UserConfig', llm: { __typename?: 'LlmStatus', configured: boolean, model: string | null } } };

export type BotAutoQa_OptimizationQueryVariables = Exact<{
  botId: Scalars['ID']['input'];
}>;


export type BotAutoQa_OptimizationQuery = { __typename?: 'Query', promptOptimization: { __typename?: 'PromptOptimizationStatus', botId: string, dailyLimit: number, usedToday: number, optimization: { __typename?: 'PromptOptimization', id: string, state: PromptOptimizationState, progress: number, step: string, message: string, rowCount: number, beforeScore: number | null, afterScore: number | null, proposedPrompt: string | null, decision: PromptOptimizationDecision, createdAt: string, finishedAt: string | null } | null } };

export type BotAutoQa_StartOptimizationMutationVariables = Exact<{
  input: StartPromptOptimizationInput;
}>;


export type BotAutoQa_StartOptimizationMutation = { __typename?: 'Mutation', startPromptOptimization: { __typename?: 'PromptOptimizationPayload', optimization: { __typename?: 'PromptOptimization', id: string, state: PromptOptimizationState, progress: number, step: string, message: string, rowCount: number, beforeScore: number | null, afterScore: number | null, proposedPrompt: string | null, decision: PromptOptimizationDecision, createdAt: string, finishedAt: string | null } } };

export type BotAutoQa_ApplyOptimizationMutationVariables = Exact<{
  input: PromptOptimizationDecisionInput;
}>;


export type BotAutoQa_ApplyOptimizationMutation = { __typename?: 'Mutation', applyPromptOptimization: { __typename?: 'PromptOptimizationPayload', optimization: { __typename?: 'PromptOptimization', id: string, state: PromptOptimizationState, progress: number, step: string, message: string, rowCount: number, beforeScore: number | null, afterScore: number | null, proposedPrompt: string | null, decision: PromptOptimizationDecision, createdAt: string, finishedAt: string | null } } };

export type BotAutoQa_DiscardOptimizationMutationVariables = Exact<{
  input: PromptOptimizationDecisionInput;
}>;


export type BotAutoQa_DiscardOptimizationMutation = { __typename?: 'Mutation', discardPromptOptimization: { __typename?: 'PromptOptimizationPayload', optimization: { __typename?: 'PromptOptimization', id: string, state: PromptOptimizationState, progress: number, step: string, message: string, rowCount: number, beforeScore: number | null, afterScore: number | null, proposedPrompt: string | null, decision: PromptOptimizationDecision, createdAt: string, finishedAt: string | null } } };

export type BotAutoQa_OptimizationProgressSubscriptionVariables = Exact<{
  botId: Scalars['ID']['input'];
}>;


export type BotAutoQa_OptimizationProgressSubscription = { __typename?: 'Subscription', promptOptimizationProgress: { __typename?: 'PromptOptimization', id: string, state: PromptOptimizationState, progress: number, step: string, message: string, rowCount: number, beforeScore: number | null, afterScore: number | null, proposedPrompt: string | null, decision: PromptOptimizationDecision, createdAt: string, finishedAt: string | null } };

export type BatchTest_RunFragment = { __typename?: 'BatchTestRun', id: string, fileName: string, state: BatchTestState, done: number, total: number, progress: number, message: string, createdAt: string, finishedAt: string | null, previousRunId: string | null, summary: { __typename?: 'BatchTestSummary', passed: number, failed: number, passRate: number | null, answeredShare: number, optionsShare: number, noAnswerShare: number, wrongMatches: Array<{ __typename?: 'BatchTestWrongMatch', groupId: string, key: string | null, count: number }> } };

export type BatchTest_ChatbotQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BatchTest_ChatbotQuery = { __typename?: 'Query', chatbot: { __typename?: 'Chatbot', id: string, name: string } | null, me: { __typename?: 'Account', email: string } | null };

export type BatchTest_RunsQueryVariables = Exact<{
  botId: Scalars['ID']['input'];
}>;


export type BatchTest_RunsQuery = { __typename?: 'Query', batchTestRuns: { __typename?: 'BatchTestRunList', rowLimit: number, runs: Array<{ __typename?: 'BatchTestRun', id: string, fileName: string, state: BatchTestState, done: number, total: number, progress: number, message: string, createdAt: string, finishedAt: string | null, previousRunId: string | null, summary: { __typename?: 'BatchTestSummary', passed: number, failed: number, passRate: number | null, answeredShare: number, optionsShare: number, noAnswerShare: number, wrongMatches: Array<{ __typename?: 'BatchTestWrongMatch', groupId: string, key: string | null, count: number }> } }> } };

export type BatchTest_ResultsQueryVariables = Exact<{
  botId: Scalars['ID']['input'];
  runId: Scalars['ID']['input'];
  outcome?: InputMaybe<BatchTestOutcome>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type BatchTest_ResultsQuery = { __typename?: 'Query', batchTestResults: { __typename?: 'BatchTestRowPage', total: number, rows: Array<{ __typename?: 'BatchTestRow', position: number, line: number, question: string, expectedAnswer: string | null, answered: boolean, reply: string | null, source: AnswerSource | null, answerStatus: AnswerStatus | null, confidence: number | null, passed: boolean | null, group: { __typename?: 'QaGroupKey', id: string, key: string } | null }> } };

export type BatchTest_ComparisonQueryVariables = Exact<{
  botId: Scalars['ID']['input'];
  runId: Scalars['ID']['input'];
  otherRunId: Scalars['ID']['input'];
}>;


export type BatchTest_ComparisonQuery = { __typename?: 'Query', batchTestComparison: { __typename?: 'BatchTestComparison', runId: string, otherRunId: string, fixed: Array<{ __typename?: 'BatchTestRowChange', position: number, question: string, expectedAnswer: string | null, before: { __typename?: 'BatchTestRowOutcome', reply: string | null, answerStatus: AnswerStatus | null, passed: boolean | null }, after: { __typename?: 'BatchTestRowOutcome', reply: string | null, answerStatus: AnswerStatus | null, passed: boolean | null } }>, broken: Array<{ __typename?: 'BatchTestRowChange', position: number, question: string, expectedAnswer: string | null, before: { __typename?: 'BatchTestRowOutcome', reply: string | null, answerStatus: AnswerStatus | null, passed: boolean | null }, after: { __typename?: 'BatchTestRowOutcome', reply: string | null, answerStatus: AnswerStatus | null, passed: boolean | null } }> } };

export type BatchTest_RowChangeFragment = { __typename?: 'BatchTestRowChange', position: number, question: string, expectedAnswer: string | null, before: { __typename?: 'BatchTestRowOutcome', reply: string | null, answerStatus: AnswerStatus | null, passed: boolean | null }, after: { __typename?: 'BatchTestRowOutcome', reply: string | null, answerStatus: AnswerStatus | null, passed: boolean | null } };

export type BatchTest_LikelyGroupsQueryVariables = Exact<{
  botId: Scalars['ID']['input'];
  runId: Scalars['ID']['input'];
  position: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type BatchTest_LikelyGroupsQuery = { __typename?: 'Query', batchTestRowLikelyGroups: Array<{ __typename?: 'HistoryGroupRef', id: string, key: string, question: string }> };

export type BatchTest_StartMutationVariables = Exact<{
  input: StartBatchTestInput;
}>;


export type BatchTest_StartMutation = { __typename?: 'Mutation', startBatchTest: { __typename?: 'BatchTestRunPayload', run: { __typename?: 'BatchTestRun', id: string, fileName: string, state: BatchTestState, done: number, total: number, progress: number, message: string, createdAt: string, finishedAt: string | null, previousRunId: string | null, summary: { __typename?: 'BatchTestSummary', passed: number, failed: number, passRate: number | null, answeredShare: number, optionsShare: number, noAnswerShare: number, wrongMatches: Array<{ __typename?: 'BatchTestWrongMatch', groupId: string, key: string | null, count: number }> } } } };

export type BatchTest_PauseMutationVariables = Exact<{
  input: BatchTestRunInput;
}>;


export type BatchTest_PauseMutation = { __typename?: 'Mutation', pauseBatchTest: { __typename?: 'BatchTestRunPayload', run: { __typename?: 'BatchTestRun', id: string, fileName: string, state: BatchTestState, done: number, total: number, progress: number, message: string, createdAt: string, finishedAt: string | null, previousRunId: string | null, summary: { __typename?: 'BatchTestSummary', passed: number, failed: number, passRate: number | null, answeredShare: number, optionsShare: number, noAnswerShare: number, wrongMatches: Array<{ __typename?: 'BatchTestWrongMatch', groupId: string, key: string | null, count: number }> } } } };

export type BatchTest_ResumeMutationVariables = Exact<{
  input: BatchTestRunInput;
}>;


export type BatchTest_ResumeMutation = { __typename?: 'Mutation', resumeBatchTest: { __typename?: 'BatchTestRunPayload', run: { __typename?: 'BatchTestRun', id: string, fileName: string, state: BatchTestState, done: number, total: number, progress: number, message: string, createdAt: string, finishedAt: string | null, previousRunId: string | null, summary: { __typename?: 'BatchTestSummary', passed: number, failed: number, passRate: number | null, answeredShare: number, optionsShare: number, noAnswerShare: number, wrongMatches: Array<{ __typename?: 'BatchTestWrongMatch', groupId: string, key: string | null, count: number }> } } } };

export type BatchTest_StopMutationVariables = Exact<{
  input: BatchTestRunInput;
}>;


export type BatchTest_StopMutation = { __typename?: 'Mutation', stopBatchTest: { __typename?: 'BatchTestRunPayload', run: { __typename?: 'BatchTestRun', id: string, fileName: string, state: BatchTestState, done: number, total: number, progress: number, message: string, createdAt: string, finishedAt: string | null, previousRunId: string | null, summary: { __typename?: 'BatchTestSummary', passed: number, failed: number, passRate: number | null, answeredShare: number, optionsShare: number, noAnswerShare: number, wrongMatches: Array<{ __typename?: 'BatchTestWrongMatch', groupId: string, key: string | null, count: number }> } } } };

export type BatchTest_AddToQaMutationVariables = Exact<{
  input: AddBatchTestRowToQaInput;
}>;


export type BatchTest_AddToQaMutation = { __typename?: 'Mutation', addBatchTestRowToQa: { __typename?: 'QaGroupPayload', qaGroup: { __typename?: 'QaGroup', id: string, key: string, questions: Array<string>, answers: Array<string>, answerMode: AnswerMode, similarEnabled: boolean, postbackChoices: Array<string>, tags: Array<string>, updatedAt: string } } };

export type BatchTest_ProgressSubscriptionVariables = Exact<{
  botId: Scalars['ID']['input'];
}>;


export type BatchTest_ProgressSubscription = { __typename?: 'Subscription', batchTestProgress: { __typename?: 'BatchTestProgress', runId: string, state: BatchTestState, done: number, total: number, progress: number, message: string } };

export type BatchTest_RunAgainMutationVariables = Exact<{
  input: BatchTestRunInput;
}>;


export type BatchTest_RunAgainMutation = { __typename?: 'Mutation', runBatchTestAgain: { __typename?: 'BatchTestRunPayload', run: { __typename?: 'BatchTestRun', id: string, fileName: string, state: BatchTestState, done: number, total: number, progress: number, message: string, createdAt: string, finishedAt: string | null, previousRunId: string | null, summary: { __typename?: 'BatchTestSummary', passed: number, failed: number, passRate: number | null, answeredShare: number, optionsShare: number, noAnswerShare: number, wrongMatches: Array<{ __typename?: 'BatchTestWrongMatch', groupId: string, key: string | null, count: number }> } } } };

export type BotCreate_UserConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type BotCreate_UserConfigQuery = { __typename?: 'Query', userConfig: { __typename?: 'UserConfig', defaultLanguage: BotLanguage, packages: Array<{ __typename?: 'Plan', code: string, name: string, rank: number }> }, me: { __typename?: 'Account', email: string, botCount: number, botLimit: number, plan: { __typename?: 'Plan', code: string, name: string, rank: number } } | null };

export type BotCreate_CreateMutationVariables = Exact<{
  input: CreateChatbotInput;
}>;


export type BotCreate_CreateMutation = { __typename?: 'Mutation', createChatbot: { __typename?: 'CreateChatbotPayload', chatbot: { __typename?: 'Chatbot', id: string, name: string } } };

export type BotDetail_ChatbotQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BotDetail_ChatbotQuery = { __typename?: 'Query', chatbot: { __typename?: 'Chatbot', id: string, name: string, greetingMsg: string, failedMsg: string, postbackMsg: string, description: string, language: BotLanguage, package: string, scenario: Scenario, createdAt: string, tools: { __typename?: 'ChatbotTools', SGW_tour_with_image_tool: boolean, answer_with_url_first_tool: boolean, get_total_price_tool: boolean, owm_forecast_tool: boolean, serpapi_flight_tool: boolean, route_tool: boolean }, files: Array<{ __typename?: 'KnowledgeFile', id: string, fileName: string, size: number, status: string }> } | null };

export type BotDetail_UserStatsQueryVariables = Exact<{
  botId: Scalars['ID']['input'];
  days: Scalars['Int']['input'];
}>;


export type BotDetail_UserStatsQuery = { __typename?: 'Query', userStats: { __typename?: 'UserStats', days: number, from: string, to: string, daily: Array<{ __typename?: 'DailyQuestions', date: string, questions: number }>, unhandled: Array<{ __typename?: 'UnhandledQuestion', question: string, count: number, lastAskedAt: string, exchangeId: string | null }>, topQuestions: Array<{ __typename?: 'TopQuestion', groupId: string, key: string, question: string, count: number }>, tags: Array<{ __typename?: 'TagCount', tag: string, count: number }>, answers: { __typename?: 'AnswerOutcomes', qa: number, autofaq: number, knowledge: number, options: number, noAnswer: number, questionnaire: number, other: number }, tiles: { __typename?: 'UsageTiles', today: { __typename?: 'UsageTile', count: number, previous: number, change: number | null }, yesterday: { __typename?: 'UsageTile', count: number, previous: number, change: number | null }, thisWeek: { __typename?: 'UsageTile', count: number, previous: number, change: number | null }, lastWeek: { __typename?: 'UsageTile', count: number, previous: number, change: number | null }, thisMonth: { __typename?: 'UsageTile', count: number, previous: number, change: number | null }, lastMonth: { __typename?: 'UsageTile', count: number, previous: number, change: number | null } } } };

export type BotDetail_UsageTileFragment = { __typename?: 'UsageTile', count: number, previous: number, change: number | null };

export type BotDetail_UnhandledThemesQueryVariables = Exact<{
  botId: Scalars['ID']['input'];
  days: Scalars['Int']['input'];
  language: BotLanguage;
}>;


export type BotDetail_UnhandledThemesQuery = { __typename?: 'Query', unhandledThemes: { __typename?: 'UnhandledThemes', days: number, themes: Array<{ __typename?: 'UnhandledTheme', count: number, summary: string | null, examples: Array<{ __typename?: 'ThemeExample', question: string, count: number }>, suggestedGroup: { __typename?: 'SuggestedGroup', question: string, similarQuestions: Array<string> } }> } };

export type BotEntities_FileFragment = { __typename?: 'EntityFile', id: string, fileName: string, active: boolean, entityCount: number, size: number, updatedAt: string };

export type BotEntities_DataFragment = { __typename?: 'EntityData', botId: string, entityCount: number, types: Array<string>, replacedFile: string | null, files: Array<{ __typename?: 'EntityFile', id: string, fileName: string, active: boolean, entityCount: number, size: number, updatedAt: string }> };

export type BotEntities_ChatbotQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BotEntities_ChatbotQuery = { __typename?: 'Query', chatbot: { __typename?: 'Chatbot', id: string, name: string } | null };

export type BotEntities_DataQueryVariables = Exact<{
  botId: Scalars['ID']['input'];
}>;


export type BotEntities_DataQuery = { __typename?: 'Query', entities: { __typename?: 'EntityData', botId: string, entityCount: number, types: Array<string>, replacedFile: string | null, files: Array<{ __typename?: 'EntityFile', id: string, fileName: string, active: boolean, entityCount: number, size: number, updatedAt: string }> } };

export type BotEntities_UploadMutationVariables = Exact<{
  input: UploadEntityFileInput;
}>;


export type BotEntities_UploadMutation = { __typename?: 'Mutation', uploadEntityFile: { __typename?: 'EntityDataPayload', data: { __typename?: 'EntityData', botId: string, entityCount: number, types: Array<string>, replacedFile: string | null, files: Array<{ __typename?: 'EntityFile', id: string, fileName: string, active: boolean, entityCount: number, size: number, updatedAt: string }> } } };

export type BotEntities_SetActiveMutationVariables = Exact<{
  input: SetEntityFileActiveInput;
}>;


export type BotEntities_SetActiveMutation = { __typename?: 'Mutation', setEntityFileActive: { __typename?: 'EntityDataPayload', data: { __typename?: 'EntityData', botId: string, entityCount: number, types: Array<string>, replacedFile: string | null, files: Array<{ __typename?: 'EntityFile', id: string, fileName: string, active: boolean, entityCount: number, size: number, updatedAt: string }> } } };

export type BotEntities_DeleteMutationVariables = Exact<{
  input: DeleteEntityFileInput;
}>;


export type BotEntities_DeleteMutation = { __typename?: 'Mutation', deleteEntityFile: { __typename?: 'EntityDataPayload', data: { __typename?: 'EntityData', botId: string, entityCount: number, types: Array<string>, replacedFile: string | null, files: Array<{ __typename?: 'EntityFile', id: string, fileName: string, active: boolean, entityCount: number, size: number, updatedAt: string }> } } };

export type BotEntities_TestMutationVariables = Exact<{
  input: TestEntitiesInput;
}>;


export type BotEntities_TestMutation = { __typename?: 'Mutation', testEntities: { __typename?: 'EntityTestResult', entities: Array<{ __typename?: 'FoundEntity', type: string, value: string, text: string }> } };

export type BotFaq_QaGroupFragment = { __typename?: 'QaGroup', id: string, key: string, questions: Array<string>, answers: Array<string>, answerMode: AnswerMode, similarEnabled: boolean, postbackChoices: Array<string>, tags: Array<string>, updatedAt: string };

export type BotFaq_TrainingJobFragment = { __typename?: 'TrainingJob', id: string, state: TrainingState, progress: number, message: string, groupCount: number, createdAt: string, finishedAt: string | null };

export type BotFaq_ChatbotQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BotFaq_ChatbotQuery = { __typename?: 'Query', chatbot: { __typename?: 'Chatbot', id: string, name: string } | null, me: { __typename?: 'Account', email: string } | null };

export type BotFaq_GroupsQueryVariables = Exact<{
  botId: Scalars['ID']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type BotFaq_GroupsQuery = { __typename?: 'Query', qaGroups: { __typename?: 'QaGroupPage', total: number, page: number, pageSize: number, groups: Array<{ __typename?: 'QaGroup', id: string, key: string, questions: Array<string>, answers: Array<string>, answerMode: AnswerMode, similarEnabled: boolean, postbackChoices: Array<string>, tags: Array<string>, updatedAt: string }> } };

export type BotFaq_CreateGroupMutationVariables = Exact<{
  input: CreateQaGroupInput;
}>;


export type BotFaq_CreateGroupMutation = { __typename?: 'Mutation', createQaGroup: { __typename?: 'QaGroupPayload', qaGroup: { __typename?: 'QaGroup', id: string, key: string, questions: Array<string>, answers: Array<string>, answerMode: AnswerMode, similarEnabled: boolean, postbackChoices: Array<string>, tags: Array<string>, updatedAt: string } } };

export type BotFaq_UpdateGroupMutationVariables = Exact<{
  input: UpdateQaGroupInput;
}>;


export type BotFaq_UpdateGroupMutation = { __typename?: 'Mutation', updateQaGroup: { __typename?: 'QaGroupPayload', qaGroup: { __typename?: 'QaGroup', id: string, key: string, questions: Array<string>, answers: Array<string>, answerMode: AnswerMode, similarEnabled: boolean, postbackChoices: Array<string>, tags: Array<string>, updatedAt: string } } };

export type BotFaq_DeleteGroupMutationVariables = Exact<{
  input: DeleteQaGroupInput;
}>;


export type BotFaq_DeleteGroupMutation = { __typename?: 'Mutation', deleteQaGroup: { __typename?: 'DeleteQaGroupPayload', id: string } };

export type BotFaq_ImportMutationVariables = Exact<{
  input: ImportQaGroupsInput;
}>;


export type BotFaq_ImportMutation = { __typename?: 'Mutation', importQaGroups: { __typename?: 'ImportQaGroupsPayload', groupsCreated: number, groupsUpdated: number, rows: number, warnings: Array<{ __typename?: 'ImportWarning', line: number, message: string, otherKey: string, otherLine: number | null }> } };

export type BotFaq_ExportCsvQueryVariables = Exact<{
  botId: Scalars['ID']['input'];
}>;


export type BotFaq_ExportCsvQuery = { __typename?: 'Query', qaGroupsCsv: string };

export type BotFaq_TrainingQueryVariables = Exact<{
  botId: Scalars['ID']['input'];
}>;


export type BotFaq_TrainingQuery = { __typename?: 'Query', training: { __typename?: 'TrainingStatus', trainedAt: string | null, trainedGroupCount: number, groupCount: number, untrainedChanges: boolean, job: { __typename?: 'TrainingJob', id: string, state: TrainingState, progress: number, message: string, groupCount: number, createdAt: string, finishedAt: string | null } | null } };

export type BotFaq_StartTrainingMutationVariables = Exact<{
  input: StartTrainingInput;
}>;


export type BotFaq_StartTrainingMutation = { __typename?: 'Mutation', startTraining: { __typename?: 'StartTrainingPayload', job: { __typename?: 'TrainingJob', id: string, state: TrainingState, progress: number, message: string, groupCount: number, createdAt: string, finishedAt: string | null } } };

export type BotFaq_TrainingProgressSubscriptionVariables = Exact<{
  botId: Scalars['ID']['input'];
}>;


export type BotFaq_TrainingProgressSubscription = { __typename?: 'Subscription', trainingProgress: { __typename?: 'TrainingJob', id: string, state: TrainingState, progress: number, message: string, groupCount: number, createdAt: string, finishedAt: string | null } };

export type BotFaq_AnswerSettingsQueryVariables = Exact<{
  botId: Scalars['ID']['input'];
}>;


export type BotFaq_AnswerSettingsQuery = { __typename?: 'Query', answerSettings: { __typename?: 'AnswerSettings', answerThreshold: number, suggestThreshold: number, maxSuggestions: number, synonyms: Array<Array<string>>, offTopicFilter: boolean } };

export type BotFaq_UpdateAnswerSettingsMutationVariables = Exact<{
  input: UpdateAnswerSettingsInput;
}>;


export type BotFaq_UpdateAnswerSettingsMutation = { __typename?: 'Mutation', updateAnswerSettings: { __typename?: 'AnswerSettingsPayload', answerSettings: { __typename?: 'AnswerSettings', answerThreshold: number, suggestThreshold: number, maxSuggestions: number, synonyms: Array<Array<string>>, offTopicFilter: boolean } } };

export type History_ExchangeFragment = { __typename?: 'HistoryExchange', id: string, sid: string, userId: string, platform: Platform, question: string, questionUnsent: boolean, lineChat: LineChat | null, lineChatId: string | null, reply: string, datetime: string, answerStatus: AnswerStatus | null, feedback: Feedback, source: AnswerSource | null, matchedGroup: { __typename?: 'HistoryGroupRef', id: string, key: string, question: string } | null };

export type History_ChatbotQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type History_ChatbotQuery = { __typename?: 'Query', chatbot: { __typename?: 'Chatbot', id: string, name: string } | null, me: { __typename?: 'Account', email: string } | null };

export type History_ExchangesQueryVariables = Exact<{
  botId: Scalars['ID']['input'];
  filter?: InputMaybe<HistoryFilterInput>;
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type History_ExchangesQuery = { __typename?: 'Query', historyExchanges: { __typename?: 'HistoryExchangePage', nextCursor: string | null, total: number, moreThanTotal: boolean, items: Array<{ __typename?: 'HistoryExchange', id: string, sid: string, userId: string, platform: Platform, question: string, questionUnsent: boolean, lineChat: LineChat | null, lineChatId: string | null, reply: string, datetime: string, answerStatus: AnswerStatus | null, feedback: Feedback, source: AnswerSource | null, matchedGroup: { __typename?: 'HistoryGroupRef', id: string, key: string, question: string } | null }> } };

export type History_LikelyGroupsQueryVariables = Exact<{
  botId: Scalars['ID']['input'];
  exchangeId: Scalars['ID']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type History_LikelyGroupsQuery = { __typename?: 'Query', likelyGroups: Array<{ __typename?: 'HistoryGroupRef', id: string, key: string, question: string }> };

export type History_AddToQaMutationVariables = Exact<{
  input: AddExchangeToQaInput;
}>;


export type History_AddToQaMutation = { __typename?: 'Mutation', addExchangeToQa: { __typename?: 'QaGroupPayload', qaGroup: { __typename?: 'QaGroup', id: string, key: string, questions: Array<string>, answers: Array<string>, answerMode: AnswerMode, similarEnabled: boolean, postbackChoices: Array<string>, tags: Array<string>, updatedAt: string } } };

export type Integrations_ChatbotQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type Integrations_ChatbotQuery = { __typename?: 'Query', chatbot: { __typename?: 'Chatbot', id: string, name: string, vendorId: string, publicUrl: string } | null, integrations: Array<{ __typename?: 'Integration', platform: Platform, active: boolean, available: boolean }> };

export type Integrations_SetActiveMutationVariables = Exact<{
  input: SetIntegrationActiveInput;
}>;


export type Integrations_SetActiveMutation = { __typename?: 'Mutation', setIntegrationActive: { __typename?: 'IntegrationPayload', integration: { __typename?: 'Integration', platform: Platform, active: boolean, available: boolean } } };

export type FacebookIntegrationTab_FacebookSettingsFragment = { __typename?: 'FacebookSettings', botId: string, webhookUrl: string, humanAgents: Array<string>, quietMinutes: number, askFeedback: boolean, pageAccessToken: { __typename?: 'SecretHint', set: boolean, lastFour: string }, verifyToken: { __typename?: 'SecretHint', set: boolean, lastFour: string }, appSecret: { __typename?: 'SecretHint', set: boolean, lastFour: string }, page: { __typename?: 'FacebookPage', id: string, name: string } | null, deliveryError: { __typename?: 'DeliveryError', message: string, detail: string | null, at: string, count: number, since: string } | null };

export type FacebookIntegrationTab_SettingsQueryVariables = Exact<{
  botId: Scalars['ID']['input'];
}>;


export type FacebookIntegrationTab_SettingsQuery = { __typename?: 'Query', facebookSettings: { __typename?: 'FacebookSettings', botId: string, webhookUrl: string, humanAgents: Array<string>, quietMinutes: number, askFeedback: boolean, pageAccessToken: { __typename?: 'SecretHint', set: boolean, lastFour: string }, verifyToken: { __typename?: 'SecretHint', set: boolean, lastFour: string }, appSecret: { __typename?: 'SecretHint', set: boolean, lastFour: string }, page: { __typename?: 'FacebookPage', id: string, name: string } | null, deliveryError: { __typename?: 'DeliveryError', message: string, detail: string | null, at: string, count: number, since: string } | null } };

export type FacebookIntegrationTab_UpdateMutationVariables = Exact<{
  input: UpdateFacebookSettingsInput;
}>;


export type FacebookIntegrationTab_UpdateMutation = { __typename?: 'Mutation', updateFacebookSettings: { __typename?: 'FacebookSettingsPayload', settings: { __typename?: 'FacebookSettings', botId: string, webhookUrl: string, humanAgents: Array<string>, quietMinutes: number, askFeedback: boolean, pageAccessToken: { __typename?: 'SecretHint', set: boolean, lastFour: string }, verifyToken: { __typename?: 'SecretHint', set: boolean, lastFour: string }, appSecret: { __typename?: 'SecretHint', set: boolean, lastFour: string }, page: { __typename?: 'FacebookPage', id: string, name: string } | null, deliveryError: { __typename?: 'DeliveryError', message: string, detail: string | null, at: string, count: number, since: string } | null } } };

export type LineIntegrationTab_LineSettingsFragment = { __typename?: 'LineSettings', botId: string, webhookUrl: string, humanAgents: Array<string>, quietMinutes: number, askFeedback: boolean, channelSecret: { __typename?: 'SecretHint', set: boolean, lastFour: string }, channelAccessToken: { __typename?: 'SecretHint', set: boolean, lastFour: string }, deliveryError: { __typename?: 'DeliveryError', message: string, detail: string | null, at: string, count: number, since: string } | null };

export type LineIntegrationTab_SettingsQueryVariables = Exact<{
  botId: Scalars['ID']['input'];
}>;


export type LineIntegrationTab_SettingsQuery = { __typename?: 'Query', lineSettings: { __typename?: 'LineSettings', botId: string, webhookUrl: string, humanAgents: Array<string>, quietMinutes: number, askFeedback: boolean, channelSecret: { __typename?: 'SecretHint', set: boolean, lastFour: string }, channelAccessToken: { __typename?: 'SecretHint', set: boolean, lastFour: string }, deliveryError: { __typename?: 'DeliveryError', message: string, detail: string | null, at: string, count: number, since: string } | null } };

export type LineIntegrationTab_UpdateMutationVariables = Exact<{
  input: UpdateLineSettingsInput;
}>;


export type LineIntegrationTab_UpdateMutation = { __typename?: 'Mutation', updateLineSettings: { __typename?: 'LineSettingsPayload', settings: { __typename?: 'LineSettings', botId: string, webhookUrl: string, humanAgents: Array<string>, quietMinutes: number, askFeedback: boolean, channelSecret: { __typename?: 'SecretHint', set: boolean, lastFour: string }, channelAccessToken: { __typename?: 'SecretHint', set: boolean, lastFour: string }, deliveryError: { __typename?: 'DeliveryError', message: string, detail: string | null, at: string, count: number, since: string } | null } } };

export type LineIntegrationTab_SetWebhookUrlMutationVariables = Exact<{
  input: LineWebhookInput;
}>;


export type LineIntegrationTab_SetWebhookUrlMutation = { __typename?: 'Mutation', setLineWebhookUrl: { __typename?: 'SetLineWebhookUrlPayload', success: boolean, webhookUrl: string } };

export type LineIntegrationTab_TestWebhookMutationVariables = Exact<{
  input: LineWebhookInput;
}>;


export type LineIntegrationTab_TestWebhookMutation = { __typename?: 'Mutation', testLineWebhook: { __typename?: 'TestLineWebhookPayload', success: boolean, code: string, statusCode: number, reason: string, detail: string, timestamp: string } };

export type ThirdPartyIntegrationTab_ThirdPartySettingsFragment = { __typename?: 'ThirdPartySettings', botId: string, webhookUrl: string, callbackUrl: string | null, secret: { __typename?: 'SecretHint', set: boolean, lastFour: string }, deliveryError: { __typename?: 'DeliveryError', message: string, detail: string | null, at: string, count: number, since: string } | null };

export type ThirdPartyIntegrationTab_SettingsQueryVariables = Exact<{
  botId: Scalars['ID']['input'];
}>;


export type ThirdPartyIntegrationTab_SettingsQuery = { __typename?: 'Query', thirdPartySettings: { __typename?: 'ThirdPartySettings', botId: string, webhookUrl: string, callbackUrl: string | null, secret: { __typename?: 'SecretHint', set: boolean, lastFour: string }, deliveryError: { __typename?: 'DeliveryError', message: string, detail: string | null, at: string, count: number, since: string } | null } };

export type ThirdPartyIntegrationTab_UpdateMutationVariables = Exact<{
  input: UpdateThirdPartySettingsInput;
}>;


export type ThirdPartyIntegrationTab_UpdateMutation = { __typename?: 'Mutation', updateThirdPartySettings: { __typename?: 'ThirdPartySettingsPayload', settings: { __typename?: 'ThirdPartySettings', botId: string, webhookUrl: string, callbackUrl: string | null, secret: { __typename?: 'SecretHint', set: boolean, lastFour: string }, deliveryError: { __typename?: 'DeliveryError', message: string, detail: string | null, at: string, count: number, since: string } | null } } };

export type WebIntegrationTab_WebPluginSettingsFragment = { __typename?: 'WebPluginSettings', botId: string, vendorId: string, active: boolean, headerBgColor: string, headerTextColor: string, chatLabel: string, tickerMessages: Array<string>, trustedDomains: Array<string>, robotIconUrl: string | null, chatIconUrl: string | null, scriptPath: string };

export type WebIntegrationTab_SettingsQueryVariables = Exact<{
  botId: Scalars['ID']['input'];
}>;


export type WebIntegrationTab_SettingsQuery = { __typename?: 'Query', webPluginSettings: { __typename?: 'WebPluginSettings', botId: string, vendorId: string, active: boolean, headerBgColor: string, headerTextColor: string, chatLabel: string, tickerMessages: Array<string>, trustedDomains: Array<string>, robotIconUrl: string | null, chatIconUrl: string | null, scriptPath: string }, chatbot: { __typename?: 'Chatbot', id: string, name: string, greetingMsg: string } | null };

export type WebIntegrationTab_UpdateMutationVariables = Exact<{
  input: UpdateWebPluginSettingsInput;
}>;


export type WebIntegrationTab_UpdateMutation = { __typename?: 'Mutation', updateWebPluginSettings: { __typename?: 'WebPluginSettingsPayload', settings: { __typename?: 'WebPluginSettings', botId: string, vendorId: string, active: boolean, headerBgColor: string, headerTextColor: string, chatLabel: string, tickerMessages: Array<string>, trustedDomains: Array<string>, robotIconUrl: string | null, chatIconUrl: string | null, scriptPath: string } } };

export type WebIntegrationTab_UploadIconMutationVariables = Exact<{
  input: UploadWebPluginIconInput;
}>;


export type WebIntegrationTab_UploadIconMutation = { __typename?: 'Mutation', uploadWebPluginIcon: { __typename?: 'WebPluginSettingsPayload', settings: { __typename?: 'WebPluginSettings', botId: string, vendorId: string, active: boolean, headerBgColor: string, headerTextColor: string, chatLabel: string, tickerMessages: Array<string>, trustedDomains: Array<string>, robotIconUrl: string | null, chatIconUrl: string | null, scriptPath: string } } };

export type WebIntegrationTab_RemoveIconMutationVariables = Exact<{
  input: RemoveWebPluginIconInput;
}>;


export type WebIntegrationTab_RemoveIconMutation = { __typename?: 'Mutation', removeWebPluginIcon: { __typename?: 'WebPluginSettingsPayload', settings: { __typename?: 'WebPluginSettings', botId: string, vendorId: string, active: boolean, headerBgColor: string, headerTextColor: string, chatLabel: string, tickerMessages: Array<string>, trustedDomains: Array<string>, robotIconUrl: string | null, chatIconUrl: string | null, scriptPath: string } } };

export type BotQuestionnaires_QuestionnaireFragment = { __typename?: 'Questionnaire', id: string, title: string, keyword: string, closingMessage: string, active: boolean, responseCount: number, updatedAt: string, questions: Array<{ __typename?: 'QuestionnaireQuestion', text: string, type: string, required: boolean, choices: Array<string>, entityType: string | null, rules: { __typename?: 'QuestionnaireRules', min: number | null, max: number | null, length: number | null, regex: string | null, message: string | null } | null }> };

export type BotQuestionnaires_ChatbotQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BotQuestionnaires_ChatbotQuery = { __typename?: 'Query', chatbot: { __typename?: 'Chatbot', id: string, name: string } | null, me: { __typename?: 'Account', email: string } | null };

export type BotQuestionnaires_EntityTypesQueryVariables = Exact<{
  botId: Scalars['ID']['input'];
}>;


export type BotQuestionnaires_EntityTypesQuery = { __typename?: 'Query', entities: { __typename?: 'EntityData', botId: string, types: Array<string> } };

export type BotQuestionnaires_ListQueryVariables = Exact<{
  botId: Scalars['ID']['input'];
}>;


export type BotQuestionnaires_ListQuery = { __typename?: 'Query', questionnaires: Array<{ __typename?: 'Questionnaire', id: string, title: string, keyword: string, closingMessage: string, active: boolean, responseCount: number, updatedAt: string, questions: Array<{ __typename?: 'QuestionnaireQuestion', text: string, type: string, required: boolean, choices: Array<string>, entityType: string | null, rules: { __typename?: 'QuestionnaireRules', min: number | null, max: number | null, length: number | null, regex: string | null, message: string | null } | null }> }> };

export type BotQuestionnaires_CreateMutationVariables = Exact<{
  input: QuestionnaireInput;
}>;


export type BotQuestionnaires_CreateMutation = { __typename?: 'Mutation', createQuestionnaire: { __typename?: 'Questionnaire', id: string, title: string, keyword: string, closingMessage: string, active: boolean, responseCount: number, updatedAt: string, questions: Array<{ __typename?: 'QuestionnaireQuestion', text: string, type: string, required: boolean, choices: Array<string>, entityType: string | null, rules: { __typename?: 'QuestionnaireRules', min: number | null, max: number | null, length: number | null, regex: string | null, message: string | null } | null }> } };

export type BotQuestionnaires_UpdateMutationVariables = Exact<{
  input: QuestionnaireInput;
}>;


export type BotQuestionnaires_UpdateMutation = { __typename?: 'Mutation', updateQuestionnaire: { __typename?: 'Questionnaire', id: string, title: string, keyword: string, closingMessage: string, active: boolean, responseCount: number, updatedAt: string, questions: Array<{ __typename?: 'QuestionnaireQuestion', text: string, type: string, required: boolean, choices: Array<string>, entityType: string | null, rules: { __typename?: 'QuestionnaireRules', min: number | null, max: number | null, length: number | null, regex: string | null, message: string | null } | null }> } };

export type BotQuestionnaires_DeleteMutationVariables = Exact<{
  input: DeleteQuestionnaireInput;
}>;


export type BotQuestionnaires_DeleteMutation = { __typename?: 'Mutation', deleteQuestionnaire: Array<{ __typename?: 'Questionnaire', id: string, title: string, keyword: string, closingMessage: string, active: boolean, responseCount: number, updatedAt: string, questions: Array<{ __typename?: 'QuestionnaireQuestion', text: string, type: string, required: boolean, choices: Array<string>, entityType: string | null, rules: { __typename?: 'QuestionnaireRules', min: number | null, max: number | null, length: number | null, regex: string | null, message: string | null } | null }> }> };

export type BotQuestionnaires_ResponsesQueryVariables = Exact<{
  botId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
}>;


export type BotQuestionnaires_ResponsesQuery = { __typename?: 'Query', questionnaireResponses: { __typename?: 'QuestionnaireResponses', questionnaireId: string, title: string, responses: Array<{ __typename?: 'QuestionnaireResponse', id: string, platform: Platform, userId: string, createdAt: string, answers: Array<{ __typename?: 'QuestionnaireAnswer', question: string, answer: string }> }> } };

export type Recommendations_ItemFragment = { __typename?: 'Recommendation', id: string, originalQuestion: string, selectedQuestion: string, source: AnswerSource, platform: Platform, userId: string, datetime: string, saved: RecommendationSaved, group: { __typename?: 'QaGroupKey', id: string, key: string } | null };

export type Recommendations_ChatbotQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type Recommendations_ChatbotQuery = { __typename?: 'Query', chatbot: { __typename?: 'Chatbot', id: string, name: string } | null };

export type Recommendations_ListQueryVariables = Exact<{
  botId: Scalars['ID']['input'];
  filter?: InputMaybe<RecommendationFilterInput>;
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type Recommendations_ListQuery = { __typename?: 'Query', recommendations: { __typename?: 'RecommendationPage', nextCursor: string | null, items: Array<{ __typename?: 'Recommendation', id: string, originalQuestion: string, selectedQuestion: string, source: AnswerSource, platform: Platform, userId: string, datetime: string, saved: RecommendationSaved, group: { __typename?: 'QaGroupKey', id: string, key: string } | null }> } };

export type Recommendations_SaveMutationVariables = Exact<{
  input: SaveRecommendationInput;
}>;


export type Recommendations_SaveMutation = { __typename?: 'Mutation', saveRecommendation: { __typename?: 'SaveRecommendationPayload', recommendation: { __typename?: 'Recommendation', id: string, originalQuestion: string, selectedQuestion: string, source: AnswerSource, platform: Platform, userId: string, datetime: string, saved: RecommendationSaved, group: { __typename?: 'QaGroupKey', id: string, key: string } | null } } };

export type BotSettings_ChatbotQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BotSettings_ChatbotQuery = { __typename?: 'Query', chatbot: { __typename?: 'Chatbot', id: string, name: string, greetingMsg: string, failedMsg: string, postbackMsg: string, description: string, language: BotLanguage, package: string, updatedAt: string, tools: { __typename?: 'ChatbotTools', SGW_tour_with_image_tool: boolean, answer_with_url_first_tool: boolean, get_total_price_tool: boolean, owm_forecast_tool: boolean, serpapi_flight_tool: boolean, route_tool: boolean } } | null, userConfig: { __typename?: 'UserConfig', packages: Array<{ __typename?: 'Plan', code: string, name: string, rank: number }> }, me: { __typename?: 'Account', email: string, plan: { __typename?: 'Plan', code: string, name: string, rank: number } } | null };

export type BotSettings_UpdateMutationVariables = Exact<{
  input: UpdateChatbotInput;
}>;


export type BotSettings_UpdateMutation = { __typename?: 'Mutation', updateChatbot: { __typename?: 'UpdateChatbotPayload', chatbot: { __typename?: 'Chatbot', id: string, name: string, greetingMsg: string, failedMsg: string, postbackMsg: string, description: string, language: BotLanguage, package: string, updatedAt: string } } };

export type BotSettings_UpdateToolsMutationVariables = Exact<{
  input: UpdateChatbotToolsInput;
}>;


export type BotSettings_UpdateToolsMutation = { __typename?: 'Mutation', updateChatbotTools: { __typename?: 'UpdateChatbotToolsPayload', chatbot: { __typename?: 'Chatbot', id: string, updatedAt: string, tools: { __typename?: 'ChatbotTools', SGW_tour_with_image_tool: boolean, answer_with_url_first_tool: boolean, get_total_price_tool: boolean, owm_forecast_tool: boolean, serpapi_flight_tool: boolean, route_tool: boolean } } } };

export type BotSettings_DeleteMutationVariables = Exact<{
  input: DeleteChatbotInput;
}>;


export type BotSettings_DeleteMutation = { __typename?: 'Mutation', deleteChatbot: { __typename?: 'DeleteChatbotPayload', id: string } };

export type BotSettings_UsageLineQueryVariables = Exact<{
  botId: Scalars['ID']['input'];
}>;


export type BotSettings_UsageLineQuery = { __typename?: 'Query', userStats: { __typename?: 'UserStats', tiles: { __typename?: 'UsageTiles', today: { __typename?: 'UsageTile', count: number }, thisWeek: { __typename?: 'UsageTile', count: number } } } };

export type BotTemplate_TemplatesQueryVariables = Exact<{
  language?: InputMaybe<BotLanguage>;
}>;


export type BotTemplate_TemplatesQuery = { __typename?: 'Query', chatbotTemplates: Array<{ __typename?: 'ChatbotTemplate', id: string, name: string, description: string, groups: Array<{ __typename?: 'TemplateGroup', questions: Array<string>, answers: Array<string> }>, fields: Array<{ __typename?: 'TemplateField', key: string, label: string, type: TemplateFieldType, example: string, rules: Array<{ __typename?: 'TemplateRule', kind: TemplateRuleKind, value: number | null, min: number | null, max: number | null, pattern: string | null, field: string | null }> }> }> };

export type BotTemplate_CreateMutationVariables = Exact<{
  input: CreateChatbotFromTemplateInput;
}>;


export type BotTemplate_CreateMutation = { __typename?: 'Mutation', createChatbotFromTemplate: { __typename?: 'CreateChatbotPayload', chatbot: { __typename?: 'Chatbot', id: string, name: string } } };

export type TestChat_ChatbotQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TestChat_ChatbotQuery = { __typename?: 'Query', chatbot: { __typename?: 'Chatbot', id: string, name: string, greetingMsg: string } | null, me: { __typename?: 'Account', email: string } | null };

export type TestChat_SendMutationVariables = Exact<{
  input: SendTestMessageInput;
}>;


export type TestChat_SendMutation = { __typename?: 'Mutation', sendTestMessage: { __typename?: 'SendTestMessagePayload', reply: { __typename?: 'TestChatReply', type: ReplyType, state: ReplyState, success: boolean, sid: string, text: string, title: string, answerStatus: number, offTopic: string | null, source: AnswerSource | null, exchangeId: string | null, buttons: Array<{ __typename?: 'ReplyButton', id: string, oriQue: string, text: string }>, matchedGroup: { __typename?: 'QaGroup', id: string, questions: Array<string> } | null, synonyms: Array<{ __typename?: 'SynonymReading', word: string, readAs: Array<string> }>, entities: Array<{ __typename?: 'FoundEntity', type: string, value: string, text: string }>, sources: Array<{ __typename?: 'SourceCandidates', source: AnswerSource, candidates: Array<{ __typename?: 'SourceCandidate', id: string, label: string, confidence: number }> }> } } };

export type BotTopics_DataFragment = { __typename?: 'TopicData', botId: string, menuKeyword: string | null, effectiveMenuKeyword: string, topics: Array<{ __typename?: 'Topic', id: string, name: string, description: string, active: boolean, position: number, groups: Array<{ __typename?: 'TopicGroup', groupId: string, question: string }> }> };

export type BotTopics_ChatbotQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BotTopics_ChatbotQuery = { __typename?: 'Query', chatbot: { __typename?: 'Chatbot', id: string, name: string } | null, me: { __typename?: 'Account', email: string } | null };

export type BotTopics_DataQueryVariables = Exact<{
  botId: Scalars['ID']['input'];
}>;


export type BotTopics_DataQuery = { __typename?: 'Query', topics: { __typename?: 'TopicData', botId: string, menuKeyword: string | null, effectiveMenuKeyword: string, topics: Array<{ __typename?: 'Topic', id: string, name: string, description: string, active: boolean, position: number, groups: Array<{ __typename?: 'TopicGroup', groupId: string, question: string }> }> } };

export type BotTopics_GroupsQueryVariables = Exact<{
  botId: Scalars['ID']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type BotTopics_GroupsQuery = { __typename?: 'Query', qaGroups: { __typename?: 'QaGroupPage', groups: Array<{ __typename?: 'QaGroup', id: string, key: string, questions: Array<string> }> } };

export type BotTopics_CreateMutationVariables = Exact<{
  input: CreateTopicInput;
}>;


export type BotTopics_CreateMutation = { __typename?: 'Mutation', createTopic: { __typename?: 'TopicDataPayload', data: { __typename?: 'TopicData', botId: string, menuKeyword: string | null, effectiveMenuKeyword: string, topics: Array<{ __typename?: 'Topic', id: string, name: string, description: string, active: boolean, position: number, groups: Array<{ __typename?: 'TopicGroup', groupId: string, question: string }> }> } } };

export type BotTopics_UpdateMutationVariables = Exact<{
  input: UpdateTopicInput;
}>;


export type BotTopics_UpdateMutation = { __typename?: 'Mutation', updateTopic: { __typename?: 'TopicDataPayload', data: { __typename?: 'TopicData', botId: string, menuKeyword: string | null, effectiveMenuKeyword: string, topics: Array<{ __typename?: 'Topic', id: string, name: string, description: string, active: boolean, position: number, groups: Array<{ __typename?: 'TopicGroup', groupId: string, question: string }> }> } } };

export type BotTopics_DeleteMutationVariables = Exact<{
  input: DeleteTopicInput;
}>;


export type BotTopics_DeleteMutation = { __typename?: 'Mutation', deleteTopic: { __typename?: 'TopicDataPayload', data: { __typename?: 'TopicData', botId: string, menuKeyword: string | null, effectiveMenuKeyword: string, topics: Array<{ __typename?: 'Topic', id: string, name: string, description: string, active: boolean, position: number, groups: Array<{ __typename?: 'TopicGroup', groupId: string, question: string }> }> } } };

export type BotTopics_SetGroupsMutationVariables = Exact<{
  input: SetTopicGroupsInput;
}>;


export type BotTopics_SetGroupsMutation = { __typename?: 'Mutation', setTopicGroups: { __typename?: 'TopicDataPayload', data: { __typename?: 'TopicData', botId: string, menuKeyword: string | null, effectiveMenuKeyword: string, topics: Array<{ __typename?: 'Topic', id: string, name: string, description: string, active: boolean, position: number, groups: Array<{ __typename?: 'TopicGroup', groupId: string, question: string }> }> } } };

export type BotTopics_ReorderMutationVariables = Exact<{
  input: ReorderTopicsInput;
}>;


export type BotTopics_ReorderMutation = { __typename?: 'Mutation', reorderTopics: { __typename?: 'TopicDataPayload', data: { __typename?: 'TopicData', botId: string, menuKeyword: string | null, effectiveMenuKeyword: string, topics: Array<{ __typename?: 'Topic', id: string, name: string, description: string, active: boolean, position: number, groups: Array<{ __typename?: 'TopicGroup', groupId: string, question: string }> }> } } };

export type BotTopics_SetMenuKeywordMutationVariables = Exact<{
  input: SetTopicMenuKeywordInput;
}>;


export type BotTopics_SetMenuKeywordMutation = { __typename?: 'Mutation', setTopicMenuKeyword: { __typename?: 'TopicDataPayload', data: { __typename?: 'TopicData', botId: string, menuKeyword: string | null, effectiveMenuKeyword: string, topics: Array<{ __typename?: 'Topic', id: string, name: string, description: string, active: boolean, position: number, groups: Array<{ __typename?: 'TopicGroup', groupId: string, question: string }> }> } } };

export type Confirmation_ConfirmEmailMutationVariables = Exact<{
  input: ConfirmEmailInput;
}>;


export type Confirmation_ConfirmEmailMutation = { __typename?: 'Mutation', confirmEmail: { __typename?: 'ConfirmEmailPayload', email: string } };

export type Dashboard_ChatbotsQueryVariables = Exact<{ [key: string]: never; }>;


export type Dashboard_ChatbotsQuery = { __typename?: 'Query', chatbots: Array<{ __typename?: 'Chatbot', id: string, name: string, description: string, language: BotLanguage, package: string, createdAt: string, questionsThisWeek: number }> };

export type Login_LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type Login_LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'LoginPayload', account: { __typename?: 'Account', email: string, nickname: string, firstName: string, username: string, botLimit: number, botCount: number, emailConfirmed: boolean, signInProvider: SignInProvider | null, plan: { __typename?: 'Plan', code: string, name: string } } } };

export type Pricing_PlansQueryVariables = Exact<{ [key: string]: never; }>;


export type Pricing_PlansQuery = { __typename?: 'Query', planSelfService: boolean, plans: Array<{ __typename?: 'Plan', code: string, name: string, botLimit: number, qaGroupLimit: number, integrations: Array<string>, dailyOptimizationLimit: number }>, me: { __typename?: 'Account', qaGroupLimit: number, qaGroupCount: number, email: string, nickname: string, firstName: string, username: string, botLimit: number, botCount: number, emailConfirmed: boolean, signInProvider: SignInProvider | null, plan: { __typename?: 'Plan', code: string, name: string } } | null };

export type Pricing_ChangePlanMutationVariables = Exact<{
  input: ChangePlanInput;
}>;


export type Pricing_ChangePlanMutation = { __typename?: 'Mutation', changePlan: { __typename?: 'ChangePlanPayload', account: { __typename?: 'Account', qaGroupLimit: number, qaGroupCount: number, email: string, nickname: string, firstName: string, username: string, botLimit: number, botCount: number, emailConfirmed: boolean, signInProvider: SignInProvider | null, plan: { __typename?: 'Plan', code: string, name: string } } } };

export type Reset_RequestPasswordResetMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type Reset_RequestPasswordResetMutation = { __typename?: 'Mutation', requestPasswordReset: { __typename?: 'RequestPasswordResetPayload', ok: boolean } };

export type Reset_ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type Reset_ResetPasswordMutation = { __typename?: 'Mutation', resetPassword: { __typename?: 'ResetPasswordPayload', ok: boolean } };

export type SignIn_ProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type SignIn_ProvidersQuery = { __typename?: 'Query', signInProviders: { __typename?: 'SignInProviders', google: boolean, line: boolean } };

export type SignIn_StartMutationVariables = Exact<{
  input: StartSignInInput;
}>;


export type SignIn_StartMutation = { __typename?: 'Mutation', startSignIn: { __typename?: 'StartSignInPayload', authorizationUrl: string } };

export type SignIn_CompleteMutationVariables = Exact<{
  input: CompleteSignInInput;
}>;


export type SignIn_CompleteMutation = { __typename?: 'Mutation', completeSignIn: { __typename?: 'LoginPayload', account: { __typename?: 'Account', email: string, nickname: string, firstName: string, username: string, botLimit: number, botCount: number, emailConfirmed: boolean, signInProvider: SignInProvider | null, plan: { __typename?: 'Plan', code: string, name: string } } } };

export type Signup_RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type Signup_RegisterMutation = { __typename?: 'Mutation', register: { __typename?: 'RegisterPayload', email: string } };

export const Session_AccountFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_Account"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"botLimit"}},{"kind":"Field","name":{"kind":"Name","value":"botCount"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"signInProvider"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<Session_AccountFragment, unknown>;
export const BotToolsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotTools"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatbotTools"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"SGW_tour_with_image_tool"}},{"kind":"Field","name":{"kind":"Name","value":"answer_with_url_first_tool"}},{"kind":"Field","name":{"kind":"Name","value":"get_total_price_tool"}},{"kind":"Field","name":{"kind":"Name","value":"owm_forecast_tool"}},{"kind":"Field","name":{"kind":"Name","value":"serpapi_flight_tool"}},{"kind":"Field","name":{"kind":"Name","value":"route_tool"}}]}}]} as unknown as DocumentNode<BotToolsFragment, unknown>;
export const BotAutoFaq_FileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotAutoFaq_File"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AutoFaqFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BotAutoFaq_FileFragment, unknown>;
export const BotAutoQa_FileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotAutoQa_File"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"chunkCount"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BotAutoQa_FileFragment, unknown>;
export const BotAutoQa_OptimizationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotAutoQa_Optimization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromptOptimization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"beforeScore"}},{"kind":"Field","name":{"kind":"Name","value":"afterScore"}},{"kind":"Field","name":{"kind":"Name","value":"proposedPrompt"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<BotAutoQa_OptimizationFragment, unknown>;
export const BatchTest_RunFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BatchTest_Run"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BatchTestRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousRunId"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"passRate"}},{"kind":"Field","name":{"kind":"Name","value":"answeredShare"}},{"kind":"Field","name":{"kind":"Name","value":"optionsShare"}},{"kind":"Field","name":{"kind":"Name","value":"noAnswerShare"}},{"kind":"Field","name":{"kind":"Name","value":"wrongMatches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<BatchTest_RunFragment, unknown>;
export const BatchTest_RowChangeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BatchTest_RowChange"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BatchTestRowChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"expectedAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"answerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"answerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}}]}}]}}]} as unknown as DocumentNode<BatchTest_RowChangeFragment, unknown>;
export const BotDetail_UsageTileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotDetail_UsageTile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UsageTile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"previous"}},{"kind":"Field","name":{"kind":"Name","value":"change"}}]}}]} as unknown as DocumentNode<BotDetail_UsageTileFragment, unknown>;
export const BotEntities_FileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotEntities_File"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntityFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"entityCount"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BotEntities_FileFragment, unknown>;
export const BotEntities_DataFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotEntities_Data"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntityData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"entityCount"}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"replacedFile"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotEntities_File"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotEntities_File"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntityFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"entityCount"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BotEntities_DataFragment, unknown>;
export const BotFaq_QaGroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotFaq_QaGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QaGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"questions"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"answerMode"}},{"kind":"Field","name":{"kind":"Name","value":"similarEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"postbackChoices"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BotFaq_QaGroupFragment, unknown>;
export const BotFaq_TrainingJobFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotFaq_TrainingJob"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"groupCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<BotFaq_TrainingJobFragment, unknown>;
export const History_ExchangeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"History_Exchange"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryExchange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sid"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"questionUnsent"}},{"kind":"Field","name":{"kind":"Name","value":"lineChat"}},{"kind":"Field","name":{"kind":"Name","value":"lineChatId"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"datetime"}},{"kind":"Field","name":{"kind":"Name","value":"answerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}},{"kind":"Field","name":{"kind":"Name","value":"matchedGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"question"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]} as unknown as DocumentNode<History_ExchangeFragment, unknown>;
export const FacebookIntegrationTab_FacebookSettingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacebookIntegrationTab_FacebookSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FacebookSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"webhookUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pageAccessToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"set"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verifyToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"set"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"appSecret"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"set"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"humanAgents"}},{"kind":"Field","name":{"kind":"Name","value":"quietMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"askFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryError"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"since"}}]}}]}}]} as unknown as DocumentNode<FacebookIntegrationTab_FacebookSettingsFragment, unknown>;
export const LineIntegrationTab_LineSettingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LineIntegrationTab_LineSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LineSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"webhookUrl"}},{"kind":"Field","name":{"kind":"Name","value":"channelSecret"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"set"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"channelAccessToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"set"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"humanAgents"}},{"kind":"Field","name":{"kind":"Name","value":"quietMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"askFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryError"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"since"}}]}}]}}]} as unknown as DocumentNode<LineIntegrationTab_LineSettingsFragment, unknown>;
export const ThirdPartyIntegrationTab_ThirdPartySettingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThirdPartyIntegrationTab_ThirdPartySettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThirdPartySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"webhookUrl"}},{"kind":"Field","name":{"kind":"Name","value":"secret"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"set"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"callbackUrl"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryError"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"since"}}]}}]}}]} as unknown as DocumentNode<ThirdPartyIntegrationTab_ThirdPartySettingsFragment, unknown>;
export const WebIntegrationTab_WebPluginSettingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebIntegrationTab_WebPluginSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebPluginSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"headerBgColor"}},{"kind":"Field","name":{"kind":"Name","value":"headerTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"chatLabel"}},{"kind":"Field","name":{"kind":"Name","value":"tickerMessages"}},{"kind":"Field","name":{"kind":"Name","value":"trustedDomains"}},{"kind":"Field","name":{"kind":"Name","value":"robotIconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"chatIconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"scriptPath"}}]}}]} as unknown as DocumentNode<WebIntegrationTab_WebPluginSettingsFragment, unknown>;
export const BotQuestionnaires_QuestionnaireFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotQuestionnaires_Questionnaire"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Questionnaire"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"keyword"}},{"kind":"Field","name":{"kind":"Name","value":"closingMessage"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"responseCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"regex"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<BotQuestionnaires_QuestionnaireFragment, unknown>;
export const Recommendations_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Recommendations_Item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recommendation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"originalQuestion"}},{"kind":"Field","name":{"kind":"Name","value":"selectedQuestion"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"datetime"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}}]}}]} as unknown as DocumentNode<Recommendations_ItemFragment, unknown>;
export const BotTopics_DataFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotTopics_Data"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TopicData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"menuKeyword"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveMenuKeyword"}},{"kind":"Field","name":{"kind":"Name","value":"topics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}}]}}]}}]}}]} as unknown as DocumentNode<BotTopics_DataFragment, unknown>;
export const ResendConfirmation_ResendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendConfirmation_Resend"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendConfirmation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendAvailableAt"}}]}}]}}]} as unknown as DocumentNode<ResendConfirmation_ResendMutation, ResendConfirmation_ResendMutationVariables>;
export const Session_MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Session_Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Session_Account"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_Account"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"botLimit"}},{"kind":"Field","name":{"kind":"Name","value":"botCount"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"signInProvider"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<Session_MeQuery, Session_MeQueryVariables>;
export const Session_EventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"Session_Events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<Session_EventsSubscription, Session_EventsSubscriptionVariables>;
export const Session_LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Session_Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<Session_LogoutMutation, Session_LogoutMutationVariables>;
export const BotNav_ChatbotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotNav_Chatbot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BotNav_ChatbotQuery, BotNav_ChatbotQueryVariables>;
export const Untrained_StatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Untrained_Status"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"training"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"untrainedChanges"}}]}}]}}]} as unknown as DocumentNode<Untrained_StatusQuery, Untrained_StatusQueryVariables>;
export const Account_PageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Account_Page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Session_Account"}},{"kind":"Field","name":{"kind":"Name","value":"activatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"qaGroupLimit"}},{"kind":"Field","name":{"kind":"Name","value":"qaGroupCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_Account"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"botLimit"}},{"kind":"Field","name":{"kind":"Name","value":"botCount"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"signInProvider"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<Account_PageQuery, Account_PageQueryVariables>;
export const Account_UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Account_UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Session_Account"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_Account"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"botLimit"}},{"kind":"Field","name":{"kind":"Name","value":"botCount"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"signInProvider"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<Account_UpdateProfileMutation, Account_UpdateProfileMutationVariables>;
export const Account_ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Account_ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"otherSessionsEnded"}}]}}]}}]} as unknown as DocumentNode<Account_ChangePasswordMutation, Account_ChangePasswordMutationVariables>;
export const BotAutoFaq_ChatbotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotAutoFaq_Chatbot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<BotAutoFaq_ChatbotQuery, BotAutoFaq_ChatbotQueryVariables>;
export const BotAutoFaq_DataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotAutoFaq_Data"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"autoFaq"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotAutoFaq_File"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotAutoFaq_File"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AutoFaqFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BotAutoFaq_DataQuery, BotAutoFaq_DataQueryVariables>;
export const BotAutoFaq_UploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotAutoFaq_Upload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadAutoFaqFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadAutoFaqFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotAutoFaq_File"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotAutoFaq_File"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AutoFaqFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BotAutoFaq_UploadMutation, BotAutoFaq_UploadMutationVariables>;
export const BotAutoFaq_SetActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotAutoFaq_SetActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetAutoFaqFileActiveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAutoFaqFileActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotAutoFaq_File"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotAutoFaq_File"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AutoFaqFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BotAutoFaq_SetActiveMutation, BotAutoFaq_SetActiveMutationVariables>;
export const BotAutoFaq_DeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotAutoFaq_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAutoFaqFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAutoFaqFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotAutoFaq_File"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotAutoFaq_File"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AutoFaqFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BotAutoFaq_DeleteMutation, BotAutoFaq_DeleteMutationVariables>;
export const BotAutoFaq_TestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotAutoFaq_Test"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TestAutoFaqInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testAutoFaq"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"chosenAnswerId"}},{"kind":"Field","name":{"kind":"Name","value":"chosenBy"}},{"kind":"Field","name":{"kind":"Name","value":"modelError"}},{"kind":"Field","name":{"kind":"Name","value":"verdict"}},{"kind":"Field","name":{"kind":"Name","value":"soleSource"}},{"kind":"Field","name":{"kind":"Name","value":"shortlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}}]}}]}}]}}]} as unknown as DocumentNode<BotAutoFaq_TestMutation, BotAutoFaq_TestMutationVariables>;
export const BotAutoQa_ChatbotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotAutoQa_Chatbot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<BotAutoQa_ChatbotQuery, BotAutoQa_ChatbotQueryVariables>;
export const BotAutoQa_DataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotAutoQa_Data"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"autoQa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotAutoQa_File"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotAutoQa_File"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"chunkCount"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BotAutoQa_DataQuery, BotAutoQa_DataQueryVariables>;
export const BotAutoQa_UploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotAutoQa_Upload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadKnowledgeFilesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadKnowledgeFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotAutoQa_File"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replaced"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotAutoQa_File"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"chunkCount"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BotAutoQa_UploadMutation, BotAutoQa_UploadMutationVariables>;
export const BotAutoQa_SetActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotAutoQa_SetActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetKnowledgeFileActiveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setKnowledgeFileActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]} as unknown as DocumentNode<BotAutoQa_SetActiveMutation, BotAutoQa_SetActiveMutationVariables>;
export const BotAutoQa_DeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotAutoQa_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteKnowledgeFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteKnowledgeFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedFileId"}}]}}]}}]} as unknown as DocumentNode<BotAutoQa_DeleteMutation, BotAutoQa_DeleteMutationVariables>;
export const BotAutoQa_RetryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotAutoQa_Retry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RetryKnowledgeFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryKnowledgeFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotAutoQa_File"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotAutoQa_File"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"chunkCount"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BotAutoQa_RetryMutation, BotAutoQa_RetryMutationVariables>;
export const BotAutoQa_UpdateDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotAutoQa_UpdateData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAutoQaDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAutoQaData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotAutoQa_File"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotAutoQa_File"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"chunkCount"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BotAutoQa_UpdateDataMutation, BotAutoQa_UpdateDataMutationVariables>;
export const BotAutoQa_IngestProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BotAutoQa_IngestProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"knowledgeIngestProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotAutoQa_File"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotAutoQa_File"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnowledgeFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"chunkCount"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BotAutoQa_IngestProgressSubscription, BotAutoQa_IngestProgressSubscriptionVariables>;
export const BotAutoQa_TestRetrievalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotAutoQa_TestRetrieval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TestRetrievalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testRetrieval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"verdict"}},{"kind":"Field","name":{"kind":"Name","value":"soleSource"}},{"kind":"Field","name":{"kind":"Name","value":"chunks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"ordinal"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"paragraph"}}]}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}}]}}]}}]}}]} as unknown as DocumentNode<BotAutoQa_TestRetrievalMutation, BotAutoQa_TestRetrievalMutationVariables>;
export const BotAutoQa_LlmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotAutoQa_Llm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"llm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}}]}}]}}]} as unknown as DocumentNode<BotAutoQa_LlmQuery, BotAutoQa_LlmQueryVariables>;
export const BotAutoQa_OptimizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotAutoQa_Optimization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promptOptimization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"optimization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotAutoQa_Optimization"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dailyLimit"}},{"kind":"Field","name":{"kind":"Name","value":"usedToday"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotAutoQa_Optimization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromptOptimization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"beforeScore"}},{"kind":"Field","name":{"kind":"Name","value":"afterScore"}},{"kind":"Field","name":{"kind":"Name","value":"proposedPrompt"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<BotAutoQa_OptimizationQuery, BotAutoQa_OptimizationQueryVariables>;
export const BotAutoQa_StartOptimizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotAutoQa_StartOptimization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartPromptOptimizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPromptOptimization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optimization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotAutoQa_Optimization"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotAutoQa_Optimization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromptOptimization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"beforeScore"}},{"kind":"Field","name":{"kind":"Name","value":"afterScore"}},{"kind":"Field","name":{"kind":"Name","value":"proposedPrompt"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<BotAutoQa_StartOptimizationMutation, BotAutoQa_StartOptimizationMutationVariables>;
export const BotAutoQa_ApplyOptimizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotAutoQa_ApplyOptimization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromptOptimizationDecisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyPromptOptimization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optimization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotAutoQa_Optimization"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotAutoQa_Optimization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromptOptimization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"beforeScore"}},{"kind":"Field","name":{"kind":"Name","value":"afterScore"}},{"kind":"Field","name":{"kind":"Name","value":"proposedPrompt"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<BotAutoQa_ApplyOptimizationMutation, BotAutoQa_ApplyOptimizationMutationVariables>;
export const BotAutoQa_DiscardOptimizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotAutoQa_DiscardOptimization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromptOptimizationDecisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discardPromptOptimization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optimization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotAutoQa_Optimization"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotAutoQa_Optimization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromptOptimization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"beforeScore"}},{"kind":"Field","name":{"kind":"Name","value":"afterScore"}},{"kind":"Field","name":{"kind":"Name","value":"proposedPrompt"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<BotAutoQa_DiscardOptimizationMutation, BotAutoQa_DiscardOptimizationMutationVariables>;
export const BotAutoQa_OptimizationProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BotAutoQa_OptimizationProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"promptOptimizationProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotAutoQa_Optimization"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotAutoQa_Optimization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PromptOptimization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"beforeScore"}},{"kind":"Field","name":{"kind":"Name","value":"afterScore"}},{"kind":"Field","name":{"kind":"Name","value":"proposedPrompt"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<BotAutoQa_OptimizationProgressSubscription, BotAutoQa_OptimizationProgressSubscriptionVariables>;
export const BatchTest_ChatbotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BatchTest_Chatbot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<BatchTest_ChatbotQuery, BatchTest_ChatbotQueryVariables>;
export const BatchTest_RunsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BatchTest_Runs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batchTestRuns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowLimit"}},{"kind":"Field","name":{"kind":"Name","value":"runs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BatchTest_Run"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BatchTest_Run"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BatchTestRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousRunId"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"passRate"}},{"kind":"Field","name":{"kind":"Name","value":"answeredShare"}},{"kind":"Field","name":{"kind":"Name","value":"optionsShare"}},{"kind":"Field","name":{"kind":"Name","value":"noAnswerShare"}},{"kind":"Field","name":{"kind":"Name","value":"wrongMatches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<BatchTest_RunsQuery, BatchTest_RunsQueryVariables>;
export const BatchTest_ResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BatchTest_Results"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"runId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"outcome"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BatchTestOutcome"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batchTestResults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}},{"kind":"Argument","name":{"kind":"Name","value":"runId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"runId"}}},{"kind":"Argument","name":{"kind":"Name","value":"outcome"},"value":{"kind":"Variable","name":{"kind":"Name","value":"outcome"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"expectedAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"answerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}}]}}]}}]}}]} as unknown as DocumentNode<BatchTest_ResultsQuery, BatchTest_ResultsQueryVariables>;
export const BatchTest_ComparisonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BatchTest_Comparison"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"runId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"otherRunId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batchTestComparison"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}},{"kind":"Argument","name":{"kind":"Name","value":"runId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"runId"}}},{"kind":"Argument","name":{"kind":"Name","value":"otherRunId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"otherRunId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"otherRunId"}},{"kind":"Field","name":{"kind":"Name","value":"fixed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BatchTest_RowChange"}}]}},{"kind":"Field","name":{"kind":"Name","value":"broken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BatchTest_RowChange"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BatchTest_RowChange"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BatchTestRowChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"expectedAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"answerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"answerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}}]}}]}}]} as unknown as DocumentNode<BatchTest_ComparisonQuery, BatchTest_ComparisonQueryVariables>;
export const BatchTest_LikelyGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BatchTest_LikelyGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"runId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"position"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batchTestRowLikelyGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}},{"kind":"Argument","name":{"kind":"Name","value":"runId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"runId"}}},{"kind":"Argument","name":{"kind":"Name","value":"position"},"value":{"kind":"Variable","name":{"kind":"Name","value":"position"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"question"}}]}}]}}]} as unknown as DocumentNode<BatchTest_LikelyGroupsQuery, BatchTest_LikelyGroupsQueryVariables>;
export const BatchTest_StartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchTest_Start"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartBatchTestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startBatchTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BatchTest_Run"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BatchTest_Run"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BatchTestRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousRunId"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"passRate"}},{"kind":"Field","name":{"kind":"Name","value":"answeredShare"}},{"kind":"Field","name":{"kind":"Name","value":"optionsShare"}},{"kind":"Field","name":{"kind":"Name","value":"noAnswerShare"}},{"kind":"Field","name":{"kind":"Name","value":"wrongMatches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<BatchTest_StartMutation, BatchTest_StartMutationVariables>;
export const BatchTest_PauseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchTest_Pause"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BatchTestRunInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseBatchTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BatchTest_Run"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BatchTest_Run"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BatchTestRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousRunId"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"passRate"}},{"kind":"Field","name":{"kind":"Name","value":"answeredShare"}},{"kind":"Field","name":{"kind":"Name","value":"optionsShare"}},{"kind":"Field","name":{"kind":"Name","value":"noAnswerShare"}},{"kind":"Field","name":{"kind":"Name","value":"wrongMatches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<BatchTest_PauseMutation, BatchTest_PauseMutationVariables>;
export const BatchTest_ResumeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchTest_Resume"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BatchTestRunInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeBatchTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BatchTest_Run"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BatchTest_Run"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BatchTestRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousRunId"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"passRate"}},{"kind":"Field","name":{"kind":"Name","value":"answeredShare"}},{"kind":"Field","name":{"kind":"Name","value":"optionsShare"}},{"kind":"Field","name":{"kind":"Name","value":"noAnswerShare"}},{"kind":"Field","name":{"kind":"Name","value":"wrongMatches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<BatchTest_ResumeMutation, BatchTest_ResumeMutationVariables>;
export const BatchTest_StopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchTest_Stop"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BatchTestRunInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stopBatchTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BatchTest_Run"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BatchTest_Run"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BatchTestRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousRunId"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"passRate"}},{"kind":"Field","name":{"kind":"Name","value":"answeredShare"}},{"kind":"Field","name":{"kind":"Name","value":"optionsShare"}},{"kind":"Field","name":{"kind":"Name","value":"noAnswerShare"}},{"kind":"Field","name":{"kind":"Name","value":"wrongMatches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<BatchTest_StopMutation, BatchTest_StopMutationVariables>;
export const BatchTest_AddToQaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchTest_AddToQa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddBatchTestRowToQaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addBatchTestRowToQa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qaGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotFaq_QaGroup"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotFaq_QaGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QaGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"questions"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"answerMode"}},{"kind":"Field","name":{"kind":"Name","value":"similarEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"postbackChoices"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BatchTest_AddToQaMutation, BatchTest_AddToQaMutationVariables>;
export const BatchTest_ProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BatchTest_Progress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batchTestProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<BatchTest_ProgressSubscription, BatchTest_ProgressSubscriptionVariables>;
export const BatchTest_RunAgainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BatchTest_RunAgain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BatchTestRunInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runBatchTestAgain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"run"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BatchTest_Run"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BatchTest_Run"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BatchTestRun"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"previousRunId"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"passRate"}},{"kind":"Field","name":{"kind":"Name","value":"answeredShare"}},{"kind":"Field","name":{"kind":"Name","value":"optionsShare"}},{"kind":"Field","name":{"kind":"Name","value":"noAnswerShare"}},{"kind":"Field","name":{"kind":"Name","value":"wrongMatches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<BatchTest_RunAgainMutation, BatchTest_RunAgainMutationVariables>;
export const BotCreate_UserConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotCreate_UserConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"packages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"botCount"}},{"kind":"Field","name":{"kind":"Name","value":"botLimit"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}}]}}]}}]} as unknown as DocumentNode<BotCreate_UserConfigQuery, BotCreate_UserConfigQueryVariables>;
export const BotCreate_CreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotCreate_Create"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateChatbotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createChatbot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<BotCreate_CreateMutation, BotCreate_CreateMutationVariables>;
export const BotDetail_ChatbotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotDetail_Chatbot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"greetingMsg"}},{"kind":"Field","name":{"kind":"Name","value":"failedMsg"}},{"kind":"Field","name":{"kind":"Name","value":"postbackMsg"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"scenario"}},{"kind":"Field","name":{"kind":"Name","value":"tools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotTools"}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotTools"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatbotTools"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"SGW_tour_with_image_tool"}},{"kind":"Field","name":{"kind":"Name","value":"answer_with_url_first_tool"}},{"kind":"Field","name":{"kind":"Name","value":"get_total_price_tool"}},{"kind":"Field","name":{"kind":"Name","value":"owm_forecast_tool"}},{"kind":"Field","name":{"kind":"Name","value":"serpapi_flight_tool"}},{"kind":"Field","name":{"kind":"Name","value":"route_tool"}}]}}]} as unknown as DocumentNode<BotDetail_ChatbotQuery, BotDetail_ChatbotQueryVariables>;
export const BotDetail_UserStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotDetail_UserStats"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}},{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"daily"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"questions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unhandled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"lastAskedAt"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qa"}},{"kind":"Field","name":{"kind":"Name","value":"autofaq"}},{"kind":"Field","name":{"kind":"Name","value":"knowledge"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"noAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"questionnaire"}},{"kind":"Field","name":{"kind":"Name","value":"other"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotDetail_UsageTile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"yesterday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotDetail_UsageTile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thisWeek"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotDetail_UsageTile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastWeek"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotDetail_UsageTile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thisMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotDetail_UsageTile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotDetail_UsageTile"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotDetail_UsageTile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UsageTile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"previous"}},{"kind":"Field","name":{"kind":"Name","value":"change"}}]}}]} as unknown as DocumentNode<BotDetail_UserStatsQuery, BotDetail_UserStatsQueryVariables>;
export const BotDetail_UnhandledThemesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotDetail_UnhandledThemes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BotLanguage"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unhandledThemes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}},{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"themes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"examples"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suggestedGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"similarQuestions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}}]}}]} as unknown as DocumentNode<BotDetail_UnhandledThemesQuery, BotDetail_UnhandledThemesQueryVariables>;
export const BotEntities_ChatbotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotEntities_Chatbot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<BotEntities_ChatbotQuery, BotEntities_ChatbotQueryVariables>;
export const BotEntities_DataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotEntities_Data"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotEntities_Data"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotEntities_File"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntityFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"entityCount"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotEntities_Data"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntityData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"entityCount"}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"replacedFile"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotEntities_File"}}]}}]}}]} as unknown as DocumentNode<BotEntities_DataQuery, BotEntities_DataQueryVariables>;
export const BotEntities_UploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotEntities_Upload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadEntityFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadEntityFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotEntities_Data"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotEntities_File"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntityFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"entityCount"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotEntities_Data"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntityData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"entityCount"}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"replacedFile"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotEntities_File"}}]}}]}}]} as unknown as DocumentNode<BotEntities_UploadMutation, BotEntities_UploadMutationVariables>;
export const BotEntities_SetActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotEntities_SetActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetEntityFileActiveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setEntityFileActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotEntities_Data"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotEntities_File"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntityFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"entityCount"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotEntities_Data"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntityData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"entityCount"}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"replacedFile"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotEntities_File"}}]}}]}}]} as unknown as DocumentNode<BotEntities_SetActiveMutation, BotEntities_SetActiveMutationVariables>;
export const BotEntities_DeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotEntities_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteEntityFileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEntityFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotEntities_Data"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotEntities_File"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntityFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"entityCount"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotEntities_Data"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EntityData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"entityCount"}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"replacedFile"}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotEntities_File"}}]}}]}}]} as unknown as DocumentNode<BotEntities_DeleteMutation, BotEntities_DeleteMutationVariables>;
export const BotEntities_TestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotEntities_Test"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TestEntitiesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testEntities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<BotEntities_TestMutation, BotEntities_TestMutationVariables>;
export const BotFaq_ChatbotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotFaq_Chatbot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<BotFaq_ChatbotQuery, BotFaq_ChatbotQueryVariables>;
export const BotFaq_GroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotFaq_Groups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qaGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotFaq_QaGroup"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotFaq_QaGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QaGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"questions"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"answerMode"}},{"kind":"Field","name":{"kind":"Name","value":"similarEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"postbackChoices"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BotFaq_GroupsQuery, BotFaq_GroupsQueryVariables>;
export const BotFaq_CreateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotFaq_CreateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateQaGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQaGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qaGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotFaq_QaGroup"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotFaq_QaGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QaGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"questions"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"answerMode"}},{"kind":"Field","name":{"kind":"Name","value":"similarEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"postbackChoices"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BotFaq_CreateGroupMutation, BotFaq_CreateGroupMutationVariables>;
export const BotFaq_UpdateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotFaq_UpdateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateQaGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateQaGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qaGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotFaq_QaGroup"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotFaq_QaGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QaGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"questions"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"answerMode"}},{"kind":"Field","name":{"kind":"Name","value":"similarEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"postbackChoices"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BotFaq_UpdateGroupMutation, BotFaq_UpdateGroupMutationVariables>;
export const BotFaq_DeleteGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotFaq_DeleteGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteQaGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteQaGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BotFaq_DeleteGroupMutation, BotFaq_DeleteGroupMutationVariables>;
export const BotFaq_ImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotFaq_Import"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportQaGroupsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importQaGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupsCreated"}},{"kind":"Field","name":{"kind":"Name","value":"groupsUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"otherKey"}},{"kind":"Field","name":{"kind":"Name","value":"otherLine"}}]}}]}}]}}]} as unknown as DocumentNode<BotFaq_ImportMutation, BotFaq_ImportMutationVariables>;
export const BotFaq_ExportCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotFaq_ExportCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qaGroupsCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}}]}]}}]} as unknown as DocumentNode<BotFaq_ExportCsvQuery, BotFaq_ExportCsvQueryVariables>;
export const BotFaq_TrainingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotFaq_Training"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"training"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotFaq_TrainingJob"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trainedAt"}},{"kind":"Field","name":{"kind":"Name","value":"trainedGroupCount"}},{"kind":"Field","name":{"kind":"Name","value":"groupCount"}},{"kind":"Field","name":{"kind":"Name","value":"untrainedChanges"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotFaq_TrainingJob"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"groupCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<BotFaq_TrainingQuery, BotFaq_TrainingQueryVariables>;
export const BotFaq_StartTrainingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotFaq_StartTraining"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartTrainingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTraining"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotFaq_TrainingJob"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotFaq_TrainingJob"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"groupCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<BotFaq_StartTrainingMutation, BotFaq_StartTrainingMutationVariables>;
export const BotFaq_TrainingProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BotFaq_TrainingProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotFaq_TrainingJob"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotFaq_TrainingJob"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"groupCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<BotFaq_TrainingProgressSubscription, BotFaq_TrainingProgressSubscriptionVariables>;
export const BotFaq_AnswerSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotFaq_AnswerSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"suggestThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"maxSuggestions"}},{"kind":"Field","name":{"kind":"Name","value":"synonyms"}},{"kind":"Field","name":{"kind":"Name","value":"offTopicFilter"}}]}}]}}]} as unknown as DocumentNode<BotFaq_AnswerSettingsQuery, BotFaq_AnswerSettingsQueryVariables>;
export const BotFaq_UpdateAnswerSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotFaq_UpdateAnswerSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAnswerSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAnswerSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"suggestThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"maxSuggestions"}},{"kind":"Field","name":{"kind":"Name","value":"synonyms"}},{"kind":"Field","name":{"kind":"Name","value":"offTopicFilter"}}]}}]}}]}}]} as unknown as DocumentNode<BotFaq_UpdateAnswerSettingsMutation, BotFaq_UpdateAnswerSettingsMutationVariables>;
export const History_ChatbotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"History_Chatbot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<History_ChatbotQuery, History_ChatbotQueryVariables>;
export const History_ExchangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"History_Exchanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"historyExchanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"History_Exchange"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"moreThanTotal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"History_Exchange"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HistoryExchange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sid"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"questionUnsent"}},{"kind":"Field","name":{"kind":"Name","value":"lineChat"}},{"kind":"Field","name":{"kind":"Name","value":"lineChatId"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"datetime"}},{"kind":"Field","name":{"kind":"Name","value":"answerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}},{"kind":"Field","name":{"kind":"Name","value":"matchedGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"question"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]} as unknown as DocumentNode<History_ExchangesQuery, History_ExchangesQueryVariables>;
export const History_LikelyGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"History_LikelyGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"exchangeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"likelyGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}},{"kind":"Argument","name":{"kind":"Name","value":"exchangeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"exchangeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"question"}}]}}]}}]} as unknown as DocumentNode<History_LikelyGroupsQuery, History_LikelyGroupsQueryVariables>;
export const History_AddToQaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"History_AddToQa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddExchangeToQaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addExchangeToQa"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qaGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotFaq_QaGroup"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotFaq_QaGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QaGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"questions"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"answerMode"}},{"kind":"Field","name":{"kind":"Name","value":"similarEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"postbackChoices"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<History_AddToQaMutation, History_AddToQaMutationVariables>;
export const Integrations_ChatbotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Integrations_Chatbot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"publicUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"integrations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]} as unknown as DocumentNode<Integrations_ChatbotQuery, Integrations_ChatbotQueryVariables>;
export const Integrations_SetActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Integrations_SetActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetIntegrationActiveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setIntegrationActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"integration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]}}]} as unknown as DocumentNode<Integrations_SetActiveMutation, Integrations_SetActiveMutationVariables>;
export const FacebookIntegrationTab_SettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FacebookIntegrationTab_Settings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"facebookSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacebookIntegrationTab_FacebookSettings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacebookIntegrationTab_FacebookSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FacebookSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"webhookUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pageAccessToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"set"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verifyToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"set"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"appSecret"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"set"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"humanAgents"}},{"kind":"Field","name":{"kind":"Name","value":"quietMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"askFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryError"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"since"}}]}}]}}]} as unknown as DocumentNode<FacebookIntegrationTab_SettingsQuery, FacebookIntegrationTab_SettingsQueryVariables>;
export const FacebookIntegrationTab_UpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FacebookIntegrationTab_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFacebookSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFacebookSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacebookIntegrationTab_FacebookSettings"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacebookIntegrationTab_FacebookSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FacebookSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"webhookUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pageAccessToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"set"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"verifyToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"set"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"appSecret"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"set"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"humanAgents"}},{"kind":"Field","name":{"kind":"Name","value":"quietMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"askFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"page"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryError"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"since"}}]}}]}}]} as unknown as DocumentNode<FacebookIntegrationTab_UpdateMutation, FacebookIntegrationTab_UpdateMutationVariables>;
export const LineIntegrationTab_SettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LineIntegrationTab_Settings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LineIntegrationTab_LineSettings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LineIntegrationTab_LineSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LineSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"webhookUrl"}},{"kind":"Field","name":{"kind":"Name","value":"channelSecret"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"set"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"channelAccessToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"set"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"humanAgents"}},{"kind":"Field","name":{"kind":"Name","value":"quietMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"askFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryError"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"since"}}]}}]}}]} as unknown as DocumentNode<LineIntegrationTab_SettingsQuery, LineIntegrationTab_SettingsQueryVariables>;
export const LineIntegrationTab_UpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LineIntegrationTab_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLineSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLineSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LineIntegrationTab_LineSettings"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LineIntegrationTab_LineSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LineSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"webhookUrl"}},{"kind":"Field","name":{"kind":"Name","value":"channelSecret"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"set"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"channelAccessToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"set"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"humanAgents"}},{"kind":"Field","name":{"kind":"Name","value":"quietMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"askFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryError"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"since"}}]}}]}}]} as unknown as DocumentNode<LineIntegrationTab_UpdateMutation, LineIntegrationTab_UpdateMutationVariables>;
export const LineIntegrationTab_SetWebhookUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LineIntegrationTab_SetWebhookUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LineWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLineWebhookUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"webhookUrl"}}]}}]}}]} as unknown as DocumentNode<LineIntegrationTab_SetWebhookUrlMutation, LineIntegrationTab_SetWebhookUrlMutationVariables>;
export const LineIntegrationTab_TestWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LineIntegrationTab_TestWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LineWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testLineWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]}}]} as unknown as DocumentNode<LineIntegrationTab_TestWebhookMutation, LineIntegrationTab_TestWebhookMutationVariables>;
export const ThirdPartyIntegrationTab_SettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ThirdPartyIntegrationTab_Settings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thirdPartySettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThirdPartyIntegrationTab_ThirdPartySettings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThirdPartyIntegrationTab_ThirdPartySettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThirdPartySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"webhookUrl"}},{"kind":"Field","name":{"kind":"Name","value":"secret"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"set"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"callbackUrl"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryError"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"since"}}]}}]}}]} as unknown as DocumentNode<ThirdPartyIntegrationTab_SettingsQuery, ThirdPartyIntegrationTab_SettingsQueryVariables>;
export const ThirdPartyIntegrationTab_UpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ThirdPartyIntegrationTab_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateThirdPartySettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateThirdPartySettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThirdPartyIntegrationTab_ThirdPartySettings"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThirdPartyIntegrationTab_ThirdPartySettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ThirdPartySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"webhookUrl"}},{"kind":"Field","name":{"kind":"Name","value":"secret"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"set"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}},{"kind":"Field","name":{"kind":"Name","value":"callbackUrl"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryError"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"since"}}]}}]}}]} as unknown as DocumentNode<ThirdPartyIntegrationTab_UpdateMutation, ThirdPartyIntegrationTab_UpdateMutationVariables>;
export const WebIntegrationTab_SettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebIntegrationTab_Settings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webPluginSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebIntegrationTab_WebPluginSettings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chatbot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"greetingMsg"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebIntegrationTab_WebPluginSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebPluginSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"headerBgColor"}},{"kind":"Field","name":{"kind":"Name","value":"headerTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"chatLabel"}},{"kind":"Field","name":{"kind":"Name","value":"tickerMessages"}},{"kind":"Field","name":{"kind":"Name","value":"trustedDomains"}},{"kind":"Field","name":{"kind":"Name","value":"robotIconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"chatIconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"scriptPath"}}]}}]} as unknown as DocumentNode<WebIntegrationTab_SettingsQuery, WebIntegrationTab_SettingsQueryVariables>;
export const WebIntegrationTab_UpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebIntegrationTab_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWebPluginSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebPluginSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebIntegrationTab_WebPluginSettings"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebIntegrationTab_WebPluginSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebPluginSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"headerBgColor"}},{"kind":"Field","name":{"kind":"Name","value":"headerTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"chatLabel"}},{"kind":"Field","name":{"kind":"Name","value":"tickerMessages"}},{"kind":"Field","name":{"kind":"Name","value":"trustedDomains"}},{"kind":"Field","name":{"kind":"Name","value":"robotIconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"chatIconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"scriptPath"}}]}}]} as unknown as DocumentNode<WebIntegrationTab_UpdateMutation, WebIntegrationTab_UpdateMutationVariables>;
export const WebIntegrationTab_UploadIconDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebIntegrationTab_UploadIcon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UploadWebPluginIconInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadWebPluginIcon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebIntegrationTab_WebPluginSettings"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebIntegrationTab_WebPluginSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebPluginSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"headerBgColor"}},{"kind":"Field","name":{"kind":"Name","value":"headerTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"chatLabel"}},{"kind":"Field","name":{"kind":"Name","value":"tickerMessages"}},{"kind":"Field","name":{"kind":"Name","value":"trustedDomains"}},{"kind":"Field","name":{"kind":"Name","value":"robotIconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"chatIconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"scriptPath"}}]}}]} as unknown as DocumentNode<WebIntegrationTab_UploadIconMutation, WebIntegrationTab_UploadIconMutationVariables>;
export const WebIntegrationTab_RemoveIconDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebIntegrationTab_RemoveIcon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveWebPluginIconInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeWebPluginIcon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebIntegrationTab_WebPluginSettings"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebIntegrationTab_WebPluginSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebPluginSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"headerBgColor"}},{"kind":"Field","name":{"kind":"Name","value":"headerTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"chatLabel"}},{"kind":"Field","name":{"kind":"Name","value":"tickerMessages"}},{"kind":"Field","name":{"kind":"Name","value":"trustedDomains"}},{"kind":"Field","name":{"kind":"Name","value":"robotIconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"chatIconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"scriptPath"}}]}}]} as unknown as DocumentNode<WebIntegrationTab_RemoveIconMutation, WebIntegrationTab_RemoveIconMutationVariables>;
export const BotQuestionnaires_ChatbotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotQuestionnaires_Chatbot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<BotQuestionnaires_ChatbotQuery, BotQuestionnaires_ChatbotQueryVariables>;
export const BotQuestionnaires_EntityTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotQuestionnaires_EntityTypes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"types"}}]}}]}}]} as unknown as DocumentNode<BotQuestionnaires_EntityTypesQuery, BotQuestionnaires_EntityTypesQueryVariables>;
export const BotQuestionnaires_ListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotQuestionnaires_List"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionnaires"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotQuestionnaires_Questionnaire"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotQuestionnaires_Questionnaire"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Questionnaire"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"keyword"}},{"kind":"Field","name":{"kind":"Name","value":"closingMessage"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"responseCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"regex"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<BotQuestionnaires_ListQuery, BotQuestionnaires_ListQueryVariables>;
export const BotQuestionnaires_CreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotQuestionnaires_Create"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionnaireInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuestionnaire"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotQuestionnaires_Questionnaire"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotQuestionnaires_Questionnaire"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Questionnaire"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"keyword"}},{"kind":"Field","name":{"kind":"Name","value":"closingMessage"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"responseCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"regex"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<BotQuestionnaires_CreateMutation, BotQuestionnaires_CreateMutationVariables>;
export const BotQuestionnaires_UpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotQuestionnaires_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionnaireInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateQuestionnaire"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotQuestionnaires_Questionnaire"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotQuestionnaires_Questionnaire"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Questionnaire"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"keyword"}},{"kind":"Field","name":{"kind":"Name","value":"closingMessage"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"responseCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"regex"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<BotQuestionnaires_UpdateMutation, BotQuestionnaires_UpdateMutationVariables>;
export const BotQuestionnaires_DeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotQuestionnaires_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteQuestionnaireInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteQuestionnaire"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotQuestionnaires_Questionnaire"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotQuestionnaires_Questionnaire"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Questionnaire"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"keyword"}},{"kind":"Field","name":{"kind":"Name","value":"closingMessage"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"responseCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"entityType"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"regex"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<BotQuestionnaires_DeleteMutation, BotQuestionnaires_DeleteMutationVariables>;
export const BotQuestionnaires_ResponsesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotQuestionnaires_Responses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionnaireResponses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionnaireId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"responses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BotQuestionnaires_ResponsesQuery, BotQuestionnaires_ResponsesQueryVariables>;
export const Recommendations_ChatbotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Recommendations_Chatbot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<Recommendations_ChatbotQuery, Recommendations_ChatbotQueryVariables>;
export const Recommendations_ListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Recommendations_List"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecommendationFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Recommendations_Item"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Recommendations_Item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recommendation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"originalQuestion"}},{"kind":"Field","name":{"kind":"Name","value":"selectedQuestion"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"datetime"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}}]}}]} as unknown as DocumentNode<Recommendations_ListQuery, Recommendations_ListQueryVariables>;
export const Recommendations_SaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Recommendations_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveRecommendationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRecommendation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Recommendations_Item"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Recommendations_Item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Recommendation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"originalQuestion"}},{"kind":"Field","name":{"kind":"Name","value":"selectedQuestion"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"datetime"}},{"kind":"Field","name":{"kind":"Name","value":"saved"}}]}}]} as unknown as DocumentNode<Recommendations_SaveMutation, Recommendations_SaveMutationVariables>;
export const BotSettings_ChatbotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotSettings_Chatbot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"greetingMsg"}},{"kind":"Field","name":{"kind":"Name","value":"failedMsg"}},{"kind":"Field","name":{"kind":"Name","value":"postbackMsg"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotTools"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotTools"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatbotTools"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"SGW_tour_with_image_tool"}},{"kind":"Field","name":{"kind":"Name","value":"answer_with_url_first_tool"}},{"kind":"Field","name":{"kind":"Name","value":"get_total_price_tool"}},{"kind":"Field","name":{"kind":"Name","value":"owm_forecast_tool"}},{"kind":"Field","name":{"kind":"Name","value":"serpapi_flight_tool"}},{"kind":"Field","name":{"kind":"Name","value":"route_tool"}}]}}]} as unknown as DocumentNode<BotSettings_ChatbotQuery, BotSettings_ChatbotQueryVariables>;
export const BotSettings_UpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotSettings_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateChatbotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateChatbot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"greetingMsg"}},{"kind":"Field","name":{"kind":"Name","value":"failedMsg"}},{"kind":"Field","name":{"kind":"Name","value":"postbackMsg"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<BotSettings_UpdateMutation, BotSettings_UpdateMutationVariables>;
export const BotSettings_UpdateToolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotSettings_UpdateTools"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateChatbotToolsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateChatbotTools"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotTools"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotTools"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatbotTools"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"SGW_tour_with_image_tool"}},{"kind":"Field","name":{"kind":"Name","value":"answer_with_url_first_tool"}},{"kind":"Field","name":{"kind":"Name","value":"get_total_price_tool"}},{"kind":"Field","name":{"kind":"Name","value":"owm_forecast_tool"}},{"kind":"Field","name":{"kind":"Name","value":"serpapi_flight_tool"}},{"kind":"Field","name":{"kind":"Name","value":"route_tool"}}]}}]} as unknown as DocumentNode<BotSettings_UpdateToolsMutation, BotSettings_UpdateToolsMutationVariables>;
export const BotSettings_DeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotSettings_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteChatbotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteChatbot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BotSettings_DeleteMutation, BotSettings_DeleteMutationVariables>;
export const BotSettings_UsageLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotSettings_UsageLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}},{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"IntValue","value":"7"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thisWeek"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BotSettings_UsageLineQuery, BotSettings_UsageLineQueryVariables>;
export const BotTemplate_TemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotTemplate_Templates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BotLanguage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbotTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questions"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"example"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"pattern"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BotTemplate_TemplatesQuery, BotTemplate_TemplatesQueryVariables>;
export const BotTemplate_CreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotTemplate_Create"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateChatbotFromTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createChatbotFromTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<BotTemplate_CreateMutation, BotTemplate_CreateMutationVariables>;
export const TestChat_ChatbotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestChat_Chatbot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"greetingMsg"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<TestChat_ChatbotQuery, TestChat_ChatbotQueryVariables>;
export const TestChat_SendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestChat_Send"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendTestMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTestMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"sid"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"buttons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"oriQue"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"matchedGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"synonyms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"word"}},{"kind":"Field","name":{"kind":"Name","value":"readAs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offTopic"}},{"kind":"Field","name":{"kind":"Name","value":"entities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeId"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"candidates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestChat_SendMutation, TestChat_SendMutationVariables>;
export const BotTopics_ChatbotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotTopics_Chatbot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<BotTopics_ChatbotQuery, BotTopics_ChatbotQueryVariables>;
export const BotTopics_DataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotTopics_Data"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotTopics_Data"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotTopics_Data"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TopicData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"menuKeyword"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveMenuKeyword"}},{"kind":"Field","name":{"kind":"Name","value":"topics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}}]}}]}}]}}]} as unknown as DocumentNode<BotTopics_DataQuery, BotTopics_DataQueryVariables>;
export const BotTopics_GroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotTopics_Groups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qaGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"questions"}}]}}]}}]}}]} as unknown as DocumentNode<BotTopics_GroupsQuery, BotTopics_GroupsQueryVariables>;
export const BotTopics_CreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotTopics_Create"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTopicInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTopic"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotTopics_Data"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotTopics_Data"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TopicData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"menuKeyword"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveMenuKeyword"}},{"kind":"Field","name":{"kind":"Name","value":"topics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}}]}}]}}]}}]} as unknown as DocumentNode<BotTopics_CreateMutation, BotTopics_CreateMutationVariables>;
export const BotTopics_UpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotTopics_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTopicInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTopic"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotTopics_Data"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotTopics_Data"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TopicData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"menuKeyword"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveMenuKeyword"}},{"kind":"Field","name":{"kind":"Name","value":"topics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}}]}}]}}]}}]} as unknown as DocumentNode<BotTopics_UpdateMutation, BotTopics_UpdateMutationVariables>;
export const BotTopics_DeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotTopics_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteTopicInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTopic"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotTopics_Data"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotTopics_Data"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TopicData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"menuKeyword"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveMenuKeyword"}},{"kind":"Field","name":{"kind":"Name","value":"topics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}}]}}]}}]}}]} as unknown as DocumentNode<BotTopics_DeleteMutation, BotTopics_DeleteMutationVariables>;
export const BotTopics_SetGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotTopics_SetGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetTopicGroupsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTopicGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotTopics_Data"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotTopics_Data"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TopicData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"menuKeyword"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveMenuKeyword"}},{"kind":"Field","name":{"kind":"Name","value":"topics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}}]}}]}}]}}]} as unknown as DocumentNode<BotTopics_SetGroupsMutation, BotTopics_SetGroupsMutationVariables>;
export const BotTopics_ReorderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotTopics_Reorder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReorderTopicsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderTopics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotTopics_Data"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotTopics_Data"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TopicData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"menuKeyword"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveMenuKeyword"}},{"kind":"Field","name":{"kind":"Name","value":"topics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}}]}}]}}]}}]} as unknown as DocumentNode<BotTopics_ReorderMutation, BotTopics_ReorderMutationVariables>;
export const BotTopics_SetMenuKeywordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotTopics_SetMenuKeyword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetTopicMenuKeywordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTopicMenuKeyword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotTopics_Data"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotTopics_Data"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TopicData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botId"}},{"kind":"Field","name":{"kind":"Name","value":"menuKeyword"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveMenuKeyword"}},{"kind":"Field","name":{"kind":"Name","value":"topics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}}]}}]}}]}}]} as unknown as DocumentNode<BotTopics_SetMenuKeywordMutation, BotTopics_SetMenuKeywordMutationVariables>;
export const Confirmation_ConfirmEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Confirmation_ConfirmEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<Confirmation_ConfirmEmailMutation, Confirmation_ConfirmEmailMutationVariables>;
export const Dashboard_ChatbotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard_Chatbots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"questionsThisWeek"}}]}}]}}]} as unknown as DocumentNode<Dashboard_ChatbotsQuery, Dashboard_ChatbotsQueryVariables>;
export const Login_LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login_Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Session_Account"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_Account"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"botLimit"}},{"kind":"Field","name":{"kind":"Name","value":"botCount"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"signInProvider"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<Login_LoginMutation, Login_LoginMutationVariables>;
export const Pricing_PlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Pricing_Plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"botLimit"}},{"kind":"Field","name":{"kind":"Name","value":"qaGroupLimit"}},{"kind":"Field","name":{"kind":"Name","value":"integrations"}},{"kind":"Field","name":{"kind":"Name","value":"dailyOptimizationLimit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"planSelfService"}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Session_Account"}},{"kind":"Field","name":{"kind":"Name","value":"qaGroupLimit"}},{"kind":"Field","name":{"kind":"Name","value":"qaGroupCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_Account"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"botLimit"}},{"kind":"Field","name":{"kind":"Name","value":"botCount"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"signInProvider"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<Pricing_PlansQuery, Pricing_PlansQueryVariables>;
export const Pricing_ChangePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Pricing_ChangePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Session_Account"}},{"kind":"Field","name":{"kind":"Name","value":"qaGroupLimit"}},{"kind":"Field","name":{"kind":"Name","value":"qaGroupCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_Account"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"botLimit"}},{"kind":"Field","name":{"kind":"Name","value":"botCount"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"signInProvider"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<Pricing_ChangePlanMutation, Pricing_ChangePlanMutationVariables>;
export const Reset_RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Reset_RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<Reset_RequestPasswordResetMutation, Reset_RequestPasswordResetMutationVariables>;
export const Reset_ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Reset_ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<Reset_ResetPasswordMutation, Reset_ResetPasswordMutationVariables>;
export const SignIn_ProvidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SignIn_Providers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"google"}},{"kind":"Field","name":{"kind":"Name","value":"line"}}]}}]}}]} as unknown as DocumentNode<SignIn_ProvidersQuery, SignIn_ProvidersQueryVariables>;
export const SignIn_StartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn_Start"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartSignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorizationUrl"}}]}}]}}]} as unknown as DocumentNode<SignIn_StartMutation, SignIn_StartMutationVariables>;
export const SignIn_CompleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn_Complete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteSignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Session_Account"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_Account"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"botLimit"}},{"kind":"Field","name":{"kind":"Name","value":"botCount"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"signInProvider"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SignIn_CompleteMutation, SignIn_CompleteMutationVariables>;
export const Signup_RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Signup_Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<Signup_RegisterMutation, Signup_RegisterMutationVariables>;
export function useResendConfirmation_ResendMutation(options?: useMutation.Options<ResendConfirmation_ResendMutation, ResendConfirmation_ResendMutationVariables>) {
  return useMutation<ResendConfirmation_ResendMutation, ResendConfirmation_ResendMutationVariables>(ResendConfirmation_ResendDocument, options as useMutation.Options<ResendConfirmation_ResendMutation, ResendConfirmation_ResendMutationVariables>);
}

export function useSession_MeQuery(options?: useQuery.Options<Session_MeQuery, Session_MeQueryVariables>) {
  return useQuery<Session_MeQuery, Session_MeQueryVariables>(Session_MeDocument, options as useQuery.Options<Session_MeQuery, Session_MeQueryVariables>);
}

export function useSession_MeLazyQuery(options?: useLazyQuery.Options<Session_MeQuery, Session_MeQueryVariables>) {
  return useLazyQuery<Session_MeQuery, Session_MeQueryVariables>(Session_MeDocument, options);
}

export function useSession_EventsSubscription(options?: useSubscription.Options<Session_EventsSubscription, Session_EventsSubscriptionVariables>) {
  return useSubscription<Session_EventsSubscription, Session_EventsSubscriptionVariables>(Session_EventsDocument, options as useSubscription.Options<Session_EventsSubscription, Session_EventsSubscriptionVariables>);
}

export function useSession_LogoutMutation(options?: useMutation.Options<Session_LogoutMutation, Session_LogoutMutationVariables>) {
  return useMutation<Session_LogoutMutation, Session_LogoutMutationVariables>(Session_LogoutDocument, options as useMutation.Options<Session_LogoutMutation, Session_LogoutMutationVariables>);
}

export function useBotNav_ChatbotQuery(options?: useQuery.Options<BotNav_ChatbotQuery, BotNav_ChatbotQueryVariables>) {
  return useQuery<BotNav_ChatbotQuery, BotNav_ChatbotQueryVariables>(BotNav_ChatbotDocument, options as useQuery.Options<BotNav_ChatbotQuery, BotNav_ChatbotQueryVariables>);
}

export function useBotNav_ChatbotLazyQuery(options?: useLazyQuery.Options<BotNav_ChatbotQuery, BotNav_ChatbotQueryVariables>) {
  return useLazyQuery<BotNav_ChatbotQuery, BotNav_ChatbotQueryVariables>(BotNav_ChatbotDocument, options);
}

export function useUntrained_StatusQuery(options?: useQuery.Options<Untrained_StatusQuery, Untrained_StatusQueryVariables>) {
  return useQuery<Untrained_StatusQuery, Untrained_StatusQueryVariables>(Untrained_StatusDocument, options as useQuery.Options<Untrained_StatusQuery, Untrained_StatusQueryVariables>);
}

export function useUntrained_StatusLazyQuery(options?: useLazyQuery.Options<Untrained_StatusQuery, Untrained_StatusQueryVariables>) {
  return useLazyQuery<Untrained_StatusQuery, Untrained_StatusQueryVariables>(Untrained_StatusDocument, options);
}

export function useAccount_PageQuery(options?: useQuery.Options<Account_PageQuery, Account_PageQueryVariables>) {
  return useQuery<Account_PageQuery, Account_PageQueryVariables>(Account_PageDocument, options as useQuery.Options<Account_PageQuery, Account_PageQueryVariables>);
}

export function useAccount_PageLazyQuery(options?: useLazyQuery.Options<Account_PageQuery, Account_PageQueryVariables>) {
  return useLazyQuery<Account_PageQuery, Account_PageQueryVariables>(Account_PageDocument, options);
}

export function useAccount_UpdateProfileMutation(options?: useMutation.Options<Account_UpdateProfileMutation, Account_UpdateProfileMutationVariables>) {
  return useMutation<Account_UpdateProfileMutation, Account_UpdateProfileMutationVariables>(Account_UpdateProfileDocument, options as useMutation.Options<Account_UpdateProfileMutation, Account_UpdateProfileMutationVariables>);
}

export function useAccount_ChangePasswordMutation(options?: useMutation.Options<Account_ChangePasswordMutation, Account_ChangePasswordMutationVariables>) {
  return useMutation<Account_ChangePasswordMutation, Account_ChangePasswordMutationVariables>(Account_ChangePasswordDocument, options as useMutation.Options<Account_ChangePasswordMutation, Account_ChangePasswordMutationVariables>);
}

export function useBotAutoFaq_ChatbotQuery(options?: useQuery.Options<BotAutoFaq_ChatbotQuery, BotAutoFaq_ChatbotQueryVariables>) {
  return useQuery<BotAutoFaq_ChatbotQuery, BotAutoFaq_ChatbotQueryVariables>(BotAutoFaq_ChatbotDocument, options as useQuery.Options<BotAutoFaq_ChatbotQuery, BotAutoFaq_ChatbotQueryVariables>);
}

export function useBotAutoFaq_ChatbotLazyQuery(options?: useLazyQuery.Options<BotAutoFaq_ChatbotQuery, BotAutoFaq_ChatbotQueryVariables>) {
  return useLazyQuery<BotAutoFaq_ChatbotQuery, BotAutoFaq_ChatbotQueryVariables>(BotAutoFaq_ChatbotDocument, options);
}

export function useBotAutoFaq_DataQuery(options?: useQuery.Options<BotAutoFaq_DataQuery, BotAutoFaq_DataQueryVariables>) {
  return useQuery<BotAutoFaq_DataQuery, BotAutoFaq_DataQueryVariables>(BotAutoFaq_DataDocument, options as useQuery.Options<BotAutoFaq_DataQuery, BotAutoFaq_DataQueryVariables>);
}

export function useBotAutoFaq_DataLazyQuery(options?: useLazyQuery.Options<BotAutoFaq_DataQuery, BotAutoFaq_DataQueryVariables>) {
  return useLazyQuery<BotAutoFaq_DataQuery, BotAutoFaq_DataQueryVariables>(BotAutoFaq_DataDocument, options);
}

export function useBotAutoFaq_UploadMutation(options?: useMutation.Options<BotAutoFaq_UploadMutation, BotAutoFaq_UploadMutationVariables>) {
  return useMutation<BotAutoFaq_UploadMutation, BotAutoFaq_UploadMutationVariables>(BotAutoFaq_UploadDocument, options as useMutation.Options<BotAutoFaq_UploadMutation, BotAutoFaq_UploadMutationVariables>);
}

export function useBotAutoFaq_SetActiveMutation(options?: useMutation.Options<BotAutoFaq_SetActiveMutation, BotAutoFaq_SetActiveMutationVariables>) {
  return useMutation<BotAutoFaq_SetActiveMutation, BotAutoFaq_SetActiveMutationVariables>(BotAutoFaq_SetActiveDocument, options as useMutation.Options<BotAutoFaq_SetActiveMutation, BotAutoFaq_SetActiveMutationVariables>);
}

export function useBotAutoFaq_DeleteMutation(options?: useMutation.Options<BotAutoFaq_DeleteMutation, BotAutoFaq_DeleteMutationVariables>) {
  return useMutation<BotAutoFaq_DeleteMutation, BotAutoFaq_DeleteMutationVariables>(BotAutoFaq_DeleteDocument, options as useMutation.Options<BotAutoFaq_DeleteMutation, BotAutoFaq_DeleteMutationVariables>);
}

export function useBotAutoFaq_TestMutation(options?: useMutation.Options<BotAutoFaq_TestMutation, BotAutoFaq_TestMutationVariables>) {
  return useMutation<BotAutoFaq_TestMutation, BotAutoFaq_TestMutationVariables>(BotAutoFaq_TestDocument, options as useMutation.Options<BotAutoFaq_TestMutation, BotAutoFaq_TestMutationVariables>);
}

export function useBotAutoQa_ChatbotQuery(options?: useQuery.Options<BotAutoQa_ChatbotQuery, BotAutoQa_ChatbotQueryVariables>) {
  return useQuery<BotAutoQa_ChatbotQuery, BotAutoQa_ChatbotQueryVariables>(BotAutoQa_ChatbotDocument, options as useQuery.Options<BotAutoQa_ChatbotQuery, BotAutoQa_ChatbotQueryVariables>);
}

export function useBotAutoQa_ChatbotLazyQuery(options?: useLazyQuery.Options<BotAutoQa_ChatbotQuery, BotAutoQa_ChatbotQueryVariables>) {
  return useLazyQuery<BotAutoQa_ChatbotQuery, BotAutoQa_ChatbotQueryVariables>(BotAutoQa_ChatbotDocument, options);
}

export function useBotAutoQa_DataQuery(options?: useQuery.Options<BotAutoQa_DataQuery, BotAutoQa_DataQueryVariables>) {
  return useQuery<BotAutoQa_DataQuery, BotAutoQa_DataQueryVariables>(BotAutoQa_DataDocument, options as useQuery.Options<BotAutoQa_DataQuery, BotAutoQa_DataQueryVariables>);
}

export function useBotAutoQa_DataLazyQuery(options?: useLazyQuery.Options<BotAutoQa_DataQuery, BotAutoQa_DataQueryVariables>) {
  return useLazyQuery<BotAutoQa_DataQuery, BotAutoQa_DataQueryVariables>(BotAutoQa_DataDocument, options);
}

export function useBotAutoQa_UploadMutation(options?: useMutation.Options<BotAutoQa_UploadMutation, BotAutoQa_UploadMutationVariables>) {
  return useMutation<BotAutoQa_UploadMutation, BotAutoQa_UploadMutationVariables>(BotAutoQa_UploadDocument, options as useMutation.Options<BotAutoQa_UploadMutation, BotAutoQa_UploadMutationVariables>);
}

export function useBotAutoQa_SetActiveMutation(options?: useMutation.Options<BotAutoQa_SetActiveMutation, BotAutoQa_SetActiveMutationVariables>) {
  return useMutation<BotAutoQa_SetActiveMutation, BotAutoQa_SetActiveMutationVariables>(BotAutoQa_SetActiveDocument, options as useMutation.Options<BotAutoQa_SetActiveMutation, BotAutoQa_SetActiveMutationVariables>);
}

export function useBotAutoQa_DeleteMutation(options?: useMutation.Options<BotAutoQa_DeleteMutation, BotAutoQa_DeleteMutationVariables>) {
  return useMutation<BotAutoQa_DeleteMutation, BotAutoQa_DeleteMutationVariables>(BotAutoQa_DeleteDocument, options as useMutation.Options<BotAutoQa_DeleteMutation, BotAutoQa_DeleteMutationVariables>);
}

export function useBotAutoQa_RetryMutation(options?: useMutation.Options<BotAutoQa_RetryMutation, BotAutoQa_RetryMutationVariables>) {
  return useMutation<BotAutoQa_RetryMutation, BotAutoQa_RetryMutationVariables>(BotAutoQa_RetryDocument, options as useMutation.Options<BotAutoQa_RetryMutation, BotAutoQa_RetryMutationVariables>);
}

export function useBotAutoQa_UpdateDataMutation(options?: useMutation.Options<BotAutoQa_UpdateDataMutation, BotAutoQa_UpdateDataMutationVariables>) {
  return useMutation<BotAutoQa_UpdateDataMutation, BotAutoQa_UpdateDataMutationVariables>(BotAutoQa_UpdateDataDocument, options as useMutation.Options<BotAutoQa_UpdateDataMutation, BotAutoQa_UpdateDataMutationVariables>);
}

export function useBotAutoQa_IngestProgressSubscription(options?: useSubscription.Options<BotAutoQa_IngestProgressSubscription, BotAutoQa_IngestProgressSubscriptionVariables>) {
  return useSubscription<BotAutoQa_IngestProgressSubscription, BotAutoQa_IngestProgressSubscriptionVariables>(BotAutoQa_IngestProgressDocument, options as useSubscription.Options<BotAutoQa_IngestProgressSubscription, BotAutoQa_IngestProgressSubscriptionVariables>);
}

export function useBotAutoQa_TestRetrievalMutation(options?: useMutation.Options<BotAutoQa_TestRetrievalMutation, BotAutoQa_TestRetrievalMutationVariables>) {
  return useMutation<BotAutoQa_TestRetrievalMutation, BotAutoQa_TestRetrievalMutationVariables>(BotAutoQa_TestRetrievalDocument, options as useMutation.Options<BotAutoQa_TestRetrievalMutation, BotAutoQa_TestRetrievalMutationVariables>);
}

export function useBotAutoQa_LlmQuery(options?: useQuery.Options<BotAutoQa_LlmQuery, BotAutoQa_LlmQueryVariables>) {
  return useQuery<BotAutoQa_LlmQuery, BotAutoQa_LlmQueryVariables>(BotAutoQa_LlmDocument, options as useQuery.Options<BotAutoQa_LlmQuery, BotAutoQa_LlmQueryVariables>);
}

export function useBotAutoQa_LlmLazyQuery(options?: useLazyQuery.Options<BotAutoQa_LlmQuery, BotAutoQa_LlmQueryVariables>) {
  return useLazyQuery<BotAutoQa_LlmQuery, BotAutoQa_LlmQueryVariables>(BotAutoQa_LlmDocument, options);
}

export function useBotAutoQa_OptimizationQuery(options?: useQuery.Options<BotAutoQa_OptimizationQuery, BotAutoQa_OptimizationQueryVariables>) {
  return useQuery<BotAutoQa_OptimizationQuery, BotAutoQa_OptimizationQueryVariables>(BotAutoQa_OptimizationDocument, options as useQuery.Options<BotAutoQa_OptimizationQuery, BotAutoQa_OptimizationQueryVariables>);
}

export function useBotAutoQa_OptimizationLazyQuery(options?: useLazyQuery.Options<BotAutoQa_OptimizationQuery, BotAutoQa_OptimizationQueryVariables>) {
  return useLazyQuery<BotAutoQa_OptimizationQuery, BotAutoQa_OptimizationQueryVariables>(BotAutoQa_OptimizationDocument, options);
}

export function useBotAutoQa_StartOptimizationMutation(options?: useMutation.Options<BotAutoQa_StartOptimizationMutation, BotAutoQa_StartOptimizationMutationVariables>) {
  return useMutation<BotAutoQa_StartOptimizationMutation, BotAutoQa_StartOptimizationMutationVariables>(BotAutoQa_StartOptimizationDocument, options as useMutation.Options<BotAutoQa_StartOptimizationMutation, BotAutoQa_StartOptimizationMutationVariables>);
}

export function useBotAutoQa_ApplyOptimizationMutation(options?: useMutation.Options<BotAutoQa_ApplyOptimizationMutation, BotAutoQa_ApplyOptimizationMutationVariables>) {
  return useMutation<BotAutoQa_ApplyOptimizationMutation, BotAutoQa_ApplyOptimizationMutationVariables>(BotAutoQa_ApplyOptimizationDocument, options as useMutation.Options<BotAutoQa_ApplyOptimizationMutation, BotAutoQa_ApplyOptimizationMutationVariables>);
}

export function useBotAutoQa_DiscardOptimizationMutation(options?: useMutation.Options<BotAutoQa_DiscardOptimizationMutation, BotAutoQa_DiscardOptimizationMutationVariables>) {
  return useMutation<BotAutoQa_DiscardOptimizationMutation, BotAutoQa_DiscardOptimizationMutationVariables>(BotAutoQa_DiscardOptimizationDocument, options as useMutation.Options<BotAutoQa_DiscardOptimizationMutation, BotAutoQa_DiscardOptimizationMutationVariables>);
}

export function useBotAutoQa_OptimizationProgressSubscription(options?: useSubscription.Options<BotAutoQa_OptimizationProgressSubscription, BotAutoQa_OptimizationProgressSubscriptionVariables>) {
  return useSubscription<BotAutoQa_OptimizationProgressSubscription, BotAutoQa_OptimizationProgressSubscriptionVariables>(BotAutoQa_OptimizationProgressDocument, options as useSubscription.Options<BotAutoQa_OptimizationProgressSubscription, BotAutoQa_OptimizationProgressSubscriptionVariables>);
}

export function useBatchTest_ChatbotQuery(options?: useQuery.Options<BatchTest_ChatbotQuery, BatchTest_ChatbotQueryVariables>) {
  return useQuery<BatchTest_ChatbotQuery, BatchTest_ChatbotQueryVariables>(BatchTest_ChatbotDocument, options as useQuery.Options<BatchTest_ChatbotQuery, BatchTest_ChatbotQueryVariables>);
}

export function useBatchTest_ChatbotLazyQuery(options?: useLazyQuery.Options<BatchTest_ChatbotQuery, BatchTest_ChatbotQueryVariables>) {
  return useLazyQuery<BatchTest_ChatbotQuery, BatchTest_ChatbotQueryVariables>(BatchTest_ChatbotDocument, options);
}

export function useBatchTest_RunsQuery(options?: useQuery.Options<BatchTest_RunsQuery, BatchTest_RunsQueryVariables>) {
  return useQuery<BatchTest_RunsQuery, BatchTest_RunsQueryVariables>(BatchTest_RunsDocument, options as useQuery.Options<BatchTest_RunsQuery, BatchTest_RunsQueryVariables>);
}

export function useBatchTest_RunsLazyQuery(options?: useLazyQuery.Options<BatchTest_RunsQuery, BatchTest_RunsQueryVariables>) {
  return useLazyQuery<BatchTest_RunsQuery, BatchTest_RunsQueryVariables>(BatchTest_RunsDocument, options);
}

export function useBatchTest_ResultsQuery(options?: useQuery.Options<BatchTest_ResultsQuery, BatchTest_ResultsQueryVariables>) {
  return useQuery<BatchTest_ResultsQuery, BatchTest_ResultsQueryVariables>(BatchTest_ResultsDocument, options as useQuery.Options<BatchTest_ResultsQuery, BatchTest_ResultsQueryVariables>);
}

export function useBatchTest_ResultsLazyQuery(options?: useLazyQuery.Options<BatchTest_ResultsQuery, BatchTest_ResultsQueryVariables>) {
  return useLazyQuery<BatchTest_ResultsQuery, BatchTest_ResultsQueryVariables>(BatchTest_ResultsDocument, options);
}

export function useBatchTest_ComparisonQuery(options?: useQuery.Options<BatchTest_ComparisonQuery, BatchTest_ComparisonQueryVariables>) {
  return useQuery<BatchTest_ComparisonQuery, BatchTest_ComparisonQueryVariables>(BatchTest_ComparisonDocument, options as useQuery.Options<BatchTest_ComparisonQuery, BatchTest_ComparisonQueryVariables>);
}

export function useBatchTest_ComparisonLazyQuery(options?: useLazyQuery.Options<BatchTest_ComparisonQuery, BatchTest_ComparisonQueryVariables>) {
  return useLazyQuery<BatchTest_ComparisonQuery, BatchTest_ComparisonQueryVariables>(BatchTest_ComparisonDocument, options);
}

export function useBatchTest_LikelyGroupsQuery(options?: useQuery.Options<BatchTest_LikelyGroupsQuery, BatchTest_LikelyGroupsQueryVariables>) {
  return useQuery<BatchTest_LikelyGroupsQuery, BatchTest_LikelyGroupsQueryVariables>(BatchTest_LikelyGroupsDocument, options as useQuery.Options<BatchTest_LikelyGroupsQuery, BatchTest_LikelyGroupsQueryVariables>);
}

export function useBatchTest_LikelyGroupsLazyQuery(options?: useLazyQuery.Options<BatchTest_LikelyGroupsQuery, BatchTest_LikelyGroupsQueryVariables>) {
  return useLazyQuery<BatchTest_LikelyGroupsQuery, BatchTest_LikelyGroupsQueryVariables>(BatchTest_LikelyGroupsDocument, options);
}

export function useBatchTest_StartMutation(options?: useMutation.Options<BatchTest_StartMutation, BatchTest_StartMutationVariables>) {
  return useMutation<BatchTest_StartMutation, BatchTest_StartMutationVariables>(BatchTest_StartDocument, options as useMutation.Options<BatchTest_StartMutation, BatchTest_StartMutationVariables>);
}

export function useBatchTest_PauseMutation(options?: useMutation.Options<BatchTest_PauseMutation, BatchTest_PauseMutationVariables>) {
  return useMutation<BatchTest_PauseMutation, BatchTest_PauseMutationVariables>(BatchTest_PauseDocument, options as useMutation.Options<BatchTest_PauseMutation, BatchTest_PauseMutationVariables>);
}

export function useBatchTest_ResumeMutation(options?: useMutation.Options<BatchTest_ResumeMutation, BatchTest_ResumeMutationVariables>) {
  return useMutation<BatchTest_ResumeMutation, BatchTest_ResumeMutationVariables>(BatchTest_ResumeDocument, options as useMutation.Options<BatchTest_ResumeMutation, BatchTest_ResumeMutationVariables>);
}

export function useBatchTest_StopMutation(options?: useMutation.Options<BatchTest_StopMutation, BatchTest_StopMutationVariables>) {
  return useMutation<BatchTest_StopMutation, BatchTest_StopMutationVariables>(BatchTest_StopDocument, options as useMutation.Options<BatchTest_StopMutation, BatchTest_StopMutationVariables>);
}

export function useBatchTest_AddToQaMutation(options?: useMutation.Options<BatchTest_AddToQaMutation, BatchTest_AddToQaMutationVariables>) {
  return useMutation<BatchTest_AddToQaMutation, BatchTest_AddToQaMutationVariables>(BatchTest_AddToQaDocument, options as useMutation.Options<BatchTest_AddToQaMutation, BatchTest_AddToQaMutationVariables>);
}

export function useBatchTest_ProgressSubscription(options?: useSubscription.Options<BatchTest_ProgressSubscription, BatchTest_ProgressSubscriptionVariables>) {
  return useSubscription<BatchTest_ProgressSubscription, BatchTest_ProgressSubscriptionVariables>(BatchTest_ProgressDocument, options as useSubscription.Options<BatchTest_ProgressSubscription, BatchTest_ProgressSubscriptionVariables>);
}

export function useBatchTest_RunAgainMutation(options?: useMutation.Options<BatchTest_RunAgainMutation, BatchTest_RunAgainMutationVariables>) {
  return useMutation<BatchTest_RunAgainMutation, BatchTest_RunAgainMutationVariables>(BatchTest_RunAgainDocument, options as useMutation.Options<BatchTest_RunAgainMutation, BatchTest_RunAgainMutationVariables>);
}

export function useBotCreate_UserConfigQuery(options?: useQuery.Options<BotCreate_UserConfigQuery, BotCreate_UserConfigQueryVariables>) {
  return useQuery<BotCreate_UserConfigQuery, BotCreate_UserConfigQueryVariables>(BotCreate_UserConfigDocument, options as useQuery.Options<BotCreate_UserConfigQuery, BotCreate_UserConfigQueryVariables>);
}

export function useBotCreate_UserConfigLazyQuery(options?: useLazyQuery.Options<BotCreate_UserConfigQuery, BotCreate_UserConfigQueryVariables>) {
  return useLazyQuery<BotCreate_UserConfigQuery, BotCreate_UserConfigQueryVariables>(BotCreate_UserConfigDocument, options);
}

export function useBotCreate_CreateMutation(options?: useMutation.Options<BotCreate_CreateMutation, BotCreate_CreateMutationVariables>) {
  return useMutation<BotCreate_CreateMutation, BotCreate_CreateMutationVariables>(BotCreate_CreateDocument, options as useMutation.Options<BotCreate_CreateMutation, BotCreate_CreateMutationVariables>);
}

export function useBotDetail_ChatbotQuery(options?: useQuery.Options<BotDetail_ChatbotQuery, BotDetail_ChatbotQueryVariables>) {
  return useQuery<BotDetail_ChatbotQuery, BotDetail_ChatbotQueryVariables>(BotDetail_ChatbotDocument, options as useQuery.Options<BotDetail_ChatbotQuery, BotDetail_ChatbotQueryVariables>);
}

export function useBotDetail_ChatbotLazyQuery(options?: useLazyQuery.Options<BotDetail_ChatbotQuery, BotDetail_ChatbotQueryVariables>) {
  return useLazyQuery<BotDetail_ChatbotQuery, BotDetail_ChatbotQueryVariables>(BotDetail_ChatbotDocument, options);
}

export function useBotDetail_UserStatsQuery(options?: useQuery.Options<BotDetail_UserStatsQuery, BotDetail_UserStatsQueryVariables>) {
  return useQuery<BotDetail_UserStatsQuery, BotDetail_UserStatsQueryVariables>(BotDetail_UserStatsDocument, options as useQuery.Options<BotDetail_UserStatsQuery, BotDetail_UserStatsQueryVariables>);
}

export function useBotDetail_UserStatsLazyQuery(options?: useLazyQuery.Options<BotDetail_UserStatsQuery, BotDetail_UserStatsQueryVariables>) {
  return useLazyQuery<BotDetail_UserStatsQuery, BotDetail_UserStatsQueryVariables>(BotDetail_UserStatsDocument, options);
}

export function useBotDetail_UnhandledThemesQuery(options?: useQuery.Options<BotDetail_UnhandledThemesQuery, BotDetail_UnhandledThemesQueryVariables>) {
  return useQuery<BotDetail_UnhandledThemesQuery, BotDetail_UnhandledThemesQueryVariables>(BotDetail_UnhandledThemesDocument, options as useQuery.Options<BotDetail_UnhandledThemesQuery, BotDetail_UnhandledThemesQueryVariables>);
}

export function useBotDetail_UnhandledThemesLazyQuery(options?: useLazyQuery.Options<BotDetail_UnhandledThemesQuery, BotDetail_UnhandledThemesQueryVariables>) {
  return useLazyQuery<BotDetail_UnhandledThemesQuery, BotDetail_UnhandledThemesQueryVariables>(BotDetail_UnhandledThemesDocument, options);
}

export function useBotEntities_ChatbotQuery(options?: useQuery.Options<BotEntities_ChatbotQuery, BotEntities_ChatbotQueryVariables>) {
  return useQuery<BotEntities_ChatbotQuery, BotEntities_ChatbotQueryVariables>(BotEntities_ChatbotDocument, options as useQuery.Options<BotEntities_ChatbotQuery, BotEntities_ChatbotQueryVariables>);
}

export function useBotEntities_ChatbotLazyQuery(options?: useLazyQuery.Options<BotEntities_ChatbotQuery, BotEntities_ChatbotQueryVariables>) {
  return useLazyQuery<BotEntities_ChatbotQuery, BotEntities_ChatbotQueryVariables>(BotEntities_ChatbotDocument, options);
}

export function useBotEntities_DataQuery(options?: useQuery.Options<BotEntities_DataQuery, BotEntities_DataQueryVariables>) {
  return useQuery<BotEntities_DataQuery, BotEntities_DataQueryVariables>(BotEntities_DataDocument, options as useQuery.Options<BotEntities_DataQuery, BotEntities_DataQueryVariables>);
}

export function useBotEntities_DataLazyQuery(options?: useLazyQuery.Options<BotEntities_DataQuery, BotEntities_DataQueryVariables>) {
  return useLazyQuery<BotEntities_DataQuery, BotEntities_DataQueryVariables>(BotEntities_DataDocument, options);
}

export function useBotEntities_UploadMutation(options?: useMutation.Options<BotEntities_UploadMutation, BotEntities_UploadMutationVariables>) {
  return useMutation<BotEntities_UploadMutation, BotEntities_UploadMutationVariables>(BotEntities_UploadDocument, options as useMutation.Options<BotEntities_UploadMutation, BotEntities_UploadMutationVariables>);
}

export function useBotEntities_SetActiveMutation(options?: useMutation.Options<BotEntities_SetActiveMutation, BotEntities_SetActiveMutationVariables>) {
  return useMutation<BotEntities_SetActiveMutation, BotEntities_SetActiveMutationVariables>(BotEntities_SetActiveDocument, options as useMutation.Options<BotEntities_SetActiveMutation, BotEntities_SetActiveMutationVariables>);
}

export function useBotEntities_DeleteMutation(options?: useMutation.Options<BotEntities_DeleteMutation, BotEntities_DeleteMutationVariables>) {
  return useMutation<BotEntities_DeleteMutation, BotEntities_DeleteMutationVariables>(BotEntities_DeleteDocument, options as useMutation.Options<BotEntities_DeleteMutation, BotEntities_DeleteMutationVariables>);
}

export function useBotEntities_TestMutation(options?: useMutation.Options<BotEntities_TestMutation, BotEntities_TestMutationVariables>) {
  return useMutation<BotEntities_TestMutation, BotEntities_TestMutationVariables>(BotEntities_TestDocument, options as useMutation.Options<BotEntities_TestMutation, BotEntities_TestMutationVariables>);
}

export function useBotFaq_ChatbotQuery(options?: useQuery.Options<BotFaq_ChatbotQuery, BotFaq_ChatbotQueryVariables>) {
  return useQuery<BotFaq_ChatbotQuery, BotFaq_ChatbotQueryVariables>(BotFaq_ChatbotDocument, options as useQuery.Options<BotFaq_ChatbotQuery, BotFaq_ChatbotQueryVariables>);
}

export function useBotFaq_ChatbotLazyQuery(options?: useLazyQuery.Options<BotFaq_ChatbotQuery, BotFaq_ChatbotQueryVariables>) {
  return useLazyQuery<BotFaq_ChatbotQuery, BotFaq_ChatbotQueryVariables>(BotFaq_ChatbotDocument, options);
}

export function useBotFaq_GroupsQuery(options?: useQuery.Options<BotFaq_GroupsQuery, BotFaq_GroupsQueryVariables>) {
  return useQuery<BotFaq_GroupsQuery, BotFaq_GroupsQueryVariables>(BotFaq_GroupsDocument, options as useQuery.Options<BotFaq_GroupsQuery, BotFaq_GroupsQueryVariables>);
}

export function useBotFaq_GroupsLazyQuery(options?: useLazyQuery.Options<BotFaq_GroupsQuery, BotFaq_GroupsQueryVariables>) {
  return useLazyQuery<BotFaq_GroupsQuery, BotFaq_GroupsQueryVariables>(BotFaq_GroupsDocument, options);
}

export function useBotFaq_CreateGroupMutation(options?: useMutation.Options<BotFaq_CreateGroupMutation, BotFaq_CreateGroupMutationVariables>) {
  return useMutation<BotFaq_CreateGroupMutation, BotFaq_CreateGroupMutationVariables>(BotFaq_CreateGroupDocument, options as useMutation.Options<BotFaq_CreateGroupMutation, BotFaq_CreateGroupMutationVariables>);
}

export function useBotFaq_UpdateGroupMutation(options?: useMutation.Options<BotFaq_UpdateGroupMutation, BotFaq_UpdateGroupMutationVariables>) {
  return useMutation<BotFaq_UpdateGroupMutation, BotFaq_UpdateGroupMutationVariables>(BotFaq_UpdateGroupDocument, options as useMutation.Options<BotFaq_UpdateGroupMutation, BotFaq_UpdateGroupMutationVariables>);
}

export function useBotFaq_DeleteGroupMutation(options?: useMutation.Options<BotFaq_DeleteGroupMutation, BotFaq_DeleteGroupMutationVariables>) {
  return useMutation<BotFaq_DeleteGroupMutation, BotFaq_DeleteGroupMutationVariables>(BotFaq_DeleteGroupDocument, options as useMutation.Options<BotFaq_DeleteGroupMutation, BotFaq_DeleteGroupMutationVariables>);
}

export function useBotFaq_ImportMutation(options?: useMutation.Options<BotFaq_ImportMutation, BotFaq_ImportMutationVariables>) {
  return useMutation<BotFaq_ImportMutation, BotFaq_ImportMutationVariables>(BotFaq_ImportDocument, options as useMutation.Options<BotFaq_ImportMutation, BotFaq_ImportMutationVariables>);
}

export function useBotFaq_ExportCsvQuery(options?: useQuery.Options<BotFaq_ExportCsvQuery, BotFaq_ExportCsvQueryVariables>) {
  return useQuery<BotFaq_ExportCsvQuery, BotFaq_ExportCsvQueryVariables>(BotFaq_ExportCsvDocument, options as useQuery.Options<BotFaq_ExportCsvQuery, BotFaq_ExportCsvQueryVariables>);
}

export function useBotFaq_ExportCsvLazyQuery(options?: useLazyQuery.Options<BotFaq_ExportCsvQuery, BotFaq_ExportCsvQueryVariables>) {
  return useLazyQuery<BotFaq_ExportCsvQuery, BotFaq_ExportCsvQueryVariables>(BotFaq_ExportCsvDocument, options);
}

export function useBotFaq_TrainingQuery(options?: useQuery.Options<BotFaq_TrainingQuery, BotFaq_TrainingQueryVariables>) {
  return useQuery<BotFaq_TrainingQuery, BotFaq_TrainingQueryVariables>(BotFaq_TrainingDocument, options as useQuery.Options<BotFaq_TrainingQuery, BotFaq_TrainingQueryVariables>);
}

export function useBotFaq_TrainingLazyQuery(options?: useLazyQuery.Options<BotFaq_TrainingQuery, BotFaq_TrainingQueryVariables>) {
  return useLazyQuery<BotFaq_TrainingQuery, BotFaq_TrainingQueryVariables>(BotFaq_TrainingDocument, options);
}

export function useBotFaq_StartTrainingMutation(options?: useMutation.Options<BotFaq_StartTrainingMutation, BotFaq_StartTrainingMutationVariables>) {
  return useMutation<BotFaq_StartTrainingMutation, BotFaq_StartTrainingMutationVariables>(BotFaq_StartTrainingDocument, options as useMutation.Options<BotFaq_StartTrainingMutation, BotFaq_StartTrainingMutationVariables>);
}

export function useBotFaq_TrainingProgressSubscription(options?: useSubscription.Options<BotFaq_TrainingProgressSubscription, BotFaq_TrainingProgressSubscriptionVariables>) {
  return useSubscription<BotFaq_TrainingProgressSubscription, BotFaq_TrainingProgressSubscriptionVariables>(BotFaq_TrainingProgressDocument, options as useSubscription.Options<BotFaq_TrainingProgressSubscription, BotFaq_TrainingProgressSubscriptionVariables>);
}

export function useBotFaq_AnswerSettingsQuery(options?: useQuery.Options<BotFaq_AnswerSettingsQuery, BotFaq_AnswerSettingsQueryVariables>) {
  return useQuery<BotFaq_AnswerSettingsQuery, BotFaq_AnswerSettingsQueryVariables>(BotFaq_AnswerSettingsDocument, options as useQuery.Options<BotFaq_AnswerSettingsQuery, BotFaq_AnswerSettingsQueryVariables>);
}

export function useBotFaq_AnswerSettingsLazyQuery(options?: useLazyQuery.Options<BotFaq_AnswerSettingsQuery, BotFaq_AnswerSettingsQueryVariables>) {
  return useLazyQuery<BotFaq_AnswerSettingsQuery, BotFaq_AnswerSettingsQueryVariables>(BotFaq_AnswerSettingsDocument, options);
}

export function useBotFaq_UpdateAnswerSettingsMutation(options?: useMutation.Options<BotFaq_UpdateAnswerSettingsMutation, BotFaq_UpdateAnswerSettingsMutationVariables>) {
  return useMutation<BotFaq_UpdateAnswerSettingsMutation, BotFaq_UpdateAnswerSettingsMutationVariables>(BotFaq_UpdateAnswerSettingsDocument, options as useMutation.Options<BotFaq_UpdateAnswerSettingsMutation, BotFaq_UpdateAnswerSettingsMutationVariables>);
}

export function useHistory_ChatbotQuery(options?: useQuery.Options<History_ChatbotQuery, History_ChatbotQueryVariables>) {
  return useQuery<History_ChatbotQuery, History_ChatbotQueryVariables>(History_ChatbotDocument, options as useQuery.Options<History_ChatbotQuery, History_ChatbotQueryVariables>);
}

export function useHistory_ChatbotLazyQuery(options?: useLazyQuery.Options<History_ChatbotQuery, History_ChatbotQueryVariables>) {
  return useLazyQuery<History_ChatbotQuery, History_ChatbotQueryVariables>(History_ChatbotDocument, options);
}

export function useHistory_ExchangesQuery(options?: useQuery.Options<History_ExchangesQuery, History_ExchangesQueryVariables>) {
  return useQuery<History_ExchangesQuery, History_ExchangesQueryVariables>(History_ExchangesDocument, options as useQuery.Options<History_ExchangesQuery, History_ExchangesQueryVariables>);
}

export function useHistory_ExchangesLazyQuery(options?: useLazyQuery.Options<History_ExchangesQuery, History_ExchangesQueryVariables>) {
  return useLazyQuery<History_ExchangesQuery, History_ExchangesQueryVariables>(History_ExchangesDocument, options);
}

export function useHistory_LikelyGroupsQuery(options?: useQuery.Options<History_LikelyGroupsQuery, History_LikelyGroupsQueryVariables>) {
  return useQuery<History_LikelyGroupsQuery, History_LikelyGroupsQueryVariables>(History_LikelyGroupsDocument, options as useQuery.Options<History_LikelyGroupsQuery, History_LikelyGroupsQueryVariables>);
}

export function useHistory_LikelyGroupsLazyQuery(options?: useLazyQuery.Options<History_LikelyGroupsQuery, History_LikelyGroupsQueryVariables>) {
  return useLazyQuery<History_LikelyGroupsQuery, History_LikelyGroupsQueryVariables>(History_LikelyGroupsDocument, options);
}

export function useHistory_AddToQaMutation(options?: useMutation.Options<History_AddToQaMutation, History_AddToQaMutationVariables>) {
  return useMutation<History_AddToQaMutation, History_AddToQaMutationVariables>(History_AddToQaDocument, options as useMutation.Options<History_AddToQaMutation, History_AddToQaMutationVariables>);
}

export function useIntegrations_ChatbotQuery(options?: useQuery.Options<Integrations_ChatbotQuery, Integrations_ChatbotQueryVariables>) {
  return useQuery<Integrations_ChatbotQuery, Integrations_ChatbotQueryVariables>(Integrations_ChatbotDocument, options as useQuery.Options<Integrations_ChatbotQuery, Integrations_ChatbotQueryVariables>);
}

export function useIntegrations_ChatbotLazyQuery(options?: useLazyQuery.Options<Integrations_ChatbotQuery, Integrations_ChatbotQueryVariables>) {
  return useLazyQuery<Integrations_ChatbotQuery, Integrations_ChatbotQueryVariables>(Integrations_ChatbotDocument, options);
}

export function useIntegrations_SetActiveMutation(options?: useMutation.Options<Integrations_SetActiveMutation, Integrations_SetActiveMutationVariables>) {
  return useMutation<Integrations_SetActiveMutation, Integrations_SetActiveMutationVariables>(Integrations_SetActiveDocument, options as useMutation.Options<Integrations_SetActiveMutation, Integrations_SetActiveMutationVariables>);
}

export function useFacebookIntegrationTab_SettingsQuery(options?: useQuery.Options<FacebookIntegrationTab_SettingsQuery, FacebookIntegrationTab_SettingsQueryVariables>) {
  return useQuery<FacebookIntegrationTab_SettingsQuery, FacebookIntegrationTab_SettingsQueryVariables>(FacebookIntegrationTab_SettingsDocument, options as useQuery.Options<FacebookIntegrationTab_SettingsQuery, FacebookIntegrationTab_SettingsQueryVariables>);
}

export function useFacebookIntegrationTab_SettingsLazyQuery(options?: useLazyQuery.Options<FacebookIntegrationTab_SettingsQuery, FacebookIntegrationTab_SettingsQueryVariables>) {
  return useLazyQuery<FacebookIntegrationTab_SettingsQuery, FacebookIntegrationTab_SettingsQueryVariables>(FacebookIntegrationTab_SettingsDocument, options);
}

export function useFacebookIntegrationTab_UpdateMutation(options?: useMutation.Options<FacebookIntegrationTab_UpdateMutation, FacebookIntegrationTab_UpdateMutationVariables>) {
  return useMutation<FacebookIntegrationTab_UpdateMutation, FacebookIntegrationTab_UpdateMutationVariables>(FacebookIntegrationTab_UpdateDocument, options as useMutation.Options<FacebookIntegrationTab_UpdateMutation, FacebookIntegrationTab_UpdateMutationVariables>);
}

export function useLineIntegrationTab_SettingsQuery(options?: useQuery.Options<LineIntegrationTab_SettingsQuery, LineIntegrationTab_SettingsQueryVariables>) {
  return useQuery<LineIntegrationTab_SettingsQuery, LineIntegrationTab_SettingsQueryVariables>(LineIntegrationTab_SettingsDocument, options as useQuery.Options<LineIntegrationTab_SettingsQuery, LineIntegrationTab_SettingsQueryVariables>);
}

export function useLineIntegrationTab_SettingsLazyQuery(options?: useLazyQuery.Options<LineIntegrationTab_SettingsQuery, LineIntegrationTab_SettingsQueryVariables>) {
  return useLazyQuery<LineIntegrationTab_SettingsQuery, LineIntegrationTab_SettingsQueryVariables>(LineIntegrationTab_SettingsDocument, options);
}

export function useLineIntegrationTab_UpdateMutation(options?: useMutation.Options<LineIntegrationTab_UpdateMutation, LineIntegrationTab_UpdateMutationVariables>) {
  return useMutation<LineIntegrationTab_UpdateMutation, LineIntegrationTab_UpdateMutationVariables>(LineIntegrationTab_UpdateDocument, options as useMutation.Options<LineIntegrationTab_UpdateMutation, LineIntegrationTab_UpdateMutationVariables>);
}

export function useLineIntegrationTab_SetWebhookUrlMutation(options?: useMutation.Options<LineIntegrationTab_SetWebhookUrlMutation, LineIntegrationTab_SetWebhookUrlMutationVariables>) {
  return useMutation<LineIntegrationTab_SetWebhookUrlMutation, LineIntegrationTab_SetWebhookUrlMutationVariables>(LineIntegrationTab_SetWebhookUrlDocument, options as useMutation.Options<LineIntegrationTab_SetWebhookUrlMutation, LineIntegrationTab_SetWebhookUrlMutationVariables>);
}

export function useLineIntegrationTab_TestWebhookMutation(options?: useMutation.Options<LineIntegrationTab_TestWebhookMutation, LineIntegrationTab_TestWebhookMutationVariables>) {
  return useMutation<LineIntegrationTab_TestWebhookMutation, LineIntegrationTab_TestWebhookMutationVariables>(LineIntegrationTab_TestWebhookDocument, options as useMutation.Options<LineIntegrationTab_TestWebhookMutation, LineIntegrationTab_TestWebhookMutationVariables>);
}

export function useThirdPartyIntegrationTab_SettingsQuery(options?: useQuery.Options<ThirdPartyIntegrationTab_SettingsQuery, ThirdPartyIntegrationTab_SettingsQueryVariables>) {
  return useQuery<ThirdPartyIntegrationTab_SettingsQuery, ThirdPartyIntegrationTab_SettingsQueryVariables>(ThirdPartyIntegrationTab_SettingsDocument, options as useQuery.Options<ThirdPartyIntegrationTab_SettingsQuery, ThirdPartyIntegrationTab_SettingsQueryVariables>);
}

export function useThirdPartyIntegrationTab_SettingsLazyQuery(options?: useLazyQuery.Options<ThirdPartyIntegrationTab_SettingsQuery, ThirdPartyIntegrationTab_SettingsQueryVariables>) {
  return useLazyQuery<ThirdPartyIntegrationTab_SettingsQuery, ThirdPartyIntegrationTab_SettingsQueryVariables>(ThirdPartyIntegrationTab_SettingsDocument, options);
}

export function useThirdPartyIntegrationTab_UpdateMutation(options?: useMutation.Options<ThirdPartyIntegrationTab_UpdateMutation, ThirdPartyIntegrationTab_UpdateMutationVariables>) {
  return useMutation<ThirdPartyIntegrationTab_UpdateMutation, ThirdPartyIntegrationTab_UpdateMutationVariables>(ThirdPartyIntegrationTab_UpdateDocument, options as useMutation.Options<ThirdPartyIntegrationTab_UpdateMutation, ThirdPartyIntegrationTab_UpdateMutationVariables>);
}

export function useWebIntegrationTab_SettingsQuery(options?: useQuery.Options<WebIntegrationTab_SettingsQuery, WebIntegrationTab_SettingsQueryVariables>) {
  return useQuery<WebIntegrationTab_SettingsQuery, WebIntegrationTab_SettingsQueryVariables>(WebIntegrationTab_SettingsDocument, options as useQuery.Options<WebIntegrationTab_SettingsQuery, WebIntegrationTab_SettingsQueryVariables>);
}

export function useWebIntegrationTab_SettingsLazyQuery(options?: useLazyQuery.Options<WebIntegrationTab_SettingsQuery, WebIntegrationTab_SettingsQueryVariables>) {
  return useLazyQuery<WebIntegrationTab_SettingsQuery, WebIntegrationTab_SettingsQueryVariables>(WebIntegrationTab_SettingsDocument, options);
}

export function useWebIntegrationTab_UpdateMutation(options?: useMutation.Options<WebIntegrationTab_UpdateMutation, WebIntegrationTab_UpdateMutationVariables>) {
  return useMutation<WebIntegrationTab_UpdateMutation, WebIntegrationTab_UpdateMutationVariables>(WebIntegrationTab_UpdateDocument, options as useMutation.Options<WebIntegrationTab_UpdateMutation, WebIntegrationTab_UpdateMutationVariables>);
}

export function useWebIntegrationTab_UploadIconMutation(options?: useMutation.Options<WebIntegrationTab_UploadIconMutation, WebIntegrationTab_UploadIconMutationVariables>) {
  return useMutation<WebIntegrationTab_UploadIconMutation, WebIntegrationTab_UploadIconMutationVariables>(WebIntegrationTab_UploadIconDocument, options as useMutation.Options<WebIntegrationTab_UploadIconMutation, WebIntegrationTab_UploadIconMutationVariables>);
}

export function useWebIntegrationTab_RemoveIconMutation(options?: useMutation.Options<WebIntegrationTab_RemoveIconMutation, WebIntegrationTab_RemoveIconMutationVariables>) {
  return useMutation<WebIntegrationTab_RemoveIconMutation, WebIntegrationTab_RemoveIconMutationVariables>(WebIntegrationTab_RemoveIconDocument, options as useMutation.Options<WebIntegrationTab_RemoveIconMutation, WebIntegrationTab_RemoveIconMutationVariables>);
}

export function useBotQuestionnaires_ChatbotQuery(options?: useQuery.Options<BotQuestionnaires_ChatbotQuery, BotQuestionnaires_ChatbotQueryVariables>) {
  return useQuery<BotQuestionnaires_ChatbotQuery, BotQuestionnaires_ChatbotQueryVariables>(BotQuestionnaires_ChatbotDocument, options as useQuery.Options<BotQuestionnaires_ChatbotQuery, BotQuestionnaires_ChatbotQueryVariables>);
}

export function useBotQuestionnaires_ChatbotLazyQuery(options?: useLazyQuery.Options<BotQuestionnaires_ChatbotQuery, BotQuestionnaires_ChatbotQueryVariables>) {
  return useLazyQuery<BotQuestionnaires_ChatbotQuery, BotQuestionnaires_ChatbotQueryVariables>(BotQuestionnaires_ChatbotDocument, options);
}

export function useBotQuestionnaires_EntityTypesQuery(options?: useQuery.Options<BotQuestionnaires_EntityTypesQuery, BotQuestionnaires_EntityTypesQueryVariables>) {
  return useQuery<BotQuestionnaires_EntityTypesQuery, BotQuestionnaires_EntityTypesQueryVariables>(BotQuestionnaires_EntityTypesDocument, options as useQuery.Options<BotQuestionnaires_EntityTypesQuery, BotQuestionnaires_EntityTypesQueryVariables>);
}

export function useBotQuestionnaires_EntityTypesLazyQuery(options?: useLazyQuery.Options<BotQuestionnaires_EntityTypesQuery, BotQuestionnaires_EntityTypesQueryVariables>) {
  return useLazyQuery<BotQuestionnaires_EntityTypesQuery, BotQuestionnaires_EntityTypesQueryVariables>(BotQuestionnaires_EntityTypesDocument, options);
}

export function useBotQuestionnaires_ListQuery(options?: useQuery.Options<BotQuestionnaires_ListQuery, BotQuestionnaires_ListQueryVariables>) {
  return useQuery<BotQuestionnaires_ListQuery, BotQuestionnaires_ListQueryVariables>(BotQuestionnaires_ListDocument, options as useQuery.Options<BotQuestionnaires_ListQuery, BotQuestionnaires_ListQueryVariables>);
}

export function useBotQuestionnaires_ListLazyQuery(options?: useLazyQuery.Options<BotQuestionnaires_ListQuery, BotQuestionnaires_ListQueryVariables>) {
  return useLazyQuery<BotQuestionnaires_ListQuery, BotQuestionnaires_ListQueryVariables>(BotQuestionnaires_ListDocument, options);
}

export function useBotQuestionnaires_CreateMutation(options?: useMutation.Options<BotQuestionnaires_CreateMutation, BotQuestionnaires_CreateMutationVariables>) {
  return useMutation<BotQuestionnaires_CreateMutation, BotQuestionnaires_CreateMutationVariables>(BotQuestionnaires_CreateDocument, options as useMutation.Options<BotQuestionnaires_CreateMutation, BotQuestionnaires_CreateMutationVariables>);
}

export function useBotQuestionnaires_UpdateMutation(options?: useMutation.Options<BotQuestionnaires_UpdateMutation, BotQuestionnaires_UpdateMutationVariables>) {
  return useMutation<BotQuestionnaires_UpdateMutation, BotQuestionnaires_UpdateMutationVariables>(BotQuestionnaires_UpdateDocument, options as useMutation.Options<BotQuestionnaires_UpdateMutation, BotQuestionnaires_UpdateMutationVariables>);
}

export function useBotQuestionnaires_DeleteMutation(options?: useMutation.Options<BotQuestionnaires_DeleteMutation, BotQuestionnaires_DeleteMutationVariables>) {
  return useMutation<BotQuestionnaires_DeleteMutation, BotQuestionnaires_DeleteMutationVariables>(BotQuestionnaires_DeleteDocument, options as useMutation.Options<BotQuestionnaires_DeleteMutation, BotQuestionnaires_DeleteMutationVariables>);
}

export function useBotQuestionnaires_ResponsesQuery(options?: useQuery.Options<BotQuestionnaires_ResponsesQuery, BotQuestionnaires_ResponsesQueryVariables>) {
  return useQuery<BotQuestionnaires_ResponsesQuery, BotQuestionnaires_ResponsesQueryVariables>(BotQuestionnaires_ResponsesDocument, options as useQuery.Options<BotQuestionnaires_ResponsesQuery, BotQuestionnaires_ResponsesQueryVariables>);
}

export function useBotQuestionnaires_ResponsesLazyQuery(options?: useLazyQuery.Options<BotQuestionnaires_ResponsesQuery, BotQuestionnaires_ResponsesQueryVariables>) {
  return useLazyQuery<BotQuestionnaires_ResponsesQuery, BotQuestionnaires_ResponsesQueryVariables>(BotQuestionnaires_ResponsesDocument, options);
}

export function useRecommendations_ChatbotQuery(options?: useQuery.Options<Recommendations_ChatbotQuery, Recommendations_ChatbotQueryVariables>) {
  return useQuery<Recommendations_ChatbotQuery, Recommendations_ChatbotQueryVariables>(Recommendations_ChatbotDocument, options as useQuery.Options<Recommendations_ChatbotQuery, Recommendations_ChatbotQueryVariables>);
}

export function useRecommendations_ChatbotLazyQuery(options?: useLazyQuery.Options<Recommendations_ChatbotQuery, Recommendations_ChatbotQueryVariables>) {
  return useLazyQuery<Recommendations_ChatbotQuery, Recommendations_ChatbotQueryVariables>(Recommendations_ChatbotDocument, options);
}

export function useRecommendations_ListQuery(options?: useQuery.Options<Recommendations_ListQuery, Recommendations_ListQueryVariables>) {
  return useQuery<Recommendations_ListQuery, Recommendations_ListQueryVariables>(Recommendations_ListDocument, options as useQuery.Options<Recommendations_ListQuery, Recommendations_ListQueryVariables>);
}

export function useRecommendations_ListLazyQuery(options?: useLazyQuery.Options<Recommendations_ListQuery, Recommendations_ListQueryVariables>) {
  return useLazyQuery<Recommendations_ListQuery, Recommendations_ListQueryVariables>(Recommendations_ListDocument, options);
}

export function useRecommendations_SaveMutation(options?: useMutation.Options<Recommendations_SaveMutation, Recommendations_SaveMutationVariables>) {
  return useMutation<Recommendations_SaveMutation, Recommendations_SaveMutationVariables>(Recommendations_SaveDocument, options as useMutation.Options<Recommendations_SaveMutation, Recommendations_SaveMutationVariables>);
}

export function useBotSettings_ChatbotQuery(options?: useQuery.Options<BotSettings_ChatbotQuery, BotSettings_ChatbotQueryVariables>) {
  return useQuery<BotSettings_ChatbotQuery, BotSettings_ChatbotQueryVariables>(BotSettings_ChatbotDocument, options as useQuery.Options<BotSettings_ChatbotQuery, BotSettings_ChatbotQueryVariables>);
}

export function useBotSettings_ChatbotLazyQuery(options?: useLazyQuery.Options<BotSettings_ChatbotQuery, BotSettings_ChatbotQueryVariables>) {
  return useLazyQuery<BotSettings_ChatbotQuery, BotSettings_ChatbotQueryVariables>(BotSettings_ChatbotDocument, options);
}

export function useBotSettings_UpdateMutation(options?: useMutation.Options<BotSettings_UpdateMutation, BotSettings_UpdateMutationVariables>) {
  return useMutation<BotSettings_UpdateMutation, BotSettings_UpdateMutationVariables>(BotSettings_UpdateDocument, options as useMutation.Options<BotSettings_UpdateMutation, BotSettings_UpdateMutationVariables>);
}

export function useBotSettings_UpdateToolsMutation(options?: useMutation.Options<BotSettings_UpdateToolsMutation, BotSettings_UpdateToolsMutationVariables>) {
  return useMutation<BotSettings_UpdateToolsMutation, BotSettings_UpdateToolsMutationVariables>(BotSettings_UpdateToolsDocument, options as useMutation.Options<BotSettings_UpdateToolsMutation, BotSettings_UpdateToolsMutationVariables>);
}

export function useBotSettings_DeleteMutation(options?: useMutation.Options<BotSettings_DeleteMutation, BotSettings_DeleteMutationVariables>) {
  return useMutation<BotSettings_DeleteMutation, BotSettings_DeleteMutationVariables>(BotSettings_DeleteDocument, options as useMutation.Options<BotSettings_DeleteMutation, BotSettings_DeleteMutationVariables>);
}

export function useBotSettings_UsageLineQuery(options?: useQuery.Options<BotSettings_UsageLineQuery, BotSettings_UsageLineQueryVariables>) {
  return useQuery<BotSettings_UsageLineQuery, BotSettings_UsageLineQueryVariables>(BotSettings_UsageLineDocument, options as useQuery.Options<BotSettings_UsageLineQuery, BotSettings_UsageLineQueryVariables>);
}

export function useBotSettings_UsageLineLazyQuery(options?: useLazyQuery.Options<BotSettings_UsageLineQuery, BotSettings_UsageLineQueryVariables>) {
  return useLazyQuery<BotSettings_UsageLineQuery, BotSettings_UsageLineQueryVariables>(BotSettings_UsageLineDocument, options);
}

export function useBotTemplate_TemplatesQuery(options?: useQuery.Options<BotTemplate_TemplatesQuery, BotTemplate_TemplatesQueryVariables>) {
  return useQuery<BotTemplate_TemplatesQuery, BotTemplate_TemplatesQueryVariables>(BotTemplate_TemplatesDocument, options as useQuery.Options<BotTemplate_TemplatesQuery, BotTemplate_TemplatesQueryVariables>);
}

export function useBotTemplate_TemplatesLazyQuery(options?: useLazyQuery.Options<BotTemplate_TemplatesQuery, BotTemplate_TemplatesQueryVariables>) {
  return useLazyQuery<BotTemplate_TemplatesQuery, BotTemplate_TemplatesQueryVariables>(BotTemplate_TemplatesDocument, options);
}

export function useBotTemplate_CreateMutation(options?: useMutation.Options<BotTemplate_CreateMutation, BotTemplate_CreateMutationVariables>) {
  return useMutation<BotTemplate_CreateMutation, BotTemplate_CreateMutationVariables>(BotTemplate_CreateDocument, options as useMutation.Options<BotTemplate_CreateMutation, BotTemplate_CreateMutationVariables>);
}

export function useTestChat_ChatbotQuery(options?: useQuery.Options<TestChat_ChatbotQuery, TestChat_ChatbotQueryVariables>) {
  return useQuery<TestChat_ChatbotQuery, TestChat_ChatbotQueryVariables>(TestChat_ChatbotDocument, options as useQuery.Options<TestChat_ChatbotQuery, TestChat_ChatbotQueryVariables>);
}

export function useTestChat_ChatbotLazyQuery(options?: useLazyQuery.Options<TestChat_ChatbotQuery, TestChat_ChatbotQueryVariables>) {
  return useLazyQuery<TestChat_ChatbotQuery, TestChat_ChatbotQueryVariables>(TestChat_ChatbotDocument, options);
}

export function useTestChat_SendMutation(options?: useMutation.Options<TestChat_SendMutation, TestChat_SendMutationVariables>) {
  return useMutation<TestChat_SendMutation, TestChat_SendMutationVariables>(TestChat_SendDocument, options as useMutation.Options<TestChat_SendMutation, TestChat_SendMutationVariables>);
}

export function useBotTopics_ChatbotQuery(options?: useQuery.Options<BotTopics_ChatbotQuery, BotTopics_ChatbotQueryVariables>) {
  return useQuery<BotTopics_ChatbotQuery, BotTopics_ChatbotQueryVariables>(BotTopics_ChatbotDocument, options as useQuery.Options<BotTopics_ChatbotQuery, BotTopics_ChatbotQueryVariables>);
}

export function useBotTopics_ChatbotLazyQuery(options?: useLazyQuery.Options<BotTopics_ChatbotQuery, BotTopics_ChatbotQueryVariables>) {
  return useLazyQuery<BotTopics_ChatbotQuery, BotTopics_ChatbotQueryVariables>(BotTopics_ChatbotDocument, options);
}

export function useBotTopics_DataQuery(options?: useQuery.Options<BotTopics_DataQuery, BotTopics_DataQueryVariables>) {
  return useQuery<BotTopics_DataQuery, BotTopics_DataQueryVariables>(BotTopics_DataDocument, options as useQuery.Options<BotTopics_DataQuery, BotTopics_DataQueryVariables>);
}

export function useBotTopics_DataLazyQuery(options?: useLazyQuery.Options<BotTopics_DataQuery, BotTopics_DataQueryVariables>) {
  return useLazyQuery<BotTopics_DataQuery, BotTopics_DataQueryVariables>(BotTopics_DataDocument, options);
}

export function useBotTopics_GroupsQuery(options?: useQuery.Options<BotTopics_GroupsQuery, BotTopics_GroupsQueryVariables>) {
  return useQuery<BotTopics_GroupsQuery, BotTopics_GroupsQueryVariables>(BotTopics_GroupsDocument, options as useQuery.Options<BotTopics_GroupsQuery, BotTopics_GroupsQueryVariables>);
}

export function useBotTopics_GroupsLazyQuery(options?: useLazyQuery.Options<BotTopics_GroupsQuery, BotTopics_GroupsQueryVariables>) {
  return useLazyQuery<BotTopics_GroupsQuery, BotTopics_GroupsQueryVariables>(BotTopics_GroupsDocument, options);
}

export function useBotTopics_CreateMutation(options?: useMutation.Options<BotTopics_CreateMutation, BotTopics_CreateMutationVariables>) {
  return useMutation<BotTopics_CreateMutation, BotTopics_CreateMutationVariables>(BotTopics_CreateDocument, options as useMutation.Options<BotTopics_CreateMutation, BotTopics_CreateMutationVariables>);
}

export function useBotTopics_UpdateMutation(options?: useMutation.Options<BotTopics_UpdateMutation, BotTopics_UpdateMutationVariables>) {
  return useMutation<BotTopics_UpdateMutation, BotTopics_UpdateMutationVariables>(BotTopics_UpdateDocument, options as useMutation.Options<BotTopics_UpdateMutation, BotTopics_UpdateMutationVariables>);
}

export function useBotTopics_DeleteMutation(options?: useMutation.Options<BotTopics_DeleteMutation, BotTopics_DeleteMutationVariables>) {
  return useMutation<BotTopics_DeleteMutation, BotTopics_DeleteMutationVariables>(BotTopics_DeleteDocument, options as useMutation.Options<BotTopics_DeleteMutation, BotTopics_DeleteMutationVariables>);
}

export function useBotTopics_SetGroupsMutation(options?: useMutation.Options<BotTopics_SetGroupsMutation, BotTopics_SetGroupsMutationVariables>) {
  return useMutation<BotTopics_SetGroupsMutation, BotTopics_SetGroupsMutationVariables>(BotTopics_SetGroupsDocument, options as useMutation.Options<BotTopics_SetGroupsMutation, BotTopics_SetGroupsMutationVariables>);
}

export function useBotTopics_ReorderMutation(options?: useMutation.Options<BotTopics_ReorderMutation, BotTopics_ReorderMutationVariables>) {
  return useMutation<BotTopics_ReorderMutation, BotTopics_ReorderMutationVariables>(BotTopics_ReorderDocument, options as useMutation.Options<BotTopics_ReorderMutation, BotTopics_ReorderMutationVariables>);
}

export function useBotTopics_SetMenuKeywordMutation(options?: useMutation.Options<BotTopics_SetMenuKeywordMutation, BotTopics_SetMenuKeywordMutationVariables>) {
  return useMutation<BotTopics_SetMenuKeywordMutation, BotTopics_SetMenuKeywordMutationVariables>(BotTopics_SetMenuKeywordDocument, options as useMutation.Options<BotTopics_SetMenuKeywordMutation, BotTopics_SetMenuKeywordMutationVariables>);
}

export function useConfirmation_ConfirmEmailMutation(options?: useMutation.Options<Confirmation_ConfirmEmailMutation, Confirmation_ConfirmEmailMutationVariables>) {
  return useMutation<Confirmation_ConfirmEmailMutation, Confirmation_ConfirmEmailMutationVariables>(Confirmation_ConfirmEmailDocument, options as useMutation.Options<Confirmation_ConfirmEmailMutation, Confirmation_ConfirmEmailMutationVariables>);
}

export function useDashboard_ChatbotsQuery(options?: useQuery.Options<Dashboard_ChatbotsQuery, Dashboard_ChatbotsQueryVariables>) {
  return useQuery<Dashboard_ChatbotsQuery, Dashboard_ChatbotsQueryVariables>(Dashboard_ChatbotsDocument, options as useQuery.Options<Dashboard_ChatbotsQuery, Dashboard_ChatbotsQueryVariables>);
}

export function useDashboard_ChatbotsLazyQuery(options?: useLazyQuery.Options<Dashboard_ChatbotsQuery, Dashboard_ChatbotsQueryVariables>) {
  return useLazyQuery<Dashboard_ChatbotsQuery, Dashboard_ChatbotsQueryVariables>(Dashboard_ChatbotsDocument, options);
}

export function useLogin_LoginMutation(options?: useMutation.Options<Login_LoginMutation, Login_LoginMutationVariables>) {
  return useMutation<Login_LoginMutation, Login_LoginMutationVariables>(Login_LoginDocument, options as useMutation.Options<Login_LoginMutation, Login_LoginMutationVariables>);
}

export function usePricing_PlansQuery(options?: useQuery.Options<Pricing_PlansQuery, Pricing_PlansQueryVariables>) {
  return useQuery<Pricing_PlansQuery, Pricing_PlansQueryVariables>(Pricing_PlansDocument, options as useQuery.Options<Pricing_PlansQuery, Pricing_PlansQueryVariables>);
}

export function usePricing_PlansLazyQuery(options?: useLazyQuery.Options<Pricing_PlansQuery, Pricing_PlansQueryVariables>) {
  return useLazyQuery<Pricing_PlansQuery, Pricing_PlansQueryVariables>(Pricing_PlansDocument, options);
}

export function usePricing_ChangePlanMutation(options?: useMutation.Options<Pricing_ChangePlanMutation, Pricing_ChangePlanMutationVariables>) {
  return useMutation<Pricing_ChangePlanMutation, Pricing_ChangePlanMutationVariables>(Pricing_ChangePlanDocument, options as useMutation.Options<Pricing_ChangePlanMutation, Pricing_ChangePlanMutationVariables>);
}

export function useReset_RequestPasswordResetMutation(options?: useMutation.Options<Reset_RequestPasswordResetMutation, Reset_RequestPasswordResetMutationVariables>) {
  return useMutation<Reset_RequestPasswordResetMutation, Reset_RequestPasswordResetMutationVariables>(Reset_RequestPasswordResetDocument, options as useMutation.Options<Reset_RequestPasswordResetMutation, Reset_RequestPasswordResetMutationVariables>);
}

export function useReset_ResetPasswordMutation(options?: useMutation.Options<Reset_ResetPasswordMutation, Reset_ResetPasswordMutationVariables>) {
  return useMutation<Reset_ResetPasswordMutation, Reset_ResetPasswordMutationVariables>(Reset_ResetPasswordDocument, options as useMutation.Options<Reset_ResetPasswordMutation, Reset_ResetPasswordMutationVariables>);
}

export function useSignIn_ProvidersQuery(options?: useQuery.Options<SignIn_ProvidersQuery, SignIn_ProvidersQueryVariables>) {
  return useQuery<SignIn_ProvidersQuery, SignIn_ProvidersQueryVariables>(SignIn_ProvidersDocument, options as useQuery.Options<SignIn_ProvidersQuery, SignIn_ProvidersQueryVariables>);
}

export function useSignIn_ProvidersLazyQuery(options?: useLazyQuery.Options<SignIn_ProvidersQuery, SignIn_ProvidersQueryVariables>) {
  return useLazyQuery<SignIn_ProvidersQuery, SignIn_ProvidersQueryVariables>(SignIn_ProvidersDocument, options);
}

export function useSignIn_StartMutation(options?: useMutation.Options<SignIn_StartMutation, SignIn_StartMutationVariables>) {
  return useMutation<SignIn_StartMutation, SignIn_StartMutationVariables>(SignIn_StartDocument, options as useMutation.Options<SignIn_StartMutation, SignIn_StartMutationVariables>);
}

export function useSignIn_CompleteMutation(options?: useMutation.Options<SignIn_CompleteMutation, SignIn_CompleteMutationVariables>) {
  return useMutation<SignIn_CompleteMutation, SignIn_CompleteMutationVariables>(SignIn_CompleteDocument, options as useMutation.Options<SignIn_CompleteMutation, SignIn_CompleteMutationVariables>);
}

export function useSignup_RegisterMutation(options?: useMutation.Options<Signup_RegisterMutation, Signup_RegisterMutationVariables>) {
  return useMutation<Signup_RegisterMutation, Signup_RegisterMutationVariables>(Signup_RegisterDocument, options as useMutation.Options<Signup_RegisterMutation, Signup_RegisterMutationVariables>);
}