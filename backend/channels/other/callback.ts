// The copy of each third-party reply posted to the owner's callback URL: queued with the reply (an inbound event, so
// any replica delivers it and a restart loses none, one user's copies in order), then signed as the calls in are
// (X-Signature-Timestamp, X-Signature-256), tried again with backoff (not after a request that was sent and left unanswered: the receiver may
// have taken it), the last failure recorded on the channel as a code (schema/rules/delivery-failures.ts). Unless
// CALLBACK_ALLOW_PRIVATE_ADDRESSES=1, a URL whose host resolves to a loopback, private, link-local or other special
// address is refused (the backend must not be a way into its own network): checked before the first attempt, and
// again on the address each attempt actually connects to, so a host name whose answer changes between the two
// (DNS rebinding) is refused too. Redirects are not followed.
import { randomUUID } from 'node:crypto';
import { lookup as lookupCallback, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { PublicMessageReply } from '../../../schema/rest';
import type { DeliveryFailure } from '../../../schema/rules/delivery-failures';
import type { BackendContext } from '../../context';
import { recordDeliveryError } from '../channel-settings.repository';
import { connectionErrorCode } from '../delivery-failure';
import { acceptInboundEvents } from '../inbound-events.repository';
import { INBOUND_WAKE_CHANNEL } from '../inbound.worker';
import { deliverWithRetries, retryAfterMs, type AttemptResult } from '../delivery-retry';
import { timestampedSignatureHeaders } from '../signature';
import { readThirdPartySettings } from './other-settings.service';

const TIMEOUT_MS = 10_000;

const PRIVATE = new BlockList();
const PRIVATE_V4 = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  // Multicast, reserved and broadcast.
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const;
const PRIVATE_V6 = [
  ['::', 128],
  ['::1', 128],
  // NAT64 (well-known and local-use prefixes) and 6to4 addresses carry an IPv4 address inside (an IPv4-mapped one is
  // checked against the IPv4 rules by BlockList itself).
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2002::', 16],
  ['100::', 64],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const;
for (const [network, prefix] of PRIVATE_V4) PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of PRIVATE_V6) PRIVATE.addSubnet(network, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

const privateRefusal = (host: string) => `The callback URL points at a private or loopback address (${host}).`;

/** Why the URL may not be called, or null when every address of its host is public. */
async function privateAddressRefusal(url: string): Promise<DeliveryFailure | null> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch (error) {
    return { code: 'callback_unreachable', detail: connectionErrorCode(error) };
  }
  return addresses.some(isPrivateAddress) ? { code: 'callback_private_address' } : null;
}

class PrivateAddressRefused extends Error {}

/** The socket's lookup: resolves the host as usual, and refuses it when any address it answers is not public. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  const all: LookupAllOptions = { ...options, all: true };
  lookupCallback(hostname, all, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '');
    if (addresses.length === 0 || addresses.some((entry) => isPrivateAddress(entry.address))) {
      return callback(new PrivateAddressRefused(privateRefusal(hostname)), '');
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

interface CallbackAnswer {
  status: number;
  retryAfter: string | null;
}

/** No answer in time; `afterConnecting`: the request may have reached the receiver, which may have taken it. */
export class CallbackTimeout extends Error {
  constructor(readonly timeoutMs: number, readonly afterConnecting: boolean) {
    super(`no answer within ${timeoutMs / 1000} s`);
    this.name = 'CallbackTimeout';
  }
}

/** POSTs the body; a host name is resolved through `lookup` for the connection itself. Redirects are not followed. */
export function postCallback(url: string, headers: Record<string, string>, body: string, lookup: LookupFunction | undefined, timeoutMs = TIMEOUT_MS): Promise<CallbackAnswer> {
  const target = new URL(url);
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(target, { method: 'POST', headers: { ...headers, 'Content-Length': Buffer.byteLength(body) }, lookup, timeout: timeoutMs }, (response: IncomingMessage) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, retryAfter: (response.headers['retry-after'] as string | undefined) ?? null });
    });
    outgoing.on('timeout', () => outgoing.destroy(new CallbackTimeout(timeoutMs, outgoing.socket?.connecting === false)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** What names a copy to its receiver: the bot (one URL may serve several) and the copy, the same on every attempt. */
interface CopyNames {
  vendorId: string;
  deliveryId: string;
}

async function attemptCallback(url: string, secret: string, body: string, names: CopyNames, mayReachPrivate: boolean, timeoutMs: number): Promise<AttemptResult> {
  let answer: CallbackAnswer;
  try {
    // Signed as the webhook's calls are, at each attempt's time, so the receiver can refuse an old copy sent again.
    const headers = { 'Content-Type': 'application/json', ...timestampedSignatureHeaders(secret, body, Date.now()), 'X-Vendor-Id': names.vendorId, 'X-Delivery-Id': names.deliveryId };
    answer = await postCallback(url, headers, body, mayReachPrivate ? undefined : publicOnlyLookup, timeoutMs);
  } catch (error) {
    if (error instanceof PrivateAddressRefused) return { delivered: false, retryable: false, failure: { code: 'callback_private_address' } };
    // Sent but unanswered: the receiver may have taken it, and not every receiver sets a repeat aside by its
    // X-Delivery-Id, so it is not sent again (a slow receiver would show the user's reply twice).
    if (error instanceof CallbackTimeout && error.afterConnecting) {
      return { delivered: false, retryable: false, failure: { code: 'callback_timeout', seconds: error.timeoutMs / 1000 } };
    }
    // Only the system's code of the failure is kept: an error's message may quote the URL, whose path or query may
    // hold the receiver's key.
    return { delivered: false, retryable: true, failure: { code: 'callback_unreachable', detail: connectionErrorCode(error) } };
  }
  if (answer.status >= 200 && answer.status < 300) return { delivered: true };
  const retryable = answer.status === 429 || answer.status >= 500;
  return { delivered: false, retryable, failure: { code: 'callback_status', status: answer.status }, retryAfterMs: retryAfterMs(answer.retryAfter) };
}

/**
 * Delivers one queued copy (the inbound worker calls it on any replica, with the queued event's id as the copy's
 * X-Delivery-Id); a final failure is noted on the channel.
 */
export async function deliverCallback(ctx: BackendContext, chatbotId: string, deliveryId: string, answer: PublicMessageReply): Promise<void> {
  const stored = await readThirdPartySettings(ctx, chatbotId);
  const url = stored.settings.callback_url;
  const secret = stored.secrets.secret;
  const bot = await ctx.db.selectFrom('chatbots').select('vendor_id').where('chatbot_id', '=', chatbotId).executeTakeFirst();
  if (!url || !secret || !bot) return;
  const body = JSON.stringify(answer);
  const names = { vendorId: bot.vendor_id, deliveryId };
  const refused = ctx.callbacksMayReachPrivateAddresses ? null : await privateAddressRefusal(url);
  const failure = refused ?? (await deliverWithRetries(() => attemptCallback(url, secret, body, names, ctx.callbacksMayReachPrivateAddresses, ctx.callbackTimeoutMs)));
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
  // Keyed by the user, so one user's copies are delivered in the order of the replies (a copy the receiver refused
  // for a moment is tried again before the next one goes), as LINE and Messenger chats are answered in order.
  await acceptInboundEvents(ctx.db, [{ platform: 'other', eventId: `callback:${randomUUID()}`, chatbotId, conversation: `user:${answer.uid}`, payload: answer }]);
  await ctx.database.notify(INBOUND_WAKE_CHANNEL, '');
}
