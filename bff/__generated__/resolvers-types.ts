import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { ProfileDTO, PlanDTO, ChatbotDetailDTO, AutoQaFileDTO, HealthDTO, UserConfigDTO, QaGroupDTO, QaGroupPageDTO, TrainingJobDTO, TrainingStatusDTO, AnswerSettingsDTO, IntegrationDTO, WebPluginSettingsDTO, AutoQaDataDTO, RetrievedChunkDTO, RetrievalTestDTO, AutoFaqFileDTO, AutoFaqDataDTO, AutoFaqCandidateDTO, AutoFaqTestDTO, TopicDataDTO, TopicDTO, TopicGroupDTO, EntityFileDTO, EntityDataDTO, EntityTestDTO, OptimizationJobDTO, OptimizationStatusDTO, LlmStatusDTO, SecretHintDTO, DeliveryErrorDTO, LineSettingsDTO, LineSetWebhookUrlDTO, LineWebhookTestDTO, FacebookSettingsDTO, ThirdPartySettingsDTO, HistoryExchangeDTO, HistoryExchangePageDTO, HistoryGroupRefDTO, RecommendationDTO, RecommendationPageDTO, UserStatsDTO, UsageTilesDTO, AnswerOutcomesDTO, UnhandledQuestionDTO, TopQuestionDTO, UnhandledThemesDTO, UnhandledThemeDTO, SuggestedGroupDTO, BatchTestRunDTO, BatchTestSummaryDTO, BatchTestWrongMatchDTO, BatchTestRunListDTO, BatchTestRowDTO, BatchTestRowPageDTO, BatchTestComparisonDTO, BatchTestRowChangeDTO, BatchTestRowOutcomeDTO, BatchTestRunEventDTO } from '../../schema/rest';
import { TemplateDTO, TemplateRuleDTO } from '../../schema/rest-templates';
import { BffContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
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
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
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
  signInProvider?: Maybe<SignInProvider>;
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
  chosenAnswerId?: Maybe<Scalars['ID']['output']>;
  chosenBy: AutoFaqChooser;
  /** Why a configured model was not used (timeout, unavailable …). */
  modelError?: Maybe<Scalars['String']['output']>;
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
  answerStatus?: Maybe<AnswerStatus>;
  answered: Scalars['Boolean']['output'];
  /** The best candidate's confidence, on the scale of the bot's thresholds (a strong match may pass 1). */
  confidence?: Maybe<Scalars['Float']['output']>;
  expectedAnswer?: Maybe<Scalars['String']['output']>;
  /** The group that answered; null when none did. */
  group?: Maybe<QaGroupKey>;
  /** The file line it came from. */
  line: Scalars['Int']['output'];
  /** Whether the reply carries the expected answer; null without one or before the row is answered. */
  passed?: Maybe<Scalars['Boolean']['output']>;
  /** 1-based place among the run's rows. */
  position: Scalars['Int']['output'];
  question: Scalars['String']['output'];
  reply?: Maybe<Scalars['String']['output']>;
  source?: Maybe<AnswerSource>;
};

export type BatchTestRowChange = {
  __typename?: 'BatchTestRowChange';
  after: BatchTestRowOutcome;
  before: BatchTestRowOutcome;
  /** The row's expected answer, or null when the file gave none (a broken row's Add to Q&A starts from it). */
  expectedAnswer?: Maybe<Scalars['String']['output']>;
  position: Scalars['Int']['output'];
  question: Scalars['String']['output'];
};

export type BatchTestRowOutcome = {
  __typename?: 'BatchTestRowOutcome';
  answerStatus?: Maybe<AnswerStatus>;
  passed?: Maybe<Scalars['Boolean']['output']>;
  reply?: Maybe<Scalars['String']['output']>;
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
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** Why it failed (an error code such as NOT_TRAINED); empty otherwise. */
  message: Scalars['String']['output'];
  /** The newest earlier run of the same file, to compare with; null when there is none. */
  previousRunId?: Maybe<Scalars['ID']['output']>;
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
  passRate?: Maybe<Scalars['Float']['output']>;
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
  key?: Maybe<Scalars['String']['output']>;
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
  expiredAt?: Maybe<Scalars['DateTime']['output']>;
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
  page?: Maybe<Scalars['Int']['output']>;
  paragraph?: Maybe<Scalars['Int']['output']>;
  /** 1-based CSV row (the header is row 1). */
  row?: Maybe<Scalars['Int']['output']>;
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
  detail?: Maybe<Scalars['String']['output']>;
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
  replacedFile?: Maybe<Scalars['String']['output']>;
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
  deliveryError?: Maybe<DeliveryError>;
  /** §6: people whose replies are not treated as user questions. */
  humanAgents: Array<Scalars['String']['output']>;
  /**
   * The Page the access token belongs to, as Facebook named it when the token was saved: only its messages are
   * answered. Null when Facebook could not say (a refused token): then messages of every Page of the app are.
   */
  page?: Maybe<FacebookPage>;
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
  answerStatus?: Maybe<AnswerStatus>;
  /** `YYYY-MM-DD HH:mm`, Asia/Taipei. */
  datetime: Scalars['String']['output'];
  feedback: Feedback;
  /** The reply's history id (the `mid` of the public API). */
  id: Scalars['ID']['output'];
  /** Said in a LINE group or multi-person chat (the reply went to everyone there); null in a user's own chat. */
  lineChat?: Maybe<LineChat>;
  /** Which LINE group or multi-person chat: filter by it to see every member's exchanges there. Null with lineChat. */
  lineChatId?: Maybe<Scalars['String']['output']>;
  /** The group that answered; null when none did or it was deleted since. */
  matchedGroup?: Maybe<HistoryGroupRef>;
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
  source?: Maybe<AnswerSource>;
  userId: Scalars['String']['output'];
};

export type HistoryExchangePage = {
  __typename?: 'HistoryExchangePage';
  items: Array<HistoryExchange>;
  /** True when more than `total` (10,000) match. */
  moreThanTotal: Scalars['Boolean']['output'];
  /** Null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
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
  otherLine?: Maybe<Scalars['Int']['output']>;
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
  failureReason?: Maybe<Scalars['String']['output']>;
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
  deliveryError?: Maybe<DeliveryError>;
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
  model?: Maybe<Scalars['String']['output']>;
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
  _noop?: Maybe<Scalars['Boolean']['output']>;
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
  afterScore?: Maybe<Scalars['Float']['output']>;
  /** Mean similarity (0..1) of AutoQA's answers to the expected ones with the prompt in use. */
  beforeScore?: Maybe<Scalars['Float']['output']>;
  createdAt: Scalars['DateTime']['output'];
  decision: PromptOptimizationDecision;
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** A failure's code (an error code such as LLM_REQUIRED or INTERNAL, or llm_timeout, no_knowledge…: schema/rules/job-failures.ts; older failures: an English sentence); empty otherwise. */
  message: Scalars['String']['output'];
  /** 0..1 */
  progress: Scalars['Float']['output'];
  proposedPrompt?: Maybe<Scalars['String']['output']>;
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
  optimization?: Maybe<PromptOptimization>;
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
  chatbot?: Maybe<Chatbot>;
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
  me?: Maybe<Account>;
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
  qaGroup?: Maybe<QaGroup>;
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
  entityType?: Maybe<Scalars['String']['output']>;
  required: Scalars['Boolean']['output'];
  rules?: Maybe<QuestionnaireRules>;
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
  length?: Maybe<Scalars['Int']['output']>;
  max?: Maybe<Scalars['Int']['output']>;
  /** What the bot says when an answer breaks a rule. */
  message?: Maybe<Scalars['String']['output']>;
  min?: Maybe<Scalars['Int']['output']>;
  regex?: Maybe<Scalars['String']['output']>;
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
  group?: Maybe<QaGroupKey>;
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
  nextCursor?: Maybe<Scalars['String']['output']>;
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
  answer?: Maybe<Scalars['String']['output']>;
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
  _noop?: Maybe<Scalars['Boolean']['output']>;
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
  field?: Maybe<Scalars['String']['output']>;
  kind: TemplateRuleKind;
  max?: Maybe<Scalars['Float']['output']>;
  min?: Maybe<Scalars['Float']['output']>;
  pattern?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['Float']['output']>;
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
  exchangeId?: Maybe<Scalars['ID']['output']>;
  /** The group that answered; null for options or no answer. */
  matchedGroup?: Maybe<QaGroup>;
  /** The off-topic reference message the message was more like than any group, when that made the reply a no answer. */
  offTopic?: Maybe<Scalars['String']['output']>;
  sid: Scalars['String']['output'];
  /** The source that answered; null for buttons or the failed message. */
  source?: Maybe<AnswerSource>;
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
  callbackUrl?: Maybe<Scalars['String']['output']>;
  deliveryError?: Maybe<DeliveryError>;
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
  menuKeyword?: Maybe<Scalars['String']['output']>;
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
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  groupCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The step while training (loading, indexing, saving); a failure's error code (e.g. INTERNAL; older failures: an English sentence). */
  message: Scalars['String']['output'];
  /** 0 to 1. */
  progress: Scalars['Float']['output'];
  startedAt?: Maybe<Scalars['DateTime']['output']>;
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
  job?: Maybe<TrainingJob>;
  /** When the index the bot answers from was built; null if never trained. */
  trainedAt?: Maybe<Scalars['DateTime']['output']>;
  trainedGroupCount: Scalars['Int']['output'];
  /** The Q&A list changed (groups added, edited or deleted) since the index was built. */
  untrainedChanges: Scalars['Boolean']['output'];
};

export type UnhandledQuestion = {
  __typename?: 'UnhandledQuestion';
  count: Scalars['Int']['output'];
  /** The last ask's exchange, for addExchangeToQa; null if its reply is missing. */
  exchangeId?: Maybe<Scalars['ID']['output']>;
  lastAskedAt: Scalars['DateTime']['output'];
  question: Scalars['String']['output'];
};

