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
  /** When the plan ends; null for no end. */
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  /** First name used for the avatar initials (the nickname unless set). */
  firstName: Scalars['String']['output'];
  /** The name shown in the header. */
  nickname: Scalars['String']['output'];
  /** The pricing plan the account is on. */
  plan: Plan;
  /** How many Q&A groups the account may hold across its bots. */
  qaGroupLimit: Scalars['Int']['output'];
  /** Login name; the e-mail. */
  username: Scalars['String']['output'];
};

/** How an answer is chosen when a group has several: FIRST (1), RANDOM (2), IN_ORDER (3, rotating per end user). */
export type AnswerMode =
  | 'FIRST'
  | 'IN_ORDER'
  | 'RANDOM';

/** Matching thresholds on the engine's 0–1 confidence. */
export type AnswerSettings = {
  __typename?: 'AnswerSettings';
  /** At or above: answer with the best group. */
  answerThreshold: Scalars['Float']['output'];
  maxSuggestions: Scalars['Int']['output'];
  /** At or above (and below answerThreshold, or several close groups): offer similar-question buttons. */
  suggestThreshold: Scalars['Float']['output'];
};

export type AnswerSettingsPayload = {
  __typename?: 'AnswerSettingsPayload';
  answerSettings: AnswerSettings;
};

/** UI and answer language of a bot. */
export type BotLanguage =
  | 'cn'
  | 'en'
  | 'jp'
  | 'tw';

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
  scenario: Scenario;
  sgwVendor: Scalars['String']['output'];
  tags: Array<Scalars['String']['output']>;
  /** The tool modules and whether each is on. */
  tools: ChatbotTools;
  updatedAt: Scalars['DateTime']['output'];
  /** Id for the public API and the website widget: /webhook/api/v2/{vendorId}. */
  vendorId: Scalars['String']['output'];
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
};

export type DeleteChatbotInput = {
  id: Scalars['ID']['input'];
  /** The account password, to confirm. */
  password: Scalars['String']['input'];
};

export type DeleteChatbotPayload = {
  __typename?: 'DeleteChatbotPayload';
  /** The id of the deleted chatbot. */
  id: Scalars['ID']['output'];
};

export type DeleteQaGroupInput = {
  botId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};

export type DeleteQaGroupPayload = {
  __typename?: 'DeleteQaGroupPayload';
  id: Scalars['ID']['output'];
};

/** Health of the backend behind the BFF. */
export type Health = {
  __typename?: 'Health';
  /** The database's state as the backend sees it: ok or down. */
  database: Scalars['String']['output'];
  /** ok when the backend answered and its database is reachable. */
  status: Scalars['String']['output'];
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
  contentType: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Size in bytes. */
  size: Scalars['Int']['output'];
  /** stored, processing, ready or failed. */
  status: Scalars['String']['output'];
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
  /** Creates a chatbot from the wizard; DUPLICATE_BOT_NAME or BOT_LIMIT_REACHED on refusal. */
  createChatbot: CreateChatbotPayload;
  /** Adds a Q&A group; QA_GROUP_LIMIT_REACHED when the plan's total is used up. */
  createQaGroup: QaGroupPayload;
  /** Deletes a chatbot after checking the account password (INVALID_PASSWORD otherwise). */
  deleteChatbot: DeleteChatbotPayload;
  /** Deletes a Q&A group. */
  deleteQaGroup: DeleteQaGroupPayload;
  /**
   * Imports a CSV (group,question,answer; ≤ 5 MB). All or nothing: IMPORT_INVALID lists each bad row in
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
  /** Creates an account on the free plan. Does not sign in. */
  register: RegisterPayload;
  /** Goes back to the built-in icon. */
  removeWebPluginIcon: WebPluginSettingsPayload;
  /**
   * Sends a message as the console's test chat: the same public API path and pipeline as real users,
   * recorded with platform other, answered with the matched group and answer status.
   */
  sendTestMessage: SendTestMessagePayload;
  /** Turns a channel on or off; PLAN_UNAVAILABLE when the plan does not include it. */
  setIntegrationActive: IntegrationPayload;
  /** Starts training the bot's Q&A list; TRAINING_IN_PROGRESS when one is running. */
  startTraining: StartTrainingPayload;
  /** Saves the bot's matching thresholds. */
  updateAnswerSettings: AnswerSettingsPayload;
  /** Saves a chatbot's basic settings. */
  updateChatbot: UpdateChatbotPayload;
  /** Saves which tool modules a chatbot uses. */
  updateChatbotTools: UpdateChatbotToolsPayload;
  /** Replaces a Q&A group's content. */
  updateQaGroup: QaGroupPayload;
  /** Saves colours, chat label, news ticker and trusted domains. Every ticker message must be filled (§5). */
  updateWebPluginSettings: WebPluginSettingsPayload;
  /** Replaces the robot or chat icon: PNG, SVG, GIF or JPEG up to 500 KB; SVG is sanitised. */
  uploadWebPluginIcon: WebPluginSettingsPayload;
};


