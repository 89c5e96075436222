// What every backend data source shares: the caller's Bearer token and IP on each request, and the
// one error translation (backend error body → GraphQL error; unreachable backend → BACKEND_UNAVAILABLE).
import {
  RESTDataSource,
  type AugmentedRequest,
  type DataSourceConfig,
  type DataSourceFetchResult,
  type DataSourceRequest,
} from '@apollo/datasource-rest';
import { GraphQLError } from 'graphql';
import { backendUnavailable, bffError, errorFromBackend } from '../errors';
import type { SessionCredentials } from '../session';

export interface BackendConnection {
  baseURL: string;
  session: SessionCredentials;
}

/**
 * The backend's answers belong to one account and change under us, and RESTDataSource's HTTP cache
 * keys by URL alone, so nothing is cached; in-flight GETs are still deduplicated per request.
 */
const noCache: NonNullable<DataSourceConfig['cache']> = {
  get: async () => undefined,
  set: async () => undefined,
  delete: async () => undefined,
};

/** Paths that must not carry a session: a stale cookie must not get in the way of signing in again. */
const ANONYMOUS_PATHS = new Set(['/member/login', '/member/register']);

/** The part of a fetch response the error translation reads. */
interface BackendResponse {
  status: number;
  headers: { get(name: string): string | null };
}

export abstract class BackendAPI extends RESTDataSource {
  protected readonly session: SessionCredentials;

  constructor(connection: BackendConnection) {
    // Node's own fetch: it sends FormData as multipart, which the default node-fetch 2 cannot.
    super({ cache: noCache, fetch: globalThis.fetch as NonNullable<DataSourceConfig['fetch']> });
    this.baseURL = connection.baseURL;
    this.session = connection.session;
  }

  protected override willSendRequest(path: string, request: AugmentedRequest): void {
    const { token, clientIp } = this.session;
    if (token && !ANONYMOUS_PATHS.has(path)) request.headers.authorization = `Bearer ${token}`;
    if (clientIp) request.headers['x-forwarded-for'] = clientIp;
  }

  protected override async errorFromResponse({ response, parsedBody }: { response: BackendResponse; parsedBody: unknown }): Promise<GraphQLError> {
    return errorFromBackend(response.status, parsedBody, response.headers.get('retry-after'));
  }

  override async fetch<TResult>(path: string, request?: DataSourceRequest): Promise<DataSourceFetchResult<TResult>> {
    try {
      return await super.fetch<TResult>(path, request);
    } catch (error) {
      // Anything that is not a translated answer means the backend could not be reached or read.
      throw error instanceof GraphQLError ? error : backendUnavailable();
    }
  }
}

/** No id the backend makes comes near this; a longer one would only make the request line too long to send. */
const MAX_SEGMENT_LENGTH = 1024;

/** One path segment from an id the client chose: encoded, never a dot segment that would climb the path, never huge. */
export function segment(id: string): string {
  let encoded: string;
  try {
    encoded = encodeURIComponent(id);
  } catch {
    // A lone surrogate half names nothing the backend made.
    throw bffError('NOT_FOUND');
  }
  if (encoded === '' || encoded.length > MAX_SEGMENT_LENGTH || /^(\.|%2e)+$/i.test(encoded)) throw bffError('NOT_FOUND');
  return encoded;
}
