import { ApolloClient, ApolloLink } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { GraphQLError, parse } from 'graphql';
import { Observable } from 'rxjs';
import { createCache, deferredLink, sessionErrorLink, unreachableChangeLink } from './apollo';
import { errorMessageKey } from './forms/graphql-errors';

const query = parse('query Dashboard_Chatbots { chatbots { id } }');

/** Runs one query through the session error link in front of a server that refuses it with `code`. */
async function queryRefusedWith(code: string, onSessionGone: () => void): Promise<void> {
  const server = new ApolloLink(
    () =>
      new Observable((observer) => {
        observer.next({ errors: [new GraphQLError('refused', { extensions: { code } })] });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link: ApolloLink.from([sessionErrorLink(onSessionGone), server]), cache: createCache() });
  await expect(client.query({ query })).rejects.toThrow('refused');
}

describe('session error link', () => {
  it('starts the session-expired flow when any operation fails with SESSION_REVOKED or SESSION_EXPIRED', async () => {
    const onSessionGone = jest.fn();
    await queryRefusedWith('SESSION_REVOKED', onSessionGone);
    await queryRefusedWith('SESSION_EXPIRED', onSessionGone);
    expect(onSessionGone).toHaveBeenCalledTimes(2);
  });

  it('leaves other failures to the page that asked', async () => {
    const onSessionGone = jest.fn();
    await queryRefusedWith('INVALID_CREDENTIALS', onSessionGone);
    expect(onSessionGone).not.toHaveBeenCalled();
  });
});

describe('deferred link', () => {
  it('downloads the link once, when the first operation needs it, and passes its results on', async () => {
    const server = new ApolloLink(() => new Observable((observer) => {
      observer.next({ data: { chatbots: [] } });
      observer.complete();
    }));
    const load = jest.fn(() => Promise.resolve(server));
    const client = new ApolloClient({ link: deferredLink(load), cache: createCache() });
    expect(load).not.toHaveBeenCalled();
    await expect(client.query({ query, fetchPolicy: 'network-only' })).resolves.toMatchObject({ data: { chatbots: [] } });
    await client.query({ query, fetchPolicy: 'network-only' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('unreachable change link', () => {
  const mutation = parse('mutation BotFaq_DeleteGroup { deleteQaGroup(input: { botId: "b", id: "g" }) { deletedId } }');
  const unreachable = new ApolloLink(() => new Observable((observer) => observer.error(new TypeError('Failed to fetch'))));
  const refusing = new ApolloLink(
    () =>
      new Observable((observer) => {
        observer.next({ errors: [new GraphQLError('refused', { extensions: { code: 'FORBIDDEN' } })] });
        observer.complete();
      }),
  );
  /** The console's server answered, but the backend behind it could not be reached: in the body (200) or as a 502. */
  const backendGone = new ApolloLink(
    () =>
      new Observable((observer) => {
        observer.next({ errors: [new GraphQLError('Failed to fetch data. Please refresh the page', { extensions: { code: 'BACKEND_UNAVAILABLE' } })] });
        observer.complete();
      }),
  );
  const backendGone502 = new ApolloLink(
    () =>
      new Observable((observer) =>
        observer.error(
          new ServerError('Response not successful: Received status code 502', {
            response: new Response(null, { status: 502 }),
            bodyText: JSON.stringify({ errors: [{ message: 'Failed to fetch data. Please refresh the page', extensions: { code: 'BACKEND_UNAVAILABLE' } }] }),
          }),
        ),
      ),
  );
  const clientOver = (server: ApolloLink) => new ApolloClient({ link: ApolloLink.from([unreachableChangeLink(), server]), cache: createCache() });
  const failureOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

  it('words a change the server never answered as possibly not made, with the typed text kept', async () => {
    expect(errorMessageKey(await failureOf(clientOver(unreachable).mutate({ mutation })))).toBe('errors.CHANGE_UNREACHABLE');
  });

  it('words a change the backend behind the console never answered in the same way, and leaves such a query as it was', async () => {
    expect(errorMessageKey(await failureOf(clientOver(backendGone).mutate({ mutation })))).toBe('errors.CHANGE_UNREACHABLE');
    expect(errorMessageKey(await failureOf(clientOver(backendGone502).mutate({ mutation })))).toBe('errors.CHANGE_UNREACHABLE');
    expect(errorMessageKey(await failureOf(clientOver(backendGone).query({ query, fetchPolicy: 'network-only' })))).toBe('errors.BACKEND_UNAVAILABLE');
  });

  it('leaves a query that failed to load, and a change the server refused, as they were', async () => {
    expect(errorMessageKey(await failureOf(clientOver(unreachable).query({ query })))).toBe('errors.BACKEND_UNAVAILABLE');
    expect(errorMessageKey(await failureOf(clientOver(refusing).mutate({ mutation })))).toBe('errors.FORBIDDEN');
  });
});
