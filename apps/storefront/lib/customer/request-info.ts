// What the storefront's server knows about the visitor's request: the visitor's network address
// (forwarded to the API on sign-in calls, docs/decisions/0712-client-address-forwarding.md).
// Pure parsing lives in client-address.ts.
import 'server-only';
import { headers } from 'next/headers';
import { getStoreView } from '@/lib/store-view';
import type { Caller } from './account-api';
import { clientAddressFrom } from './client-address';

/** The visitor's address, or undefined when the request carries none we can read. */
export async function visitorAddress(): Promise<string | undefined> {
  return clientAddressFrom(await headers()) ?? undefined;
}

/** Store view, visitor address and (when the widget answered) the captcha token of this request. */
export async function accountCaller(captchaToken?: string): Promise<Caller> {
  return { store: await getStoreView(), clientAddress: await visitorAddress(), ...(captchaToken ? { captchaToken } : {}) };
}
