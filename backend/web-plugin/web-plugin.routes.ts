// /web-plugin/{botId}/*: the website widget of one of the signed-in account's bots — settings and icons.
import { z } from 'zod';
import { WEB_ICON_MAX_BYTES } from '../../schema/rules/constants';
import { MSG, webIconKindSchema, webPluginSettingsSchema } from '../../schema/rules/validation';
import { ownedBotOf } from '../chatbots/owned-chatbot';
import { validationFailed } from '../http/errors';
import { defineRoute, type Route } from '../http/route';
import { memoryUpload } from '../http/upload';
import { removeWebIcon, replaceWebPluginSettings, uploadWebIcon, webPluginSettings } from './web-plugin.service';

const iconParamsSchema = z.object({ kind: webIconKindSchema });

// The icon stays in memory: it is sniffed (and an SVG rewritten) before anything is stored. The limit is one
// byte over the rule because the upload stops at the limit itself, so a file of exactly 500 KB still passes.
const upload = memoryUpload({ fileSize: WEB_ICON_MAX_BYTES + 1 });

export const webPluginRoutes: Route[] = [
  defineRoute({
    method: 'get',
    path: '/:botId/settings',
    summary: "The bot's web plugin settings (defaults until saved)",
    session: true,
    bot: true,
    answer: { status: 200, description: 'Settings', schema: 'WebPluginSettings' },
    handler: ({ ctx, res }) => webPluginSettings(ctx, ownedBotOf(res)),
  }),
  defineRoute({
    method: 'put',
    path: '/:botId/settings',
    summary: "Replace the bot's web plugin settings",
    description: 'trusted_domains: a host, `*.host` or `host:port` (a pasted URL is reduced to its host); empty lets any site embed the widget.',
    session: true,
    bot: true,
    body: webPluginSettingsSchema,
    answer: { status: 200, description: 'Saved', schema: 'WebPluginSettings' },
    handler: ({ ctx, res, body }) => replaceWebPluginSettings(ctx, ownedBotOf(res), body),
  }),
  defineRoute({
    method: 'put',
    path: '/:botId/icons/:kind',
    summary: 'Upload the robot or chat icon',
    description: `PNG, GIF, JPEG or SVG, told by the bytes (not the name); at most ${WEB_ICON_MAX_BYTES / 1024} KB. SVG is sanitised before it is stored.`,
    session: true,
    bot: true,
    params: iconParamsSchema,
    upload: { middleware: upload.single('file'), files: { file: { type: 'string', contentMediaType: 'application/octet-stream' } } },
    answer: { status: 200, description: 'Stored', schema: 'WebPluginSettings' },
    errors: ['FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE'],
    handler: ({ ctx, req, res, params }) => {
      if (!req.file) throw validationFailed([{ field: 'file', message: MSG.required }]);
      return uploadWebIcon(ctx, ownedBotOf(res), params.kind, { buffer: req.file.buffer, fileName: req.file.originalname });
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/:botId/icons/:kind',
    summary: 'Go back to the built-in icon',
    session: true,
    bot: true,
    params: iconParamsSchema,
    answer: { status: 200, description: 'Removed', schema: 'WebPluginSettings' },
    handler: ({ ctx, res, params }) => removeWebIcon(ctx, ownedBotOf(res), params.kind),
  }),
];
