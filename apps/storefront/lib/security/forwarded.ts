// The proxy (proxy.ts) runs before every page, route handler and server action. It moves the
// forwarding headers the request arrived with into headers of our own and removes the originals;
// Next.js then writes the socket's peer address into X-Forwarded-For for the render (it fills the
// header only when it is absent). Server code therefore sees two facts it can tell apart: the
// peer that actually connected (X-Forwarded-For) and what that peer claimed (the stashed copies),
// which is believed only when the peer is a configured trusted proxy
// (lib/commerce/customer/client-address.ts, docs/decisions/0970-client-address-and-trusted-proxies.md).
// No Node-only APIs: the proxy imports this.

/** The X-Forwarded-For chain as it arrived (or the socket address when none arrived). */
export const ARRIVED_FORWARDED_FOR = 'x-storefront-arrived-forwarded-for';
/** X-Real-IP as it arrived. */
export const ARRIVED_REAL_IP = 'x-storefront-arrived-real-ip';

/** Rewrites the request headers the render will see (never trusts a client-sent stash). */
export function stashForwardedAddresses(headers: Headers): void {
  const chain = headers.get('x-forwarded-for');
  const real = headers.get('x-real-ip');
  headers.delete(ARRIVED_FORWARDED_FOR);
  headers.delete(ARRIVED_REAL_IP);
  if (chain) headers.set(ARRIVED_FORWARDED_FOR, chain);
  if (real) headers.set(ARRIVED_REAL_IP, real);
  headers.delete('x-forwarded-for');
  headers.delete('x-real-ip');
}

/** True when the storefront is configured to sit behind a proxy it trusts. */
export function trustedProxyConfigured(value = process.env.STOREFRONT_TRUST_PROXY): boolean {
  return typeof value === 'string' && value.trim() !== '';
}
