// /chatbot/{id}/integrations: the owner lists a bot's channels and turns them on or off.
import { Router } from 'express';
import { z } from 'zod';
import { integrationToggleSchema, platformSchema } from '../../schema/rules/validation';
import type { BackendContext } from '../context';
import { requireSession, signedIn } from '../http/require-session';
import { validate } from '../http/validate';
import { changeIntegration, chatbotIntegrations } from './integrations.service';

const platformParamsSchema = z.object({ platform: platformSchema });

export function integrationsRouter(ctx: BackendContext): Router {
  const router = Router();
  // Only under its own paths: this router shares the /chatbot prefix with the chatbots router.
  router.use('/:id/integrations', requireSession(ctx));

  router.get('/:id/integrations', async (req, res) => {
    res.json(await chatbotIntegrations(ctx, signedIn(res).account, req.params.id));
  });

  router.put('/:id/integrations/:platform', async (req, res) => {
    const { platform } = validate(platformParamsSchema, req.params);
    const { active } = validate(integrationToggleSchema, req.body);
    res.json(await changeIntegration(ctx, signedIn(res).account, req.params.id, platform, active));
  });
  return router;
}
