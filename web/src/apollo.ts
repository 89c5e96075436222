// The one Apollo Client of the console: HTTP for queries and mutations, graphql-ws for subscriptions
// (same /graphql path, session cookie sent by the browser; fetched with the first subscription, which only
// signed-in pages open), an error link that starts the session-expired flow, and the cache's type policies.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type FieldPolicy } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { getMainDefinition } from '@apollo/client/utilities';
import { Observable, type Subscription } from 'rxjs';
import { sessionLost } from './app/session-lost';
import { graphQLErrorsOf, UnreachableChangeError } from './forms/graphql-errors';

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

/** True when the server behind the console's own (the backend) could not be reached: the BFF answered BACKEND_UNAVAILABLE. */
function backendUnreachable(errors: readonly { extensions?: Record<string, unknown> }[] | null | undefined): boolean {
  return (errors ?? []).some((error) => error.extensions?.code === 'BACKEND_UNAVAILABLE');
}

/**
 * A mutation that the server never answered (no GraphQL errors: the network failed, the server was down), or that the
 * console's server could not pass on (BACKEND_UNAVAILABLE: the backend behind it went away, perhaps after taking the
 * change), fails with UnreachableChangeError, whose message says the change may not have been made and the typed text
 * is kept; a query's failure stays as it is ("refresh the page").
 */
export function unreachableChangeLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const definition = getMainDefinition(operation.query);
    if (definition.kind !== 'OperationDefinition' || definition.operation !== 'mutation') return forward(operation);
    return new Observable((observer) => {
      const subscription = forward(operation).subscribe({
        next: (result) => (backendUnreachable(result.errors) ? observer.error(new UnreachableChangeError(result.errors)) : observer.next(result)),
        error: (error: unknown) => {
          const errors = graphQLErrorsOf(error);
          observer.error(errors && !backendUnreachable(errors) ? error : new UnreachableChangeError(error));
        },
        complete: () => observer.complete(),
      });
      return () => subscription.unsubscribe();
    });
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
      EntityData: { keyFields: ['botId'] },
      Topic: { fields: { groups: { merge: false } } },
      LineSettings: { keyFields: ['botId'] },
      FacebookSettings: { keyFields: ['botId'] },
      ThirdPartySettings: { keyFields: ['botId'] },
      // Tools and config have no id of their own: a newer copy replaces the older one whole.
      ChatbotTools: { merge: true },
      UserConfig: { merge: true },
      SecretHint: { merge: true },
      // A template's words depend on the language it was asked in: the wizard holds it in two at once, so no copy is shared.
      ChatbotTemplate: { keyFields: false },
      Query: { fields: { historyExchanges: cursorPages(), recommendations: cursorPages() } },
    },
  });
}

function webSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/graphql`;
}

async function webSocketLink(): Promise<ApolloLink> {
  const [{ GraphQLWsLink }, { createClient }] = await Promise.all([import('@apollo/client/link/subscriptions'), import('graphql-ws')]);
  return new GraphQLWsLink(createClient({ url: webSocketUrl(), lazy: true, retryAttempts: 5 }));
}

/** A link whose code is downloaded when the first operation goes through it, then reused. */
export function deferredLink(load: () => Promise<ApolloLink>): ApolloLink {
  let loading: Promise<ApolloLink> | undefined;
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let inner: Subscription | undefined;
        let closed = false;
        (loading ??= load()).then(
          (link) => {
            if (!closed) inner = link.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      }),
  );
}

export function createApolloClient(): ApolloClient {
  const http = new HttpLink({ uri: '/graphql', credentials: 'same-origin' });
  const ws = deferredLink(webSocketLink);
  const transport = ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
    },
    ws,
    http,
  );
  return new ApolloClient({ link: ApolloLink.from([sessionErrorLink(), unreachableChangeLink(), transport]), cache: createCache() });
}