export type UnhandledTheme = {
  __typename?: 'UnhandledTheme';
  count: Scalars['Int']['output'];
  examples: Array<ThemeExample>;
  suggestedGroup: SuggestedGroup;
  /** A sentence on what the askers want, when a language model answered; else null. */
  summary?: Maybe<Scalars['String']['output']>;
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
  change?: Maybe<Scalars['Float']['output']>;
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
  chatIconUrl?: Maybe<Scalars['String']['output']>;
  /** Text beside the launcher and in the header; empty uses the bot's name. */
  chatLabel: Scalars['String']['output'];
  /** #rrggbb */
  headerBgColor: Scalars['String']['output'];
  /** #rrggbb */
  headerTextColor: Scalars['String']['output'];
  /** Path of the uploaded icon on the console's origin; null for the built-in one. */
  robotIconUrl?: Maybe<Scalars['String']['output']>;
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

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Account: ResolverTypeWrapper<ProfileDTO>;
  AddBatchTestRowToQaInput: AddBatchTestRowToQaInput;
  AddExchangeToQaInput: AddExchangeToQaInput;
  AnswerMode: AnswerMode;
  AnswerOutcomes: ResolverTypeWrapper<AnswerOutcomesDTO>;
  AnswerSettings: ResolverTypeWrapper<AnswerSettingsDTO>;
  AnswerSettingsPayload: ResolverTypeWrapper<Omit<AnswerSettingsPayload, 'answerSettings'> & { answerSettings: ResolversTypes['AnswerSettings'] }>;
  AnswerSource: AnswerSource;
  AnswerStatus: AnswerStatus;
  AutoFaqCandidate: ResolverTypeWrapper<AutoFaqCandidateDTO>;
  AutoFaqChooser: AutoFaqChooser;
  AutoFaqData: ResolverTypeWrapper<AutoFaqDataDTO>;
  AutoFaqDataPayload: ResolverTypeWrapper<Omit<AutoFaqDataPayload, 'data'> & { data: ResolversTypes['AutoFaqData'] }>;
  AutoFaqFile: ResolverTypeWrapper<AutoFaqFileDTO>;
  AutoFaqTestResult: ResolverTypeWrapper<AutoFaqTestDTO>;
  AutoQaData: ResolverTypeWrapper<AutoQaDataDTO>;
  AutoQaDataPayload: ResolverTypeWrapper<Omit<AutoQaDataPayload, 'data'> & { data: ResolversTypes['AutoQaData'] }>;
  BatchTestComparison: ResolverTypeWrapper<BatchTestComparisonDTO>;
  BatchTestOutcome: BatchTestOutcome;
  BatchTestProgress: ResolverTypeWrapper<BatchTestRunEventDTO>;
  BatchTestRow: ResolverTypeWrapper<BatchTestRowDTO>;
  BatchTestRowChange: ResolverTypeWrapper<BatchTestRowChangeDTO>;
  BatchTestRowOutcome: ResolverTypeWrapper<BatchTestRowOutcomeDTO>;
  BatchTestRowPage: ResolverTypeWrapper<BatchTestRowPageDTO>;
  BatchTestRun: ResolverTypeWrapper<BatchTestRunDTO>;
  BatchTestRunInput: BatchTestRunInput;
  BatchTestRunList: ResolverTypeWrapper<BatchTestRunListDTO>;
  BatchTestRunPayload: ResolverTypeWrapper<Omit<BatchTestRunPayload, 'run'> & { run: ResolversTypes['BatchTestRun'] }>;
  BatchTestState: BatchTestState;
  BatchTestSummary: ResolverTypeWrapper<BatchTestSummaryDTO>;
  BatchTestWrongMatch: ResolverTypeWrapper<BatchTestWrongMatchDTO>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BotLanguage: BotLanguage;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: ResolverTypeWrapper<ChangePasswordPayload>;
  ChangePlanInput: ChangePlanInput;
  ChangePlanPayload: ResolverTypeWrapper<Omit<ChangePlanPayload, 'account'> & { account: ResolversTypes['Account'] }>;
  Chatbot: ResolverTypeWrapper<ChatbotDetailDTO>;
  ChatbotTemplate: ResolverTypeWrapper<TemplateDTO>;
  ChatbotTools: ResolverTypeWrapper<ChatbotTools>;
  ChatbotToolsInput: ChatbotToolsInput;
  ChunkLocation: ResolverTypeWrapper<ChunkLocation>;
  CompleteSignInInput: CompleteSignInInput;
  ConfirmEmailInput: ConfirmEmailInput;
  ConfirmEmailPayload: ResolverTypeWrapper<ConfirmEmailPayload>;
  CreateChatbotFromTemplateInput: CreateChatbotFromTemplateInput;
  CreateChatbotInput: CreateChatbotInput;
  CreateChatbotPayload: ResolverTypeWrapper<Omit<CreateChatbotPayload, 'chatbot'> & { chatbot: ResolversTypes['Chatbot'] }>;
  CreateQaGroupInput: CreateQaGroupInput;
  CreateTopicInput: CreateTopicInput;
  DailyQuestions: ResolverTypeWrapper<DailyQuestions>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteAutoFaqFileInput: DeleteAutoFaqFileInput;
  DeleteChatbotInput: DeleteChatbotInput;
  DeleteChatbotPayload: ResolverTypeWrapper<DeleteChatbotPayload>;
  DeleteEntityFileInput: DeleteEntityFileInput;
  DeleteKnowledgeFileInput: DeleteKnowledgeFileInput;
  DeleteKnowledgeFilePayload: ResolverTypeWrapper<DeleteKnowledgeFilePayload>;
  DeleteQaGroupInput: DeleteQaGroupInput;
  DeleteQaGroupPayload: ResolverTypeWrapper<DeleteQaGroupPayload>;
  DeleteQuestionnaireInput: DeleteQuestionnaireInput;
  DeleteTopicInput: DeleteTopicInput;
  DeliveryError: ResolverTypeWrapper<DeliveryErrorDTO>;
  EntityData: ResolverTypeWrapper<EntityDataDTO>;
  EntityDataPayload: ResolverTypeWrapper<Omit<EntityDataPayload, 'data'> & { data: ResolversTypes['EntityData'] }>;
  EntityFile: ResolverTypeWrapper<EntityFileDTO>;
  EntityTestResult: ResolverTypeWrapper<EntityTestDTO>;
  FacebookPage: ResolverTypeWrapper<FacebookPage>;
  FacebookSettings: ResolverTypeWrapper<FacebookSettingsDTO>;
  FacebookSettingsPayload: ResolverTypeWrapper<Omit<FacebookSettingsPayload, 'settings'> & { settings: ResolversTypes['FacebookSettings'] }>;
  Feedback: Feedback;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FoundEntity: ResolverTypeWrapper<FoundEntity>;
  Health: ResolverTypeWrapper<HealthDTO>;
  HistoryExchange: ResolverTypeWrapper<HistoryExchangeDTO>;
  HistoryExchangePage: ResolverTypeWrapper<HistoryExchangePageDTO>;
  HistoryFilterInput: HistoryFilterInput;
  HistoryGroupRef: ResolverTypeWrapper<HistoryGroupRefDTO>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImportQaGroupsInput: ImportQaGroupsInput;
  ImportQaGroupsPayload: ResolverTypeWrapper<ImportQaGroupsPayload>;
  ImportWarning: ResolverTypeWrapper<ImportWarning>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Integration: ResolverTypeWrapper<IntegrationDTO>;
  IntegrationPayload: ResolverTypeWrapper<Omit<IntegrationPayload, 'integration'> & { integration: ResolversTypes['Integration'] }>;
  KnowledgeFile: ResolverTypeWrapper<AutoQaFileDTO>;
  KnowledgeFileDataInput: KnowledgeFileDataInput;
  KnowledgeFilePayload: ResolverTypeWrapper<Omit<KnowledgeFilePayload, 'file'> & { file: ResolversTypes['KnowledgeFile'] }>;
  LineChat: LineChat;
  LineSettings: ResolverTypeWrapper<LineSettingsDTO>;
  LineSettingsPayload: ResolverTypeWrapper<Omit<LineSettingsPayload, 'settings'> & { settings: ResolversTypes['LineSettings'] }>;
  LineWebhookInput: LineWebhookInput;
  LlmStatus: ResolverTypeWrapper<LlmStatusDTO>;
  LoginInput: LoginInput;
  LoginPayload: ResolverTypeWrapper<Omit<LoginPayload, 'account'> & { account: ResolversTypes['Account'] }>;
  LogoutPayload: ResolverTypeWrapper<LogoutPayload>;
  MatchCandidate: ResolverTypeWrapper<MatchCandidate>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Plan: ResolverTypeWrapper<PlanDTO>;
  Platform: Platform;
  PostbackInput: PostbackInput;
  PromptOptimization: ResolverTypeWrapper<OptimizationJobDTO>;
  PromptOptimizationDecision: PromptOptimizationDecision;
  PromptOptimizationDecisionInput: PromptOptimizationDecisionInput;
  PromptOptimizationPayload: ResolverTypeWrapper<Omit<PromptOptimizationPayload, 'optimization'> & { optimization: ResolversTypes['PromptOptimization'] }>;
  PromptOptimizationState: PromptOptimizationState;
  PromptOptimizationStatus: ResolverTypeWrapper<OptimizationStatusDTO>;
  QaGroup: ResolverTypeWrapper<QaGroupDTO>;
  QaGroupContentInput: QaGroupContentInput;
  QaGroupKey: ResolverTypeWrapper<QaGroupKey>;
  QaGroupPage: ResolverTypeWrapper<QaGroupPageDTO>;
  QaGroupPayload: ResolverTypeWrapper<Omit<QaGroupPayload, 'qaGroup'> & { qaGroup: ResolversTypes['QaGroup'] }>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Questionnaire: ResolverTypeWrapper<Questionnaire>;
  QuestionnaireAnswer: ResolverTypeWrapper<QuestionnaireAnswer>;
  QuestionnaireInput: QuestionnaireInput;
  QuestionnaireQuestion: ResolverTypeWrapper<QuestionnaireQuestion>;
  QuestionnaireQuestionInput: QuestionnaireQuestionInput;
  QuestionnaireResponse: ResolverTypeWrapper<QuestionnaireResponse>;
  QuestionnaireResponses: ResolverTypeWrapper<QuestionnaireResponses>;
  QuestionnaireRules: ResolverTypeWrapper<QuestionnaireRules>;
  QuestionnaireRulesInput: QuestionnaireRulesInput;
  Recommendation: ResolverTypeWrapper<RecommendationDTO>;
  RecommendationFilterInput: RecommendationFilterInput;
  RecommendationPage: ResolverTypeWrapper<RecommendationPageDTO>;
  RecommendationSaved: RecommendationSaved;
  RegisterInput: RegisterInput;
  RegisterPayload: ResolverTypeWrapper<RegisterPayload>;
  RemoveWebPluginIconInput: RemoveWebPluginIconInput;
  ReorderTopicsInput: ReorderTopicsInput;
  ReplyButton: ResolverTypeWrapper<ReplyButton>;
  ReplyState: ReplyState;
  ReplyType: ReplyType;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: ResolverTypeWrapper<RequestPasswordResetPayload>;
  ResendConfirmationPayload: ResolverTypeWrapper<ResendConfirmationPayload>;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResolverTypeWrapper<ResetPasswordPayload>;
  RetrievalTestResult: ResolverTypeWrapper<RetrievalTestDTO>;
  RetrievedChunk: ResolverTypeWrapper<RetrievedChunkDTO>;
  RetryKnowledgeFileInput: RetryKnowledgeFileInput;
  SaveRecommendationInput: SaveRecommendationInput;
  SaveRecommendationPayload: ResolverTypeWrapper<Omit<SaveRecommendationPayload, 'recommendation'> & { recommendation: ResolversTypes['Recommendation'] }>;
  Scenario: Scenario;
  SecretHint: ResolverTypeWrapper<SecretHintDTO>;
  SendTestMessageInput: SendTestMessageInput;
  SendTestMessagePayload: ResolverTypeWrapper<Omit<SendTestMessagePayload, 'reply'> & { reply: ResolversTypes['TestChatReply'] }>;
  SessionEvent: ResolverTypeWrapper<SessionEvent>;
  SessionEventKind: SessionEventKind;
  SetAutoFaqFileActiveInput: SetAutoFaqFileActiveInput;
  SetEntityFileActiveInput: SetEntityFileActiveInput;
  SetIntegrationActiveInput: SetIntegrationActiveInput;
  SetKnowledgeFileActiveInput: SetKnowledgeFileActiveInput;
  SetLineWebhookUrlPayload: ResolverTypeWrapper<LineSetWebhookUrlDTO>;
  SetTopicGroupsInput: SetTopicGroupsInput;
  SetTopicMenuKeywordInput: SetTopicMenuKeywordInput;
  SignInProvider: SignInProvider;
  SignInProviders: ResolverTypeWrapper<SignInProviders>;
  SourceCandidate: ResolverTypeWrapper<SourceCandidate>;
  SourceCandidates: ResolverTypeWrapper<SourceCandidates>;
  SourceVerdict: SourceVerdict;
  StartBatchTestInput: StartBatchTestInput;
  StartPromptOptimizationInput: StartPromptOptimizationInput;
  StartSignInInput: StartSignInInput;
  StartSignInPayload: ResolverTypeWrapper<StartSignInPayload>;
  StartTrainingInput: StartTrainingInput;
  StartTrainingPayload: ResolverTypeWrapper<Omit<StartTrainingPayload, 'job'> & { job: ResolversTypes['TrainingJob'] }>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SuggestedGroup: ResolverTypeWrapper<SuggestedGroupDTO>;
  SynonymReading: ResolverTypeWrapper<SynonymReading>;
  TagCount: ResolverTypeWrapper<TagCount>;
  TemplateField: ResolverTypeWrapper<Omit<TemplateField, 'rules'> & { rules: Array<ResolversTypes['TemplateRule']> }>;
  TemplateFieldType: TemplateFieldType;
  TemplateFieldValueInput: TemplateFieldValueInput;
  TemplateGroup: ResolverTypeWrapper<TemplateGroup>;
  TemplateRule: ResolverTypeWrapper<TemplateRuleDTO>;
  TemplateRuleKind: TemplateRuleKind;
  TestAutoFaqInput: TestAutoFaqInput;
  TestChatReply: ResolverTypeWrapper<Omit<TestChatReply, 'matchedGroup'> & { matchedGroup?: Maybe<ResolversTypes['QaGroup']> }>;
  TestEntitiesInput: TestEntitiesInput;
  TestLineWebhookPayload: ResolverTypeWrapper<LineWebhookTestDTO>;
  TestRetrievalInput: TestRetrievalInput;
  ThemeExample: ResolverTypeWrapper<ThemeExample>;
  ThirdPartySettings: ResolverTypeWrapper<ThirdPartySettingsDTO>;
  ThirdPartySettingsPayload: ResolverTypeWrapper<Omit<ThirdPartySettingsPayload, 'settings'> & { settings: ResolversTypes['ThirdPartySettings'] }>;
  TopQuestion: ResolverTypeWrapper<TopQuestionDTO>;
  Topic: ResolverTypeWrapper<TopicDTO>;
  TopicData: ResolverTypeWrapper<TopicDataDTO>;
  TopicDataPayload: ResolverTypeWrapper<Omit<TopicDataPayload, 'data'> & { data: ResolversTypes['TopicData'] }>;
  TopicGroup: ResolverTypeWrapper<TopicGroupDTO>;
  TrainingJob: ResolverTypeWrapper<TrainingJobDTO>;
  TrainingState: TrainingState;
  TrainingStatus: ResolverTypeWrapper<TrainingStatusDTO>;
  UnhandledQuestion: ResolverTypeWrapper<UnhandledQuestionDTO>;
  UnhandledTheme: ResolverTypeWrapper<UnhandledThemeDTO>;
  UnhandledThemes: ResolverTypeWrapper<UnhandledThemesDTO>;
  UpdateAnswerSettingsInput: UpdateAnswerSettingsInput;
  UpdateAutoQaDataInput: UpdateAutoQaDataInput;
  UpdateChatbotInput: UpdateChatbotInput;
  UpdateChatbotPayload: ResolverTypeWrapper<Omit<UpdateChatbotPayload, 'chatbot'> & { chatbot: ResolversTypes['Chatbot'] }>;
  UpdateChatbotToolsInput: UpdateChatbotToolsInput;
  UpdateChatbotToolsPayload: ResolverTypeWrapper<Omit<UpdateChatbotToolsPayload, 'chatbot'> & { chatbot: ResolversTypes['Chatbot'] }>;
  UpdateFacebookSettingsInput: UpdateFacebookSettingsInput;
  UpdateLineSettingsInput: UpdateLineSettingsInput;
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: ResolverTypeWrapper<Omit<UpdateProfilePayload, 'account'> & { account: ResolversTypes['Account'] }>;
  UpdateQaGroupInput: UpdateQaGroupInput;
  UpdateThirdPartySettingsInput: UpdateThirdPartySettingsInput;
  UpdateTopicInput: UpdateTopicInput;
  UpdateWebPluginSettingsInput: UpdateWebPluginSettingsInput;
  UploadAutoFaqFileInput: UploadAutoFaqFileInput;
  UploadEntityFileInput: UploadEntityFileInput;
  UploadFileInput: UploadFileInput;
  UploadKnowledgeFilesInput: UploadKnowledgeFilesInput;
  UploadKnowledgeFilesPayload: ResolverTypeWrapper<Omit<UploadKnowledgeFilesPayload, 'files'> & { files: Array<ResolversTypes['KnowledgeFile']> }>;
  UploadWebPluginIconInput: UploadWebPluginIconInput;
  UsageTile: ResolverTypeWrapper<UsageTile>;
  UsageTiles: ResolverTypeWrapper<UsageTilesDTO>;
  UserConfig: ResolverTypeWrapper<UserConfigDTO>;
  UserStats: ResolverTypeWrapper<UserStatsDTO>;
  WebPluginIconKind: WebPluginIconKind;
  WebPluginSettings: ResolverTypeWrapper<WebPluginSettingsDTO>;
  WebPluginSettingsPayload: ResolverTypeWrapper<Omit<WebPluginSettingsPayload, 'settings'> & { settings: ResolversTypes['WebPluginSettings'] }>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Account: ProfileDTO;
  AddBatchTestRowToQaInput: AddBatchTestRowToQaInput;
  AddExchangeToQaInput: AddExchangeToQaInput;
  AnswerOutcomes: AnswerOutcomesDTO;
  AnswerSettings: AnswerSettingsDTO;
  AnswerSettingsPayload: Omit<AnswerSettingsPayload, 'answerSettings'> & { answerSettings: ResolversParentTypes['AnswerSettings'] };
  AutoFaqCandidate: AutoFaqCandidateDTO;
  AutoFaqData: AutoFaqDataDTO;
  AutoFaqDataPayload: Omit<AutoFaqDataPayload, 'data'> & { data: ResolversParentTypes['AutoFaqData'] };
  AutoFaqFile: AutoFaqFileDTO;
  AutoFaqTestResult: AutoFaqTestDTO;
  AutoQaData: AutoQaDataDTO;
  AutoQaDataPayload: Omit<AutoQaDataPayload, 'data'> & { data: ResolversParentTypes['AutoQaData'] };
  BatchTestComparison: BatchTestComparisonDTO;
  BatchTestProgress: BatchTestRunEventDTO;
  BatchTestRow: BatchTestRowDTO;
  BatchTestRowChange: BatchTestRowChangeDTO;
  BatchTestRowOutcome: BatchTestRowOutcomeDTO;
  BatchTestRowPage: BatchTestRowPageDTO;
  BatchTestRun: BatchTestRunDTO;
  BatchTestRunInput: BatchTestRunInput;
  BatchTestRunList: BatchTestRunListDTO;
  BatchTestRunPayload: Omit<BatchTestRunPayload, 'run'> & { run: ResolversParentTypes['BatchTestRun'] };
  BatchTestSummary: BatchTestSummaryDTO;
  BatchTestWrongMatch: BatchTestWrongMatchDTO;
  Boolean: Scalars['Boolean']['output'];
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: ChangePasswordPayload;
  ChangePlanInput: ChangePlanInput;
  ChangePlanPayload: Omit<ChangePlanPayload, 'account'> & { account: ResolversParentTypes['Account'] };
  Chatbot: ChatbotDetailDTO;
  ChatbotTemplate: TemplateDTO;
  ChatbotTools: ChatbotTools;
  ChatbotToolsInput: ChatbotToolsInput;
  ChunkLocation: ChunkLocation;
  CompleteSignInInput: CompleteSignInInput;
  ConfirmEmailInput: ConfirmEmailInput;
  ConfirmEmailPayload: ConfirmEmailPayload;
  CreateChatbotFromTemplateInput: CreateChatbotFromTemplateInput;
  CreateChatbotInput: CreateChatbotInput;
  CreateChatbotPayload: Omit<CreateChatbotPayload, 'chatbot'> & { chatbot: ResolversParentTypes['Chatbot'] };
  CreateQaGroupInput: CreateQaGroupInput;
  CreateTopicInput: CreateTopicInput;
  DailyQuestions: DailyQuestions;
  DateTime: Scalars['DateTime']['output'];
  DeleteAutoFaqFileInput: DeleteAutoFaqFileInput;
  DeleteChatbotInput: DeleteChatbotInput;
  DeleteChatbotPayload: DeleteChatbotPayload;
  DeleteEntityFileInput: DeleteEntityFileInput;
  DeleteKnowledgeFileInput: DeleteKnowledgeFileInput;
  DeleteKnowledgeFilePayload: DeleteKnowledgeFilePayload;
  DeleteQaGroupInput: DeleteQaGroupInput;
  DeleteQaGroupPayload: DeleteQaGroupPayload;
  DeleteQuestionnaireInput: DeleteQuestionnaireInput;
  DeleteTopicInput: DeleteTopicInput;
  DeliveryError: DeliveryErrorDTO;
  EntityData: EntityDataDTO;
  EntityDataPayload: Omit<EntityDataPayload, 'data'> & { data: ResolversParentTypes['EntityData'] };
  EntityFile: EntityFileDTO;
  EntityTestResult: EntityTestDTO;
  FacebookPage: FacebookPage;
  FacebookSettings: FacebookSettingsDTO;
  FacebookSettingsPayload: Omit<FacebookSettingsPayload, 'settings'> & { settings: ResolversParentTypes['FacebookSettings'] };
  Float: Scalars['Float']['output'];
  FoundEntity: FoundEntity;
  Health: HealthDTO;
  HistoryExchange: HistoryExchangeDTO;
  HistoryExchangePage: HistoryExchangePageDTO;
  HistoryFilterInput: HistoryFilterInput;
  HistoryGroupRef: HistoryGroupRefDTO;
  ID: Scalars['ID']['output'];
  ImportQaGroupsInput: ImportQaGroupsInput;
  ImportQaGroupsPayload: ImportQaGroupsPayload;
  ImportWarning: ImportWarning;
  Int: Scalars['Int']['output'];
  Integration: IntegrationDTO;
  IntegrationPayload: Omit<IntegrationPayload, 'integration'> & { integration: ResolversParentTypes['Integration'] };
  KnowledgeFile: AutoQaFileDTO;
  KnowledgeFileDataInput: KnowledgeFileDataInput;
  KnowledgeFilePayload: Omit<KnowledgeFilePayload, 'file'> & { file: ResolversParentTypes['KnowledgeFile'] };
  LineSettings: LineSettingsDTO;
  LineSettingsPayload: Omit<LineSettingsPayload, 'settings'> & { settings: ResolversParentTypes['LineSettings'] };
  LineWebhookInput: LineWebhookInput;
  LlmStatus: LlmStatusDTO;
  LoginInput: LoginInput;
  LoginPayload: Omit<LoginPayload, 'account'> & { account: ResolversParentTypes['Account'] };
  LogoutPayload: LogoutPayload;
  MatchCandidate: MatchCandidate;
  Mutation: Record<PropertyKey, never>;
  Plan: PlanDTO;
  PostbackInput: PostbackInput;
  PromptOptimization: OptimizationJobDTO;
  PromptOptimizationDecisionInput: PromptOptimizationDecisionInput;
  PromptOptimizationPayload: Omit<PromptOptimizationPayload, 'optimization'> & { optimization: ResolversParentTypes['PromptOptimization'] };
  PromptOptimizationStatus: OptimizationStatusDTO;
  QaGroup: QaGroupDTO;
  QaGroupContentInput: QaGroupContentInput;
  QaGroupKey: QaGroupKey;
  QaGroupPage: QaGroupPageDTO;
  QaGroupPayload: Omit<QaGroupPayload, 'qaGroup'> & { qaGroup: ResolversParentTypes['QaGroup'] };
  Query: Record<PropertyKey, never>;
  Questionnaire: Questionnaire;
  QuestionnaireAnswer: QuestionnaireAnswer;
  QuestionnaireInput: QuestionnaireInput;
  QuestionnaireQuestion: QuestionnaireQuestion;
  QuestionnaireQuestionInput: QuestionnaireQuestionInput;
  QuestionnaireResponse: QuestionnaireResponse;
  QuestionnaireResponses: QuestionnaireResponses;
  QuestionnaireRules: QuestionnaireRules;
  QuestionnaireRulesInput: QuestionnaireRulesInput;
  Recommendation: RecommendationDTO;
  RecommendationFilterInput: RecommendationFilterInput;
  RecommendationPage: RecommendationPageDTO;
  RegisterInput: RegisterInput;
  RegisterPayload: RegisterPayload;
  RemoveWebPluginIconInput: RemoveWebPluginIconInput;
  ReorderTopicsInput: ReorderTopicsInput;
  ReplyButton: ReplyButton;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: RequestPasswordResetPayload;
  ResendConfirmationPayload: ResendConfirmationPayload;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResetPasswordPayload;
  RetrievalTestResult: RetrievalTestDTO;
  RetrievedChunk: RetrievedChunkDTO;
  RetryKnowledgeFileInput: RetryKnowledgeFileInput;
  SaveRecommendationInput: SaveRecommendationInput;
  SaveRecommendationPayload: Omit<SaveRecommendationPayload, 'recommendation'> & { recommendation: ResolversParentTypes['Recommendation'] };
  SecretHint: SecretHintDTO;
  SendTestMessageInput: SendTestMessageInput;
  SendTestMessagePayload: Omit<SendTestMessagePayload, 'reply'> & { reply: ResolversParentTypes['TestChatReply'] };
  SessionEvent: SessionEvent;
  SetAutoFaqFileActiveInput: SetAutoFaqFileActiveInput;
  SetEntityFileActiveInput: SetEntityFileActiveInput;
  SetIntegrationActiveInput: SetIntegrationActiveInput;
  SetKnowledgeFileActiveInput: SetKnowledgeFileActiveInput;
  SetLineWebhookUrlPayload: LineSetWebhookUrlDTO;
  SetTopicGroupsInput: SetTopicGroupsInput;
  SetTopicMenuKeywordInput: SetTopicMenuKeywordInput;
  SignInProviders: SignInProviders;
  SourceCandidate: SourceCandidate;
  SourceCandidates: SourceCandidates;
  StartBatchTestInput: StartBatchTestInput;
  StartPromptOptimizationInput: StartPromptOptimizationInput;
  StartSignInInput: StartSignInInput;
  StartSignInPayload: StartSignInPayload;
  StartTrainingInput: StartTrainingInput;
  StartTrainingPayload: Omit<StartTrainingPayload, 'job'> & { job: ResolversParentTypes['TrainingJob'] };
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SuggestedGroup: SuggestedGroupDTO;
  SynonymReading: SynonymReading;
  TagCount: TagCount;
  TemplateField: Omit<TemplateField, 'rules'> & { rules: Array<ResolversParentTypes['TemplateRule']> };
  TemplateFieldValueInput: TemplateFieldValueInput;
  TemplateGroup: TemplateGroup;
  TemplateRule: TemplateRuleDTO;
  TestAutoFaqInput: TestAutoFaqInput;
  TestChatReply: Omit<TestChatReply, 'matchedGroup'> & { matchedGroup?: Maybe<ResolversParentTypes['QaGroup']> };
  TestEntitiesInput: TestEntitiesInput;
  TestLineWebhookPayload: LineWebhookTestDTO;
  TestRetrievalInput: TestRetrievalInput;
  ThemeExample: ThemeExample;
  ThirdPartySettings: ThirdPartySettingsDTO;
  ThirdPartySettingsPayload: Omit<ThirdPartySettingsPayload, 'settings'> & { settings: ResolversParentTypes['ThirdPartySettings'] };
  TopQuestion: TopQuestionDTO;
  Topic: TopicDTO;
  TopicData: TopicDataDTO;
  TopicDataPayload: Omit<TopicDataPayload, 'data'> & { data: ResolversParentTypes['TopicData'] };
  TopicGroup: TopicGroupDTO;
  TrainingJob: TrainingJobDTO;
  TrainingStatus: TrainingStatusDTO;
  UnhandledQuestion: UnhandledQuestionDTO;
  UnhandledTheme: UnhandledThemeDTO;
  UnhandledThemes: UnhandledThemesDTO;
  UpdateAnswerSettingsInput: UpdateAnswerSettingsInput;
  UpdateAutoQaDataInput: UpdateAutoQaDataInput;
  UpdateChatbotInput: UpdateChatbotInput;
  UpdateChatbotPayload: Omit<UpdateChatbotPayload, 'chatbot'> & { chatbot: ResolversParentTypes['Chatbot'] };
  UpdateChatbotToolsInput: UpdateChatbotToolsInput;
  UpdateChatbotToolsPayload: Omit<UpdateChatbotToolsPayload, 'chatbot'> & { chatbot: ResolversParentTypes['Chatbot'] };
  UpdateFacebookSettingsInput: UpdateFacebookSettingsInput;
  UpdateLineSettingsInput: UpdateLineSettingsInput;
  UpdateProfileInput: UpdateProfileInput;
  UpdateProfilePayload: Omit<UpdateProfilePayload, 'account'> & { account: ResolversParentTypes['Account'] };
  UpdateQaGroupInput: UpdateQaGroupInput;
  UpdateThirdPartySettingsInput: UpdateThirdPartySettingsInput;
  UpdateTopicInput: UpdateTopicInput;
  UpdateWebPluginSettingsInput: UpdateWebPluginSettingsInput;
  UploadAutoFaqFileInput: UploadAutoFaqFileInput;
  UploadEntityFileInput: UploadEntityFileInput;
  UploadFileInput: UploadFileInput;
  UploadKnowledgeFilesInput: UploadKnowledgeFilesInput;
  UploadKnowledgeFilesPayload: Omit<UploadKnowledgeFilesPayload, 'files'> & { files: Array<ResolversParentTypes['KnowledgeFile']> };
  UploadWebPluginIconInput: UploadWebPluginIconInput;
  UsageTile: UsageTile;
  UsageTiles: UsageTilesDTO;
  UserConfig: UserConfigDTO;
  UserStats: UserStatsDTO;
  WebPluginSettings: WebPluginSettingsDTO;
  WebPluginSettingsPayload: Omit<WebPluginSettingsPayload, 'settings'> & { settings: ResolversParentTypes['WebPluginSettings'] };
}>;

