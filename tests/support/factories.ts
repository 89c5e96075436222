// Test data made through the public REST API, the way a client would: accounts, tokens and chatbots.
import { randomBytes, randomInt } from 'node:crypto';
import type { ChatbotDetailDTO, ErrorBody, LoginResponseDTO, QaGroupDTO } from '../../schema/rest';
import { scenarioDefaultTools, type Language } from '../../schema/rules/constants';
import type { CreateChatbotPayload, QaGroupBody } from '../../schema/rules/validation';

export interface TestAccount {
  email: string;
  password: string;
  nickname: string;
  /** The console's language at sign-up (the account's mails are written in it); none sent by default. */
  language?: Language;
}

export interface TestFile {
  name: string;
  content: string | Uint8Array<ArrayBuffer>;
  type?: string;
}

async function expectOk<T>(response: Response, what: string): Promise<T> {
  const body: unknown = await response.json();
  if (!response.ok) {
    const error = (body as ErrorBody).error;
    throw new Error(`${what} failed with ${response.status} ${error?.code}: ${error?.message}`);
  }
  return body as T;
}

export async function newAccount(backendUrl: string, overrides: Partial<TestAccount> = {}): Promise<TestAccount> {
  const account: TestAccount = {
    email: overrides.email ?? `user-${randomBytes(6).toString('hex')}@example.com`,
    nickname: overrides.nickname ?? 'Test User',
    password: overrides.password ?? 'correct-horse-battery',
    ...(overrides.language && { language: overrides.language }),
  };
  const response = await fetch(`${backendUrl}/member/register`, {
    method: 'POST',
    // Each account registers from an address of its own (the backend trusts X-Forwarded-For from loopback), so the
    // per-address registration limit stays out of tests that do not test it.
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.18.${randomInt(256)}.${randomInt(256)}` },
    body: JSON.stringify({ ...account, confirm_password: account.password, agree_terms: true }),
  });
  await expectOk(response, `Registering ${account.email}`);
  return account;
}

export async function loginToken(backendUrl: string, email: string, password: string, force = false): Promise<string> {
  const response = await fetch(`${backendUrl}/member/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, force_login: force }),
  });
  return (await expectOk<LoginResponseDTO>(response, `Logging in ${email}`)).token;
}

/** A new account's session token: registers an account on the backend and signs it in. */
export async function signedInToken(backendUrl: string): Promise<string> {
  const account = await newAccount(backendUrl);
  return loginToken(backendUrl, account.email, account.password);
}

/** A valid creation payload; unique name unless overridden. */
export function chatbotPayload(overrides: Partial<CreateChatbotPayload> = {}): CreateChatbotPayload {
  return {
    robot_name: `Bot ${randomBytes(4).toString('hex')}`,
    greeting_msg: 'Hello! How can I help?',
    failed_msg: 'Sorry, I do not know that yet.',
    postback_msg: 'Did you mean:',
    description: 'A bot made by a test',
    language: 'tw',
    package: 'free',
    scenario: 'customerSupport',
    tools: scenarioDefaultTools('customerSupport'),
    agent_prompt: '',
    sgw_vendor: '',
    ...overrides,
  };
}

/** The multipart body of POST /chatbot/v2/create-chatbot. */
export function chatbotForm(payload: unknown, files: TestFile[] = []): FormData {
  const form = new FormData();
  form.append('payload', JSON.stringify(payload));
  for (const file of files) form.append('files', new Blob([file.content], { type: file.type ?? 'application/octet-stream' }), file.name);
  return form;
}

export async function newChatbot(
  backendUrl: string,
  token: string,
  overrides: Partial<CreateChatbotPayload> = {},
  files: TestFile[] = [],
): Promise<ChatbotDetailDTO> {
  const response = await fetch(`${backendUrl}/chatbot/v2/create-chatbot`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: chatbotForm(chatbotPayload(overrides), files),
  });
  return expectOk<ChatbotDetailDTO>(response, 'Creating a chatbot');
}

/** A Q&A group made as the console makes it (POST /qa/{botId}/groups). */
export async function newQaGroup(backendUrl: string, token: string, botId: string, overrides: Partial<QaGroupBody> = {}): Promise<QaGroupDTO> {
  const body: QaGroupBody = {
    questions: [`Question ${randomBytes(4).toString('hex')}?`],
    answers: ['An answer.'],
    answer_mode: 1,
    similar_enabled: true,
    postback_choices: [],
    tags: [],
    ...overrides,
  };
  const response = await fetch(`${backendUrl}/qa/${botId}/groups`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return expectOk<QaGroupDTO>(response, 'Creating a Q&A group');
}

/** Uploads a Q&A CSV (POST /qa/{botId}/import); answers the raw response so tests can read refusals too. */
export function importCsv(backendUrl: string, token: string, botId: string, content: string | Uint8Array<ArrayBuffer>, fileName = 'qa.csv'): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'text/csv' }), fileName);
  return fetch(`${backendUrl}/qa/${botId}/import`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
}

/** Gives the bot a trained Q&A list of one group (POST groups, POST train, then the training event stream to its end). */
export async function trainedQaGroup(backendUrl: string, token: string, botId: string, overrides: Partial<QaGroupBody> = {}): Promise<QaGroupDTO> {
  const group = await newQaGroup(backendUrl, token, botId, overrides);
  await trainBot(backendUrl, token, botId);
  return group;
}

/** Trains the bot's Q&A list and waits on the training event stream until it succeeded. */
export async function trainBot(backendUrl: string, token: string, botId: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const started = await fetch(`${backendUrl}/qa/${botId}/train`, { method: 'POST', headers });
  if (started.status !== 202) throw new Error(`Training did not start: ${started.status} ${await started.text()}`);
  const events = await (await fetch(`${backendUrl}/qa/${botId}/training/events`, { headers })).text();
  if (!events.includes('"state":"success"')) throw new Error(`Training did not succeed: ${events.slice(-300)}`);
}
