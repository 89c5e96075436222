// Which hops in front of the BFF may name the client's address (X-Forwarded-For): Express's "trust proxy" setting.
// The backend counts its per-address rate limits on the address the BFF forwards, so only real proxies may set it;
// a client's own X-Forwarded-For is ignored and replaced.

/** What Express's "trust proxy" accepts: a hop count, or addresses and subnets ('loopback', '10.0.0.0/8', …). */
export type TrustProxy = number | string | false;

/**
 * TRUST_PROXY: unset → 'loopback' (a TLS terminator or dev proxy on this machine); 'false' → no proxy; a number →
 * that many hops (a load balancer in front); otherwise a comma-separated list of addresses or subnets.
 */
export function readTrustProxy(raw: string | undefined): TrustProxy {
  if (raw === undefined || raw.trim() === '') return 'loopback';
  const value = raw.trim();
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
