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
    // Whether a model is there and its name; never its address or key.
    const llm = { configured: ctx.llm !== undefined, model: ctx.llm?.model ?? null, embeddings: ctx.llm?.embed !== undefined };
    const config: UserConfigDTO = { language: DEFAULT_LANGUAGE, packages: (await listPlans(ctx.db)).map(toPlanDTO), llm };
    res.json(config);
  });
  return router;
}
