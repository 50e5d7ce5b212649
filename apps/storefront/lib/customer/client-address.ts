// The visitor's network address as the storefront's server sees it. Next.js puts the socket's
// peer address in X-Forwarded-For when the request has none; a proxy in front of the storefront
// appends the address it saw. The last entry is therefore the one written by the nearest hop we
// run (a proxy or Next.js itself), which a visitor cannot forge when a proxy is in front; earlier
// entries are whatever the client claimed. X-Real-IP (set by nginx-style proxies) is the fallback.
import { isIP } from 'node:net';

interface HeaderReader {
  get(name: string): string | null;
}

/** '::ffff:127.0.0.1' -> '127.0.0.1'; '[::1]:443' / '10.0.0.1:8080' -> the bare address. */
export function normalizeAddress(raw: string): string | null {
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  if (value.toLowerCase().startsWith('::ffff:') && isIP(value.slice(7)) === 4) value = value.slice(7);
  return isIP(value) ? value : null;
}

export function clientAddressFrom(headers: HeaderReader): string | null {
  const chain = (headers.get('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const nearest = chain.length > 0 ? normalizeAddress(chain[chain.length - 1]!) : null;
  if (nearest) return nearest;
  const real = headers.get('x-real-ip');
  return real ? normalizeAddress(real) : null;
}