export type MutationCreateChatbotArgs = {
  input: CreateChatbotInput;
};


export type MutationCreateQaGroupArgs = {
  input: CreateQaGroupInput;
};


export type MutationDeleteChatbotArgs = {
  input: DeleteChatbotInput;
};


export type MutationDeleteQaGroupArgs = {
  input: DeleteQaGroupInput;
};


export type MutationImportQaGroupsArgs = {
  input: ImportQaGroupsInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRemoveWebPluginIconArgs = {
  input: RemoveWebPluginIconInput;
};


export type MutationSendTestMessageArgs = {
  input: SendTestMessageInput;
};


export type MutationSetIntegrationActiveArgs = {
  input: SetIntegrationActiveInput;
};


export type MutationStartTrainingArgs = {
  input: StartTrainingInput;
};


export type MutationUpdateAnswerSettingsArgs = {
  input: UpdateAnswerSettingsInput;
};


export type MutationUpdateChatbotArgs = {
  input: UpdateChatbotInput;
};


export type MutationUpdateChatbotToolsArgs = {
  input: UpdateChatbotToolsInput;
};


export type MutationUpdateQaGroupArgs = {
  input: UpdateQaGroupInput;
};


export type MutationUpdateWebPluginSettingsArgs = {
  input: UpdateWebPluginSettingsInput;
};


export type MutationUploadWebPluginIconArgs = {
  input: UploadWebPluginIconInput;
};

/** A pricing plan (package). */
export type Plan = {
  __typename?: 'Plan';
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
  /** One of the account's chatbots; null when it does not exist or belongs to another account. */
  chatbot: Maybe<Chatbot>;
  /** The signed-in account's chatbots, newest first. */
  chatbots: Array<Chatbot>;
  /** Whether the service and its database are up. */
  health: Health;
  /** The bot's channels (api, web, line, fb, other) and whether each is on. */
  integrations: Array<Integration>;
  /** The signed-in account, or null for an anonymous visitor. */
  me: Maybe<Account>;
  /** One Q&A group; null when it does not exist or the bot is not the caller's. */
  qaGroup: Maybe<QaGroup>;
  /** A page of a bot's Q&A groups, newest first; `search` matches any question or answer (case-insensitive). */
  qaGroups: QaGroupPage;
  /** The bot's Q&A list as CSV (columns group,question,answer), for download. */
  qaGroupsCsv: Scalars['String']['output'];
  /** Where the bot's training stands. */
  training: TrainingStatus;
  /** Console configuration for the signed-in account: plans to choose from and defaults. */
  userConfig: UserConfig;
  /** The website widget's settings of a bot (§3 web plugin settings). */
  webPluginSettings: WebPluginSettings;
};


export type QueryAnswerSettingsArgs = {
  botId: Scalars['ID']['input'];
};


export type QueryChatbotArgs = {
  id: Scalars['ID']['input'];
};


export type QueryIntegrationsArgs = {
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


export type QueryTrainingArgs = {
  botId: Scalars['ID']['input'];
};


export type QueryWebPluginSettingsArgs = {
  botId: Scalars['ID']['input'];
};

export type RegisterInput = {
  /** Must be true. */
  agreeTerms: Scalars['Boolean']['input'];
  /** Must equal password. */
  confirmPassword: Scalars['String']['input'];
  email: Scalars['String']['input'];
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

/** Who the bot is for; choosing one resets the tools to its defaults. */
export type Scenario =
  | 'assistRecommendation'
  | 'customerSupport'
  | 'salesAssistant'
  | 'staffTraining';

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

export type SetIntegrationActiveInput = {
  active: Scalars['Boolean']['input'];
  botId: Scalars['ID']['input'];
  platform: Platform;
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
  /** Events about the caller's own session; REVOKED arrives the moment another login takes over. */
  sessionEvents: SessionEvent;
  /** Progress of the bot's training jobs; ends after a job reaches success or failure. */
  trainingProgress: TrainingJob;
};


export type SubscriptionTrainingProgressArgs = {
  botId: Scalars['ID']['input'];
};

/** The bot's reply as the public API gives it, plus what the engine decided. */
export type TestChatReply = {
  __typename?: 'TestChatReply';
  /** §4 answer status code: 0 other, 1 answered, 2 no answer, 3 options, 4 questionnaire, 5 AutoQA. */
  answerStatus: Scalars['Int']['output'];
  buttons: Array<ReplyButton>;
  candidates: Array<MatchCandidate>;
  /** The group that answered; null for options or no answer. */
  matchedGroup: Maybe<QaGroup>;
  sid: Scalars['String']['output'];
  state: ReplyState;
  success: Scalars['Boolean']['output'];
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
  type: ReplyType;
};

/** One training run. */
export type TrainingJob = {
  __typename?: 'TrainingJob';
  createdAt: Scalars['DateTime']['output'];
  finishedAt: Maybe<Scalars['DateTime']['output']>;
  groupCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Failure reason or a short progress note. */
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
};

export type UpdateAnswerSettingsInput = {
  answerThreshold: Scalars['Float']['input'];
  botId: Scalars['ID']['input'];
  maxSuggestions: Scalars['Int']['input'];
  suggestThreshold: Scalars['Float']['input'];
};

export type UpdateChatbotInput = {
  description?: InputMaybe<Scalars['String']['input']>;
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

export type UpdateQaGroupInput = {
  botId: Scalars['ID']['input'];
  group: QaGroupContentInput;
  id: Scalars['ID']['input'];
};

export type UpdateWebPluginSettingsInput = {
  botId: Scalars['ID']['input'];
  chatLabel: Scalars['String']['input'];
  headerBgColor: Scalars['String']['input'];
  headerTextColor: Scalars['String']['input'];
  tickerMessages: Array<Scalars['String']['input']>;
  trustedDomains: Array<Scalars['String']['input']>;
};

/** A file sent with the wizard, base64-encoded (≤ 5 MB decoded; CSV, TXT or DOCX). */
export type UploadFileInput = {
  base64: Scalars['String']['input'];
  contentType: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
};

export type UploadWebPluginIconInput = {
  botId: Scalars['ID']['input'];
  /** PNG, SVG, GIF or JPEG, ≤ 500 KB decoded. */
  file: UploadFileInput;
  kind: WebPluginIconKind;
};

/** Configuration the console needs for the signed-in account. */
export type UserConfig = {
  __typename?: 'UserConfig';
  /** Default bot language. */
  defaultLanguage: BotLanguage;
  /** Plans (pricing packages) a bot may be put on. */
  packages: Array<Plan>;
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

export type Session_MeQueryVariables = Exact<{ [key: string]: never; }>;


export type Session_MeQuery = { __typename?: 'Query', me: { __typename?: 'Account', email: string, nickname: string, firstName: string, username: string, botLimit: number, botCount: number, plan: { __typename?: 'Plan', code: string, name: string } } | null };

export type Session_EventsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type Session_EventsSubscription = { __typename?: 'Subscription', sessionEvents: { __typename?: 'SessionEvent', kind: SessionEventKind, at: string } };

export type Session_LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type Session_LogoutMutation = { __typename?: 'Mutation', logout: { __typename?: 'LogoutPayload', ok: boolean } };

export type Session_AccountFragment = { __typename?: 'Account', email: string, nickname: string, firstName: string, username: string, botLimit: number, botCount: number, plan: { __typename?: 'Plan', code: string, name: string } };

export type BotToolsFragment = { __typename?: 'ChatbotTools', SGW_tour_with_image_tool: boolean, answer_with_url_first_tool: boolean, get_total_price_tool: boolean, owm_forecast_tool: boolean, serpapi_flight_tool: boolean, route_tool: boolean };

export type BotCreate_UserConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type BotCreate_UserConfigQuery = { __typename?: 'Query', userConfig: { __typename?: 'UserConfig', defaultLanguage: BotLanguage, packages: Array<{ __typename?: 'Plan', code: string, name: string }> } };

export type BotCreate_CreateMutationVariables = Exact<{
  input: CreateChatbotInput;
}>;


export type BotCreate_CreateMutation = { __typename?: 'Mutation', createChatbot: { __typename?: 'CreateChatbotPayload', chatbot: { __typename?: 'Chatbot', id: string, name: string } } };

export type BotDetail_ChatbotQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BotDetail_ChatbotQuery = { __typename?: 'Query', chatbot: { __typename?: 'Chatbot', id: string, name: string, greetingMsg: string, failedMsg: string, postbackMsg: string, description: string, language: BotLanguage, package: string, scenario: Scenario, createdAt: string, tools: { __typename?: 'ChatbotTools', SGW_tour_with_image_tool: boolean, answer_with_url_first_tool: boolean, get_total_price_tool: boolean, owm_forecast_tool: boolean, serpapi_flight_tool: boolean, route_tool: boolean }, files: Array<{ __typename?: 'KnowledgeFile', id: string, fileName: string, size: number, status: string }> } | null };

export type BotFaq_QaGroupFragment = { __typename?: 'QaGroup', id: string, key: string, questions: Array<string>, answers: Array<string>, answerMode: AnswerMode, similarEnabled: boolean, postbackChoices: Array<string>, tags: Array<string>, updatedAt: string };

export type BotFaq_TrainingJobFragment = { __typename?: 'TrainingJob', id: string, state: TrainingState, progress: number, message: string, groupCount: number, createdAt: string, finishedAt: string | null };

export type BotFaq_ChatbotQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BotFaq_ChatbotQuery = { __typename?: 'Query', chatbot: { __typename?: 'Chatbot', id: string, name: string } | null };

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


export type BotFaq_ImportMutation = { __typename?: 'Mutation', importQaGroups: { __typename?: 'ImportQaGroupsPayload', groupsCreated: number, groupsUpdated: number, rows: number } };

export type BotFaq_ExportCsvQueryVariables = Exact<{
  botId: Scalars['ID']['input'];
}>;


export type BotFaq_ExportCsvQuery = { __typename?: 'Query', qaGroupsCsv: string };

export type BotFaq_TrainingQueryVariables = Exact<{
  botId: Scalars['ID']['input'];
}>;


export type BotFaq_TrainingQuery = { __typename?: 'Query', training: { __typename?: 'TrainingStatus', trainedAt: string | null, trainedGroupCount: number, groupCount: number, job: { __typename?: 'TrainingJob', id: string, state: TrainingState, progress: number, message: string, groupCount: number, createdAt: string, finishedAt: string | null } | null } };

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


export type BotFaq_AnswerSettingsQuery = { __typename?: 'Query', answerSettings: { __typename?: 'AnswerSettings', answerThreshold: number, suggestThreshold: number, maxSuggestions: number } };

export type BotFaq_UpdateAnswerSettingsMutationVariables = Exact<{
  input: UpdateAnswerSettingsInput;
}>;


export type BotFaq_UpdateAnswerSettingsMutation = { __typename?: 'Mutation', updateAnswerSettings: { __typename?: 'AnswerSettingsPayload', answerSettings: { __typename?: 'AnswerSettings', answerThreshold: number, suggestThreshold: number, maxSuggestions: number } } };

export type Integrations_ChatbotQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type Integrations_ChatbotQuery = { __typename?: 'Query', chatbot: { __typename?: 'Chatbot', id: string, name: string, vendorId: string } | null, integrations: Array<{ __typename?: 'Integration', platform: Platform, active: boolean, available: boolean }> };

export type Integrations_SetActiveMutationVariables = Exact<{
  input: SetIntegrationActiveInput;
}>;


export type Integrations_SetActiveMutation = { __typename?: 'Mutation', setIntegrationActive: { __typename?: 'IntegrationPayload', integration: { __typename?: 'Integration', platform: Platform, active: boolean, available: boolean } } };

export type BotSettings_ChatbotQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BotSettings_ChatbotQuery = { __typename?: 'Query', chatbot: { __typename?: 'Chatbot', id: string, name: string, greetingMsg: string, failedMsg: string, postbackMsg: string, description: string, language: BotLanguage, package: string, tools: { __typename?: 'ChatbotTools', SGW_tour_with_image_tool: boolean, answer_with_url_first_tool: boolean, get_total_price_tool: boolean, owm_forecast_tool: boolean, serpapi_flight_tool: boolean, route_tool: boolean } } | null, userConfig: { __typename?: 'UserConfig', packages: Array<{ __typename?: 'Plan', code: string, name: string }> } };

export type BotSettings_UpdateMutationVariables = Exact<{
  input: UpdateChatbotInput;
}>;


export type BotSettings_UpdateMutation = { __typename?: 'Mutation', updateChatbot: { __typename?: 'UpdateChatbotPayload', chatbot: { __typename?: 'Chatbot', id: string, name: string, greetingMsg: string, failedMsg: string, postbackMsg: string, description: string, language: BotLanguage, package: string } } };

export type BotSettings_UpdateToolsMutationVariables = Exact<{
  input: UpdateChatbotToolsInput;
}>;


export type BotSettings_UpdateToolsMutation = { __typename?: 'Mutation', updateChatbotTools: { __typename?: 'UpdateChatbotToolsPayload', chatbot: { __typename?: 'Chatbot', id: string, tools: { __typename?: 'ChatbotTools', SGW_tour_with_image_tool: boolean, answer_with_url_first_tool: boolean, get_total_price_tool: boolean, owm_forecast_tool: boolean, serpapi_flight_tool: boolean, route_tool: boolean } } } };

export type BotSettings_DeleteMutationVariables = Exact<{
  input: DeleteChatbotInput;
}>;


export type BotSettings_DeleteMutation = { __typename?: 'Mutation', deleteChatbot: { __typename?: 'DeleteChatbotPayload', id: string } };

export type TestChat_ChatbotQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TestChat_ChatbotQuery = { __typename?: 'Query', chatbot: { __typename?: 'Chatbot', id: string, name: string, greetingMsg: string } | null };

export type TestChat_SendMutationVariables = Exact<{
  input: SendTestMessageInput;
}>;


export type TestChat_SendMutation = { __typename?: 'Mutation', sendTestMessage: { __typename?: 'SendTestMessagePayload', reply: { __typename?: 'TestChatReply', type: ReplyType, state: ReplyState, success: boolean, sid: string, text: string, title: string, answerStatus: number, buttons: Array<{ __typename?: 'ReplyButton', id: string, oriQue: string, text: string }>, matchedGroup: { __typename?: 'QaGroup', id: string, questions: Array<string> } | null } } };

export type Dashboard_ChatbotsQueryVariables = Exact<{ [key: string]: never; }>;


export type Dashboard_ChatbotsQuery = { __typename?: 'Query', chatbots: Array<{ __typename?: 'Chatbot', id: string, name: string, description: string, language: BotLanguage, package: string, createdAt: string }> };

export type Login_LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type Login_LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'LoginPayload', account: { __typename?: 'Account', email: string, nickname: string, firstName: string, username: string, botLimit: number, botCount: number, plan: { __typename?: 'Plan', code: string, name: string } } } };

export type Signup_RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type Signup_RegisterMutation = { __typename?: 'Mutation', register: { __typename?: 'RegisterPayload', email: string } };

export const Session_AccountFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_Account"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"botLimit"}},{"kind":"Field","name":{"kind":"Name","value":"botCount"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<Session_AccountFragment, unknown>;
export const BotToolsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotTools"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatbotTools"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"SGW_tour_with_image_tool"}},{"kind":"Field","name":{"kind":"Name","value":"answer_with_url_first_tool"}},{"kind":"Field","name":{"kind":"Name","value":"get_total_price_tool"}},{"kind":"Field","name":{"kind":"Name","value":"owm_forecast_tool"}},{"kind":"Field","name":{"kind":"Name","value":"serpapi_flight_tool"}},{"kind":"Field","name":{"kind":"Name","value":"route_tool"}}]}}]} as unknown as DocumentNode<BotToolsFragment, unknown>;
export const BotFaq_QaGroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotFaq_QaGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QaGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"questions"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"answerMode"}},{"kind":"Field","name":{"kind":"Name","value":"similarEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"postbackChoices"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BotFaq_QaGroupFragment, unknown>;
export const BotFaq_TrainingJobFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotFaq_TrainingJob"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"groupCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<BotFaq_TrainingJobFragment, unknown>;
export const Session_MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Session_Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Session_Account"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_Account"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"botLimit"}},{"kind":"Field","name":{"kind":"Name","value":"botCount"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<Session_MeQuery, Session_MeQueryVariables>;
export const Session_EventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"Session_Events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<Session_EventsSubscription, Session_EventsSubscriptionVariables>;
export const Session_LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Session_Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<Session_LogoutMutation, Session_LogoutMutationVariables>;
export const BotCreate_UserConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotCreate_UserConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"packages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<BotCreate_UserConfigQuery, BotCreate_UserConfigQueryVariables>;
export const BotCreate_CreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotCreate_Create"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateChatbotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createChatbot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<BotCreate_CreateMutation, BotCreate_CreateMutationVariables>;
export const BotDetail_ChatbotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotDetail_Chatbot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"greetingMsg"}},{"kind":"Field","name":{"kind":"Name","value":"failedMsg"}},{"kind":"Field","name":{"kind":"Name","value":"postbackMsg"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"scenario"}},{"kind":"Field","name":{"kind":"Name","value":"tools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotTools"}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotTools"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatbotTools"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"SGW_tour_with_image_tool"}},{"kind":"Field","name":{"kind":"Name","value":"answer_with_url_first_tool"}},{"kind":"Field","name":{"kind":"Name","value":"get_total_price_tool"}},{"kind":"Field","name":{"kind":"Name","value":"owm_forecast_tool"}},{"kind":"Field","name":{"kind":"Name","value":"serpapi_flight_tool"}},{"kind":"Field","name":{"kind":"Name","value":"route_tool"}}]}}]} as unknown as DocumentNode<BotDetail_ChatbotQuery, BotDetail_ChatbotQueryVariables>;
export const BotFaq_ChatbotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotFaq_Chatbot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<BotFaq_ChatbotQuery, BotFaq_ChatbotQueryVariables>;
export const BotFaq_GroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotFaq_Groups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qaGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotFaq_QaGroup"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotFaq_QaGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QaGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"questions"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"answerMode"}},{"kind":"Field","name":{"kind":"Name","value":"similarEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"postbackChoices"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BotFaq_GroupsQuery, BotFaq_GroupsQueryVariables>;
export const BotFaq_CreateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotFaq_CreateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateQaGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQaGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qaGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotFaq_QaGroup"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotFaq_QaGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QaGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"questions"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"answerMode"}},{"kind":"Field","name":{"kind":"Name","value":"similarEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"postbackChoices"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BotFaq_CreateGroupMutation, BotFaq_CreateGroupMutationVariables>;
export const BotFaq_UpdateGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotFaq_UpdateGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateQaGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateQaGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qaGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotFaq_QaGroup"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotFaq_QaGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QaGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"questions"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"answerMode"}},{"kind":"Field","name":{"kind":"Name","value":"similarEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"postbackChoices"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BotFaq_UpdateGroupMutation, BotFaq_UpdateGroupMutationVariables>;
export const BotFaq_DeleteGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotFaq_DeleteGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteQaGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteQaGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BotFaq_DeleteGroupMutation, BotFaq_DeleteGroupMutationVariables>;
export const BotFaq_ImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotFaq_Import"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportQaGroupsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importQaGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"groupsCreated"}},{"kind":"Field","name":{"kind":"Name","value":"groupsUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}}]}}]}}]} as unknown as DocumentNode<BotFaq_ImportMutation, BotFaq_ImportMutationVariables>;
export const BotFaq_ExportCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotFaq_ExportCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qaGroupsCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}}]}]}}]} as unknown as DocumentNode<BotFaq_ExportCsvQuery, BotFaq_ExportCsvQueryVariables>;
export const BotFaq_TrainingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotFaq_Training"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"training"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotFaq_TrainingJob"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trainedAt"}},{"kind":"Field","name":{"kind":"Name","value":"trainedGroupCount"}},{"kind":"Field","name":{"kind":"Name","value":"groupCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotFaq_TrainingJob"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"groupCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<BotFaq_TrainingQuery, BotFaq_TrainingQueryVariables>;
export const BotFaq_StartTrainingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotFaq_StartTraining"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartTrainingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTraining"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotFaq_TrainingJob"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotFaq_TrainingJob"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"groupCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<BotFaq_StartTrainingMutation, BotFaq_StartTrainingMutationVariables>;
export const BotFaq_TrainingProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BotFaq_TrainingProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trainingProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotFaq_TrainingJob"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotFaq_TrainingJob"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TrainingJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"groupCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<BotFaq_TrainingProgressSubscription, BotFaq_TrainingProgressSubscriptionVariables>;
export const BotFaq_AnswerSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotFaq_AnswerSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"botId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"botId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"suggestThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"maxSuggestions"}}]}}]}}]} as unknown as DocumentNode<BotFaq_AnswerSettingsQuery, BotFaq_AnswerSettingsQueryVariables>;
export const BotFaq_UpdateAnswerSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotFaq_UpdateAnswerSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAnswerSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAnswerSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"suggestThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"maxSuggestions"}}]}}]}}]}}]} as unknown as DocumentNode<BotFaq_UpdateAnswerSettingsMutation, BotFaq_UpdateAnswerSettingsMutationVariables>;
export const Integrations_ChatbotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Integrations_Chatbot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"integrations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"botId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]} as unknown as DocumentNode<Integrations_ChatbotQuery, Integrations_ChatbotQueryVariables>;
export const Integrations_SetActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Integrations_SetActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetIntegrationActiveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setIntegrationActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"integration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]}}]} as unknown as DocumentNode<Integrations_SetActiveMutation, Integrations_SetActiveMutationVariables>;
export const BotSettings_ChatbotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BotSettings_Chatbot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"greetingMsg"}},{"kind":"Field","name":{"kind":"Name","value":"failedMsg"}},{"kind":"Field","name":{"kind":"Name","value":"postbackMsg"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"tools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotTools"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"packages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotTools"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatbotTools"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"SGW_tour_with_image_tool"}},{"kind":"Field","name":{"kind":"Name","value":"answer_with_url_first_tool"}},{"kind":"Field","name":{"kind":"Name","value":"get_total_price_tool"}},{"kind":"Field","name":{"kind":"Name","value":"owm_forecast_tool"}},{"kind":"Field","name":{"kind":"Name","value":"serpapi_flight_tool"}},{"kind":"Field","name":{"kind":"Name","value":"route_tool"}}]}}]} as unknown as DocumentNode<BotSettings_ChatbotQuery, BotSettings_ChatbotQueryVariables>;
export const BotSettings_UpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotSettings_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateChatbotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateChatbot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"greetingMsg"}},{"kind":"Field","name":{"kind":"Name","value":"failedMsg"}},{"kind":"Field","name":{"kind":"Name","value":"postbackMsg"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"package"}}]}}]}}]}}]} as unknown as DocumentNode<BotSettings_UpdateMutation, BotSettings_UpdateMutationVariables>;
export const BotSettings_UpdateToolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotSettings_UpdateTools"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateChatbotToolsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateChatbotTools"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BotTools"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BotTools"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatbotTools"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"SGW_tour_with_image_tool"}},{"kind":"Field","name":{"kind":"Name","value":"answer_with_url_first_tool"}},{"kind":"Field","name":{"kind":"Name","value":"get_total_price_tool"}},{"kind":"Field","name":{"kind":"Name","value":"owm_forecast_tool"}},{"kind":"Field","name":{"kind":"Name","value":"serpapi_flight_tool"}},{"kind":"Field","name":{"kind":"Name","value":"route_tool"}}]}}]} as unknown as DocumentNode<BotSettings_UpdateToolsMutation, BotSettings_UpdateToolsMutationVariables>;
export const BotSettings_DeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BotSettings_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteChatbotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteChatbot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BotSettings_DeleteMutation, BotSettings_DeleteMutationVariables>;
export const TestChat_ChatbotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestChat_Chatbot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"greetingMsg"}}]}}]}}]} as unknown as DocumentNode<TestChat_ChatbotQuery, TestChat_ChatbotQueryVariables>;
export const TestChat_SendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestChat_Send"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendTestMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTestMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reply"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"sid"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"buttons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"oriQue"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"matchedGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questions"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TestChat_SendMutation, TestChat_SendMutationVariables>;
export const Dashboard_ChatbotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboard_Chatbots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatbots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"package"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<Dashboard_ChatbotsQuery, Dashboard_ChatbotsQueryVariables>;
export const Login_LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login_Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Session_Account"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Session_Account"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Account"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"botLimit"}},{"kind":"Field","name":{"kind":"Name","value":"botCount"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<Login_LoginMutation, Login_LoginMutationVariables>;
export const Signup_RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Signup_Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<Signup_RegisterMutation, Signup_RegisterMutationVariables>;
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

