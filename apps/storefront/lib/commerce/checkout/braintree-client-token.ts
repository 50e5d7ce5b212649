// Braintree's client token for the browser SDK on the payment step (docs/decisions/1325): asked of
// the API (Magento's createBraintreeClientToken) with the customer's session, so a signed-in
// customer gets a token for their own Braintree record. Server only.
import 'server-only';
import type { StoreViewCode } from '@/lib/config';
import { readSessionToken } from '@/lib/commerce/customer/session-cookie';
import { CreateBraintreeClientTokenDocument } from '@/lib/commerce/generated/graphql';
import { commerceFetch } from '../client';
import { answered } from '@/lib/result';

export async function createBraintreeClientToken(store: StoreViewCode): Promise<string | null> {
  const res = await commerceFetch({
    document: CreateBraintreeClientTokenDocument,
    variables: {},
    store,
    token: (await readSessionToken()) ?? undefined,
  });
  return answered(res)?.createBraintreeClientToken ?? null;
}
