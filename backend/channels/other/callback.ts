// The copy of each third-party reply posted to the owner's callback URL: queued with the reply (an inbound event, so
// any replica delivers it and a restart loses none), then signed as the calls in are (X-Signature-256), tried again with backoff, the last failure recorded on the channel. Unless
// CALLBACK_ALLOW_PRIVATE_ADDRESSES=1, a URL whose host resolves to a loopback, private or link-local address is
// refused (the backend must not be a way into its own network), and redirects are not followed.
import { randomUUID } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { PublicMessageReply } from '../../../schema/rest';
import type { BackendContext } from '../../context';
import { recordDeliveryError } from '../channel-settings.repository';
import { acceptInboundEvents } from '../inbound-events.repository';
import { INBOUND_WAKE_CHANNEL } from '../inbound.worker';
import { deliverWithRetries, retryAfterMs, type AttemptResult } from '../delivery-retry';
import { signBody } from '../signature';
import { readThirdPartySettings } from './other-settings.service';

const TIMEOUT_MS = 10_000;

const PRIVATE = new BlockList();
for (const [network, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16], ['198.18.0.0', 15]] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10]] as const) PRIVATE.addSubnet(network, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** Why the URL may not be called, or null when every address of its host is public. */
async function privateAddressRefusal(url: string): Promise<string | null> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch {
    return `The callback host ${host} could not be resolved.`;
  }
  return addresses.some(isPrivateAddress) ? `The callback URL points at a private or loopback address (${host}).` : null;
}

async function attemptCallback(url: string, secret: string, body: string): Promise<AttemptResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Signature-256': signBody(secret, body) },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return { delivered: false, retryable: true, error: `The callback could not be reached: ${error instanceof Error ? error.message : String(error)}` };
  }
  await response.body?.cancel();
  if (response.ok) return { delivered: true };
  const retryable = response.status === 429 || response.status >= 500;
  return { delivered: false, retryable, error: `The callback answered ${response.status}.`, retryAfterMs: retryAfterMs(response.headers.get('retry-after')) };
}

/** Delivers one queued copy (the inbound worker calls it on any replica); a final failure is noted on the channel. */
export async function deliverCallback(ctx: BackendContext, chatbotId: string, answer: PublicMessageReply): Promise<void> {
  const stored = await readThirdPartySettings(ctx, chatbotId);
  const url = stored.settings.callback_url;
  const secret = stored.secrets.secret;
  if (!url || !secret) return;
  const body = JSON.stringify(answer);
  const refused = ctx.callbacksMayReachPrivateAddresses ? null : await privateAddressRefusal(url);
  const failure = refused ?? (await deliverWithRetries(() => attemptCallback(url, secret, body)));
  if (failure !== null) await recordDeliveryError(ctx.db, chatbotId, 'other', failure);
  else if (stored.lastDeliveryError) await recordDeliveryError(ctx.db, chatbotId, 'other', null);
}

/**
 * Queues the reply's copy for the owner's callback (when one is set) before the caller gets its answer: stored as an
 * inbound event, it is delivered by the inbound worker on any replica and survives a restart.
 */
export async function queueCallback(ctx: BackendContext, chatbotId: string, answer: PublicMessageReply): Promise<void> {
  const stored = await readThirdPartySettings(ctx, chatbotId);
  if (!stored.settings.callback_url) return;
  await acceptInboundEvents(ctx.db, [{ platform: 'other', eventId: `callback:${randomUUID()}`, chatbotId, payload: answer }]);
  await ctx.database.notify(INBOUND_WAKE_CHANNEL, '');
}
