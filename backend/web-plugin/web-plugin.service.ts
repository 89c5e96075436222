// A bot's website widget for its owner: the web plugin settings (§3) and the two icons, as WebPluginSettingsDTO.
// Every change makes the public channels read the bot afresh, so the widget shows it on the next call.
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { WebPluginSettingsDTO } from '../../schema/rest';
import { WEB_ICON_MAX_BYTES, WEB_ICON_MAX_PIXELS, WEB_PLUGIN_DEFAULTS, type WebIconKind, type WebIconType } from '../../schema/rules/constants';
import { MSG } from '../../schema/rules/messages';
import type { webPluginSettingsSchema } from '../../schema/rules/validation';
import type { ChatbotRow } from '../chatbots/chatbot.table';
import type { BackendContext } from '../context';
import { fileTooLarge, unsupportedFileType, validationFailed } from '../http/errors';
import { listIntegrations } from '../integrations/integration.repository';
import { rasterDimensions, sniffIconType, utf8Text } from './icon-type';
import { sanitiseSvg, UnreadableSvg } from './svg-sanitiser';
import { deleteWebIcon, findWebPluginSettings, listWebIconVersions, saveWebIcon, saveWebPluginSettings } from './web-plugin.repository';

export type WebPluginSettingsBody = z.output<typeof webPluginSettingsSchema>;

export interface UploadedIcon {
  buffer: Buffer;
  fileName: string;
}

/** Where the widget and the console load an icon; `v` changes with the bytes, so a long cache life is safe. */
export function webIconPath(vendorId: string, kind: WebIconKind, hash: string): string {
  return `/webhook/web/${encodeURIComponent(vendorId)}/icons/${kind}?v=${hash}`;
}

async function settingsOf(ctx: BackendContext, bot: ChatbotRow): Promise<WebPluginSettingsDTO> {
  const [settings, icons, integrations] = await Promise.all([
    findWebPluginSettings(ctx.db, bot.chatbot_id),
    listWebIconVersions(ctx.db, bot.chatbot_id),
    listIntegrations(ctx.db, bot.chatbot_id),
  ]);
  const iconUrl = (kind: WebIconKind) => {
    const icon = icons.find((candidate) => candidate.kind === kind);
    return icon ? webIconPath(bot.vendor_id, kind, icon.hash) : null;
  };
  return {
    chatbot_id: bot.chatbot_id,
    vendor_id: bot.vendor_id,
    active: integrations.some((row) => row.platform === 'web' && row.active),
    header_bg_color: settings?.header_bg_color ?? WEB_PLUGIN_DEFAULTS.header_bg_color,
    header_text_color: settings?.header_text_color ?? WEB_PLUGIN_DEFAULTS.header_text_color,
    chat_label: settings?.chat_label ?? WEB_PLUGIN_DEFAULTS.chat_label,
    ticker_messages: settings?.ticker_messages ?? [...WEB_PLUGIN_DEFAULTS.ticker_messages],
    trusted_domains: settings?.trusted_domains ?? [...WEB_PLUGIN_DEFAULTS.trusted_domains],
    robot_icon_url: iconUrl('robot'),
    chat_icon_url: iconUrl('chat'),
    updated_at: settings ? settings.updated_at.toISOString() : null,
  };
}

export async function webPluginSettings(ctx: BackendContext, bot: ChatbotRow): Promise<WebPluginSettingsDTO> {
  return settingsOf(ctx, bot);
}

export async function replaceWebPluginSettings(ctx: BackendContext, bot: ChatbotRow, body: WebPluginSettingsBody): Promise<WebPluginSettingsDTO> {
  const chatbotId = bot.chatbot_id;
  await saveWebPluginSettings(ctx.db, chatbotId, body, ctx.now());
  await ctx.botChanges.announce(chatbotId, 'settings');
  return settingsOf(ctx, bot);
}

/** The bytes to store: raster images as uploaded, SVG rewritten by the sanitiser. */
function storedIconBytes(file: UploadedIcon): { contentType: WebIconType; bytes: Buffer } {
  const contentType = sniffIconType(file.buffer);
  if (!contentType) throw unsupportedFileType(file.fileName);
  if (contentType !== 'image/svg+xml') {
    const size = rasterDimensions(file.buffer);
    if (!size) throw unsupportedFileType(file.fileName);
    if (size.width > WEB_ICON_MAX_PIXELS || size.height > WEB_ICON_MAX_PIXELS) {
      const max = `${WEB_ICON_MAX_PIXELS} × ${WEB_ICON_MAX_PIXELS}`;
      throw validationFailed([{ field: 'file', message: MSG.iconPixels }], `The image is ${size.width} × ${size.height} pixels; icons can be at most ${max} pixels. (${file.fileName})`);
    }
    return { contentType, bytes: file.buffer };
  }
  try {
    return { contentType, bytes: Buffer.from(sanitiseSvg(utf8Text(file.buffer) ?? ''), 'utf8') };
  } catch (error) {
    if (error instanceof UnreadableSvg) throw unsupportedFileType(file.fileName);
    throw error;
  }
}

export async function uploadWebIcon(ctx: BackendContext, bot: ChatbotRow, kind: WebIconKind, file: UploadedIcon): Promise<WebPluginSettingsDTO> {
  const chatbotId = bot.chatbot_id;
  // The upload limit stops bigger files first; this keeps the rule when the bytes come another way.
  if (file.buffer.length > WEB_ICON_MAX_BYTES) throw fileTooLarge(file.fileName);
  const { contentType, bytes } = storedIconBytes(file);
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 12);
  await saveWebIcon(ctx.db, chatbotId, { kind, contentType, bytes, hash }, ctx.now());
  await ctx.botChanges.announce(chatbotId, 'settings');
  return settingsOf(ctx, bot);
}

export async function removeWebIcon(ctx: BackendContext, bot: ChatbotRow, kind: WebIconKind): Promise<WebPluginSettingsDTO> {
  const chatbotId = bot.chatbot_id;
  await deleteWebIcon(ctx.db, chatbotId, kind);
  await ctx.botChanges.announce(chatbotId, 'settings');
  return settingsOf(ctx, bot);
}
