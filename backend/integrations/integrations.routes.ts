// /chatbot/{id}/integrations: the owner lists a bot's channels and turns them on or off.
import { Router } from 'express';
import { z } from 'zod';
import { integrationToggleSchema, platformSchema } from '../../schema/rules/validation';
import { ownedBot, ownedBotOf } from '../chatbots/owned-chatbot';
import type { BackendContext } from '../context';
import { requireSession, signedIn } from '../http/require-session';
import { validate } from '../http/validate';
import { changeIntegration, chatbotIntegrations } from './integrations.service';

const platformParamsSchema = z.object({ platform: platformSchema });

export function integrationsRouter(ctx: BackendContext): Router {
  // Session per route, not router.use: this router shares the /chatbot prefix with the chatbots router.
  const router = Router();
  const session = requireSession(ctx);
  const bot = ownedBot(ctx);

  router.get('/:botId/integrations', session, bot, async (_req, res) => {
    res.json(await chatbotIntegrations(ctx, signedIn(res).account, ownedBotOf(res)));
  });

  router.put('/:botId/integrations/:platform', session, bot, async (req, res) => {
    const { platform } = validate(platformParamsSchema, req.params);
    const { active } = validate(integrationToggleSchema, req.body);
    res.json(await changeIntegration(ctx, signedIn(res).account, ownedBotOf(res), platform, active));
  });
  return router;
}
