// The storefront API at /graphql (the same service as the console's) for the journeys' own data:
// new customers confirmed through the e-mailed link, their addresses and orders, and product
// reviews; and the e-mails the service wrote to its outbox folder (OUTBOX_DIR, set by
// playwright.config.ts under E2E_ADMIN_DATA_DIR).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

// The storefront API's answers are read field by field; typing each shape would add nothing.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJson = Record<string, any>;

export async function gql<T = AnyJson>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const r = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await r.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** A word no other record of the run has, for names, e-mails and texts. */
export const uniqueWord = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const outbox = () => {
  const dir = process.env.E2E_ADMIN_DATA_DIR;
  if (!dir) throw new Error('E2E_ADMIN_DATA_DIR is not set (see playwright.config.ts)');
  return path.join(dir, 'outbox');
};

/** Quoted-printable soft breaks and escapes undone, so links can be matched whole. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Every message of that kind (file name `000012-<kind>.eml`) sent to that address, oldest first. */
export function mailsTo(kind: string, to: string): string[] {
  if (!existsSync(outbox())) return [];
  const address = new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi');
  return readdirSync(outbox())
    .filter((f) => f.endsWith(`-${kind}.eml`))
    .sort()
    .map((f) => decodeQuotedPrintable(readFileSync(path.join(outbox(), f), 'utf8')))
    .filter((raw) => address.test(raw));
}

async function confirmationLink(email: string): Promise<URL> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = mailsTo('account_confirmation', email).at(-1);
    const match = mail?.match(/https?:\/\/[^\s"'<>]*\/customer\/account\/confirm[^\s"'<>]*/);
    if (match) return new URL(match[0].replace(/&amp;/g, '&'));
    if (Date.now() > deadline) throw new Error(`no confirmation e-mail to ${email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export type Customer = {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
};

/** A new customer, confirmed through the link the API e-mailed (the demo store asks for it). */
export async function registerCustomer(
  request: APIRequestContext,
  who: { firstname: string; lastname: string },
): Promise<Customer> {
  const email = `${uniqueWord('people-')}@example.com`;
  const password = 'Journey2026pass';
  await gql(
    request,
    'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: { email, password, ...who } },
  );
  const link = await confirmationLink(email);
  await gql(
    request,
    'mutation ($input: ConfirmEmailInput!) { confirmEmail(input: $input) { customer { email } } }',
    {
      input: {
        email: link.searchParams.get('email'),
        confirmation_key: link.searchParams.get('key'),
      },
    },
  );
  return { email, password, ...who };
}

export async function customerToken(request: APIRequestContext, c: Customer): Promise<string> {
  const { generateCustomerToken } = await gql(
    request,
    'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
    { e: c.email, p: c.password },
  );
  return generateCustomerToken.token as string;
}

export const ADDRESS = {
  street: ['7 Quay Street'],
  city: 'Portland',
  region: 'ME',
  postcode: '04101',
  country_code: 'US',
  telephone: '2075550142',
};

/** Saves an address in the customer's book (the first is the default for both). */
export async function addAddress(request: APIRequestContext, token: string, c: Customer) {
  await gql(
    request,
    `mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }`,
    {
      input: {
        firstname: c.firstname,
        lastname: c.lastname,
        street: ADDRESS.street,
        city: ADDRESS.city,
        region: { region_code: ADDRESS.region },
        postcode: ADDRESS.postcode,
        country_code: ADDRESS.country_code,
        telephone: ADDRESS.telephone,
      },
    },
    token,
  );
}

/** A product a review may be written for: the first chair the catalogue search finds. */
async function reviewableSku(request: APIRequestContext): Promise<string> {
  const { products } = await gql(
    request,
    '{ products(search: "chair", pageSize: 5) { items { sku } } }',
  );
  return products.items[0].sku as string;
}

/** A check / money order order of one in-stock chair, placed by the signed-in customer. */
export async function placeOrder(
  request: APIRequestContext,
  token: string,
  c: Customer,
): Promise<string> {
  const { products } = await gql(
    request,
    `{ products(search: "chair", pageSize: 40) { items { __typename sku stock_status
      ... on CustomizableProductInterface { options { required } } } } }`,
  );
  const simple = products.items.find(
    (p: { __typename: string; stock_status: string; options?: { required: boolean }[] }) =>
      p.__typename === 'SimpleProduct' &&
      p.stock_status === 'IN_STOCK' &&
      !(p.options ?? []).some((o) => o.required),
  );
  const { customerCart } = await gql(request, '{ customerCart { id } }', {}, token);
  const cart: string = customerCart.id;
  const address = { firstname: c.firstname, lastname: c.lastname, ...ADDRESS };
  const steps: [string, Record<string, unknown>][] = [
    [
      'mutation ($c: String!, $s: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $s, quantity: 1 }]) { user_errors { message } } }',
      { c: cart, s: simple.sku },
    ],
    [
      'mutation ($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
      { c: cart, a: address },
    ],
    [
      'mutation ($c: String!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { same_as_shipping: true } }) { cart { id } } }',
      { c: cart },
    ],
    [
      'mutation ($c: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }',
      { c: cart },
    ],
    [
      'mutation ($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "checkmo" } }) { cart { id } } }',
      { c: cart },
    ],
  ];
  for (const [query, variables] of steps) await gql(request, query, variables, token);
  const { placeOrder: placed } = await gql(
    request,
    'mutation ($c: String!) { placeOrder(input: { cart_id: $c }) { errors { message } orderV2 { number } } }',
    { c: cart },
    token,
  );
  expect(placed.errors).toEqual([]);
  return placed.orderV2.number as string;
}

/**
 * A product review written through the storefront API (as a guest, or as the customer whose
 * token is given), every rating at its top value; it waits for moderation. Answers its summary.
 */
export async function submitReview(
  request: APIRequestContext,
  { summary, nickname, token }: { summary: string; nickname: string; token?: string },
): Promise<{ summary: string; sku: string }> {
  const sku = await reviewableSku(request);
  const { productReviewRatingsMetadata } = await gql(
    request,
    '{ productReviewRatingsMetadata { items { id values { value_id value } } } }',
  );
  const ratings = (
    productReviewRatingsMetadata.items as { id: string; values: { value_id: string }[] }[]
  ).map((r) => ({ id: r.id, value_id: r.values.at(-1)?.value_id }));
  await gql(
    request,
    `mutation ($input: CreateProductReviewInput!) { createProductReview(input: $input) { review { summary } } }`,
    {
      input: {
        sku,
        nickname,
        summary,
        text: `${summary}: sturdy frame, easy to clean, our guests like it.`,
        ratings,
      },
    },
    token,
  );
  return { summary, sku };
}
