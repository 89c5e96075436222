// /webhook/web/{vendorId}: what the website widget calls from the pages that embed it — its config, messages,
// history and icons. The public API's pipeline with platform `web`, answered only while the bot's web channel
// is on and, when the owner listed trusted domains, only to pages of those domains.
import type { Request, RequestHandler, Router } from 'express';
import type { WidgetConfigReply } from '../../../schema/rest';
import type { WebIconKind } from '../../../schema/rules/constants';
import { originAllowed } from '../../../schema/rules/trusted-domains';
import { webIconKindSchema } from '../../../schema/rules/validation';
import type { BackendContext } from '../../context';
import { AppError, notFound } from '../../http/errors';
import type { PublicBot } from '../public-bot.cache';
import { publicChannelRouter } from '../public-channel';
import { findWebIcon } from '../../web-plugin/web-plugin.repository';
import { webIconPath } from '../../web-plugin/web-plugin.service';
import { greetingButtons } from '../../topics/topic-step';

/** An uploaded SVG is sanitised already; served on its own it still may not run or fetch anything. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const ICON_CACHE = 'public, max-age=86400';

/**
 * The caller's page may be on any site: its origin is echoed so the widget can read every answer, refusals
 * included (to show the §8 message); no credentials are involved, so echoing grants nothing.
 */
const echoCallerOrigin: RequestHandler = (req, res, next) => {
  const origin = req.get('origin');
  res.vary('Origin');
  if (origin) res.set({ 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': 'Retry-After' });
  if (req.method === 'OPTIONS') {
    res.set({ 'Access-Control-Allow-Methods': 'GET, POST, OPTIONS', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '600' });
    res.status(204).end();
    return;
  }
  next();
};

/** The page that embeds the widget: the Origin of the widget's call, else the origin of its Referer. */
export function embeddingOrigin(req: Request): string | undefined {
  const origin = req.get('origin');
  if (origin) return origin;
  const referer = req.get('referer');
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

async function admitWidget(req: Request, bot: PublicBot): Promise<{ testChat: boolean }> {
  if (!bot.web.active) throw new AppError('PLATFORM_INACTIVE');
  if (!originAllowed(embeddingOrigin(req), bot.web.trustedDomains)) throw new AppError('DOMAIN_NOT_ALLOWED');
  return { testChat: false };
}

function widgetConfig(vendorId: string, bot: PublicBot): WidgetConfigReply {
  const { web } = bot;
  const iconUrl = (kind: WebIconKind, hash: string | null) => (hash ? webIconPath(vendorId, kind, hash) : null);
  return {
    robotName: bot.robotName,
    greetingMsg: bot.greetingMsg,
    failedMsg: bot.failedMsg,
    postbackTitle: bot.postbackMsg,
    language: bot.language,
    chatLabel: web.chatLabel,
    headerBgColor: web.headerBgColor,
    headerTextColor: web.headerTextColor,
    tickerMessages: web.tickerMessages,
    robotIconUrl: iconUrl('robot', web.robotIconHash),
    chatIconUrl: iconUrl('chat', web.chatIconHash),
  };
}

export function webChannelRouter(ctx: BackendContext): Router {
  return publicChannelRouter(ctx, {
    platform: 'web',
    cors: echoCallerOrigin,
    admit: admitWidget,
    feedback: true,
    routes(router, { findBot }) {
      router.get('/:vendorId/config', async (req, res) => {
        const bot = await findBot(req.params.vendorId);
        await admitWidget(req, bot);
        const buttons = await greetingButtons(ctx, bot);
        res.json({ ...widgetConfig(req.params.vendorId, bot), ...(buttons.length > 0 && { greetingButtons: buttons }) });
      });

      // Images load without an Origin, and the console previews them while the channel is off: not admitted.
      router.get('/:vendorId/icons/:kind', async (req, res) => {
        const kind = webIconKindSchema.safeParse(req.params.kind);
        if (!kind.success) throw notFound();
        const bot = await findBot(req.params.vendorId);
        const icon = await findWebIcon(ctx.db, bot.chatbotId, kind.data);
        if (!icon) throw notFound();
        res.set({
          'Content-Type': icon.content_type,
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': ICON_CACHE,
          'Cross-Origin-Resource-Policy': 'cross-origin',
          ETag: `"${icon.hash}"`,
        });
        if (icon.content_type === 'image/svg+xml') res.set('Content-Security-Policy', SVG_POLICY);
        res.send(Buffer.from(icon.bytes.buffer, icon.bytes.byteOffset, icon.bytes.byteLength));
      });
    },
  });
}
