// Builds the backend's Express app: parsers, one router per domain, the 404 and error answers.
import express, { type Express } from 'express';
import { CHANNELS } from './channels/registry';
import type { BackendContext } from './context';
import { errorMiddleware, unknownPath } from './http/error-middleware';
import { jsonBody } from './http/json-body';
import { requestLog } from './http/request-log';
import { refuseUnstorableInput } from './http/storable-input';
import { groupRouter } from './http/route';
import { openApiDocument } from './openapi/document';
import { routeTable } from './routes';
import { widgetScriptRouter } from './widget/widget-script';

export interface BackendAppDeps {
  ctx: BackendContext;
  /** Receives one line per request; omit to log nothing. */
  logLine?: (line: string) => void;
  /** Receives unexpected errors (those answered 500). */
  reportError?: (error: unknown) => void;
}

export function createBackendApp({ ctx, logLine, reportError = () => undefined }: BackendAppDeps): Express {
  const app = express();
  // The BFF on the same host forwards the browser's address in X-Forwarded-For.
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by');
  if (logLine) app.use(requestLog(logLine));

  // Served outside the route table (described by hand in the document): this document, the public channels with
  // their own parsers, signatures or CORS rules and reply-shaped refusals, and the widget script.
  app.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument);
  });
  for (const { inbound } of CHANNELS) if (inbound) app.use(inbound.path, inbound.router(ctx));
  app.use(widgetScriptRouter());

  app.use(jsonBody());

  app.use(refuseUnstorableInput);
  for (const group of routeTable) {
    if (group.prefix) app.use(group.prefix, groupRouter(ctx, group));
    else app.use(groupRouter(ctx, group));
  }

  app.use(unknownPath);
  app.use(errorMiddleware(reportError));
  return app;
}