export function useIntegrations_ChatbotQuery(options?: useQuery.Options<Integrations_ChatbotQuery, Integrations_ChatbotQueryVariables>) {
  return useQuery<Integrations_ChatbotQuery, Integrations_ChatbotQueryVariables>(Integrations_ChatbotDocument, options as useQuery.Options<Integrations_ChatbotQuery, Integrations_ChatbotQueryVariables>);
}

export function useIntegrations_ChatbotLazyQuery(options?: useLazyQuery.Options<Integrations_ChatbotQuery, Integrations_ChatbotQueryVariables>) {
  return useLazyQuery<Integrations_ChatbotQuery, Integrations_ChatbotQueryVariables>(Integrations_ChatbotDocument, options);
}

export function useIntegrations_SetActiveMutation(options?: useMutation.Options<Integrations_SetActiveMutation, Integrations_SetActiveMutationVariables>) {
  return useMutation<Integrations_SetActiveMutation, Integrations_SetActiveMutationVariables>(Integrations_SetActiveDocument, options as useMutation.Options<Integrations_SetActiveMutation, Integrations_SetActiveMutationVariables>);
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

export function useTestChat_ChatbotQuery(options?: useQuery.Options<TestChat_ChatbotQuery, TestChat_ChatbotQueryVariables>) {
  return useQuery<TestChat_ChatbotQuery, TestChat_ChatbotQueryVariables>(TestChat_ChatbotDocument, options as useQuery.Options<TestChat_ChatbotQuery, TestChat_ChatbotQueryVariables>);
}

export function useTestChat_ChatbotLazyQuery(options?: useLazyQuery.Options<TestChat_ChatbotQuery, TestChat_ChatbotQueryVariables>) {
  return useLazyQuery<TestChat_ChatbotQuery, TestChat_ChatbotQueryVariables>(TestChat_ChatbotDocument, options);
}

export function useTestChat_SendMutation(options?: useMutation.Options<TestChat_SendMutation, TestChat_SendMutationVariables>) {
  return useMutation<TestChat_SendMutation, TestChat_SendMutationVariables>(TestChat_SendDocument, options as useMutation.Options<TestChat_SendMutation, TestChat_SendMutationVariables>);
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

export function useSignup_RegisterMutation(options?: useMutation.Options<Signup_RegisterMutation, Signup_RegisterMutationVariables>) {
  return useMutation<Signup_RegisterMutation, Signup_RegisterMutationVariables>(Signup_RegisterDocument, options as useMutation.Options<Signup_RegisterMutation, Signup_RegisterMutationVariables>);
}