import { describe, expect, it, vi } from 'vitest';
import {
  ARRIVED_FORWARDED_FOR,
  ARRIVED_REAL_IP,
  stashForwardedAddresses,
} from '@/lib/security/forwarded';
import { clientAddressFrom, normalizeAddress, parseTrustedProxies } from './client-address';

const h = (values: Record<string, string>) => new Headers(values);

/** The headers the render sees: the proxy stashed what arrived, Next.js wrote the socket peer. */
function rendered(arrived: Record<string, string>, socket: string): Headers {
  const headers = h(arrived);
  // Next.js fills X-Forwarded-For from the socket before the proxy when none arrived.
  if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', socket);
  stashForwardedAddresses(headers);
  headers.set('x-forwarded-for', socket);
  return headers;
}

describe('clientAddressFrom without a trusted proxy', () => {
  it('uses the socket address whatever the client forwards', () => {
    const spoofed = rendered(
      { 'x-forwarded-for': '6.6.6.6, 203.0.113.9', 'x-real-ip': '7.7.7.7' },
      '198.51.100.20',
    );
    expect(clientAddressFrom(spoofed, null)).toBe('198.51.100.20');
    expect(clientAddressFrom(rendered({}, '::ffff:127.0.0.1'), null)).toBe('127.0.0.1');
    expect(clientAddressFrom(rendered({}, '::1'), null)).toBe('::1');
  });

  it('ignores a client that sends the stash headers itself', () => {
    const headers = rendered(
      { [ARRIVED_FORWARDED_FOR]: '6.6.6.6', [ARRIVED_REAL_IP]: '6.6.6.6' },
      '198.51.100.20',
    );
    expect(headers.get(ARRIVED_FORWARDED_FOR)).toBe('198.51.100.20');
    expect(headers.get(ARRIVED_REAL_IP)).toBeNull();
    const trusted = parseTrustedProxies('198.51.100.20');
    expect(clientAddressFrom(headers, trusted)).toBe('198.51.100.20');
  });

  it('reads STOREFRONT_TRUST_PROXY=none as no trusted proxy, without a warning', () => {
    const warn = vi.fn();
    expect(parseTrustedProxies('none', warn)).toBeNull();
    expect(parseTrustedProxies(' NONE ', warn)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    const spoofed = rendered({ 'x-forwarded-for': '6.6.6.6' }, '198.51.100.20');
    expect(clientAddressFrom(spoofed, parseTrustedProxies('none', warn))).toBe('198.51.100.20');
  });

  it('gives nothing for a peer that is not an address (or a list: the proxy did not run)', () => {
    expect(clientAddressFrom(h({ 'x-forwarded-for': 'unknown' }), null)).toBeNull();
    expect(clientAddressFrom(h({ 'x-forwarded-for': '6.6.6.6, 1.2.3.4' }), null)).toBeNull();
    expect(clientAddressFrom(h({}), null)).toBeNull();
  });
});

describe('clientAddressFrom behind trusted proxies', () => {
  const trusted = parseTrustedProxies('10.0.0.0/8, 192.0.2.1, fd00::/8');

  it('takes the first untrusted hop from the right when the peer is trusted', () => {
    expect(
      clientAddressFrom(
        rendered({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }, '10.1.2.3'),
        trusted,
      ),
    ).toBe('203.0.113.9');
    expect(
      clientAddressFrom(
        rendered({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.9.9.9' }, '192.0.2.1'),
        trusted,
      ),
    ).toBe('203.0.113.9');
    expect(
      clientAddressFrom(rendered({ 'x-forwarded-for': '[2001:db8::5]:1234' }, 'fd00::1'), trusted),
    ).toBe('2001:db8::5');
  });

  it('does not believe an untrusted peer', () => {
    expect(
      clientAddressFrom(rendered({ 'x-forwarded-for': '203.0.113.9' }, '198.51.100.7'), trusted),
    ).toBe('198.51.100.7');
  });

  it('stops at garbage in the chain and falls back to X-Real-IP, then the peer', () => {
    expect(
      clientAddressFrom(
        rendered({ 'x-forwarded-for': 'unknown', 'x-real-ip': '198.51.100.4' }, '10.0.0.2'),
        trusted,
      ),
    ).toBe('198.51.100.4');
    expect(
      clientAddressFrom(
        rendered({ 'x-forwarded-for': '1.2.3.4, junk, 10.0.0.5' }, '10.0.0.2'),
        trusted,
      ),
    ).toBe('10.0.0.2');
    expect(clientAddressFrom(rendered({}, '10.0.0.2'), trusted)).toBe('10.0.0.2');
  });
});

describe('parseTrustedProxies', () => {
  it('reads addresses and ranges of both families and skips the rest with a warning', () => {
    const warn = vi.fn();
    const list = parseTrustedProxies(
      '127.0.0.1, ::1, 10.0.0.0/8, nonsense, 10.0.0.0/33, 1.2.3.4/8/1',
      warn,
    )!;
    expect(warn).toHaveBeenCalledTimes(3);
    expect(list.has('127.0.0.1')).toBe(true);
    expect(list.has('::ffff:127.0.0.1')).toBe(true);
    expect(list.has('::1')).toBe(true);
    expect(list.has('10.200.1.1')).toBe(true);
    expect(list.has('11.0.0.1')).toBe(false);
    expect(list.has('not-an-ip')).toBe(false);
    expect(parseTrustedProxies('')).toBeNull();
    expect(parseTrustedProxies(undefined)).toBeNull();
  });
});

describe('normalizeAddress', () => {
  it('strips ports and brackets', () => {
    expect(normalizeAddress('10.0.0.1:8080')).toBe('10.0.0.1');
    expect(normalizeAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(normalizeAddress('2001:db8::1')).toBe('2001:db8::1');
  });

  it('refuses anything that is not an address (no header injection)', () => {
    expect(normalizeAddress('1.2.3.4\r\nX-Evil: 1')).toBeNull();
    expect(normalizeAddress('')).toBeNull();
  });
});
