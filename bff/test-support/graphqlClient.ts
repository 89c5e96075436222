// A tiny GraphQL-over-HTTP client for the BFF's tests that keeps what a browser would: the Set-Cookie
// headers, the status and the raw body.
import { SESSION_COOKIE } from '../../schema/rules/constants';

export interface GraphQLErrorShape {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; fields?: { field: string; message: string }[]; [key: string]: unknown };
}

export interface GraphQLAnswer<TData> {
  status: number;
  data: TData | null | undefined;
  errors: GraphQLErrorShape[] | undefined;
  rawBody: string;
  setCookies: string[];
}

export interface Credentials {
  /** A Cookie header value, e.g. "qa_session=…". */
  cookie?: string;
  /** An Authorization header value, e.g. "Bearer …". */
  authorization?: string;
  /** Any other request headers, e.g. what a TLS-terminating proxy adds. */
  headers?: Record<string, string>;
}

export async function graphql<TData = Record<string, unknown>>(
  bffUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  credentials: Credentials = {},
): Promise<GraphQLAnswer<TData>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', ...credentials.headers };
  if (credentials.cookie) headers.cookie = credentials.cookie;
  if (credentials.authorization) headers.authorization = credentials.authorization;
  const response = await fetch(`${bffUrl}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const rawBody = await response.text();
  const body = JSON.parse(rawBody) as { data?: TData | null; errors?: GraphQLErrorShape[] };
  return { status: response.status, data: body.data, errors: body.errors, rawBody, setCookies: response.headers.getSetCookie() };
}

/** The "qa_session=<token>" pair from a response's Set-Cookie headers, ready to send back as a Cookie header. */
export function sessionCookie(setCookies: string[]): string {
  const header = setCookies.find((value) => value.startsWith(`${SESSION_COOKIE}=`));
  if (!header) throw new Error(`No ${SESSION_COOKIE} cookie in ${JSON.stringify(setCookies)}`);
  return header.split(';')[0];
}

export function errorCodes(answer: GraphQLAnswer<unknown>): (string | undefined)[] {
  return (answer.errors ?? []).map((error) => error.extensions?.code);
}
