// graphql-ws over a real WebSocket for the BFF's tests: a client signed in by connectionParams, and a
// subscription whose results are collected until the server completes it.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { GraphQLErrorShape } from './graphqlClient';

export function bearerSocketClient(bffUrl: string, authorization: string): Client {
  return createClient({
    url: `${bffUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization },
    retryAttempts: 0,
    lazy: true,
  });
}

export interface CollectedSubscription<TData> {
  /** Every result in order, resolved when the server completes the subscription (or it fails). */
  finished: Promise<{ values: TData[]; errors?: readonly GraphQLErrorShape[] }>;
  /** Resolves with the n-th value (1-based) as soon as it arrives. */
  nth(n: number): Promise<TData>;
  unsubscribe(): void;
}

export function collect<TData>(client: Client, query: string, variables: Record<string, unknown>): CollectedSubscription<TData> {
  const values: TData[] = [];
  const waiting = new Map<number, (value: TData) => void>();
  let unsubscribe: () => void = () => undefined;
  const finished = new Promise<{ values: TData[]; errors?: readonly GraphQLErrorShape[] }>((resolve, reject) => {
    unsubscribe = client.subscribe<TData>(
      { query, variables },
      {
        next: (result) => {
          if (result.errors) {
            resolve({ values, errors: result.errors as GraphQLErrorShape[] });
            return;
          }
          values.push(result.data as TData);
          waiting.get(values.length)?.(result.data as TData);
        },
        error: (error) => (Array.isArray(error) ? resolve({ values, errors: error as GraphQLErrorShape[] }) : reject(error)),
        complete: () => resolve({ values }),
      },
    );
  });
  return {
    finished,
    nth: (n) => (values.length >= n ? Promise.resolve(values[n - 1]) : new Promise((resolve) => waiting.set(n, resolve))),
    unsubscribe: () => unsubscribe(),
  };
}
