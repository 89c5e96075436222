// The per-request context every resolver receives: data sources bound to the caller's session,
// DataLoaders, and the session itself (token, client IP, cookie writes for login and logout).
import { AccountAPI } from './datasources/AccountAPI';
import { AutoFaqAPI } from './datasources/AutoFaqAPI';
import { QuestionnaireAPI } from './datasources/QuestionnaireAPI';

import { TopicAPI } from './datasources/TopicAPI';

import { EntityAPI } from './datasources/EntityAPI';
import { BatchTestAPI } from './datasources/BatchTestAPI';
import { ChatbotAPI } from './datasources/ChatbotAPI';
import { ConfigAPI } from './datasources/ConfigAPI';
import { FacebookAPI } from './datasources/FacebookAPI';
import { HealthAPI } from './datasources/HealthAPI';
import { HistoryAPI } from './datasources/HistoryAPI';
import { IntegrationAPI } from './datasources/IntegrationAPI';
import { KnowledgeAPI } from './datasources/KnowledgeAPI';
import { LineAPI } from './datasources/LineAPI';
import { MemberAPI } from './datasources/MemberAPI';
import { OptimizationAPI } from './datasources/OptimizationAPI';
import { PublicChatAPI } from './datasources/PublicChatAPI';
import { QaAPI } from './datasources/QaAPI';
import { SignInAPI } from './datasources/SignInAPI';
import { ThirdPartyAPI } from './datasources/ThirdPartyAPI';
import { WebPluginAPI } from './datasources/WebPluginAPI';
import { createLoaders, type Loaders } from './loaders';
import { RequestSession, type CookieSink, type TokenSource } from './session';
import { SignInBrowser } from './signInBrowser';

export interface DataSources {
  member: MemberAPI;
  account: AccountAPI;
  chatbot: ChatbotAPI;
  config: ConfigAPI;
  health: HealthAPI;
  qa: QaAPI;
  integration: IntegrationAPI;
  publicChat: PublicChatAPI;
  webPlugin: WebPluginAPI;
  knowledge: KnowledgeAPI;
  autoFaq: AutoFaqAPI;
  questionnaire: QuestionnaireAPI;

  topics: TopicAPI;

  entities: EntityAPI;
  optimization: OptimizationAPI;
  line: LineAPI;
  facebook: FacebookAPI;
  thirdParty: ThirdPartyAPI;
  history: HistoryAPI;
  batchTest: BatchTestAPI;
  signIn: SignInAPI;
}

export interface BffContext {
  dataSources: DataSources;
  loaders: Loaders;
  session: RequestSession;
  /** The key tying a Google or LINE sign-in to this browser. */
  signInBrowser: SignInBrowser;
  /** The backend's base URL, for the streams that are not RESTDataSource calls (session and training events). */
  backendUrl: string;
}

export interface ContextInput {
  backendUrl: string;
  token: string | null;
  tokenSource: TokenSource;
  clientIp: string | undefined;
  /** null on a WebSocket: there is no response left to put a cookie on. */
  cookies: CookieSink | null;
  /** The key of the browser's sign-in cookie, if it sent one. */
  signInKey?: string | null;
}

export function createContext(input: ContextInput): BffContext {
  const session = new RequestSession({ token: input.token, source: input.tokenSource }, input.clientIp, input.cookies);
  const connection = { baseURL: input.backendUrl, session };
  const dataSources: DataSources = {
    member: new MemberAPI(connection),
    account: new AccountAPI(connection),
    chatbot: new ChatbotAPI(connection),
    config: new ConfigAPI(connection),
    health: new HealthAPI(connection),
    qa: new QaAPI(connection),
    integration: new IntegrationAPI(connection),
    publicChat: new PublicChatAPI(connection),
    webPlugin: new WebPluginAPI(connection),
    knowledge: new KnowledgeAPI(connection),
    autoFaq: new AutoFaqAPI(connection),
    questionnaire: new QuestionnaireAPI(connection),

    topics: new TopicAPI(connection),

    entities: new EntityAPI(connection),
    optimization: new OptimizationAPI(connection),
    line: new LineAPI(connection),
    facebook: new FacebookAPI(connection),
    thirdParty: new ThirdPartyAPI(connection),
    history: new HistoryAPI(connection),
    batchTest: new BatchTestAPI(connection),
    signIn: new SignInAPI(connection),
  };
  const signInBrowser = new SignInBrowser(input.signInKey ?? null, input.cookies);
  return { dataSources, loaders: createLoaders(dataSources), session, signInBrowser, backendUrl: input.backendUrl };
}
