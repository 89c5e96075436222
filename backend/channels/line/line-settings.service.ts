// The LINE channel's settings as the owner sees and changes them (secrets only as hints), and the owner's calls to
// LINE about the webhook: set its URL, and have LINE test it.
import type { LineSetWebhookUrlDTO, LineSettingsDTO, LineWebhookTestDTO } from '../../../schema/rest';
import { QUIET_MINUTES_DEFAULT } from '../../../schema/rules/channel-settings';
import { lineWebhookTestResult, type LineWebhookRefusalCode } from '../../../schema/rules/line-webhook-answers';
import { MSG } from '../../../schema/rules/validation';
import type { LineSettingsBody as LineSettingsInput } from '../../../schema/rules/channel-settings';
import type { ChatbotRow } from '../../chatbots/chatbot.table';
import type { BackendContext } from '../../context';
import { AppError, validationFailed } from '../../http/errors';
import { asksFeedback, deliveryErrorView, readChannelSettings, secretHints, writeChannelSettings, type ChannelSettings } from '../channel-settings';
import { safeDetail } from '../delivery-failure';
import { lineClient, lineMessage, lineWebhookRefusal, withinTime } from './line-api';

export const LINE_SECRET_KEYS = ['channel_secret', 'channel_access_token'] as const;
export type LineSecretKey = (typeof LINE_SECRET_KEYS)[number];

/** What the LINE channel keeps in its shown settings. */
export interface LineShownSettings extends Record<string, unknown> {
  human_agents: string[];
  quiet_minutes: number;
  ask_feedback: boolean;
}

export type LineSettings = ChannelSettings<LineShownSettings, LineSecretKey>;

export function readLineSettings(ctx: BackendContext, chatbotId: string): Promise<LineSettings> {
  return readChannelSettings<LineShownSettings, LineSecretKey>(ctx, chatbotId, 'line');
}

export const humanAgentsOf = (settings: LineSettings): string[] => settings.settings.human_agents ?? [];
export const quietMinutesOf = (settings: LineSettings): number => settings.settings.quiet_minutes ?? QUIET_MINUTES_DEFAULT;

export function lineWebhookUrl(ctx: BackendContext, bot: ChatbotRow): string {
  return `${ctx.publicUrl}/webhook/line/${encodeURIComponent(bot.vendor_id)}`;
}

function toDTO(ctx: BackendContext, bot: ChatbotRow, settings: LineSettings): LineSettingsDTO {
  const hints = secretHints(LINE_SECRET_KEYS, settings.secrets);
  return {
    chatbot_id: bot.chatbot_id,
    webhook_url: lineWebhookUrl(ctx, bot),
    channel_secret: hints.channel_secret,
    channel_access_token: hints.channel_access_token,
    human_agents: humanAgentsOf(settings),
    quiet_minutes: quietMinutesOf(settings),
    ask_feedback: asksFeedback(settings),
    last_delivery_error: deliveryErrorView(settings.lastDeliveryError),
  };
}

export async function lineSettings(ctx: BackendContext, bot: ChatbotRow): Promise<LineSettingsDTO> {
  return toDTO(ctx, bot, await readLineSettings(ctx, bot.chatbot_id));
}

/**
 * §5: the channel secret and the access token are each required while none is stored (without the secret no webhook
 * call could be verified, so the channel would never answer); a secret, quiet minutes or ask_feedback left out keep
 * the stored value.
 */
export async function updateLineSettings(ctx: BackendContext, bot: ChatbotRow, input: LineSettingsInput): Promise<LineSettingsDTO> {
  const stored = await readLineSettings(ctx, bot.chatbot_id);
  const missing = LINE_SECRET_KEYS.filter((key) => input[key] === undefined && !stored.secrets[key]);
  if (missing.length > 0) throw validationFailed(missing.map((field) => ({ field, message: MSG.required })));
  await writeChannelSettings<LineShownSettings, LineSecretKey>(
    ctx,
    bot.chatbot_id,
    'line',
    { human_agents: input.human_agents, quiet_minutes: input.quiet_minutes ?? quietMinutesOf(stored), ask_feedback: input.ask_feedback ?? asksFeedback(stored) },
    { channel_secret: input.channel_secret, channel_access_token: input.channel_access_token },
  );
  return lineSettings(ctx, bot);
}

async function storedToken(ctx: BackendContext, bot: ChatbotRow): Promise<string> {
  const token = (await readLineSettings(ctx, bot.chatbot_id)).secrets.channel_access_token;
  if (!token) throw validationFailed([{ field: 'channel_access_token', message: MSG.required }], 'Save the channel access token first.');
  return token;
}

/** Refusals about what the owner sent or saved (the URL, the token, another 4xx): a 400; LINE's trouble: a 502. */
const OWNERS_TO_MEND: readonly LineWebhookRefusalCode[] = ['url_rejected', 'token_rejected', 'refused'];

/**
 * LINE's refusal as the owner's error: its code, status or seconds and LINE's own words (made safe) as `values`,
 * which the console words; the message keeps LINE's words in English for a REST client.
 */
function lineRefusal(error: unknown, accessToken: string): AppError {
  const values = lineWebhookRefusal(error, accessToken);
  const message = `LINE: ${safeDetail(lineMessage(error, accessToken), [accessToken]) ?? values.refusal}`;
  return new AppError(OWNERS_TO_MEND.includes(values.refusal) ? 'VALIDATION_FAILED' : 'PLATFORM_UNREACHABLE', message, undefined, {}, values);
}

export async function setLineWebhookUrl(ctx: BackendContext, bot: ChatbotRow): Promise<LineSetWebhookUrlDTO> {
  const token = await storedToken(ctx, bot);
  const client = lineClient(ctx, token);
  const endpoint = lineWebhookUrl(ctx, bot);
  try {
    await withinTime(client.setWebhookEndpoint({ endpoint }), ctx.lineApiTimeoutMs);
  } catch (error) {
    throw lineRefusal(error, token);
  }
  return { success: true, webhook_url: endpoint, message: 'The webhook URL is set on LINE.' };
}

export async function testLineWebhook(ctx: BackendContext, bot: ChatbotRow): Promise<LineWebhookTestDTO> {
  const token = await storedToken(ctx, bot);
  const client = lineClient(ctx, token);
  try {
    const result = await withinTime(client.testWebhookEndpoint({ endpoint: lineWebhookUrl(ctx, bot) }), ctx.lineApiTimeoutMs);
    const success = result.success ?? false;
    return {
      success,
      code: lineWebhookTestResult(success, result.reason),
      status_code: result.statusCode,
      reason: result.reason,
      detail: safeDetail(result.detail, [token]) ?? '',
      timestamp: new Date(result.timestamp).toISOString(),
    };
  } catch (error) {
    throw lineRefusal(error, token);
  }
}
