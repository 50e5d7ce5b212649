// What the storefront's server knows about the visitor's request: the visitor's network address
// (forwarded to the API on every uncached call made for a visitor,
// docs/decisions/0970-client-address-and-trusted-proxies.md). Pure parsing lives in client-address.ts.
import 'server-only';
import { headers } from 'next/headers';
import { getStoreView } from '@/lib/store-view';
import type { StoreViewCode } from '@/lib/config';
import { clientAddressFrom, parseTrustedProxies, type TrustedProxies } from './client-address';

/** Who is calling, for the API's per-address throttling and the optional captcha. */
export interface Caller {
  store: StoreViewCode;
  clientAddress?: string;
  captchaToken?: string;
}

let trusted: { source: string | undefined; value: TrustedProxies | null } | null = null;

function trustedProxies(): TrustedProxies | null {
  const source = process.env.STOREFRONT_TRUST_PROXY;
  if (trusted === null || trusted.source !== source)
    trusted = { source, value: parseTrustedProxies(source) };
  return trusted.value;
}

/** The visitor's address, or undefined when the request carries none we can read. */
export async function visitorAddress(): Promise<string | undefined> {
  return clientAddressFrom(await headers(), trustedProxies()) ?? undefined;
}

/** Store view, visitor address and (when the widget answered) the captcha token of this request. */
export async function accountCaller(captchaToken?: string): Promise<Caller> {
  return {
    store: await getStoreView(),
    clientAddress: await visitorAddress(),
    ...(captchaToken ? { captchaToken } : {}),
  };
}

/**
 * True when this server action was called by the page's script (React sends the `Next-Action`
 * header); false for a form the browser posted by itself (no script yet, or none at all), which
 * gets the page the action renders and so must be redirected by the action itself.
 */
export async function calledByScript(): Promise<boolean> {
  return (await headers()).has('next-action');
}
