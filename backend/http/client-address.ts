// The client address that per-address rate limits count: Express's req.ip (the BFF's X-Forwarded-For, trusted only
// from loopback), with an IPv6 client reduced to its /64, since one subscriber may pick any address in it.
import { isIPv4, isIPv6 } from 'node:net';
import type { Request } from 'express';

/** The eight 16-bit groups of an IPv6 address, as numbers; undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const parse = (part: string | undefined) => (part ? part.split(':') : []).flatMap((group) => {
    // An embedded IPv4 address (::ffff:1.2.3.4) takes the place of two groups.
    if (!isIPv4(group)) return [parseInt(group, 16)];
    const [a, b, c, d] = group.split('.').map(Number);
    return [(a << 8) | b, (c << 8) | d];
  });
  const first = parse(head);
  const last = parse(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - first.length - last.length).fill(0);
  return [...first, ...zeros, ...last];
}

/** Addresses seen lately and their keys: a busy client sends many requests, and IPv6 parsing is per request otherwise. */
const recentKeys = new Map<string, string>();
const RECENT_KEYS_MAX = 10_000;

/** An address as the limits count it: IPv4 as it is (also when IPv4-mapped), IPv6 as its /64 prefix. */
export function addressKey(address: string): string {
  const known = recentKeys.get(address);
  if (known !== undefined) return known;
  const key = keyOf(address);
  // Emptied when full: a flood of new addresses costs a parse each, as before, and never more memory.
  if (recentKeys.size >= RECENT_KEYS_MAX) recentKeys.clear();
  recentKeys.set(address, key);
  return key;
}

function keyOf(address: string): string {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

/** The request's client address as the limits count it. */
export function clientAddress(req: Request): string {
  return addressKey(req.ip ?? 'unknown');
}
