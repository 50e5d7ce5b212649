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

/** STOREFRONT_TRUST_PROXY's explicit "no proxy in front of the storefront" (docs/decisions/0980). */
export const NO_TRUSTED_PROXY = 'none';

/** Whether the value is the explicit 'none' (any case, surrounding spaces allowed). */
export const isNoTrustedProxy = (value: string | undefined): boolean =>
  value?.trim().toLowerCase() === NO_TRUSTED_PROXY;

/** True when the storefront is configured to sit behind a proxy it trusts. */
export function trustedProxyConfigured(value = process.env.STOREFRONT_TRUST_PROXY): boolean {
  return typeof value === 'string' && value.trim() !== '' && !isNoTrustedProxy(value);
}

/**
 * Why the storefront's server must not start, or null: the variable must be set, to the proxies
 * in front of it or to 'none'. Unset, a deployment behind a load balancer would forward the load
 * balancer's address for every visitor, and one visitor could use up the API's per-address limits
 * for everyone (docs/decisions/0980).
 */
export function trustProxyStartupProblem(
  value = process.env.STOREFRONT_TRUST_PROXY,
): string | null {
  if (typeof value === 'string' && value.trim() !== '') return null;
  return (
    'Refusing to start: STOREFRONT_TRUST_PROXY is not set. Behind a load balancer every visitor ' +
    "would be counted as the load balancer, and one visitor could use up the API's per-address " +
    'limits for the whole shop. List the addresses or CIDR ranges of the proxies in front of the ' +
    "storefront (STOREFRONT_TRUST_PROXY=10.0.0.0/8), or set STOREFRONT_TRUST_PROXY=none when visitors' " +
    'browsers connect to it directly.'
  );
}
