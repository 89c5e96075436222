// A channel's settings as its adapter uses them: shown values, secrets opened for the adapter's own calls, and what
// the owner may see of them (whether set, the last four characters). Saving keeps a secret the owner left out.
import type { DeliveryErrorDTO } from '../../schema/rest';
import type { Platform } from '../../schema/rules/constants';
import type { BackendContext } from '../context';
import { lastFour } from '../secrets/secret-box';
import { findChannelSettings, saveChannelSettings } from './channel-settings.repository';
import type { ChannelSettingsRow } from './channel.table';

export interface ChannelSettings<Shown extends Record<string, unknown>, SecretKey extends string> {
  settings: Partial<Shown>;
  /** Opened secrets, for the adapter's calls to its platform only: never logged, never answered. */
  secrets: Partial<Record<SecretKey, string>>;
  /**
   * The last failure (its kept code, or an older failure's text; the platform's detail), and how many replies in a row
   * failed since `since` (the first of them).
   */
  lastDeliveryError: { message: string; detail: string | null; at: Date; count: number; since: Date } | null;
}

/** Whether the channel's answered replies ask to be rated (shown setting `ask_feedback`, off until the owner turns it on). */
export function asksFeedback(stored: ChannelSettings<{ ask_feedback?: boolean }, string>): boolean {
  return stored.settings.ask_feedback === true;
}

/** What the console may know of a secret. */
export interface SecretHint {
  set: boolean;
  last_four: string;
}

function deliveryFailure(message: string, at: Date, row: Pick<ChannelSettingsRow, 'last_delivery_detail' | 'failed_deliveries' | 'first_failed_delivery_at'>) {
  return { message, detail: row.last_delivery_detail, at, count: Math.max(1, row.failed_deliveries), since: row.first_failed_delivery_at ?? at };
}

export async function readChannelSettings<Shown extends Record<string, unknown>, SecretKey extends string>(
  ctx: BackendContext,
  chatbotId: string,
  platform: Platform,
): Promise<ChannelSettings<Shown, SecretKey>> {
  const row = await findChannelSettings(ctx.db, chatbotId, platform);
  const secrets: Partial<Record<SecretKey, string>> = {};
  for (const [key, sealed] of Object.entries(row?.sealed ?? {})) secrets[key as SecretKey] = ctx.secrets.open(sealed);
  return {
    settings: (row?.settings ?? {}) as Partial<Shown>,
    secrets,
    lastDeliveryError: row?.last_delivery_error ? deliveryFailure(row.last_delivery_error, row.last_delivery_error_at ?? row.updated_at, row) : null,
  };
}

/** Saves the shown settings as given and each secret given; a secret left undefined keeps its stored value. */
export async function writeChannelSettings<Shown extends Record<string, unknown>, SecretKey extends string>(
  ctx: BackendContext,
  chatbotId: string,
  platform: Platform,
  settings: Shown,
  secrets: Partial<Record<SecretKey, string | undefined>>,
): Promise<void> {
  const row = await findChannelSettings(ctx.db, chatbotId, platform);
  const sealed: Record<string, string> = { ...(row?.sealed ?? {}) };
  for (const [key, value] of Object.entries(secrets)) if (typeof value === 'string') sealed[key] = ctx.secrets.seal(value);
  await saveChannelSettings(ctx.db, chatbotId, platform, { settings, sealed });
}

/** The console's view of the secrets: set or not, and the last four characters. */
export function secretHints<SecretKey extends string>(keys: readonly SecretKey[], secrets: Partial<Record<SecretKey, string>>): Record<SecretKey, SecretHint> {
  return Object.fromEntries(keys.map((key) => [key, { set: Boolean(secrets[key]), last_four: secrets[key] ? lastFour(secrets[key]) : '' }])) as Record<SecretKey, SecretHint>;
}

/** The last delivery error as the console reads it. */
export function deliveryErrorView(error: ChannelSettings<Record<string, unknown>, string>['lastDeliveryError']): DeliveryErrorDTO | null {
  return error && { message: error.message, detail: error.detail, at: error.at.toISOString(), count: error.count, since: error.since.toISOString() };
}
