'use server';
// The payment step's Braintree client token, asked for by the browser just before it tokenises
// the card (components/checkout/braintree-card.ts). No card data passes here.
import { cardGateway } from '@/lib/commerce/checkout/card-gateway';
import { createBraintreeClientToken } from '@/lib/commerce/checkout/braintree-client-token';
import { getStoreView } from '@/lib/store-view';

export async function braintreeClientTokenAction(): Promise<string | null> {
  if (cardGateway().code !== 'braintree') return null;
  return createBraintreeClientToken(await getStoreView());
}
