import { describe, expect, it } from 'vitest';
import { clientAddressFrom, normalizeAddress } from './client-address';

const h = (values: Record<string, string>) => new Headers(values);

describe('clientAddressFrom', () => {
  it('takes the entry written by the nearest hop, not what the client claimed first', () => {
    expect(clientAddressFrom(h({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }))).toBe('203.0.113.9');
  });

  it('reads the socket address Next.js fills in when nothing was forwarded', () => {
    expect(clientAddressFrom(h({ 'x-forwarded-for': '::ffff:127.0.0.1' }))).toBe('127.0.0.1');
    expect(clientAddressFrom(h({ 'x-forwarded-for': '::1' }))).toBe('::1');
  });

  it('falls back to X-Real-IP and ignores garbage', () => {
    expect(clientAddressFrom(h({ 'x-forwarded-for': 'unknown', 'x-real-ip': '198.51.100.4' }))).toBe('198.51.100.4');
    expect(clientAddressFrom(h({ 'x-real-ip': 'not-an-ip' }))).toBeNull();
    expect(clientAddressFrom(h({}))).toBeNull();
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
