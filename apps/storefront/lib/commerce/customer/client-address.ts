// The visitor's network address as the storefront's server sees it.
// - The peer: the proxy (proxy.ts) removes every incoming X-Forwarded-For, so the one the render
//   sees was written by Next.js from the socket (lib/security/forwarded.ts).
// - Only when that peer is a trusted proxy (STOREFRONT_TRUST_PROXY: addresses or CIDR ranges) is
//   what it forwarded believed: the arrived X-Forwarded-For chain is walked from the right,
//   skipping trusted hops, and the first untrusted address is the visitor (X-Real-IP as fallback).
// Without a trusted proxy, nothing a client sends can change the address we report.
// See docs/decisions/0970-client-address-and-trusted-proxies.md.
import { BlockList, isIP } from 'node:net';
import { ARRIVED_FORWARDED_FOR, ARRIVED_REAL_IP, isNoTrustedProxy } from '@/lib/security/forwarded';

interface HeaderReader {
  get(name: string): string | null;
}

/** '::ffff:127.0.0.1' -> '127.0.0.1'; '[::1]:443' / '10.0.0.1:8080' -> the bare address. */
export function normalizeAddress(raw: string): string | null {
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value))
    value = value.slice(0, value.lastIndexOf(':'));
  if (value.toLowerCase().startsWith('::ffff:') && isIP(value.slice(7)) === 4)
    value = value.slice(7);
  return isIP(value) ? value : null;
}

export interface TrustedProxies {
  has(address: string): boolean;
}

/**
 * Parses 'a.b.c.d, 10.0.0.0/8, ::1, fd00::/8'. Entries that are neither are reported and skipped;
 * 'none' (no proxy in front of the storefront) is no trusted proxy at all.
 */
export function parseTrustedProxies(
  value: string | undefined,
  warn: (msg: string) => void = console.warn,
): TrustedProxies | null {
  if (isNoTrustedProxy(value)) return null;
  const entries = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [addr, prefix, extra] = entry.split('/');
    const address = addr ? normalizeAddress(addr) : null;
    const family = address ? (isIP(address) === 6 ? 'ipv6' : 'ipv4') : null;
    const bits = prefix === undefined ? null : Number(prefix);
    const max = family === 'ipv6' ? 128 : 32;
    if (
      !address ||
      !family ||
      extra !== undefined ||
      (bits !== null && !(Number.isInteger(bits) && bits >= 0 && bits <= max))
    ) {
      warn(`STOREFRONT_TRUST_PROXY: ignoring '${entry}' (not an address or CIDR range)`);
      continue;
    }
    if (bits === null) list.addAddress(address, family);
    else list.addSubnet(address, bits, family);
  }
  return {
    has(address: string): boolean {
      const normal = normalizeAddress(address);
      if (!normal) return false;
      return list.check(normal, isIP(normal) === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

function splitChain(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function clientAddressFrom(
  headers: HeaderReader,
  trusted: TrustedProxies | null,
): string | null {
  // Written by Next.js from the socket: a single address (a list means the proxy did not run).
  const peer = normalizeAddress(headers.get('x-forwarded-for') ?? '');
  if (!peer) return null;
  if (!trusted?.has(peer)) return peer;
  const chain = splitChain(headers.get(ARRIVED_FORWARDED_FOR));
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = normalizeAddress(chain[i]!);
    // Garbage in the chain: nothing left of it can be believed either.
    if (!hop) break;
    if (!trusted.has(hop)) return hop;
  }
  const real = normalizeAddress(headers.get(ARRIVED_REAL_IP) ?? '');
  return real ?? peer;
}
