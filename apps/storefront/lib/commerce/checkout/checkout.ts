// Checkout writes (email, addresses, methods, payment, gift message, placeOrder), the card
// tokenisation call and the directory reads for the address form. Server only.
import 'server-only';
import { cache } from 'react';
import { config, type StoreViewCode } from '@/lib/config';
import { cartMutation, type CartWrite } from '../cart/cart';
import { placeOrderFailure, type PlaceOrderFailure } from '../cart/cart-errors';
import { cachePolicy } from '../cache';
import { CARD_PAYMENT_METHOD, SAVED_CARD_METHOD } from './checkout-validation';
import { readSessionToken } from '@/lib/commerce/customer/session-cookie';
import {
  CountriesDocument,
  CountryRegionsDocument,
  PlaceOrderDocument,
  SetBillingAddressOnCartDocument,
  SetGiftMessageOnCartDocument,
  SetGuestEmailOnCartDocument,
  SetPaymentMethodOnCartDocument,
  SetShippingAddressFromBookDocument,
  SetShippingAddressesOnCartDocument,
  SetShippingMethodsOnCartDocument,
  type CartAddressInput,
  type PaymentMethodInput,
} from '@/lib/commerce/generated/graphql';
import { commerceFetch, currentVisitorAddress } from '../client';
import {
  answered,
  failed,
  noAnswer,
  ok,
  userError,
  type CommerceError,
  type CommerceResult,
} from '@/lib/result';

export interface Country {
  id: string;
  name: string;
}

export interface Region {
  id: number;
  code: string;
  name: string;
}

