// Everything a bot exposes to the outside: its public API and, for the owner, the switches of its channels.
import { Router } from 'express';
import type { BackendContext } from '../context';
import { integrationsRouter } from '../integrations/integrations.routes';
import { publicApiRouter } from './public-api.routes';

export function channelsRouter(ctx: BackendContext): Router {
  const router = Router();
  router.use('/webhook/api/v2', publicApiRouter(ctx));
  router.use('/chatbot', integrationsRouter(ctx));
  return router;
}
