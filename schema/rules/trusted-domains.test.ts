import { isTrustedDomain, normaliseTrustedDomain, originAllowed } from './trusted-domains';

describe('normaliseTrustedDomain', () => {
  it.each([
    ['https://Shop.Example.com/faq', 'shop.example.com'],
    ['  example.com  ', 'example.com'],
    ['http://localhost:5173/chat?x=1#top', 'localhost:5173'],
    ['example.com.', 'example.com'],
    ['example.com.:8080', 'example.com:8080'],
    ['*.Example.COM', '*.example.com'],
    ['shop.example.com/path', 'shop.example.com'],
  ])('reduces %j to %j', (typed, entry) => {
    expect(normaliseTrustedDomain(typed)).toBe(entry);
  });
});

describe('isTrustedDomain', () => {
  it.each(['example.com', 'shop.example.com', '*.example.com', 'localhost', 'localhost:5173', '127.0.0.1:8080', 'xn--fiq228c.tw', '商店.台灣', '*.商店.台灣:8443'])('accepts %j', (entry) => {
    expect(isTrustedDomain(entry)).toBe(true);
  });

  it.each(['', '商 店.台灣', 'exa mple.com', 'a.*.example.com', '*example.com', 'example.com:99999', 'example.com:', '-shop.example.com', 'shop_1.example.com', 'example.com/path'])(
    'refuses %j',
    (entry) => {
      expect(isTrustedDomain(entry)).toBe(false);
    },
  );
});

describe('originAllowed', () => {
  it('lets any page, even one without an origin, use the widget when the list is empty', () => {
    expect(originAllowed('https://anywhere.example', [])).toBe(true);
    expect(originAllowed(undefined, [])).toBe(true);
    expect(originAllowed('null', [])).toBe(true);
  });

  it('matches a host entry on any scheme and port, case-insensitively and ignoring a trailing dot', () => {
    const list = ['shop.example.com'];
    expect(originAllowed('https://shop.example.com', list)).toBe(true);
    expect(originAllowed('http://shop.example.com:8080', list)).toBe(true);
    expect(originAllowed('https://SHOP.Example.com', list)).toBe(true);
    expect(originAllowed('https://shop.example.com.', list)).toBe(true);
  });

  it('refuses look-alike hosts of a host entry', () => {
    const list = ['shop.example.com'];
    expect(originAllowed('https://evil-shop.example.com', list)).toBe(false);
    expect(originAllowed('https://shop.example.com.evil.net', list)).toBe(false);
    expect(originAllowed('https://a.shop.example.com', list)).toBe(false);
    expect(originAllowed('https://example.com', list)).toBe(false);
  });

  it('matches an entry with a port on that port only', () => {
    const list = ['localhost:5173', '127.0.0.1:8080'];
    expect(originAllowed('http://localhost:5173', list)).toBe(true);
    expect(originAllowed('http://localhost:3000', list)).toBe(false);
    expect(originAllowed('http://localhost', list)).toBe(false);
    expect(originAllowed('http://127.0.0.1:8080', list)).toBe(true);
  });

  it('matches an entry naming a default port, which browsers leave out of the origin', () => {
    expect(originAllowed('https://shop.example.com', ['shop.example.com:443'])).toBe(true);
    expect(originAllowed('http://shop.example.com', ['shop.example.com:80'])).toBe(true);
    expect(originAllowed('http://shop.example.com', ['shop.example.com:443'])).toBe(false);
  });

  it('matches every subdomain for a wildcard entry, but not the bare domain or a look-alike', () => {
    const list = ['*.example.com'];
    expect(originAllowed('https://a.example.com', list)).toBe(true);
    expect(originAllowed('https://a.b.example.com', list)).toBe(true);
    expect(originAllowed('https://example.com', list)).toBe(false);
    expect(originAllowed('https://badexample.com', list)).toBe(false);
    expect(originAllowed('https://example.com.evil.net', list)).toBe(false);
  });

  it('refuses a missing, opaque or non-web origin once the list has entries', () => {
    const list = ['shop.example.com'];
    expect(originAllowed(undefined, list)).toBe(false);
    expect(originAllowed('', list)).toBe(false);
    expect(originAllowed('null', list)).toBe(false);
    expect(originAllowed('file:///C:/shop.example.com/index.html', list)).toBe(false);
    expect(originAllowed('chrome-extension://shop.example.com', list)).toBe(false);
  });

  it('passes when any one of several entries matches', () => {
    expect(originAllowed('https://b.example.org', ['shop.example.com', '*.example.org'])).toBe(true);
  });
});

describe('internationalised domain names', () => {
  it('match the ASCII host browsers send, typed as the owner sees them (kept so)', () => {
    const typed = normaliseTrustedDomain('https://商店.台灣/faq');
    expect(typed).toBe('商店.台灣');
    expect(originAllowed(`https://${new URL('http://商店.台灣').hostname}`, [typed])).toBe(true);
    expect(originAllowed('https://xn--czrs0t.xn--kpry57d', ['*.商店.台灣'])).toBe(false);
    expect(originAllowed('https://www.xn--czrs0t.xn--kpry57d', ['*.商店.台灣'])).toBe(true);
    expect(originAllowed('https://shop.example.com', ['商店.台灣'])).toBe(false);
  });
});