/** Countries for the address form, by name. Directory data changes with store settings only. */
export const getCountries = cache(async (store: StoreViewCode): Promise<Country[]> => {
  const res = await commerceFetch({
    document: CountriesDocument,
    store,
    method: 'GET',
    cache: cachePolicy('storeConfig', store, 'directory'),
  });
  const list = answered(res)?.countries ?? [];
  const countries = list
    .filter((c): c is NonNullable<typeof c> & { id: string } => Boolean(c?.id))
    .map((c) => ({ id: c.id, name: c.full_name_locale || c.full_name_english || c.id }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return countries.length > 0
    ? countries
    : [
        { id: 'US', name: 'United States' },
        { id: 'CA', name: 'Canada' },
      ];
});

/** The State choices of one country (spec: from the API's country(id) regions, for US and CA). */
export const getRegions = cache(
  async (store: StoreViewCode, countryId: string): Promise<Region[]> => {
    const res = await commerceFetch({
      document: CountryRegionsDocument,
      variables: { id: countryId },
      store,
      method: 'GET',
      cache: cachePolicy('storeConfig', store, 'directory'),
    });
    return (answered(res)?.country?.available_regions ?? [])
      .filter((r): r is { id: number; code: string; name: string } =>
        Boolean(r?.id && r.code && r.name),
      )
      .map((r) => ({ id: r.id, code: r.code, name: r.name }));
  },
);

export const setGuestEmail = (
  store: StoreViewCode,
  cartId: string,
  email: string,
): Promise<CartWrite> =>
  cartMutation(store, SetGuestEmailOnCartDocument, { cartId, email }, 'setGuestEmailOnCart');

export const setShippingAddress = (
  store: StoreViewCode,
  cartId: string,
  address: CartAddressInput,
): Promise<CartWrite> =>
  cartMutation(
    store,
    SetShippingAddressesOnCartDocument,
    { cartId, address },
    'setShippingAddressesOnCart',
  );

/** A signed-in customer's address book entry as the shipping address (the API checks it is theirs). */
export const setShippingAddressFromBook = (
  store: StoreViewCode,
  cartId: string,
  addressId: number,
): Promise<CartWrite> =>
  cartMutation(
    store,
    SetShippingAddressFromBookDocument,
    { cartId, addressId },
    'setShippingAddressesOnCart',
  );

export const setShippingMethod = (
  store: StoreViewCode,
  cartId: string,
  carrier: string,
  method: string,
): Promise<CartWrite> =>
  cartMutation(
    store,
    SetShippingMethodsOnCartDocument,
    { cartId, carrier, method },
    'setShippingMethodsOnCart',
  );

export const setBillingAddress = (
  store: StoreViewCode,
  cartId: string,
  billing:
    { same_as_shipping: true } | { address: CartAddressInput } | { customer_address_id: number },
): Promise<CartWrite> =>
  cartMutation(
    store,
    SetBillingAddressOnCartDocument,
    { cartId, billing },
    'setBillingAddressOnCart',
  );

export async function setPaymentMethod(
  store: StoreViewCode,
  cartId: string,
  payment: PaymentMethodInput,
): Promise<CommerceResult<true>> {
  const res = await commerceFetch({
    document: SetPaymentMethodOnCartDocument,
    variables: { cartId, payment },
    store,
    token: (await readSessionToken()) ?? undefined,
  });
  if (!res.ok) return failed(res.error);
  return res.data.setPaymentMethodOnCart?.cart ? ok(true) : failed(noAnswer());
}

export async function setGiftMessage(
  store: StoreViewCode,
  cartId: string,
  message: { from: string; to: string; message: string } | null,
): Promise<CommerceResult<true>> {
  const res = await commerceFetch({
    document: SetGiftMessageOnCartDocument,
    variables: { cartId, message },
    store,
    token: (await readSessionToken()) ?? undefined,
  });
  if (!res.ok) return failed(res.error);
  return res.data.setGiftOptionsOnCart?.cart ? ok(true) : failed(noAnswer());
}

/** An order number or a card token; a failure's code is the spec's class of payment failure. */
export type PlaceOrderResult = CommerceResult<string, PlaceOrderFailure>;

/**
 * placeOrder; failures arrive in placeOrder.errors (2.4.8) or as top-level errors (older/newer
 * releases). A captcha answer goes as X-ReCaptcha: the API asks for one after a declined card
 * when it has a captcha secret (docs/decisions/0556).
 */
export async function placeOrder(
  store: StoreViewCode,
  cartId: string,
  captchaToken?: string,
): Promise<PlaceOrderResult> {
  const res = await commerceFetch({
    document: PlaceOrderDocument,
    variables: { cartId },
    store,
    token: (await readSessionToken()) ?? undefined,
    ...(captchaToken ? { captchaToken } : {}),
  });
  const data = answered(res);
  const number = data?.placeOrder?.orderV2?.number;
  if (number) return ok(number);
  // A refusal listed in placeOrder.errors comes first, then the answer's own error.
  const listed = (data?.placeOrder?.errors ?? []).find((e): e is NonNullable<typeof e> =>
    Boolean(e),
  );
  const error: CommerceError = listed
    ? userError(listed.message, listed.code)
    : res.ok
      ? noAnswer()
      : res.error;
  const code = listed ? listed.code : (error.errors[0]?.extensions?.error_code ?? null);
  return failed({ ...error, code: placeOrderFailure(error.message, code) });
}

// --- Card tokenisation -------------------------------------------------------------------------

/** The commerce service's sandbox tokenisation endpoint, next to its GraphQL endpoint. */
export function tokenEndpoint(graphqlUrl: string = config.commerceUrl): string {
  return new URL('/payments/sandbox/tokens', graphqlUrl).toString();
}

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvv: string;
}

export type TokenResult = CommerceResult<string, PlaceOrderFailure>;

/** A tokenisation failure: the endpoint's words, its status and the spec's class of it. */
function tokenFailure(
  kind: CommerceError['kind'],
  code: PlaceOrderFailure,
  message: string,
  status?: number,
): TokenResult {
  const retryable = status === undefined || status === 429 || status >= 500;
  return failed({
    kind,
    message,
    retryable,
    code,
    errors: [],
    ...(status !== undefined ? { status } : {}),
  });
}

/**
 * Exchanges the card for a one-time token. The card number and CVV live only in this call's
 * memory: they are never logged, stored, or sent anywhere but the tokenisation endpoint.
 */
export async function tokenizeCard(store: StoreViewCode, card: CardDetails): Promise<TokenResult> {
  // The API limits tokenisations per visitor address (docs/decisions/0556): forwarded like every
  // call made on a visitor's behalf.
  const visitor = await currentVisitorAddress();
  let res: Response;
  try {
    res = await fetch(tokenEndpoint(), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Store: store,
        ...(visitor ? { 'X-Forwarded-For': visitor } : {}),
      },
      body: JSON.stringify({
        number: card.number,
        exp_month: card.expMonth,
        exp_year: card.expYear,
        cvv: card.cvv,
      }),
      cache: 'no-store',
    });
  } catch {
    return tokenFailure('network', 'order', 'Tokenisation unavailable');
  }
  let body: {
    token?: unknown;
    error?: { message?: string; code?: string } | string;
    message?: string;
    errors?: { field?: string; message: string }[];
  } = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    // handled below
  }
  if (res.ok && typeof body.token === 'string' && body.token !== '') return ok(body.token);
  const message =
    (typeof body.error === 'string' ? body.error : body.error?.message) ??
    body.message ??
    body.errors?.[0]?.message ??
    `HTTP ${res.status}`;
  const code = typeof body.error === 'object' ? body.error?.code : undefined;
  // A card the gateway refuses to tokenise is a card-data problem unless it says declined.
  // Too many card attempts from this network (429): held back, to be tried later or completed with the shop.
  if (res.status === 429) return tokenFailure('http', 'paymentBlocked', message, res.status);
  if (res.status >= 500) return tokenFailure('http', 'order', message, res.status);
  return tokenFailure(
    'user',
    placeOrderFailure(message, code) === 'declined' ? 'declined' : 'invalidCard',
    message,
    res.status,
  );
}

export { CARD_PAYMENT_METHOD, SAVED_CARD_METHOD };

/** PaymentMethodInput carrying a one-time card token (Magento's Braintree input: the token is the nonce). */
export function cardPaymentInput(token: string, saveCard = false): PaymentMethodInput {
  return {
    code: CARD_PAYMENT_METHOD,
    braintree: { payment_method_nonce: token, is_active_payment_token_enabler: saveCard },
  };
}

/** PaymentMethodInput paying with a saved card (Magento's Braintree vault input). */
export function savedCardPaymentInput(publicHash: string): PaymentMethodInput {
  return { code: SAVED_CARD_METHOD, [SAVED_CARD_METHOD]: { public_hash: publicHash } };
}
