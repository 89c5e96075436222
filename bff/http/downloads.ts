// GET /downloads/…: the console's file downloads (the history export, a batch test's results, a questionnaire's
// responses). The backend writes the CSV as it reads its rows; these routes stream it through on the caller's session
// (the console's cookie becomes the backend's Bearer token), so a long export is never held in memory here. The query
// (filters, the header row's `language`) passes on as it came: the backend checks it and that the bot is the caller's;
// its refusals (401, 404, 400) pass through as they are.
import type { Request, Response } from 'express';
import { Router } from 'express';
import { ERROR_MESSAGES } from '../../schema/rules/errors';
import { tokenFromHeaders } from '../session';
import { forwardedHeaders, streamFromBackend } from './backendProxy';

interface SessionDownload {
  /** The console's path (Express syntax). */
  path: string;
  /** The backend's path for a request of it, its parameters already encoded. */
  backendPath(req: Request): string;
}

const param = (req: Request, name: string) => encodeURIComponent(String(req.params[name]));
const queryOf = (req: Request) => (req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '');

export const SESSION_DOWNLOADS: readonly SessionDownload[] = [
  /** The history with the list's filters (§3). */
  { path: '/downloads/history/:botId.csv', backendPath: (req) => `/history/${param(req, 'botId')}/messages.csv${queryOf(req)}` },
  /** Every row of a batch test run. */
  { path: '/downloads/batch-test/:botId/:runId.csv', backendPath: (req) => `/batch-test/${param(req, 'botId')}/runs/${param(req, 'runId')}/results.csv${queryOf(req)}` },
  /** A questionnaire's responses, with the responses page's date filter. */
  { path: '/downloads/questionnaire/:botId/:id.csv', backendPath: (req) => `/questionnaire/${param(req, 'botId')}/questionnaires/${param(req, 'id')}/responses.csv${queryOf(req)}` },
];

export function sessionDownloads(backendUrl: string): Router {
  const target = new URL(backendUrl);
  const router = Router();
  for (const download of SESSION_DOWNLOADS) {
    router.get(download.path, (req: Request, res: Response) => {
      const { token } = tokenFromHeaders(req.headers);
      if (!token) {
        res.status(401).json({ error: { code: 'UNAUTHENTICATED', message: ERROR_MESSAGES.UNAUTHENTICATED } });
        return;
      }
      const headers = forwardedHeaders(req, target);
      headers.authorization = `Bearer ${token}`;
      res.set('Cache-Control', 'no-store');
      streamFromBackend(target, req, res, download.backendPath(req), headers);
    });
  }
  return router;
}
