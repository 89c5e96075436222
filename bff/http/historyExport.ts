// GET /downloads/history/{botId}.csv: the console's history export. The backend writes the CSV as it reads the
// history; this route streams it through on the caller's session (the console's cookie becomes the backend's Bearer
// token), so a long export is never held in memory here. The backend checks the filters and that the bot is the
// caller's; its refusals (401, 404, 400) pass through as they are.
import type { Request, Response } from 'express';
import { Router } from 'express';
import { ERROR_MESSAGES } from '../../schema/rules/errors';
import { tokenFromHeaders } from '../session';
import { forwardedHeaders, streamFromBackend } from './backendProxy';

export const HISTORY_EXPORT_PATH = '/downloads/history/:botId.csv';

export function historyExport(backendUrl: string): Router {
  const target = new URL(backendUrl);
  const router = Router();
  router.get(HISTORY_EXPORT_PATH, (req: Request, res: Response) => {
    const { token } = tokenFromHeaders(req.headers);
    if (!token) {
      res.status(401).json({ error: { code: 'UNAUTHENTICATED', message: ERROR_MESSAGES.UNAUTHENTICATED } });
      return;
    }
    const botId = String(req.params.botId);
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    const headers = forwardedHeaders(req, target);
    headers.authorization = `Bearer ${token}`;
    res.set('Cache-Control', 'no-store');
    streamFromBackend(target, req, res, `/history/${encodeURIComponent(botId)}/messages.csv${query}`, headers);
  });
  return router;
}