export type AccountResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = ResolversObject<{
  activatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  botCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  botLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailConfirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nickname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
  qaGroupCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  qaGroupLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  signInProvider?: Resolver<Maybe<ResolversTypes['SignInProvider']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AnswerOutcomesResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['AnswerOutcomes'] = ResolversParentTypes['AnswerOutcomes']> = ResolversObject<{
  autofaq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  knowledge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  noAnswer?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  options?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  other?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  qa?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  questionnaire?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AnswerSettingsResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['AnswerSettings'] = ResolversParentTypes['AnswerSettings']> = ResolversObject<{
  answerThreshold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  maxSuggestions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offTopicFilter?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  suggestThreshold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  synonyms?: Resolver<Array<Array<ResolversTypes['String']>>, ParentType, ContextType>;
}>;

export type AnswerSettingsPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['AnswerSettingsPayload'] = ResolversParentTypes['AnswerSettingsPayload']> = ResolversObject<{
  answerSettings?: Resolver<ResolversTypes['AnswerSettings'], ParentType, ContextType>;
}>;

export type AutoFaqCandidateResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['AutoFaqCandidate'] = ResolversParentTypes['AutoFaqCandidate']> = ResolversObject<{
  answerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  confidence?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  fileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AutoFaqDataResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['AutoFaqData'] = ResolversParentTypes['AutoFaqData']> = ResolversObject<{
  answerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  botId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['AutoFaqFile']>, ParentType, ContextType>;
}>;

export type AutoFaqDataPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['AutoFaqDataPayload'] = ResolversParentTypes['AutoFaqDataPayload']> = ResolversObject<{
  data?: Resolver<ResolversTypes['AutoFaqData'], ParentType, ContextType>;
}>;

export type AutoFaqFileResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['AutoFaqFile'] = ResolversParentTypes['AutoFaqFile']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  answerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type AutoFaqTestResultResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['AutoFaqTestResult'] = ResolversParentTypes['AutoFaqTestResult']> = ResolversObject<{
  chosenAnswerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  chosenBy?: Resolver<ResolversTypes['AutoFaqChooser'], ParentType, ContextType>;
  modelError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortlist?: Resolver<Array<ResolversTypes['AutoFaqCandidate']>, ParentType, ContextType>;
  soleSource?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes['SourceVerdict'], ParentType, ContextType>;
}>;

export type AutoQaDataResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['AutoQaData'] = ResolversParentTypes['AutoQaData']> = ResolversObject<{
  botId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['KnowledgeFile']>, ParentType, ContextType>;
  prompt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AutoQaDataPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['AutoQaDataPayload'] = ResolversParentTypes['AutoQaDataPayload']> = ResolversObject<{
  data?: Resolver<ResolversTypes['AutoQaData'], ParentType, ContextType>;
}>;

export type BatchTestComparisonResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['BatchTestComparison'] = ResolversParentTypes['BatchTestComparison']> = ResolversObject<{
  broken?: Resolver<Array<ResolversTypes['BatchTestRowChange']>, ParentType, ContextType>;
  fixed?: Resolver<Array<ResolversTypes['BatchTestRowChange']>, ParentType, ContextType>;
  otherRunId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  runId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type BatchTestProgressResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['BatchTestProgress'] = ResolversParentTypes['BatchTestProgress']> = ResolversObject<{
  botId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  runId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['BatchTestState'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BatchTestRowResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['BatchTestRow'] = ResolversParentTypes['BatchTestRow']> = ResolversObject<{
  answerStatus?: Resolver<Maybe<ResolversTypes['AnswerStatus']>, ParentType, ContextType>;
  answered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  confidence?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  expectedAnswer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['QaGroupKey']>, ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  passed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reply?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['AnswerSource']>, ParentType, ContextType>;
}>;

export type BatchTestRowChangeResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['BatchTestRowChange'] = ResolversParentTypes['BatchTestRowChange']> = ResolversObject<{
  after?: Resolver<ResolversTypes['BatchTestRowOutcome'], ParentType, ContextType>;
  before?: Resolver<ResolversTypes['BatchTestRowOutcome'], ParentType, ContextType>;
  expectedAnswer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BatchTestRowOutcomeResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['BatchTestRowOutcome'] = ResolversParentTypes['BatchTestRowOutcome']> = ResolversObject<{
  answerStatus?: Resolver<Maybe<ResolversTypes['AnswerStatus']>, ParentType, ContextType>;
  passed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  reply?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BatchTestRowPageResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['BatchTestRowPage'] = ResolversParentTypes['BatchTestRowPage']> = ResolversObject<{
  rows?: Resolver<Array<ResolversTypes['BatchTestRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BatchTestRunResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['BatchTestRun'] = ResolversParentTypes['BatchTestRun']> = ResolversObject<{
  botId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previousRunId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['BatchTestState'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['BatchTestSummary'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BatchTestRunListResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['BatchTestRunList'] = ResolversParentTypes['BatchTestRunList']> = ResolversObject<{
  rowLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  runs?: Resolver<Array<ResolversTypes['BatchTestRun']>, ParentType, ContextType>;
}>;

export type BatchTestRunPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['BatchTestRunPayload'] = ResolversParentTypes['BatchTestRunPayload']> = ResolversObject<{
  run?: Resolver<ResolversTypes['BatchTestRun'], ParentType, ContextType>;
}>;

export type BatchTestSummaryResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['BatchTestSummary'] = ResolversParentTypes['BatchTestSummary']> = ResolversObject<{
  answeredShare?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  noAnswerShare?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  optionsShare?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  passRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  passed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wrongMatches?: Resolver<Array<ResolversTypes['BatchTestWrongMatch']>, ParentType, ContextType>;
}>;

export type BatchTestWrongMatchResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['BatchTestWrongMatch'] = ResolversParentTypes['BatchTestWrongMatch']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ChangePasswordPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ChangePasswordPayload'] = ResolversParentTypes['ChangePasswordPayload']> = ResolversObject<{
  otherSessionsEnded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ChangePlanPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ChangePlanPayload'] = ResolversParentTypes['ChangePlanPayload']> = ResolversObject<{
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
}>;

export type ChatbotResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Chatbot'] = ResolversParentTypes['Chatbot']> = ResolversObject<{
  agentPrompt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  failedMsg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['KnowledgeFile']>, ParentType, ContextType>;
  greetingMsg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['BotLanguage'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  package?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postbackMsg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publicUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionsThisWeek?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scenario?: Resolver<ResolversTypes['Scenario'], ParentType, ContextType>;
  sgwVendor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  tools?: Resolver<ResolversTypes['ChatbotTools'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  vendorId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ChatbotTemplateResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ChatbotTemplate'] = ResolversParentTypes['ChatbotTemplate']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['TemplateField']>, ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['TemplateGroup']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scenario?: Resolver<ResolversTypes['Scenario'], ParentType, ContextType>;
}>;

export type ChatbotToolsResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ChatbotTools'] = ResolversParentTypes['ChatbotTools']> = ResolversObject<{
  SGW_tour_with_image_tool?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  answer_with_url_first_tool?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  get_total_price_tool?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  owm_forecast_tool?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  route_tool?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  serpapi_flight_tool?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ChunkLocationResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ChunkLocation'] = ResolversParentTypes['ChunkLocation']> = ResolversObject<{
  page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  paragraph?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  row?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ConfirmEmailPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ConfirmEmailPayload'] = ResolversParentTypes['ConfirmEmailPayload']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreateChatbotPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['CreateChatbotPayload'] = ResolversParentTypes['CreateChatbotPayload']> = ResolversObject<{
  chatbot?: Resolver<ResolversTypes['Chatbot'], ParentType, ContextType>;
}>;

export type DailyQuestionsResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['DailyQuestions'] = ResolversParentTypes['DailyQuestions']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteChatbotPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['DeleteChatbotPayload'] = ResolversParentTypes['DeleteChatbotPayload']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DeleteKnowledgeFilePayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['DeleteKnowledgeFilePayload'] = ResolversParentTypes['DeleteKnowledgeFilePayload']> = ResolversObject<{
  deletedFileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DeleteQaGroupPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['DeleteQaGroupPayload'] = ResolversParentTypes['DeleteQaGroupPayload']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DeliveryErrorResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['DeliveryError'] = ResolversParentTypes['DeliveryError']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type EntityDataResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['EntityData'] = ResolversParentTypes['EntityData']> = ResolversObject<{
  botId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  entityCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['EntityFile']>, ParentType, ContextType>;
  replacedFile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type EntityDataPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['EntityDataPayload'] = ResolversParentTypes['EntityDataPayload']> = ResolversObject<{
  data?: Resolver<ResolversTypes['EntityData'], ParentType, ContextType>;
}>;

export type EntityFileResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['EntityFile'] = ResolversParentTypes['EntityFile']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  entityCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type EntityTestResultResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['EntityTestResult'] = ResolversParentTypes['EntityTestResult']> = ResolversObject<{
  entities?: Resolver<Array<ResolversTypes['FoundEntity']>, ParentType, ContextType>;
}>;

export type FacebookPageResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['FacebookPage'] = ResolversParentTypes['FacebookPage']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FacebookSettingsResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['FacebookSettings'] = ResolversParentTypes['FacebookSettings']> = ResolversObject<{
  appSecret?: Resolver<ResolversTypes['SecretHint'], ParentType, ContextType>;
  askFeedback?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  botId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  deliveryError?: Resolver<Maybe<ResolversTypes['DeliveryError']>, ParentType, ContextType>;
  humanAgents?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['FacebookPage']>, ParentType, ContextType>;
  pageAccessToken?: Resolver<ResolversTypes['SecretHint'], ParentType, ContextType>;
  quietMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  verifyToken?: Resolver<ResolversTypes['SecretHint'], ParentType, ContextType>;
  webhookUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FacebookSettingsPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['FacebookSettingsPayload'] = ResolversParentTypes['FacebookSettingsPayload']> = ResolversObject<{
  settings?: Resolver<ResolversTypes['FacebookSettings'], ParentType, ContextType>;
}>;

export type FoundEntityResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['FoundEntity'] = ResolversParentTypes['FoundEntity']> = ResolversObject<{
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HealthResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Health'] = ResolversParentTypes['Health']> = ResolversObject<{
  database?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HistoryExchangeResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['HistoryExchange'] = ResolversParentTypes['HistoryExchange']> = ResolversObject<{
  answerStatus?: Resolver<Maybe<ResolversTypes['AnswerStatus']>, ParentType, ContextType>;
  datetime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feedback?: Resolver<ResolversTypes['Feedback'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineChat?: Resolver<Maybe<ResolversTypes['LineChat']>, ParentType, ContextType>;
  lineChatId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  matchedGroup?: Resolver<Maybe<ResolversTypes['HistoryGroupRef']>, ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questionUnsent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reply?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['AnswerSource']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HistoryExchangePageResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['HistoryExchangePage'] = ResolversParentTypes['HistoryExchangePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['HistoryExchange']>, ParentType, ContextType>;
  moreThanTotal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type HistoryGroupRefResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['HistoryGroupRef'] = ResolversParentTypes['HistoryGroupRef']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ImportQaGroupsPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ImportQaGroupsPayload'] = ResolversParentTypes['ImportQaGroupsPayload']> = ResolversObject<{
  groupsCreated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  groupsUpdated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['ImportWarning']>, ParentType, ContextType>;
}>;

export type ImportWarningResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ImportWarning'] = ResolversParentTypes['ImportWarning']> = ResolversObject<{
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  otherKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  otherLine?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type IntegrationResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Integration'] = ResolversParentTypes['Integration']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
}>;

export type IntegrationPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['IntegrationPayload'] = ResolversParentTypes['IntegrationPayload']> = ResolversObject<{
  integration?: Resolver<ResolversTypes['Integration'], ParentType, ContextType>;
}>;

export type KnowledgeFileResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['KnowledgeFile'] = ResolversParentTypes['KnowledgeFile']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  chunkCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  prompt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type KnowledgeFilePayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['KnowledgeFilePayload'] = ResolversParentTypes['KnowledgeFilePayload']> = ResolversObject<{
  file?: Resolver<ResolversTypes['KnowledgeFile'], ParentType, ContextType>;
}>;

export type LineSettingsResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['LineSettings'] = ResolversParentTypes['LineSettings']> = ResolversObject<{
  askFeedback?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  botId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  channelAccessToken?: Resolver<ResolversTypes['SecretHint'], ParentType, ContextType>;
  channelSecret?: Resolver<ResolversTypes['SecretHint'], ParentType, ContextType>;
  deliveryError?: Resolver<Maybe<ResolversTypes['DeliveryError']>, ParentType, ContextType>;
  humanAgents?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  quietMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  webhookUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LineSettingsPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['LineSettingsPayload'] = ResolversParentTypes['LineSettingsPayload']> = ResolversObject<{
  settings?: Resolver<ResolversTypes['LineSettings'], ParentType, ContextType>;
}>;

export type LlmStatusResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['LlmStatus'] = ResolversParentTypes['LlmStatus']> = ResolversObject<{
  configured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  embeddings?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LoginPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = ResolversObject<{
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
}>;

export type LogoutPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['LogoutPayload'] = ResolversParentTypes['LogoutPayload']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MatchCandidateResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['MatchCandidate'] = ResolversParentTypes['MatchCandidate']> = ResolversObject<{
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  addBatchTestRowToQa?: Resolver<ResolversTypes['QaGroupPayload'], ParentType, ContextType, RequireFields<MutationAddBatchTestRowToQaArgs, 'input'>>;
  addExchangeToQa?: Resolver<ResolversTypes['QaGroupPayload'], ParentType, ContextType, RequireFields<MutationAddExchangeToQaArgs, 'input'>>;
  applyPromptOptimization?: Resolver<ResolversTypes['PromptOptimizationPayload'], ParentType, ContextType, RequireFields<MutationApplyPromptOptimizationArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  changePlan?: Resolver<ResolversTypes['ChangePlanPayload'], ParentType, ContextType, RequireFields<MutationChangePlanArgs, 'input'>>;
  completeSignIn?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationCompleteSignInArgs, 'input'>>;
  confirmEmail?: Resolver<ResolversTypes['ConfirmEmailPayload'], ParentType, ContextType, RequireFields<MutationConfirmEmailArgs, 'input'>>;
  createChatbot?: Resolver<ResolversTypes['CreateChatbotPayload'], ParentType, ContextType, RequireFields<MutationCreateChatbotArgs, 'input'>>;
  createChatbotFromTemplate?: Resolver<ResolversTypes['CreateChatbotPayload'], ParentType, ContextType, RequireFields<MutationCreateChatbotFromTemplateArgs, 'input'>>;
  createQaGroup?: Resolver<ResolversTypes['QaGroupPayload'], ParentType, ContextType, RequireFields<MutationCreateQaGroupArgs, 'input'>>;
  createQuestionnaire?: Resolver<ResolversTypes['Questionnaire'], ParentType, ContextType, RequireFields<MutationCreateQuestionnaireArgs, 'input'>>;
  createTopic?: Resolver<ResolversTypes['TopicDataPayload'], ParentType, ContextType, RequireFields<MutationCreateTopicArgs, 'input'>>;
  deleteAutoFaqFile?: Resolver<ResolversTypes['AutoFaqDataPayload'], ParentType, ContextType, RequireFields<MutationDeleteAutoFaqFileArgs, 'input'>>;
  deleteChatbot?: Resolver<ResolversTypes['DeleteChatbotPayload'], ParentType, ContextType, RequireFields<MutationDeleteChatbotArgs, 'input'>>;
  deleteEntityFile?: Resolver<ResolversTypes['EntityDataPayload'], ParentType, ContextType, RequireFields<MutationDeleteEntityFileArgs, 'input'>>;
  deleteKnowledgeFile?: Resolver<ResolversTypes['DeleteKnowledgeFilePayload'], ParentType, ContextType, RequireFields<MutationDeleteKnowledgeFileArgs, 'input'>>;
  deleteQaGroup?: Resolver<ResolversTypes['DeleteQaGroupPayload'], ParentType, ContextType, RequireFields<MutationDeleteQaGroupArgs, 'input'>>;
  deleteQuestionnaire?: Resolver<Array<ResolversTypes['Questionnaire']>, ParentType, ContextType, RequireFields<MutationDeleteQuestionnaireArgs, 'input'>>;
  deleteTopic?: Resolver<ResolversTypes['TopicDataPayload'], ParentType, ContextType, RequireFields<MutationDeleteTopicArgs, 'input'>>;
  discardPromptOptimization?: Resolver<ResolversTypes['PromptOptimizationPayload'], ParentType, ContextType, RequireFields<MutationDiscardPromptOptimizationArgs, 'input'>>;
  importQaGroups?: Resolver<ResolversTypes['ImportQaGroupsPayload'], ParentType, ContextType, RequireFields<MutationImportQaGroupsArgs, 'input'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
  pauseBatchTest?: Resolver<ResolversTypes['BatchTestRunPayload'], ParentType, ContextType, RequireFields<MutationPauseBatchTestArgs, 'input'>>;
  register?: Resolver<ResolversTypes['RegisterPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  removeWebPluginIcon?: Resolver<ResolversTypes['WebPluginSettingsPayload'], ParentType, ContextType, RequireFields<MutationRemoveWebPluginIconArgs, 'input'>>;
  reorderTopics?: Resolver<ResolversTypes['TopicDataPayload'], ParentType, ContextType, RequireFields<MutationReorderTopicsArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  resendConfirmation?: Resolver<ResolversTypes['ResendConfirmationPayload'], ParentType, ContextType>;
  resetPassword?: Resolver<ResolversTypes['ResetPasswordPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  resumeBatchTest?: Resolver<ResolversTypes['BatchTestRunPayload'], ParentType, ContextType, RequireFields<MutationResumeBatchTestArgs, 'input'>>;
  retryKnowledgeFile?: Resolver<ResolversTypes['KnowledgeFilePayload'], ParentType, ContextType, RequireFields<MutationRetryKnowledgeFileArgs, 'input'>>;
  runBatchTestAgain?: Resolver<ResolversTypes['BatchTestRunPayload'], ParentType, ContextType, RequireFields<MutationRunBatchTestAgainArgs, 'input'>>;
  saveRecommendation?: Resolver<ResolversTypes['SaveRecommendationPayload'], ParentType, ContextType, RequireFields<MutationSaveRecommendationArgs, 'input'>>;
  sendTestMessage?: Resolver<ResolversTypes['SendTestMessagePayload'], ParentType, ContextType, RequireFields<MutationSendTestMessageArgs, 'input'>>;
  setAutoFaqFileActive?: Resolver<ResolversTypes['AutoFaqDataPayload'], ParentType, ContextType, RequireFields<MutationSetAutoFaqFileActiveArgs, 'input'>>;
  setEntityFileActive?: Resolver<ResolversTypes['EntityDataPayload'], ParentType, ContextType, RequireFields<MutationSetEntityFileActiveArgs, 'input'>>;
  setIntegrationActive?: Resolver<ResolversTypes['IntegrationPayload'], ParentType, ContextType, RequireFields<MutationSetIntegrationActiveArgs, 'input'>>;
  setKnowledgeFileActive?: Resolver<ResolversTypes['KnowledgeFilePayload'], ParentType, ContextType, RequireFields<MutationSetKnowledgeFileActiveArgs, 'input'>>;
  setLineWebhookUrl?: Resolver<ResolversTypes['SetLineWebhookUrlPayload'], ParentType, ContextType, RequireFields<MutationSetLineWebhookUrlArgs, 'input'>>;
  setTopicGroups?: Resolver<ResolversTypes['TopicDataPayload'], ParentType, ContextType, RequireFields<MutationSetTopicGroupsArgs, 'input'>>;
  setTopicMenuKeyword?: Resolver<ResolversTypes['TopicDataPayload'], ParentType, ContextType, RequireFields<MutationSetTopicMenuKeywordArgs, 'input'>>;
  startBatchTest?: Resolver<ResolversTypes['BatchTestRunPayload'], ParentType, ContextType, RequireFields<MutationStartBatchTestArgs, 'input'>>;
  startPromptOptimization?: Resolver<ResolversTypes['PromptOptimizationPayload'], ParentType, ContextType, RequireFields<MutationStartPromptOptimizationArgs, 'input'>>;
  startSignIn?: Resolver<ResolversTypes['StartSignInPayload'], ParentType, ContextType, RequireFields<MutationStartSignInArgs, 'input'>>;
  startTraining?: Resolver<ResolversTypes['StartTrainingPayload'], ParentType, ContextType, RequireFields<MutationStartTrainingArgs, 'input'>>;
  stopBatchTest?: Resolver<ResolversTypes['BatchTestRunPayload'], ParentType, ContextType, RequireFields<MutationStopBatchTestArgs, 'input'>>;
  testAutoFaq?: Resolver<ResolversTypes['AutoFaqTestResult'], ParentType, ContextType, RequireFields<MutationTestAutoFaqArgs, 'input'>>;
  testEntities?: Resolver<ResolversTypes['EntityTestResult'], ParentType, ContextType, RequireFields<MutationTestEntitiesArgs, 'input'>>;
  testLineWebhook?: Resolver<ResolversTypes['TestLineWebhookPayload'], ParentType, ContextType, RequireFields<MutationTestLineWebhookArgs, 'input'>>;
  testRetrieval?: Resolver<ResolversTypes['RetrievalTestResult'], ParentType, ContextType, RequireFields<MutationTestRetrievalArgs, 'input'>>;
  updateAnswerSettings?: Resolver<ResolversTypes['AnswerSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateAnswerSettingsArgs, 'input'>>;
  updateAutoQaData?: Resolver<ResolversTypes['AutoQaDataPayload'], ParentType, ContextType, RequireFields<MutationUpdateAutoQaDataArgs, 'input'>>;
  updateChatbot?: Resolver<ResolversTypes['UpdateChatbotPayload'], ParentType, ContextType, RequireFields<MutationUpdateChatbotArgs, 'input'>>;
  updateChatbotTools?: Resolver<ResolversTypes['UpdateChatbotToolsPayload'], ParentType, ContextType, RequireFields<MutationUpdateChatbotToolsArgs, 'input'>>;
  updateFacebookSettings?: Resolver<ResolversTypes['FacebookSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateFacebookSettingsArgs, 'input'>>;
  updateLineSettings?: Resolver<ResolversTypes['LineSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateLineSettingsArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['UpdateProfilePayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateQaGroup?: Resolver<ResolversTypes['QaGroupPayload'], ParentType, ContextType, RequireFields<MutationUpdateQaGroupArgs, 'input'>>;
  updateQuestionnaire?: Resolver<ResolversTypes['Questionnaire'], ParentType, ContextType, RequireFields<MutationUpdateQuestionnaireArgs, 'input'>>;
  updateThirdPartySettings?: Resolver<ResolversTypes['ThirdPartySettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateThirdPartySettingsArgs, 'input'>>;
  updateTopic?: Resolver<ResolversTypes['TopicDataPayload'], ParentType, ContextType, RequireFields<MutationUpdateTopicArgs, 'input'>>;
  updateWebPluginSettings?: Resolver<ResolversTypes['WebPluginSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateWebPluginSettingsArgs, 'input'>>;
  uploadAutoFaqFile?: Resolver<ResolversTypes['AutoFaqDataPayload'], ParentType, ContextType, RequireFields<MutationUploadAutoFaqFileArgs, 'input'>>;
  uploadEntityFile?: Resolver<ResolversTypes['EntityDataPayload'], ParentType, ContextType, RequireFields<MutationUploadEntityFileArgs, 'input'>>;
  uploadKnowledgeFiles?: Resolver<ResolversTypes['UploadKnowledgeFilesPayload'], ParentType, ContextType, RequireFields<MutationUploadKnowledgeFilesArgs, 'input'>>;
  uploadWebPluginIcon?: Resolver<ResolversTypes['WebPluginSettingsPayload'], ParentType, ContextType, RequireFields<MutationUploadWebPluginIconArgs, 'input'>>;
}>;

export type PlanResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan']> = ResolversObject<{
  batchTestRowLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  botLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dailyOptimizationLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  integrations?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qaGroupLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PromptOptimizationResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['PromptOptimization'] = ResolversParentTypes['PromptOptimization']> = ResolversObject<{
  afterScore?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  beforeScore?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  decision?: Resolver<ResolversTypes['PromptOptimizationDecision'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  proposedPrompt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rowCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['PromptOptimizationState'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PromptOptimizationPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['PromptOptimizationPayload'] = ResolversParentTypes['PromptOptimizationPayload']> = ResolversObject<{
  optimization?: Resolver<ResolversTypes['PromptOptimization'], ParentType, ContextType>;
}>;

export type PromptOptimizationStatusResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['PromptOptimizationStatus'] = ResolversParentTypes['PromptOptimizationStatus']> = ResolversObject<{
  botId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  dailyLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  llmConfigured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  optimization?: Resolver<Maybe<ResolversTypes['PromptOptimization']>, ParentType, ContextType>;
  usedToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QaGroupResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['QaGroup'] = ResolversParentTypes['QaGroup']> = ResolversObject<{
  answerMode?: Resolver<ResolversTypes['AnswerMode'], ParentType, ContextType>;
  answers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postbackChoices?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  similarEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type QaGroupKeyResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['QaGroupKey'] = ResolversParentTypes['QaGroupKey']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QaGroupPageResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['QaGroupPage'] = ResolversParentTypes['QaGroupPage']> = ResolversObject<{
  groups?: Resolver<Array<ResolversTypes['QaGroup']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QaGroupPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['QaGroupPayload'] = ResolversParentTypes['QaGroupPayload']> = ResolversObject<{
  qaGroup?: Resolver<ResolversTypes['QaGroup'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  answerSettings?: Resolver<ResolversTypes['AnswerSettings'], ParentType, ContextType, RequireFields<QueryAnswerSettingsArgs, 'botId'>>;
  autoFaq?: Resolver<ResolversTypes['AutoFaqData'], ParentType, ContextType, RequireFields<QueryAutoFaqArgs, 'botId'>>;
  autoQa?: Resolver<ResolversTypes['AutoQaData'], ParentType, ContextType, RequireFields<QueryAutoQaArgs, 'botId'>>;
  batchTestComparison?: Resolver<ResolversTypes['BatchTestComparison'], ParentType, ContextType, RequireFields<QueryBatchTestComparisonArgs, 'botId' | 'otherRunId' | 'runId'>>;
  batchTestResults?: Resolver<ResolversTypes['BatchTestRowPage'], ParentType, ContextType, RequireFields<QueryBatchTestResultsArgs, 'botId' | 'limit' | 'offset' | 'outcome' | 'runId'>>;
  batchTestRowLikelyGroups?: Resolver<Array<ResolversTypes['HistoryGroupRef']>, ParentType, ContextType, RequireFields<QueryBatchTestRowLikelyGroupsArgs, 'botId' | 'position' | 'runId'>>;
  batchTestRun?: Resolver<ResolversTypes['BatchTestRun'], ParentType, ContextType, RequireFields<QueryBatchTestRunArgs, 'botId' | 'runId'>>;
  batchTestRuns?: Resolver<ResolversTypes['BatchTestRunList'], ParentType, ContextType, RequireFields<QueryBatchTestRunsArgs, 'botId'>>;
  chatbot?: Resolver<Maybe<ResolversTypes['Chatbot']>, ParentType, ContextType, RequireFields<QueryChatbotArgs, 'id'>>;
  chatbotTemplates?: Resolver<Array<ResolversTypes['ChatbotTemplate']>, ParentType, ContextType, Partial<QueryChatbotTemplatesArgs>>;
  chatbots?: Resolver<Array<ResolversTypes['Chatbot']>, ParentType, ContextType>;
  entities?: Resolver<ResolversTypes['EntityData'], ParentType, ContextType, RequireFields<QueryEntitiesArgs, 'botId'>>;
  facebookSettings?: Resolver<ResolversTypes['FacebookSettings'], ParentType, ContextType, RequireFields<QueryFacebookSettingsArgs, 'botId'>>;
  health?: Resolver<ResolversTypes['Health'], ParentType, ContextType>;
  historyExchanges?: Resolver<ResolversTypes['HistoryExchangePage'], ParentType, ContextType, RequireFields<QueryHistoryExchangesArgs, 'botId' | 'limit'>>;
  integrations?: Resolver<Array<ResolversTypes['Integration']>, ParentType, ContextType, RequireFields<QueryIntegrationsArgs, 'botId'>>;
  likelyGroups?: Resolver<Array<ResolversTypes['HistoryGroupRef']>, ParentType, ContextType, RequireFields<QueryLikelyGroupsArgs, 'botId' | 'exchangeId'>>;
  lineSettings?: Resolver<ResolversTypes['LineSettings'], ParentType, ContextType, RequireFields<QueryLineSettingsArgs, 'botId'>>;
  me?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  planSelfService?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  plans?: Resolver<Array<ResolversTypes['Plan']>, ParentType, ContextType>;
  promptOptimization?: Resolver<ResolversTypes['PromptOptimizationStatus'], ParentType, ContextType, RequireFields<QueryPromptOptimizationArgs, 'botId'>>;
  qaGroup?: Resolver<Maybe<ResolversTypes['QaGroup']>, ParentType, ContextType, RequireFields<QueryQaGroupArgs, 'botId' | 'id'>>;
  qaGroups?: Resolver<ResolversTypes['QaGroupPage'], ParentType, ContextType, RequireFields<QueryQaGroupsArgs, 'botId' | 'page' | 'pageSize'>>;
  qaGroupsCsv?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryQaGroupsCsvArgs, 'botId'>>;
  questionnaireResponses?: Resolver<ResolversTypes['QuestionnaireResponses'], ParentType, ContextType, RequireFields<QueryQuestionnaireResponsesArgs, 'botId' | 'id'>>;
  questionnaires?: Resolver<Array<ResolversTypes['Questionnaire']>, ParentType, ContextType, RequireFields<QueryQuestionnairesArgs, 'botId'>>;
  recommendations?: Resolver<ResolversTypes['RecommendationPage'], ParentType, ContextType, RequireFields<QueryRecommendationsArgs, 'botId' | 'limit'>>;
  signInProviders?: Resolver<ResolversTypes['SignInProviders'], ParentType, ContextType>;
  thirdPartySettings?: Resolver<ResolversTypes['ThirdPartySettings'], ParentType, ContextType, RequireFields<QueryThirdPartySettingsArgs, 'botId'>>;
  topics?: Resolver<ResolversTypes['TopicData'], ParentType, ContextType, RequireFields<QueryTopicsArgs, 'botId'>>;
  training?: Resolver<ResolversTypes['TrainingStatus'], ParentType, ContextType, RequireFields<QueryTrainingArgs, 'botId'>>;
  unhandledThemes?: Resolver<ResolversTypes['UnhandledThemes'], ParentType, ContextType, RequireFields<QueryUnhandledThemesArgs, 'botId' | 'days'>>;
  userConfig?: Resolver<ResolversTypes['UserConfig'], ParentType, ContextType>;
  userStats?: Resolver<ResolversTypes['UserStats'], ParentType, ContextType, RequireFields<QueryUserStatsArgs, 'botId' | 'days'>>;
  webPluginSettings?: Resolver<ResolversTypes['WebPluginSettings'], ParentType, ContextType, RequireFields<QueryWebPluginSettingsArgs, 'botId'>>;
}>;

export type QuestionnaireResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Questionnaire'] = ResolversParentTypes['Questionnaire']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  botId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  closingMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  keyword?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['QuestionnaireQuestion']>, ParentType, ContextType>;
  responseCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type QuestionnaireAnswerResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['QuestionnaireAnswer'] = ResolversParentTypes['QuestionnaireAnswer']> = ResolversObject<{
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QuestionnaireQuestionResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['QuestionnaireQuestion'] = ResolversParentTypes['QuestionnaireQuestion']> = ResolversObject<{
  choices?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  entityType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rules?: Resolver<Maybe<ResolversTypes['QuestionnaireRules']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QuestionnaireResponseResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['QuestionnaireResponse'] = ResolversParentTypes['QuestionnaireResponse']> = ResolversObject<{
  answers?: Resolver<Array<ResolversTypes['QuestionnaireAnswer']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QuestionnaireResponsesResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['QuestionnaireResponses'] = ResolversParentTypes['QuestionnaireResponses']> = ResolversObject<{
  questionnaireId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  responses?: Resolver<Array<ResolversTypes['QuestionnaireResponse']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QuestionnaireRulesResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['QuestionnaireRules'] = ResolversParentTypes['QuestionnaireRules']> = ResolversObject<{
  length?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  regex?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RecommendationResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Recommendation'] = ResolversParentTypes['Recommendation']> = ResolversObject<{
  datetime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['QaGroupKey']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  originalQuestion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Platform'], ParentType, ContextType>;
  saved?: Resolver<ResolversTypes['RecommendationSaved'], ParentType, ContextType>;
  selectedQuestion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['AnswerSource'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RecommendationPageResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['RecommendationPage'] = ResolversParentTypes['RecommendationPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Recommendation']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RegisterPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['RegisterPayload'] = ResolversParentTypes['RegisterPayload']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReplyButtonResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ReplyButton'] = ResolversParentTypes['ReplyButton']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  oriQue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RequestPasswordResetPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['RequestPasswordResetPayload'] = ResolversParentTypes['RequestPasswordResetPayload']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ResendConfirmationPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ResendConfirmationPayload'] = ResolversParentTypes['ResendConfirmationPayload']> = ResolversObject<{
  resendAvailableAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ResetPasswordPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ResetPasswordPayload'] = ResolversParentTypes['ResetPasswordPayload']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type RetrievalTestResultResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['RetrievalTestResult'] = ResolversParentTypes['RetrievalTestResult']> = ResolversObject<{
  answer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  chunks?: Resolver<Array<ResolversTypes['RetrievedChunk']>, ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  soleSource?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  verdict?: Resolver<ResolversTypes['SourceVerdict'], ParentType, ContextType>;
}>;

export type RetrievedChunkResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['RetrievedChunk'] = ResolversParentTypes['RetrievedChunk']> = ResolversObject<{
  confidence?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  fileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['ChunkLocation'], ParentType, ContextType>;
  ordinal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SaveRecommendationPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['SaveRecommendationPayload'] = ResolversParentTypes['SaveRecommendationPayload']> = ResolversObject<{
  recommendation?: Resolver<ResolversTypes['Recommendation'], ParentType, ContextType>;
}>;

export type SecretHintResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['SecretHint'] = ResolversParentTypes['SecretHint']> = ResolversObject<{
  lastFour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  set?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SendTestMessagePayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['SendTestMessagePayload'] = ResolversParentTypes['SendTestMessagePayload']> = ResolversObject<{
  reply?: Resolver<ResolversTypes['TestChatReply'], ParentType, ContextType>;
}>;

export type SessionEventResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['SessionEvent'] = ResolversParentTypes['SessionEvent']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SessionEventKind'], ParentType, ContextType>;
}>;

export type SetLineWebhookUrlPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['SetLineWebhookUrlPayload'] = ResolversParentTypes['SetLineWebhookUrlPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  webhookUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SignInProvidersResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['SignInProviders'] = ResolversParentTypes['SignInProviders']> = ResolversObject<{
  google?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SourceCandidateResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['SourceCandidate'] = ResolversParentTypes['SourceCandidate']> = ResolversObject<{
  confidence?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type SourceCandidatesResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['SourceCandidates'] = ResolversParentTypes['SourceCandidates']> = ResolversObject<{
  candidates?: Resolver<Array<ResolversTypes['SourceCandidate']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['AnswerSource'], ParentType, ContextType>;
}>;

export type StartSignInPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['StartSignInPayload'] = ResolversParentTypes['StartSignInPayload']> = ResolversObject<{
  authorizationUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StartTrainingPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['StartTrainingPayload'] = ResolversParentTypes['StartTrainingPayload']> = ResolversObject<{
  job?: Resolver<ResolversTypes['TrainingJob'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  _noop?: SubscriptionResolver<Maybe<ResolversTypes['Boolean']>, "_noop", ParentType, ContextType>;
  batchTestProgress?: SubscriptionResolver<ResolversTypes['BatchTestProgress'], "batchTestProgress", ParentType, ContextType, RequireFields<SubscriptionBatchTestProgressArgs, 'botId'>>;
  knowledgeIngestProgress?: SubscriptionResolver<ResolversTypes['KnowledgeFile'], "knowledgeIngestProgress", ParentType, ContextType, RequireFields<SubscriptionKnowledgeIngestProgressArgs, 'botId'>>;
  promptOptimizationProgress?: SubscriptionResolver<ResolversTypes['PromptOptimization'], "promptOptimizationProgress", ParentType, ContextType, RequireFields<SubscriptionPromptOptimizationProgressArgs, 'botId'>>;
  sessionEvents?: SubscriptionResolver<ResolversTypes['SessionEvent'], "sessionEvents", ParentType, ContextType>;
  trainingProgress?: SubscriptionResolver<ResolversTypes['TrainingJob'], "trainingProgress", ParentType, ContextType, RequireFields<SubscriptionTrainingProgressArgs, 'botId'>>;
}>;

export type SuggestedGroupResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['SuggestedGroup'] = ResolversParentTypes['SuggestedGroup']> = ResolversObject<{
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  similarQuestions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SynonymReadingResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['SynonymReading'] = ResolversParentTypes['SynonymReading']> = ResolversObject<{
  readAs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  word?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TagCountResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['TagCount'] = ResolversParentTypes['TagCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TemplateFieldResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['TemplateField'] = ResolversParentTypes['TemplateField']> = ResolversObject<{
  example?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rules?: Resolver<Array<ResolversTypes['TemplateRule']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TemplateFieldType'], ParentType, ContextType>;
}>;

export type TemplateGroupResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['TemplateGroup'] = ResolversParentTypes['TemplateGroup']> = ResolversObject<{
  answers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  questions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TemplateRuleResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['TemplateRule'] = ResolversParentTypes['TemplateRule']> = ResolversObject<{
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['TemplateRuleKind'], ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  pattern?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type TestChatReplyResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['TestChatReply'] = ResolversParentTypes['TestChatReply']> = ResolversObject<{
  answerStatus?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  buttons?: Resolver<Array<ResolversTypes['ReplyButton']>, ParentType, ContextType>;
  candidates?: Resolver<Array<ResolversTypes['MatchCandidate']>, ParentType, ContextType>;
  entities?: Resolver<Array<ResolversTypes['FoundEntity']>, ParentType, ContextType>;
  exchangeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  matchedGroup?: Resolver<Maybe<ResolversTypes['QaGroup']>, ParentType, ContextType>;
  offTopic?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['AnswerSource']>, ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['SourceCandidates']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['ReplyState'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  synonyms?: Resolver<Array<ResolversTypes['SynonymReading']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ReplyType'], ParentType, ContextType>;
}>;

export type TestLineWebhookPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['TestLineWebhookPayload'] = ResolversParentTypes['TestLineWebhookPayload']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  detail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statusCode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ThemeExampleResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ThemeExample'] = ResolversParentTypes['ThemeExample']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ThirdPartySettingsResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ThirdPartySettings'] = ResolversParentTypes['ThirdPartySettings']> = ResolversObject<{
  botId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  callbackUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryError?: Resolver<Maybe<ResolversTypes['DeliveryError']>, ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['SecretHint'], ParentType, ContextType>;
  webhookUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ThirdPartySettingsPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ThirdPartySettingsPayload'] = ResolversParentTypes['ThirdPartySettingsPayload']> = ResolversObject<{
  settings?: Resolver<ResolversTypes['ThirdPartySettings'], ParentType, ContextType>;
}>;

export type TopQuestionResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['TopQuestion'] = ResolversParentTypes['TopQuestion']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TopicResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Topic'] = ResolversParentTypes['Topic']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['TopicGroup']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type TopicDataResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['TopicData'] = ResolversParentTypes['TopicData']> = ResolversObject<{
  botId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  effectiveMenuKeyword?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  menuKeyword?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  topics?: Resolver<Array<ResolversTypes['Topic']>, ParentType, ContextType>;
}>;

export type TopicDataPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['TopicDataPayload'] = ResolversParentTypes['TopicDataPayload']> = ResolversObject<{
  data?: Resolver<ResolversTypes['TopicData'], ParentType, ContextType>;
}>;

export type TopicGroupResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['TopicGroup'] = ResolversParentTypes['TopicGroup']> = ResolversObject<{
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TrainingJobResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['TrainingJob'] = ResolversParentTypes['TrainingJob']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  groupCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['TrainingState'], ParentType, ContextType>;
}>;

export type TrainingStatusResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['TrainingStatus'] = ResolversParentTypes['TrainingStatus']> = ResolversObject<{
  groupCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['TrainingJob']>, ParentType, ContextType>;
  trainedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  trainedGroupCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  untrainedChanges?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type UnhandledQuestionResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['UnhandledQuestion'] = ResolversParentTypes['UnhandledQuestion']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exchangeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  lastAskedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UnhandledThemeResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['UnhandledTheme'] = ResolversParentTypes['UnhandledTheme']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  examples?: Resolver<Array<ResolversTypes['ThemeExample']>, ParentType, ContextType>;
  suggestedGroup?: Resolver<ResolversTypes['SuggestedGroup'], ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UnhandledThemesResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['UnhandledThemes'] = ResolversParentTypes['UnhandledThemes']> = ResolversObject<{
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  themes?: Resolver<Array<ResolversTypes['UnhandledTheme']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UpdateChatbotPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['UpdateChatbotPayload'] = ResolversParentTypes['UpdateChatbotPayload']> = ResolversObject<{
  chatbot?: Resolver<ResolversTypes['Chatbot'], ParentType, ContextType>;
}>;

export type UpdateChatbotToolsPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['UpdateChatbotToolsPayload'] = ResolversParentTypes['UpdateChatbotToolsPayload']> = ResolversObject<{
  chatbot?: Resolver<ResolversTypes['Chatbot'], ParentType, ContextType>;
}>;

export type UpdateProfilePayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['UpdateProfilePayload'] = ResolversParentTypes['UpdateProfilePayload']> = ResolversObject<{
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
}>;

export type UploadKnowledgeFilesPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['UploadKnowledgeFilesPayload'] = ResolversParentTypes['UploadKnowledgeFilesPayload']> = ResolversObject<{
  files?: Resolver<Array<ResolversTypes['KnowledgeFile']>, ParentType, ContextType>;
  replaced?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UsageTileResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['UsageTile'] = ResolversParentTypes['UsageTile']> = ResolversObject<{
  change?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  previous?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UsageTilesResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['UsageTiles'] = ResolversParentTypes['UsageTiles']> = ResolversObject<{
  lastMonth?: Resolver<ResolversTypes['UsageTile'], ParentType, ContextType>;
  lastWeek?: Resolver<ResolversTypes['UsageTile'], ParentType, ContextType>;
  thisMonth?: Resolver<ResolversTypes['UsageTile'], ParentType, ContextType>;
  thisWeek?: Resolver<ResolversTypes['UsageTile'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['UsageTile'], ParentType, ContextType>;
  yesterday?: Resolver<ResolversTypes['UsageTile'], ParentType, ContextType>;
}>;

export type UserConfigResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['UserConfig'] = ResolversParentTypes['UserConfig']> = ResolversObject<{
  defaultLanguage?: Resolver<ResolversTypes['BotLanguage'], ParentType, ContextType>;
  llm?: Resolver<ResolversTypes['LlmStatus'], ParentType, ContextType>;
  packages?: Resolver<Array<ResolversTypes['Plan']>, ParentType, ContextType>;
}>;

export type UserStatsResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['UserStats'] = ResolversParentTypes['UserStats']> = ResolversObject<{
  answers?: Resolver<ResolversTypes['AnswerOutcomes'], ParentType, ContextType>;
  daily?: Resolver<Array<ResolversTypes['DailyQuestions']>, ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['TagCount']>, ParentType, ContextType>;
  tiles?: Resolver<ResolversTypes['UsageTiles'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topQuestions?: Resolver<Array<ResolversTypes['TopQuestion']>, ParentType, ContextType>;
  unhandled?: Resolver<Array<ResolversTypes['UnhandledQuestion']>, ParentType, ContextType>;
}>;

export type WebPluginSettingsResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['WebPluginSettings'] = ResolversParentTypes['WebPluginSettings']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  botId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  chatIconUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  chatLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  headerBgColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  headerTextColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  robotIconUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scriptPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tickerMessages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  trustedDomains?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  vendorId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WebPluginSettingsPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['WebPluginSettingsPayload'] = ResolversParentTypes['WebPluginSettingsPayload']> = ResolversObject<{
  settings?: Resolver<ResolversTypes['WebPluginSettings'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = BffContext> = ResolversObject<{
  Account?: AccountResolvers<ContextType>;
  AnswerOutcomes?: AnswerOutcomesResolvers<ContextType>;
  AnswerSettings?: AnswerSettingsResolvers<ContextType>;
  AnswerSettingsPayload?: AnswerSettingsPayloadResolvers<ContextType>;
  AutoFaqCandidate?: AutoFaqCandidateResolvers<ContextType>;
  AutoFaqData?: AutoFaqDataResolvers<ContextType>;
  AutoFaqDataPayload?: AutoFaqDataPayloadResolvers<ContextType>;
  AutoFaqFile?: AutoFaqFileResolvers<ContextType>;
  AutoFaqTestResult?: AutoFaqTestResultResolvers<ContextType>;
  AutoQaData?: AutoQaDataResolvers<ContextType>;
  AutoQaDataPayload?: AutoQaDataPayloadResolvers<ContextType>;
  BatchTestComparison?: BatchTestComparisonResolvers<ContextType>;
  BatchTestProgress?: BatchTestProgressResolvers<ContextType>;
  BatchTestRow?: BatchTestRowResolvers<ContextType>;
  BatchTestRowChange?: BatchTestRowChangeResolvers<ContextType>;
  BatchTestRowOutcome?: BatchTestRowOutcomeResolvers<ContextType>;
  BatchTestRowPage?: BatchTestRowPageResolvers<ContextType>;
  BatchTestRun?: BatchTestRunResolvers<ContextType>;
  BatchTestRunList?: BatchTestRunListResolvers<ContextType>;
  BatchTestRunPayload?: BatchTestRunPayloadResolvers<ContextType>;
  BatchTestSummary?: BatchTestSummaryResolvers<ContextType>;
  BatchTestWrongMatch?: BatchTestWrongMatchResolvers<ContextType>;
  ChangePasswordPayload?: ChangePasswordPayloadResolvers<ContextType>;
  ChangePlanPayload?: ChangePlanPayloadResolvers<ContextType>;
  Chatbot?: ChatbotResolvers<ContextType>;
  ChatbotTemplate?: ChatbotTemplateResolvers<ContextType>;
  ChatbotTools?: ChatbotToolsResolvers<ContextType>;
  ChunkLocation?: ChunkLocationResolvers<ContextType>;
  ConfirmEmailPayload?: ConfirmEmailPayloadResolvers<ContextType>;
  CreateChatbotPayload?: CreateChatbotPayloadResolvers<ContextType>;
  DailyQuestions?: DailyQuestionsResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteChatbotPayload?: DeleteChatbotPayloadResolvers<ContextType>;
  DeleteKnowledgeFilePayload?: DeleteKnowledgeFilePayloadResolvers<ContextType>;
  DeleteQaGroupPayload?: DeleteQaGroupPayloadResolvers<ContextType>;
  DeliveryError?: DeliveryErrorResolvers<ContextType>;
  EntityData?: EntityDataResolvers<ContextType>;
  EntityDataPayload?: EntityDataPayloadResolvers<ContextType>;
  EntityFile?: EntityFileResolvers<ContextType>;
  EntityTestResult?: EntityTestResultResolvers<ContextType>;
  FacebookPage?: FacebookPageResolvers<ContextType>;
  FacebookSettings?: FacebookSettingsResolvers<ContextType>;
  FacebookSettingsPayload?: FacebookSettingsPayloadResolvers<ContextType>;
  FoundEntity?: FoundEntityResolvers<ContextType>;
  Health?: HealthResolvers<ContextType>;
  HistoryExchange?: HistoryExchangeResolvers<ContextType>;
  HistoryExchangePage?: HistoryExchangePageResolvers<ContextType>;
  HistoryGroupRef?: HistoryGroupRefResolvers<ContextType>;
  ImportQaGroupsPayload?: ImportQaGroupsPayloadResolvers<ContextType>;
  ImportWarning?: ImportWarningResolvers<ContextType>;
  Integration?: IntegrationResolvers<ContextType>;
  IntegrationPayload?: IntegrationPayloadResolvers<ContextType>;
  KnowledgeFile?: KnowledgeFileResolvers<ContextType>;
  KnowledgeFilePayload?: KnowledgeFilePayloadResolvers<ContextType>;
  LineSettings?: LineSettingsResolvers<ContextType>;
  LineSettingsPayload?: LineSettingsPayloadResolvers<ContextType>;
  LlmStatus?: LlmStatusResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  MatchCandidate?: MatchCandidateResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  PromptOptimization?: PromptOptimizationResolvers<ContextType>;
  PromptOptimizationPayload?: PromptOptimizationPayloadResolvers<ContextType>;
  PromptOptimizationStatus?: PromptOptimizationStatusResolvers<ContextType>;
  QaGroup?: QaGroupResolvers<ContextType>;
  QaGroupKey?: QaGroupKeyResolvers<ContextType>;
  QaGroupPage?: QaGroupPageResolvers<ContextType>;
  QaGroupPayload?: QaGroupPayloadResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Questionnaire?: QuestionnaireResolvers<ContextType>;
  QuestionnaireAnswer?: QuestionnaireAnswerResolvers<ContextType>;
  QuestionnaireQuestion?: QuestionnaireQuestionResolvers<ContextType>;
  QuestionnaireResponse?: QuestionnaireResponseResolvers<ContextType>;
  QuestionnaireResponses?: QuestionnaireResponsesResolvers<ContextType>;
  QuestionnaireRules?: QuestionnaireRulesResolvers<ContextType>;
  Recommendation?: RecommendationResolvers<ContextType>;
  RecommendationPage?: RecommendationPageResolvers<ContextType>;
  RegisterPayload?: RegisterPayloadResolvers<ContextType>;
  ReplyButton?: ReplyButtonResolvers<ContextType>;
  RequestPasswordResetPayload?: RequestPasswordResetPayloadResolvers<ContextType>;
  ResendConfirmationPayload?: ResendConfirmationPayloadResolvers<ContextType>;
  ResetPasswordPayload?: ResetPasswordPayloadResolvers<ContextType>;
  RetrievalTestResult?: RetrievalTestResultResolvers<ContextType>;
  RetrievedChunk?: RetrievedChunkResolvers<ContextType>;
  SaveRecommendationPayload?: SaveRecommendationPayloadResolvers<ContextType>;
  SecretHint?: SecretHintResolvers<ContextType>;
  SendTestMessagePayload?: SendTestMessagePayloadResolvers<ContextType>;
  SessionEvent?: SessionEventResolvers<ContextType>;
  SetLineWebhookUrlPayload?: SetLineWebhookUrlPayloadResolvers<ContextType>;
  SignInProviders?: SignInProvidersResolvers<ContextType>;
  SourceCandidate?: SourceCandidateResolvers<ContextType>;
  SourceCandidates?: SourceCandidatesResolvers<ContextType>;
  StartSignInPayload?: StartSignInPayloadResolvers<ContextType>;
  StartTrainingPayload?: StartTrainingPayloadResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SuggestedGroup?: SuggestedGroupResolvers<ContextType>;
  SynonymReading?: SynonymReadingResolvers<ContextType>;
  TagCount?: TagCountResolvers<ContextType>;
  TemplateField?: TemplateFieldResolvers<ContextType>;
  TemplateGroup?: TemplateGroupResolvers<ContextType>;
  TemplateRule?: TemplateRuleResolvers<ContextType>;
  TestChatReply?: TestChatReplyResolvers<ContextType>;
  TestLineWebhookPayload?: TestLineWebhookPayloadResolvers<ContextType>;
  ThemeExample?: ThemeExampleResolvers<ContextType>;
  ThirdPartySettings?: ThirdPartySettingsResolvers<ContextType>;
  ThirdPartySettingsPayload?: ThirdPartySettingsPayloadResolvers<ContextType>;
  TopQuestion?: TopQuestionResolvers<ContextType>;
  Topic?: TopicResolvers<ContextType>;
  TopicData?: TopicDataResolvers<ContextType>;
  TopicDataPayload?: TopicDataPayloadResolvers<ContextType>;
  TopicGroup?: TopicGroupResolvers<ContextType>;
  TrainingJob?: TrainingJobResolvers<ContextType>;
  TrainingStatus?: TrainingStatusResolvers<ContextType>;
  UnhandledQuestion?: UnhandledQuestionResolvers<ContextType>;
  UnhandledTheme?: UnhandledThemeResolvers<ContextType>;
  UnhandledThemes?: UnhandledThemesResolvers<ContextType>;
  UpdateChatbotPayload?: UpdateChatbotPayloadResolvers<ContextType>;
  UpdateChatbotToolsPayload?: UpdateChatbotToolsPayloadResolvers<ContextType>;
  UpdateProfilePayload?: UpdateProfilePayloadResolvers<ContextType>;
  UploadKnowledgeFilesPayload?: UploadKnowledgeFilesPayloadResolvers<ContextType>;
  UsageTile?: UsageTileResolvers<ContextType>;
  UsageTiles?: UsageTilesResolvers<ContextType>;
  UserConfig?: UserConfigResolvers<ContextType>;
  UserStats?: UserStatsResolvers<ContextType>;
  WebPluginSettings?: WebPluginSettingsResolvers<ContextType>;
  WebPluginSettingsPayload?: WebPluginSettingsPayloadResolvers<ContextType>;
}>;

