import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.js';
import { clientAddressKey, visitorAddress } from './rate-rules.js';

describe('addressKey', () => {
  it('keys an IPv6 address by its /64, however it is written', () => {
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('64:ff9b::198.18.0.1')).toBe('64:ff9b:0:0::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
  });

  it('keys IPv4, plain or IPv4-mapped, as the IPv4 address', () => {
    expect(addressKey('198.18.0.1')).toBe('198.18.0.1');
    expect(addressKey('::ffff:198.18.0.1')).toBe('198.18.0.1');
    expect(addressKey('::FFFF:c612:1')).toBe('198.18.0.1');
    expect(addressKey('0:0:0:0:0:ffff:198.18.0.1')).toBe('198.18.0.1');
  });

  it('leaves anything else alone', () => {
    expect(addressKey('')).toBe('');
    expect(addressKey('not an address')).toBe('not an address');
    expect(addressKey('2001:db8::1::2')).toBe('2001:db8::1::2');
  });

  it('is the key every per-address limit counts under', () => {
    const ctx = { clientAddress: '2001:db8:5:6:a:b:c:d' };
    expect(clientAddressKey(ctx)).toBe('2001:db8:5:6::/64');
    expect(visitorAddress(ctx)).toBe('2001:db8:5:6::/64');
    expect(visitorAddress({ ...ctx, clientAddressIsVisitor: false })).toBeNull();
  });
});
