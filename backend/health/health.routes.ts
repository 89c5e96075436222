// GET /healthz: is the database answering? 503 when it is not, so load balancers take the replica out.
// GET /healthz/live: is the process serving at all (no database work; also the benchmarks' floor).
import { Router } from 'express';
import type { HealthDTO } from '../../schema/rest';
import type { BackendContext } from '../context';
import { databaseAnswers } from './health.repository';

export function healthRouter(ctx: BackendContext): Router {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    const databaseUp = await databaseAnswers(ctx.db);
    const health: HealthDTO = databaseUp ? { status: 'ok', database: 'ok' } : { status: 'degraded', database: 'down' };
    res.status(databaseUp ? 200 : 503).json(health);
  });
  router.get('/healthz/live', (_req, res) => {
    res.status(204).end();
  });
  return router;
}
