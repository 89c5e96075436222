import { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import { ProfileDTO, PlanDTO, ChatbotDetailDTO, KnowledgeFileDTO, HealthDTO, UserConfigDTO } from '../../schema/rest';
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
  /** When the plan ends; null for no end. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
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
  scenario: Scenario;
  sgwVendor: Scalars['String']['output'];
  tags: Array<Scalars['String']['output']>;
  /** The tool modules and whether each is on. */
  tools: ChatbotTools;
  updatedAt: Scalars['DateTime']['output'];
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

/** Health of the backend behind the BFF. */
export type Health = {
  __typename?: 'Health';
  /** The database's state as the backend sees it: ok or down. */
  database: Scalars['String']['output'];
  /** ok when the backend answered and its database is reachable. */
  status: Scalars['String']['output'];
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

export type Mutation = {
  __typename?: 'Mutation';
  /** Unused root field kept so every domain file can extend Mutation. */
  _noop?: Maybe<Scalars['Boolean']['output']>;
  /** Creates a chatbot from the wizard; DUPLICATE_BOT_NAME or BOT_LIMIT_REACHED on refusal. */
  createChatbot: CreateChatbotPayload;
  /** Deletes a chatbot after checking the account password (INVALID_PASSWORD otherwise). */
  deleteChatbot: DeleteChatbotPayload;
  /**
   * Signs in and sets the HttpOnly session cookie. Fails with SESSION_ACTIVE when another session of the
   * account is active and forceLogin is not true; with forceLogin the other session is revoked.
   */
  login: LoginPayload;
  /** Revokes the current session on the server and clears the cookie. */
  logout: LogoutPayload;
  /** Creates an account on the free plan. Does not sign in. */
  register: RegisterPayload;
  /** Saves a chatbot's basic settings. */
  updateChatbot: UpdateChatbotPayload;
  /** Saves which tool modules a chatbot uses. */
  updateChatbotTools: UpdateChatbotToolsPayload;
};


export type MutationCreateChatbotArgs = {
  input: CreateChatbotInput;
};


export type MutationDeleteChatbotArgs = {
  input: DeleteChatbotInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationUpdateChatbotArgs = {
  input: UpdateChatbotInput;
};


export type MutationUpdateChatbotToolsArgs = {
  input: UpdateChatbotToolsInput;
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

export type Query = {
  __typename?: 'Query';
  /** One of the account's chatbots; null when it does not exist or belongs to another account. */
  chatbot?: Maybe<Chatbot>;
  /** The signed-in account's chatbots, newest first. */
  chatbots: Array<Chatbot>;
  /** Whether the service and its database are up. */
  health: Health;
  /** The signed-in account, or null for an anonymous visitor. */
  me?: Maybe<Account>;
  /** Console configuration for the signed-in account: plans to choose from and defaults. */
  userConfig: UserConfig;
};


export type QueryChatbotArgs = {
  id: Scalars['ID']['input'];
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

/** Who the bot is for; choosing one resets the tools to its defaults. */
export type Scenario =
  | 'assistRecommendation'
  | 'customerSupport'
  | 'salesAssistant'
  | 'staffTraining';

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

export type Subscription = {
  __typename?: 'Subscription';
  /** Unused root field kept so every domain file can extend Subscription. */
  _noop?: Maybe<Scalars['Boolean']['output']>;
  /** Events about the caller's own session; REVOKED arrives the moment another login takes over. */
  sessionEvents: SessionEvent;
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

/** A file sent with the wizard, base64-encoded (≤ 5 MB decoded; CSV, TXT or DOCX). */
export type UploadFileInput = {
  base64: Scalars['String']['input'];
  contentType: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
};

/** Configuration the console needs for the signed-in account. */
export type UserConfig = {
  __typename?: 'UserConfig';
  /** Default bot language. */
  defaultLanguage: BotLanguage;
  /** Plans (pricing packages) a bot may be put on. */
  packages: Array<Plan>;
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
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BotLanguage: BotLanguage;
  Chatbot: ResolverTypeWrapper<ChatbotDetailDTO>;
  ChatbotTools: ResolverTypeWrapper<ChatbotTools>;
  ChatbotToolsInput: ChatbotToolsInput;
  CreateChatbotInput: CreateChatbotInput;
  CreateChatbotPayload: ResolverTypeWrapper<Omit<CreateChatbotPayload, 'chatbot'> & { chatbot: ResolversTypes['Chatbot'] }>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteChatbotInput: DeleteChatbotInput;
  DeleteChatbotPayload: ResolverTypeWrapper<DeleteChatbotPayload>;
  Health: ResolverTypeWrapper<HealthDTO>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  KnowledgeFile: ResolverTypeWrapper<KnowledgeFileDTO>;
  LoginInput: LoginInput;
  LoginPayload: ResolverTypeWrapper<Omit<LoginPayload, 'account'> & { account: ResolversTypes['Account'] }>;
  LogoutPayload: ResolverTypeWrapper<LogoutPayload>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Plan: ResolverTypeWrapper<PlanDTO>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterInput: RegisterInput;
  RegisterPayload: ResolverTypeWrapper<RegisterPayload>;
  Scenario: Scenario;
  SessionEvent: ResolverTypeWrapper<SessionEvent>;
  SessionEventKind: SessionEventKind;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  UpdateChatbotInput: UpdateChatbotInput;
  UpdateChatbotPayload: ResolverTypeWrapper<Omit<UpdateChatbotPayload, 'chatbot'> & { chatbot: ResolversTypes['Chatbot'] }>;
  UpdateChatbotToolsInput: UpdateChatbotToolsInput;
  UpdateChatbotToolsPayload: ResolverTypeWrapper<Omit<UpdateChatbotToolsPayload, 'chatbot'> & { chatbot: ResolversTypes['Chatbot'] }>;
  UploadFileInput: UploadFileInput;
  UserConfig: ResolverTypeWrapper<UserConfigDTO>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Account: ProfileDTO;
  Boolean: Scalars['Boolean']['output'];
  Chatbot: ChatbotDetailDTO;
  ChatbotTools: ChatbotTools;
  ChatbotToolsInput: ChatbotToolsInput;
  CreateChatbotInput: CreateChatbotInput;
  CreateChatbotPayload: Omit<CreateChatbotPayload, 'chatbot'> & { chatbot: ResolversParentTypes['Chatbot'] };
  DateTime: Scalars['DateTime']['output'];
  DeleteChatbotInput: DeleteChatbotInput;
  DeleteChatbotPayload: DeleteChatbotPayload;
  Health: HealthDTO;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  KnowledgeFile: KnowledgeFileDTO;
  LoginInput: LoginInput;
  LoginPayload: Omit<LoginPayload, 'account'> & { account: ResolversParentTypes['Account'] };
  LogoutPayload: LogoutPayload;
  Mutation: Record<PropertyKey, never>;
  Plan: PlanDTO;
  Query: Record<PropertyKey, never>;
  RegisterInput: RegisterInput;
  RegisterPayload: RegisterPayload;
  SessionEvent: SessionEvent;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  UpdateChatbotInput: UpdateChatbotInput;
  UpdateChatbotPayload: Omit<UpdateChatbotPayload, 'chatbot'> & { chatbot: ResolversParentTypes['Chatbot'] };
  UpdateChatbotToolsInput: UpdateChatbotToolsInput;
  UpdateChatbotToolsPayload: Omit<UpdateChatbotToolsPayload, 'chatbot'> & { chatbot: ResolversParentTypes['Chatbot'] };
  UploadFileInput: UploadFileInput;
  UserConfig: UserConfigDTO;
}>;

export type AccountResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = ResolversObject<{
  activatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  botCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  botLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nickname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
  qaGroupLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  scenario?: Resolver<ResolversTypes['Scenario'], ParentType, ContextType>;
  sgwVendor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  tools?: Resolver<ResolversTypes['ChatbotTools'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ChatbotToolsResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['ChatbotTools'] = ResolversParentTypes['ChatbotTools']> = ResolversObject<{
  SGW_tour_with_image_tool?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  answer_with_url_first_tool?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  get_total_price_tool?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  owm_forecast_tool?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  route_tool?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  serpapi_flight_tool?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CreateChatbotPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['CreateChatbotPayload'] = ResolversParentTypes['CreateChatbotPayload']> = ResolversObject<{
  chatbot?: Resolver<ResolversTypes['Chatbot'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteChatbotPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['DeleteChatbotPayload'] = ResolversParentTypes['DeleteChatbotPayload']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type HealthResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Health'] = ResolversParentTypes['Health']> = ResolversObject<{
  database?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type KnowledgeFileResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['KnowledgeFile'] = ResolversParentTypes['KnowledgeFile']> = ResolversObject<{
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LoginPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = ResolversObject<{
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
}>;

export type LogoutPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['LogoutPayload'] = ResolversParentTypes['LogoutPayload']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  createChatbot?: Resolver<ResolversTypes['CreateChatbotPayload'], ParentType, ContextType, RequireFields<MutationCreateChatbotArgs, 'input'>>;
  deleteChatbot?: Resolver<ResolversTypes['DeleteChatbotPayload'], ParentType, ContextType, RequireFields<MutationDeleteChatbotArgs, 'input'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
  register?: Resolver<ResolversTypes['RegisterPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  updateChatbot?: Resolver<ResolversTypes['UpdateChatbotPayload'], ParentType, ContextType, RequireFields<MutationUpdateChatbotArgs, 'input'>>;
  updateChatbotTools?: Resolver<ResolversTypes['UpdateChatbotToolsPayload'], ParentType, ContextType, RequireFields<MutationUpdateChatbotToolsArgs, 'input'>>;
}>;

export type PlanResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan']> = ResolversObject<{
  botLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dailyOptimizationLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  integrations?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qaGroupLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  chatbot?: Resolver<Maybe<ResolversTypes['Chatbot']>, ParentType, ContextType, RequireFields<QueryChatbotArgs, 'id'>>;
  chatbots?: Resolver<Array<ResolversTypes['Chatbot']>, ParentType, ContextType>;
  health?: Resolver<ResolversTypes['Health'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  userConfig?: Resolver<ResolversTypes['UserConfig'], ParentType, ContextType>;
}>;

export type RegisterPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['RegisterPayload'] = ResolversParentTypes['RegisterPayload']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SessionEventResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['SessionEvent'] = ResolversParentTypes['SessionEvent']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SessionEventKind'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  _noop?: SubscriptionResolver<Maybe<ResolversTypes['Boolean']>, "_noop", ParentType, ContextType>;
  sessionEvents?: SubscriptionResolver<ResolversTypes['SessionEvent'], "sessionEvents", ParentType, ContextType>;
}>;

export type UpdateChatbotPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['UpdateChatbotPayload'] = ResolversParentTypes['UpdateChatbotPayload']> = ResolversObject<{
  chatbot?: Resolver<ResolversTypes['Chatbot'], ParentType, ContextType>;
}>;

export type UpdateChatbotToolsPayloadResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['UpdateChatbotToolsPayload'] = ResolversParentTypes['UpdateChatbotToolsPayload']> = ResolversObject<{
  chatbot?: Resolver<ResolversTypes['Chatbot'], ParentType, ContextType>;
}>;

export type UserConfigResolvers<ContextType = BffContext, ParentType extends ResolversParentTypes['UserConfig'] = ResolversParentTypes['UserConfig']> = ResolversObject<{
  defaultLanguage?: Resolver<ResolversTypes['BotLanguage'], ParentType, ContextType>;
  packages?: Resolver<Array<ResolversTypes['Plan']>, ParentType, ContextType>;
}>;

export type Resolvers<ContextType = BffContext> = ResolversObject<{
  Account?: AccountResolvers<ContextType>;
  Chatbot?: ChatbotResolvers<ContextType>;
  ChatbotTools?: ChatbotToolsResolvers<ContextType>;
  CreateChatbotPayload?: CreateChatbotPayloadResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteChatbotPayload?: DeleteChatbotPayloadResolvers<ContextType>;
  Health?: HealthResolvers<ContextType>;
  KnowledgeFile?: KnowledgeFileResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RegisterPayload?: RegisterPayloadResolvers<ContextType>;
  SessionEvent?: SessionEventResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  UpdateChatbotPayload?: UpdateChatbotPayloadResolvers<ContextType>;
  UpdateChatbotToolsPayload?: UpdateChatbotToolsPayloadResolvers<ContextType>;
  UserConfig?: UserConfigResolvers<ContextType>;
}>;

