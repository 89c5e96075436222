// The BFF: Apollo Server on Express 5 at /graphql (HTTP) and graphql-ws on the same server (WebSocket),
// the playground page, the backend's public routes streamed through, and optionally the built console.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createContext, type BffContext } from './context';
import { formatError } from './errors';
import { forgetRefusedSession } from './forgetRefusedSession';
import { backendProxy } from './http/backendProxy';
import { sessionDownloads } from './http/downloads';
import type { TrustProxy } from './http/trustProxy';
import { errorHandler } from './http/errorHandler';
import { API_CSP, CONSOLE_CSP, inlinePageCsp, securityHeaders } from './http/securityHeaders';
import { webApp } from './http/webApp';
import { PLAYGROUND_HTML } from './playground/page';
import { QUERY_LIMITS, QueryLimitsRule, queryTooComplex, SubscriptionsOverWebSocketRule } from './queryLimits';
import { buildSchema } from './schema';
import { tokenFromHeaders } from './session';
import { signInKeyFromHeaders } from './signInBrowser';
import { serveSubscriptions } from './subscriptions';

export interface BffOptions {
  port: number;
  host?: string;
  backendUrl: string;
  webDistDir?: string;
  /** Answer introspection and name the schema in errors (GRAPHQL_INTROSPECTION=1); off by default. */
  introspection?: boolean;
  /** Proxies allowed to name the client's address (TRUST_PROXY); 'loopback' by default. */
  trustProxy?: TrustProxy;
  /**
   * Trust the session cookie on a WebSocket opened by a loopback page of another port (BFF_LOOPBACK_ORIGINS=1, for
   * the Vite dev server's proxy in `npm run dev`); off by default.
   */
  loopbackOrigins?: boolean;
}

export interface RunningBff {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Room for the wizard's base64 files (5 MB each before encoding, several in one createChatbot request). Files
 * travel in the variables; the query text itself is held to QUERY_LIMITS.maxQueryLength before it is parsed.
 */
const GRAPHQL_BODY_LIMIT = '32mb';

/** Refuses an overlong query text before Apollo parses it; the variables may be large, the query may not. */
function limitQueryText(req: Request, res: Response, next: NextFunction): void {
  const query: unknown = (req.body as { query?: unknown } | undefined)?.query ?? req.query.query;
  if (typeof query === 'string' && query.length > QUERY_LIMITS.maxQueryLength) {
    const error = queryTooComplex(`The query text is longer than ${QUERY_LIMITS.maxQueryLength} characters.`);
    res.status(400).json({ errors: [{ message: error.message, extensions: error.extensions }] });
    return;
  }
  next();
}

function httpContext(backendUrl: string) {
  return async ({ req, res }: { req: Request; res: Response }): Promise<BffContext> => {
    const { token, source } = tokenFromHeaders(req.headers);
    return createContext({
      backendUrl,
      token,
      tokenSource: source,
      clientIp: req.ip,
      cookies: { secure: req.secure, setCookie: (header) => res.append('Set-Cookie', header) },
      signInKey: signInKeyFromHeaders(req.headers),
    });
  };
}

function listen(server: http.Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

export async function startBff(options: BffOptions): Promise<RunningBff> {
  const host = options.host ?? '127.0.0.1';
  const schema = buildSchema();
  const app = express();
  const httpServer = http.createServer(app);
  const introspection = options.introspection ?? false;
  const subscriptions = serveSubscriptions(httpServer, schema, options.backendUrl, { introspection, loopbackOrigins: options.loopbackOrigins ?? false });

  const apollo = new ApolloServer<BffContext>({
    schema,
    formatError: (formatted, error) => formatError(formatted, error, { suggestions: introspection }),
    introspection,
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    // Apollo adds graphql-js's no-introspection rule itself when introspection is off.
    validationRules: [QueryLimitsRule, SubscriptionsOverWebSocketRule],
    includeStacktraceInErrorResponses: false,
    // The process entry points (bff/main.ts, scripts/start.ts) stop everything in order on a signal;
    // Apollo's own handler would stop only itself and re-raise the signal mid-shutdown.
    stopOnTerminationSignals: false,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await subscriptions.cleanup.dispose();
            },
          };
        },
      },
      ApolloServerPluginLandingPageDisabled(),
      forgetRefusedSession,
    ],
  });
  await apollo.start();

  app.disable('x-powered-by');
  // Only the configured proxies (by default a TLS terminator or dev proxy on this machine) may speak for the client
  // (protocol, address); the address the backend is told is always the one Express worked out from them.
  app.set('trust proxy', options.trustProxy ?? 'loopback');
  app.use(backendProxy(options.backendUrl));
  const playgroundCsp = inlinePageCsp(PLAYGROUND_HTML);
  app.use(securityHeaders((pathname) => (pathname === '/playground' ? playgroundCsp : pathname === '/graphql' || pathname.startsWith('/graphql/') ? API_CSP : CONSOLE_CSP)));
  app.use(sessionDownloads(options.backendUrl));
  app.get('/playground', (_req, res) => {
    res.type('html').send(PLAYGROUND_HTML);
  });
  app.use('/graphql', express.json({ limit: GRAPHQL_BODY_LIMIT }), limitQueryText, expressMiddleware(apollo, { context: httpContext(options.backendUrl) }));
  if (options.webDistDir) app.use(webApp(options.webDistDir));
  app.use(errorHandler);

  let address: AddressInfo;
  try {
    address = await listen(httpServer, options.port, host);
  } catch (error) {
    await apollo.stop();
    throw error;
  }
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const shownHost = urlHost === '0.0.0.0' || urlHost === '[::]' ? 'localhost' : urlHost;

  let closing: Promise<void> | undefined;
  return {
    url: `http://${shownHost}:${address.port}`,
    port: address.port,
    close() {
      // Stopping Apollo drains the HTTP server and disposes of the WebSocket server (plugins above).
      closing ??= (async () => {
        await apollo.stop();
        subscriptions.wsServer.close();
      })();
      return closing;
    },
  };
}
