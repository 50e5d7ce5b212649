// The key a client address is counted under by every per-address limit (docs/decisions/0981).
// One IPv6 subscriber usually holds a whole /64 and can rotate through 2^64 addresses, so an IPv6
// address counts as its /64 prefix; an IPv4 address (also when written IPv4-mapped, ::ffff:a.b.c.d)
// counts as itself.
import { isIPv4, isIPv6 } from 'node:net';

/** The /64 of an IPv6 address ('2001:db8:1:2::/64'), the address itself for IPv4, else unchanged. */
export function addressKey(address: string): string {
  const bare = address.trim();
  if (isIPv4(bare)) return bare;
  // A zone (fe80::1%eth0) names an interface of this host, not a different client.
  const noZone = bare.replace(/%.*$/, '');
  if (!isIPv6(noZone)) return address;
  const groups = hextets(noZone.toLowerCase());
  if (groups === null) return address;
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 address it carries.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted quad is two groups). */
function hextets(address: string): number[] | null {
  let text = address;
  const quad = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((h) => parseInt(h, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  const groups = [...left, ...Array<number>(missing).fill(0), ...right];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}
