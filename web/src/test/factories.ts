// Builders of GraphQL results and mocked operations for the web tests.
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError, type FormattedExecutionResult } from 'graphql';
import { Dashboard_ChatbotsDocument, Session_EventsDocument, Session_MeDocument, SignIn_ProvidersDocument, Untrained_StatusDocument, type Session_AccountFragment } from '../__generated__/graphql';
import type { ErrorCode } from '../../../schema/rules';

export function anAccount(overrides: Partial<Session_AccountFragment> = {}): Session_AccountFragment {
  return {
    __typename: 'Account',
    email: 'amy@example.com',
    nickname: 'Amy',
    firstName: 'Amy',
    username: 'amy@example.com',
    botLimit: 3,
    botCount: 0,
    emailConfirmed: true,
    signInProvider: null,
    plan: { __typename: 'Plan', code: 'free', name: 'Free' },
    ...overrides,
  };
}

export function meMock(me: Session_AccountFragment | null) {
  return mockOperation(Session_MeDocument, {}, { result: { data: { me } } });
}

/** The session-events subscription of a signed-in page; it stays silent. */
export const quietSessionEventsMock = () => mockOperation(Session_EventsDocument, {}, { delay: Infinity });

/** The dashboard's bot list, empty. */
export const noBotsMock = () => mockOperation(Dashboard_ChatbotsDocument, {}, { result: { data: { chatbots: [] } } });

/** The third-party sign-ins the server offers; neither by default. */
export function signInProvidersMock(offered: { google?: boolean; line?: boolean } = {}) {
  return mockOperation(SignIn_ProvidersDocument, {}, { result: { data: { signInProviders: { __typename: 'SignInProviders', google: false, line: false, ...offered } } } });
}

export function failure(code: ErrorCode, extensions: Record<string, unknown> = {}) {
  return { errors: [new GraphQLError(code, { extensions: { code, ...extensions } })] };
}

/** A mocked operation's result: `{ data }` and/or `{ errors }` (see failure). */
export type MockResult<TData> = FormattedExecutionResult<TData>;

/** What a mocked operation answers: its result (or a function of the variables giving it), or an error; when. */
export interface MockResponse<TData, TVariables> extends Omit<MockLink.MockedResponse<TData, TVariables & OperationVariables>, 'request' | 'result'> {
  result?: MockResult<TData> | ((variables: TVariables) => MockResult<TData>);
}

/**
 * A mocked operation typed by its generated document: the variables (or a matcher of them) and the response must
 * have the shapes the operation declares, so a mock that drifts from its query or mutation fails the type check.
 */
export function mockOperation<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: NoInfer<TVariables> | ((variables: NoInfer<TVariables>) => boolean),
  response: MockResponse<NoInfer<TData>, NoInfer<TVariables>>,
): MockLink.MockedResponse<TData, TVariables> {
  // MockLink types results by its Unmasked<TData>, which is TData here (the operations do not mask fragments).
  return { request: { query, variables }, ...response } as MockLink.MockedResponse<TData, TVariables>;
}

/**
 * A create's variables matcher: `input` is `expected` plus the request key its dialog made (32 hexadecimal characters,
 * forms/request-key.ts); each key seen goes into `keys`, so a test can tell a Save sent again from a new opening.
 */
export const createdWithKey =
  (expected: Record<string, unknown>, keys: unknown[] = []) =>
  ({ input: { requestKey, ...input } }: { input: { requestKey?: string | null } & Record<string, unknown> }) => {
    keys.push(requestKey);
    return /^[0-9a-f]{32}$/.test(requestKey ?? '') && JSON.stringify(input) === JSON.stringify(expected);
  };

/** Whether the bot's Q&A list has untrained changes, as the pages that teach the bot read it on arrival. */
export const untrainedStatusMock = (untrainedChanges = false, botId = 'bot-1') =>
  mockOperation(Untrained_StatusDocument, { botId }, { result: { data: { training: { __typename: 'TrainingStatus', untrainedChanges } } } });
