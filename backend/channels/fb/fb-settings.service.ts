// A bot's Messenger settings: the Page's access token, the verify token and the app secret (write-only, sealed),
// the human agents, how long the bot keeps quiet after a person answered in the Page inbox, and whether answers ask
// to be rated.
import type { FacebookSettingsDTO } from '../../../schema/rest';
import { QUIET_MINUTES_DEFAULT, type FacebookSettingsBody } from '../../../schema/rules/channel-settings';
import { MSG } from '../../../schema/rules/validation';
import type { ChatbotRow } from '../../chatbots/chatbot.table';
import type { BackendContext } from '../../context';
import { validationFailed } from '../../http/errors';
import { pageOfToken } from './send-api';
import { asksFeedback, deliveryErrorView, readChannelSettings, secretHints, writeChannelSettings, type ChannelSettings } from '../channel-settings';

export const FB_SECRET_KEYS = ['page_access_token', 'verify_token', 'app_secret'] as const;
export type FacebookSecret = (typeof FB_SECRET_KEYS)[number];

interface FacebookShown extends Record<string, unknown> {
  human_agents: string[];
  quiet_minutes: number;
  ask_feedback: boolean;
  /**
   * The Page the access token belongs to, asked of Graph when the token is saved. A Meta app sends every Page's
   * events to each of its webhooks, so events of another Page are dropped; unknown (Graph could not say, or settings
   * saved before this), none are.
   */
  page?: { id: string; name: string } | null;
}

export type FacebookSettings = ChannelSettings<FacebookShown, FacebookSecret>;

export function readFacebookSettings(ctx: BackendContext, chatbotId: string): Promise<FacebookSettings> {
  return readChannelSettings<FacebookShown, FacebookSecret>(ctx, chatbotId, 'fb');
}

export function quietMinutesOf(stored: FacebookSettings): number {
  return stored.settings.quiet_minutes ?? QUIET_MINUTES_DEFAULT;
}

function view(ctx: BackendContext, bot: ChatbotRow, stored: FacebookSettings): FacebookSettingsDTO {
  return {
    chatbot_id: bot.chatbot_id,
    webhook_url: `${ctx.publicUrl}/webhook/fb/${bot.vendor_id}`,
    ...secretHints(FB_SECRET_KEYS, stored.secrets),
    human_agents: stored.settings.human_agents ?? [],
    quiet_minutes: quietMinutesOf(stored),
    ask_feedback: asksFeedback(stored),
    page: stored.settings.page ?? null,
    last_delivery_error: deliveryErrorView(stored.lastDeliveryError),
  };
}

/** The id of the Page whose events the bot answers, when it is known. */
export function pageIdOf(stored: FacebookSettings): string | undefined {
  return stored.settings.page?.id;
}

export async function facebookSettings(ctx: BackendContext, bot: ChatbotRow): Promise<FacebookSettingsDTO> {
  return view(ctx, bot, await readFacebookSettings(ctx, bot.chatbot_id));
}

/** Saves the settings; a secret left out keeps the stored one, and is required when none is stored. */
export async function updateFacebookSettings(ctx: BackendContext, bot: ChatbotRow, body: FacebookSettingsBody): Promise<FacebookSettingsDTO> {
  const stored = await readFacebookSettings(ctx, bot.chatbot_id);
  const missing = FB_SECRET_KEYS.filter((key) => body[key] === undefined && !stored.secrets[key]);
  if (missing.length > 0) throw validationFailed(missing.map((field) => ({ field, message: MSG.required })));
  // A new token may be another Page's: its Page is asked again; a kept token keeps the Page found for it.
  const page = body.page_access_token !== undefined ? ((await pageOfToken(ctx.facebookGraphBaseUrl, body.page_access_token, ctx.facebookApiTimeoutMs)) ?? null) : (stored.settings.page ?? null);
  const shown: FacebookShown = {
    human_agents: body.human_agents,
    quiet_minutes: body.quiet_minutes ?? quietMinutesOf(stored),
    ask_feedback: body.ask_feedback ?? asksFeedback(stored),
    page,
  };
  await writeChannelSettings<FacebookShown, FacebookSecret>(ctx, bot.chatbot_id, 'fb', shown, {
    page_access_token: body.page_access_token,
    verify_token: body.verify_token,
    app_secret: body.app_secret,
  });
  return facebookSettings(ctx, bot);
}
