import { clientLimitKey } from '../client-limit-key';

describe('clientLimitKey', () => {
  it('counts an IPv4 address on its own', () => {
    expect(clientLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientLimitKey('203.0.113.8')).not.toBe(clientLimitKey('203.0.113.7'));
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 under one key, however it is written', () => {
    const key = clientLimitKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(clientLimitKey('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(key);
    expect(clientLimitKey('2001:DB8:1:2:0:0:0:99')).toBe(key);
    expect(clientLimitKey('2001:db8:1:2::5%eth0')).toBe(key);
  });

  it('keeps different /64 blocks apart, including ones written with "::" early', () => {
    expect(clientLimitKey('2001:db8:1:3::1')).not.toBe(clientLimitKey('2001:db8:1:2::1'));
    expect(clientLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(clientLimitKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });

  it('gives one key to a request with no address', () => {
    expect(clientLimitKey('')).toBe('unknown');
    expect(clientLimitKey(undefined)).toBe('unknown');
  });
});
