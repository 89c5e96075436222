// A bot's third-party webhook settings: the shared secret that signs both directions (write-only, sealed) and the
// owner's callback URL, to which every reply is also posted.
import type { ThirdPartySettingsDTO } from '../../../schema/rest';
import type { ThirdPartySettingsBody } from '../../../schema/rules/channel-settings';
import { MSG } from '../../../schema/rules/validation';
import type { ChatbotRow } from '../../chatbots/chatbot.table';
import type { BackendContext } from '../../context';
import { validationFailed } from '../../http/errors';
import { deliveryErrorView, readChannelSettings, secretHints, writeChannelSettings, type ChannelSettings } from '../channel-settings';

type ThirdPartySecret = 'secret';

interface ThirdPartyShown extends Record<string, unknown> {
  callback_url: string | null;
}

export type ThirdPartySettings = ChannelSettings<ThirdPartyShown, ThirdPartySecret>;

export function readThirdPartySettings(ctx: BackendContext, chatbotId: string): Promise<ThirdPartySettings> {
  return readChannelSettings<ThirdPartyShown, ThirdPartySecret>(ctx, chatbotId, 'other');
}

export async function thirdPartySettings(ctx: BackendContext, bot: ChatbotRow): Promise<ThirdPartySettingsDTO> {
  const stored = await readThirdPartySettings(ctx, bot.chatbot_id);
  return {
    chatbot_id: bot.chatbot_id,
    webhook_url: `${ctx.publicUrl}/webhook/other/${bot.vendor_id}`,
    ...secretHints(['secret'] as const, stored.secrets),
    callback_url: stored.settings.callback_url ?? null,
    last_delivery_error: deliveryErrorView(stored.lastDeliveryError),
  };
}

/** Saves the settings: an omitted secret or callback URL keeps the stored one; the secret is required while none is stored. */
export async function updateThirdPartySettings(ctx: BackendContext, bot: ChatbotRow, body: ThirdPartySettingsBody): Promise<ThirdPartySettingsDTO> {
  const stored = await readThirdPartySettings(ctx, bot.chatbot_id);
  if (body.secret === undefined && !stored.secrets.secret) throw validationFailed([{ field: 'secret', message: MSG.required }]);
  const shown: ThirdPartyShown = { callback_url: body.callback_url === undefined ? (stored.settings.callback_url ?? null) : body.callback_url };
  await writeChannelSettings<ThirdPartyShown, ThirdPartySecret>(ctx, bot.chatbot_id, 'other', shown, { secret: body.secret });
  return thirdPartySettings(ctx, bot);
}
