// The one Apollo Client of the console: HTTP for queries and mutations, graphql-ws for subscriptions
// (same /graphql path, session cookie sent by the browser), an error link that starts the
// session-expired flow, and the cache's type policies.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type FieldPolicy } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { sessionLost } from './app/session-lost';
import { graphQLErrorsOf } from './forms/graphql-errors';

const SESSION_GONE = new Set(['SESSION_REVOKED', 'SESSION_EXPIRED']);

/** True when any GraphQL error of a failure says the session was revoked or expired. */
export function isSessionGone(error: unknown): boolean {
  return (graphQLErrorsOf(error) ?? []).some((e) => SESSION_GONE.has(String(e.extensions?.code)));
}

/** Raises the session-expired flow for SESSION_REVOKED / SESSION_EXPIRED on any operation; the error still reaches the caller. */
export function sessionErrorLink(onSessionGone: () => void = () => sessionLost.raise()): ApolloLink {
  return new ErrorLink(({ error }) => {
    if (isSessionGone(error)) onSessionGone();
  });
}

/**
 * A keyset-paged list (history, recommendations): pages of the same filters share one cache entry, and a page asked
 * for with a cursor ("load more") is appended to it; a page without one replaces it.
 */
function cursorPages(): FieldPolicy<{ items: unknown[]; nextCursor: string | null }> {
  return {
    keyArgs: ['botId', 'filter', 'limit'],
    merge: (existing, incoming, { args }) => (args?.cursor && existing ? { ...incoming, items: [...existing.items, ...incoming.items] } : incoming),
  };
}

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Account: { keyFields: ['email'] },
      Plan: { keyFields: ['code'] },
      // One per bot: a mutation's payload replaces the page's copy, so its table shows uploads and switches at once.
      AutoFaqData: { keyFields: ['botId'] },
      AutoQaData: { keyFields: ['botId'] },
      TopicData: { keyFields: ['botId'] },
      Topic: { fields: { groups: { merge: false } } },
      LineSettings: { keyFields: ['botId'] },
      FacebookSettings: { keyFields: ['botId'] },
      ThirdPartySettings: { keyFields: ['botId'] },
      // Tools and config have no id of their own: a newer copy replaces the older one whole.
      ChatbotTools: { merge: true },
      UserConfig: { merge: true },
      SecretHint: { merge: true },
      Query: { fields: { historyExchanges: cursorPages(), recommendations: cursorPages() } },
    },
  });
}

function webSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/graphql`;
}

export function createApolloClient(): ApolloClient {
  const http = new HttpLink({ uri: '/graphql', credentials: 'same-origin' });
  const ws = new GraphQLWsLink(createClient({ url: webSocketUrl(), lazy: true, retryAttempts: 5 }));
  const transport = ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
    },
    ws,
    http,
  );
  return new ApolloClient({ link: ApolloLink.from([sessionErrorLink(), transport]), cache: createCache() });
}
