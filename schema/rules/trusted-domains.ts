// §5/§6 trusted domains of the web plugin: an empty list lets any site embed the widget; otherwise the page that
// embeds it (the browser's Origin header of the widget's calls) must match one entry. Shared so that the settings
// form normalises entries exactly as the backend enforces them.

/** One entry: a host name or IPv4 address, optionally `*.` in front (any subdomain) and `:port` after. */
export const TRUSTED_DOMAIN_PATTERN = /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/;

/**
 * What the owner typed, reduced to an entry: lower case, without scheme, path, query or trailing dot.
 * "https://Shop.Example.com/faq" → "shop.example.com". Returns the input trimmed when it cannot be read as a URL.
 */
export function normaliseTrustedDomain(input: string): string {
  let value = input.trim().toLowerCase();
  value = value.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  value = value.replace(/[/?#].*$/, '');
  value = value.replace(/\.(?=:|$)/, '');
  return value;
}

/**
 * An entry as browsers write hosts in an Origin: an internationalised name ("商店.台灣", typed as the owner sees it
 * and kept so) in its ASCII form ("xn--3ds443g.xn--kpry57d"); an ASCII entry as it is.
 */
export function asciiTrustedDomain(entry: string): string {
  if (/^[\x00-\x7f]*$/.test(entry)) return entry;
  const [, wildcard = '', host = '', port = ''] = /^(\*\.)?(.*?)(:\d{1,5})?$/.exec(entry) ?? [];
  try {
    return `${wildcard}${new URL(`http://${host}`).hostname}${port}`;
  } catch {
    return entry;
  }
}

export function isTrustedDomain(input: string): boolean {
  const entry = asciiTrustedDomain(input);
  if (!TRUSTED_DOMAIN_PATTERN.test(entry)) return false;
  const port = entry.match(/:(\d+)$/);
  return !port || Number(port[1]) <= 65535;
}

/** The origin's host and port ("https://a.example.com:8443" → { host: "a.example.com", port: "8443" }; 443 when left out). */
function originParts(origin: string): { host: string; port: string } | undefined {
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    // Browsers leave a default port out of the origin; an entry may still name it.
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    return { host: url.hostname.toLowerCase().replace(/\.$/, ''), port };
  } catch {
    return undefined;
  }
}

/**
 * Whether a page of `origin` may use the widget. An entry without a port matches any port; `*.example.com`
 * matches every subdomain of example.com but not example.com itself. A missing or unreadable origin only
 * passes when the list is empty.
 */
export function originAllowed(origin: string | undefined, trustedDomains: readonly string[]): boolean {
  if (trustedDomains.length === 0) return true;
  const parts = origin ? originParts(origin) : undefined;
  if (!parts) return false;
  return trustedDomains.some((entry) => {
    const [pattern, port] = asciiTrustedDomain(entry).split(':') as [string, string | undefined];
    if (port !== undefined && port !== parts.port) return false;
    if (pattern.startsWith('*.')) return parts.host.endsWith(pattern.slice(1)) && parts.host.length > pattern.length - 1;
    return parts.host === pattern;
  });
}
