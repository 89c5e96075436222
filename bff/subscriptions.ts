// GraphQL over WebSocket (graphql-ws) on the BFF's HTTP server at /graphql. The session comes from the
// connection's cookie or from connectionParams.authorization, as a browser cannot set headers on a socket.
import type { Server } from 'node:http';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import type { Disposable } from 'graphql-ws';
import { useServer, type Extra } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { createContext } from './context';
import { formatError } from './errors';
import { checkOperation, QUERY_LIMITS } from './queryLimits';
import { bearerToken, cookieToken, type TokenSource } from './session';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function hostnameOf(host: string): string {
  return new URL(`http://${host}`).hostname;
}

/**
 * A cookie only counts when the socket was opened by a page of our own origin: SameSite does not cover
 * every browser's WebSocket handshake (every port of localhost is one site), and a foreign page must not ride on the
 * console's session. Only in development (`loopbackOrigins`, BFF_LOOPBACK_ORIGINS=1 in `npm run dev`) is a loopback
 * page of another port trusted on a loopback host: the Vite dev server proxies the socket and rewrites Host.
 */
function trustedOrigin(origin: string | undefined, host: string | undefined, loopbackOrigins: boolean): boolean {
  if (!origin) return true;
  if (!host) return false;
  try {
    const page = new URL(origin);
    if (page.host === host) return true;
    return loopbackOrigins && LOOPBACK_HOSTS.has(page.hostname) && LOOPBACK_HOSTS.has(hostnameOf(host));
  } catch {
    return false;
  }
}

function connectionToken(connectionParams: Readonly<Record<string, unknown>> | undefined, extra: Extra, loopbackOrigins: boolean): { token: string | null; source: TokenSource } {
  const authorization = connectionParams?.authorization;
  const fromParams = typeof authorization === 'string' ? bearerToken(authorization) : null;
  if (fromParams) return { token: fromParams, source: 'header' };
  const { headers } = extra.request;
  const fromCookie = trustedOrigin(headers.origin, headers.host, loopbackOrigins) ? cookieToken(headers.cookie) : null;
  return fromCookie ? { token: fromCookie, source: 'cookie' } : { token: null, source: 'none' };
}

/** A WebSocket message carries one operation and its variables; the console's are a few kilobytes. */
const MAX_MESSAGE_BYTES = QUERY_LIMITS.maxQueryLength + 1024 * 1024;

export function serveSubscriptions(
  httpServer: Server,
  schema: GraphQLSchema,
  backendUrl: string,
  { introspection, loopbackOrigins }: { introspection: boolean; loopbackOrigins: boolean },
): { wsServer: WebSocketServer; cleanup: Disposable } {
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql', maxPayload: MAX_MESSAGE_BYTES });
  const cleanup = useServer<Record<string, unknown>, Record<PropertyKey, never>>(
    {
      schema,
      context: (ctx) => {
        const { token, source } = connectionToken(ctx.connectionParams, ctx.extra, loopbackOrigins);
        return createContext({ backendUrl, token, tokenSource: source, clientIp: ctx.extra.request.socket.remoteAddress, cookies: null });
      },
      // The same bounds as over HTTP (bff/queryLimits.ts), checked before graphql-ws would parse the operation.
      onSubscribe: (ctx, _id, payload) => {
        const checked = checkOperation(schema, payload.query, introspection);
        if ('errors' in checked) {
          return checked.errors.map((error) => {
            const formatted = formatError(error.toJSON(), error, { suggestions: introspection });
            return new GraphQLError(formatted.message, { extensions: formatted.extensions });
          });
        }
        return { schema, document: checked.document, variableValues: payload.variables, operationName: payload.operationName };
      },
      // The same rule as over HTTP: contract codes go out, anything unexpected becomes INTERNAL.
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: result.errors.map((error) => formatError(error.toJSON(), error, { suggestions: introspection })) } : undefined,
    },
    wsServer,
  );
  return { wsServer, cleanup };
}
