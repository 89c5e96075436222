// GET /healthz: is the database answering? 503 when it is not, so load balancers take the replica out.
// GET /healthz/live: is the process serving at all (no database work; also the benchmarks' floor).
import type { HealthDTO } from '../../schema/rest';
import { defineRoute, type Route } from '../http/route';
import { json } from '../openapi/builders';
import { databaseAnswers } from './health.repository';

export const healthRoutes: Route[] = [
  defineRoute({
    method: 'get',
    path: '/healthz',
    summary: 'Health of the service and its database',
    answer: { status: 200, description: 'Healthy', schema: 'Health' },
    answers: { '503': json('Health', 'The database is down') },
    handler: async ({ ctx, res }) => {
      const databaseUp = await databaseAnswers(ctx.db);
      const health: HealthDTO = databaseUp ? { status: 'ok', database: 'ok' } : { status: 'degraded', database: 'down' };
      res.status(databaseUp ? 200 : 503).json(health);
      return undefined;
    },
  }),
  defineRoute({
    method: 'get',
    path: '/healthz/live',
    summary: 'Whether the process serves at all (no database work)',
    answer: { status: 204, description: 'Serving' },
    handler: ({ res }) => {
      res.status(204).end();
      return undefined;
    },
  }),
];
