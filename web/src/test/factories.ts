// Builders of GraphQL results and mocked operations for the web tests.
import { GraphQLError } from 'graphql';
import type { DocumentNode } from 'graphql';
import { Session_MeDocument, type Session_AccountFragment } from '../__generated__/graphql';
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
    plan: { __typename: 'Plan', code: 'free', name: 'Free' },
    ...overrides,
  };
}

export function meMock(me: Session_AccountFragment | null) {
  return { request: { query: Session_MeDocument }, result: { data: { me } } };
}

export function failure(code: ErrorCode, extensions: Record<string, unknown> = {}) {
  return { errors: [new GraphQLError(code, { extensions: { code, ...extensions } })] };
}

export function mockOperation(query: DocumentNode, variables: Record<string, unknown>, result: object) {
  return { request: { query, variables }, result };
}
