// GET /custom-user-config/: the console's start-up settings for the signed-in account.
import { Router } from 'express';
import type { UserConfigDTO } from '../../schema/rest';
import { DEFAULT_LANGUAGE } from '../../schema/rules/constants';
import type { BackendContext } from '../context';
import { requireSession } from '../http/require-session';
import { listPlans, toPlanDTO } from '../plans/plan.repository';

export function userConfigRouter(ctx: BackendContext): Router {
  const router = Router();
  router.get('/', requireSession(ctx), async (_req, res) => {
    const config: UserConfigDTO = { language: DEFAULT_LANGUAGE, packages: (await listPlans(ctx.db)).map(toPlanDTO) };
    res.json(config);
  });
  return router;
}
