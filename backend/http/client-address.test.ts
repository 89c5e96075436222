// The address key per-address rate limits count.
import { addressKey } from './client-address';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('reduces an IPv6 address to its /64, however it is written', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('leaves anything that is not an address as it is', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });

  it('gives each address its own key again and again, also once many other addresses have come and gone', () => {
    const keys = () => [addressKey('::ffff:203.0.113.7'), addressKey('2001:db8:1:2::1'), addressKey('203.0.113.8')];
    const first = keys();
    expect(first).toEqual(['203.0.113.7', '2001:db8:1:2::/64', '203.0.113.8']);
    for (let i = 0; i < 12_000; i++) addressKey(`2001:db8:${(i >> 8).toString(16)}:${(i & 0xff).toString(16)}::${i.toString(16)}`);
    expect(addressKey('2001:db8:2e:df::2edf')).toBe('2001:db8:2e:df::/64');
    expect(keys()).toEqual(first);
  });
});
