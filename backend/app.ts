// Builds the backend's Express app: parsers, one router per domain, the 404 and error answers.
import express, { type Express } from 'express';
import { chatbotsRouter } from './chatbots/chatbots.routes';
import type { BackendContext } from './context';
import { healthRouter } from './health/health.routes';
import { knowledgeRouter } from './knowledge/knowledge.routes';
import { autoFaqRouter } from './autofaq/autofaq.routes';
import { promptOptimisationRouter } from './prompt-optimisation/optimization.routes';
import { errorMiddleware, unknownPath } from './http/error-middleware';
import { requestLog } from './http/request-log';
import { membersRouter } from './members/members.routes';
import { openApiDocument } from './openapi/document';
import { channelsRouter } from './public-api/channels.routes';
import { qaRouter } from './qa/qa.routes';
import { userConfigRouter } from './user-config/user-config.routes';
import { webChannelRouter } from './web-plugin/web-channel.routes';
import { webPluginRouter } from './web-plugin/web-plugin.routes';
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
  app.use(express.json({ limit: '1mb' }));

  app.use(healthRouter(ctx));
  app.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument);
  });
  app.use(channelsRouter(ctx));
  app.use('/webhook/web', webChannelRouter(ctx));
  app.use(widgetScriptRouter());
  app.use('/member', membersRouter(ctx));
  app.use('/chatbot', chatbotsRouter(ctx));
  app.use('/custom-user-config', userConfigRouter(ctx));
  app.use('/qa', qaRouter(ctx));
  app.use('/web-plugin', webPluginRouter(ctx));
  app.use('/graph-rag', promptOptimisationRouter(ctx));
  app.use('/graph-rag', knowledgeRouter(ctx));
  app.use('/autofaq', autoFaqRouter(ctx));

  app.use(unknownPath);
  app.use(errorMiddleware(reportError));
  return app;
}
