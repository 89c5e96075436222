// /web-plugin/{botId}/*: the website widget of one of the signed-in account's bots — settings and icons.
import { Router, type Request } from 'express';
import { z } from 'zod';
import { WEB_ICON_MAX_BYTES } from '../../schema/rules/constants';
import { MSG, webIconKindSchema, webPluginSettingsSchema } from '../../schema/rules/validation';
import { ownedBot, ownedBotOf } from '../chatbots/owned-chatbot';
import type { BackendContext } from '../context';
import { validationFailed } from '../http/errors';
import { requireSession } from '../http/require-session';
import { memoryUpload } from '../http/upload';
import { validate } from '../http/validate';
import { removeWebIcon, replaceWebPluginSettings, uploadWebIcon, webPluginSettings } from './web-plugin.service';

const iconParamsSchema = z.object({ kind: webIconKindSchema });

// The icon stays in memory: it is sniffed (and an SVG rewritten) before anything is stored. The limit is one
// byte over the rule because the upload stops at the limit itself, so a file of exactly 500 KB still passes.
const upload = memoryUpload({ fileSize: WEB_ICON_MAX_BYTES + 1 });

export function webPluginRouter(ctx: BackendContext): Router {
  const router = Router();
  const session = requireSession(ctx);
  const bot = ownedBot(ctx);

  router.get('/:botId/settings', session, bot, async (_req, res) => {
    res.json(await webPluginSettings(ctx, ownedBotOf(res)));
  });

  router.put('/:botId/settings', session, bot, async (req, res) => {
    const body = validate(webPluginSettingsSchema, req.body);
    res.json(await replaceWebPluginSettings(ctx, ownedBotOf(res), body));
  });

  router.put('/:botId/icons/:kind', session, bot, upload.single('file'), async (req: Request<{ botId: string; kind: string }>, res) => {
    const { kind } = validate(iconParamsSchema, req.params);
    if (!req.file) throw validationFailed([{ field: 'file', message: MSG.required }]);
    const file = { buffer: req.file.buffer, fileName: req.file.originalname };
    res.json(await uploadWebIcon(ctx, ownedBotOf(res), kind, file));
  });

  router.delete('/:botId/icons/:kind', session, bot, async (req, res) => {
    const { kind } = validate(iconParamsSchema, req.params);
    res.json(await removeWebIcon(ctx, ownedBotOf(res), kind));
  });
  return router;
}
