// DownloadableProduct (docs/decisions/0509) and the PDF media path (0510): links and public
// samples in Magento's shape, a downloadable-only cart without shipping, and the download
// endpoint: the buyer only, a paid order only, within the download allowance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS, DEMO_FACTS } from '../src/seed/index.js';
import { DEMO_PROMOTIONS } from '../src/seed/promotions.js';
import { decodeUid } from '../src/shared/ids.js';
import { testDbKinds } from './support/db.js';
import { OFFLINE_FOR_EVERYONE } from './support/offline-config.js';
import { startApp, type AnyJson, type TestApp } from './support/app.js';

const PACK = DEMO_FACTS.downloadable;
const ADDRESS = {
  firstname: 'Bea',
  lastname: 'Lowe',
  street: ['1 Main St'],
  city: 'Austin',
  region: 'TX',
  postcode: '78701',
  country_code: 'US',
  telephone: '5125550100',
};

const PRODUCT = `query P($sku: String) { products(filter: { sku: { eq: $sku } }) { items {
  __typename sku type_id stock_status
  ... on PhysicalProductInterface { weight }
  ... on DownloadableProduct {
    links_purchased_separately links_title
    downloadable_product_links { uid title sort_order price sample_url }
    downloadable_product_samples { title sort_order sample_url }
  }
} } }`;

describe.each(testDbKinds())('downloadable product (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind, { env: { ...OFFLINE_FOR_EVERYONE } });
  });
  afterAll(async () => t?.close());

  const as = (token: string | null): Record<string, string> =>
    token ? { authorization: `Bearer ${token}` } : {};
  const ok = async (token: string | null, query: string, variables?: Record<string, unknown>) => {
    const r = await t.gql(query, variables, as(token));
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data;
  };
  const signIn = async (who: { email: string; password: string }) =>
    (
      await ok(
        null,
        'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
        { e: who.email, p: who.password },
      )
    ).generateCustomerToken.token as string;
  const get = (url: string, token: string | null = null) =>
    t.app.inject({ method: 'GET', url, headers: as(token) });
  const path = (url: string) => new URL(url).pathname;

  it('answers links and public samples, and is not a physical product', async () => {
    const p = ((await ok(null, PRODUCT, { sku: PACK.sku })).products.items as AnyJson[])[0];
    expect(p).toMatchObject({
      __typename: 'DownloadableProduct',
      type_id: 'downloadable',
      stock_status: 'IN_STOCK',
      links_purchased_separately: 0,
    });
    expect(p.weight).toBeUndefined();
    expect(
      p.downloadable_product_links.map((l: AnyJson) => [l.title, l.sort_order, l.price]),
    ).toEqual(PACK.links.map((l, i) => [l.title, i + 1, 0]));
    expect(decodeUid(p.downloadable_product_links[0].uid)).toMatch(/^downloadable\/\d+$/);
    expect(
      p.downloadable_product_links.map((l: AnyJson) => l.sample_url && path(l.sample_url)),
    ).toEqual(PACK.links.map((l) => (l.sampleFile ? `/media/pdf/${l.sampleFile}` : null)));
    expect(
      p.downloadable_product_samples.map((x: AnyJson) => [x.title, path(x.sample_url)]),
    ).toEqual(PACK.samples.map((x) => [x.title, `/media/pdf/${x.file}`]));
    // The private files' paths are never answered.
    expect(JSON.stringify(p)).not.toContain('links/');
  });

  it('serves public PDFs from the media path, safely, and never the bought files', async () => {
    const sample = await get(`/media/pdf/${PACK.samples[0]!.file}`);
    expect(sample.statusCode).toBe(200);
    expect(sample.headers['content-type']).toBe('application/pdf');
    expect(sample.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(sample.headers['x-content-type-options']).toBe('nosniff');
    expect(sample.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get('/media/pdf/spec-sheets/aria-lounge-chair.pdf')).statusCode).toBe(200);
    for (const bad of [
      `/media/pdf/${PACK.links[0]!.file}`,
      '/media/pdf/samples/../links/charter-cad-blocks.pdf',
      '/media/pdf/samples/..%2f..%2fpackage.json',
      '/media/pdf/samples/%2e%2e/%2e%2e/etc/passwd.pdf',
      '/media/pdf/samples/Preview.pdf',
      '/media/pdf/samples/preview.PDF',
      '/media/pdf/other/preview.pdf',
    ]) {
      const r = await get(bad);
      expect(r.statusCode, bad).toBe(404);
      expect(r.headers['content-type'], bad).not.toContain('pdf');
    }
  });

  it('refuses a guest checkout of downloadable items (their links need an owner)', async () => {
    const cart = (await ok(null, 'mutation { createEmptyCart }')).createEmptyCart as string;
    for (const [q, v] of [
      [
        'mutation ($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) { user_errors { code } } }',
        { c: cart, i: [{ sku: PACK.sku, quantity: 1 }] },
      ],
      [
        'mutation ($c: String!) { setGuestEmailOnCart(input: { cart_id: $c, email: "guest@example.com" }) { cart { id } } }',
        { c: cart },
      ],
      [
        'mutation ($c: String!, $a: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { address: $a } }) { cart { id } } }',
        { c: cart, a: ADDRESS },
      ],
      [
        'mutation ($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "checkmo" } }) { cart { id } } }',
        { c: cart },
      ],
    ] as const)
      await ok(null, q, v);
    const placed = await t.gql(
      'mutation ($c: String!) { placeOrder(input: { cart_id: $c }) { orderV2 { number } } }',
      { c: cart },
    );
    expect(placed.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
      ['Guest checkout is not allowed.', 'graphql-authorization'],
    ]);
    expect(
      await t.handle.db
        .selectFrom('sales_order')
        .select('id')
        .where('email', '=', 'guest@example.com')
        .execute(),
    ).toEqual([]);
  });

  it('checks out a downloadable-only cart without shipping and serves the links to the buyer once paid, up to the limit', async () => {
    const buyer = await signIn(DEMO_CUSTOMERS.buyer);
    const cart = (await ok(buyer, 'mutation { createEmptyCart }')).createEmptyCart as string;
    const added = await ok(
      buyer,
      `mutation ($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) {
        user_errors { code message }
        cart { is_virtual items { __typename quantity ... on DownloadableCartItem { links { title } samples { title } } } } } }`,
      { c: cart, i: [{ sku: PACK.sku, quantity: 1 }] },
    );
    expect(added.addProductsToCart.user_errors).toEqual([]);
    expect(added.addProductsToCart.cart).toEqual({
      is_virtual: true,
      items: [
        {
          __typename: 'DownloadableCartItem',
          quantity: 1,
          links: PACK.links.map((l) => ({ title: l.title })),
          samples: PACK.samples.map((x) => ({ title: x.title })),
        },
      ],
    });
    const shipping = await t.gql(
      'mutation ($c: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: $a }] }) { cart { id } } }',
      { c: cart, a: ADDRESS },
      as(buyer),
    );
    expect(shipping.errors?.[0]?.message).toBe(
      'The Cart includes virtual product(s) only, so a shipping address is not used.',
    );
    await ok(
      buyer,
      'mutation ($c: String!, $a: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { address: $a } }) { cart { id } } }',
      { c: cart, a: ADDRESS },
    );
    await ok(
      buyer,
      'mutation ($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "checkmo" } }) { cart { id } } }',
      { c: cart },
    );
    const placed = await ok(
      buyer,
      'mutation ($c: String!) { placeOrder(input: { cart_id: $c }) { errors { code message } orderV2 { number is_virtual items { product_sku product_type } } } }',
      { c: cart },
    );
    expect(placed.placeOrder.errors).toEqual([]);
    const order = placed.placeOrder.orderV2;
    expect(order.is_virtual).toBe(true);
    expect(order.items).toEqual([{ product_sku: PACK.sku, product_type: 'downloadable' }]);

    const history = await ok(
      buyer,
      '{ customer { orders { items { number items { __typename product_sku ... on DownloadableOrderItem { downloadable_links { title sort_order } } } } } } }',
    );
    expect(history.customer.orders.items).toContainEqual({
      number: order.number,
      items: [
        {
          __typename: 'DownloadableOrderItem',
          product_sku: PACK.sku,
          downloadable_links: PACK.links.map((l, i) => ({ title: l.title, sort_order: i + 1 })),
        },
      ],
    });

    const item = await t.handle.db
      .selectFrom('sales_order_item as i')
      .innerJoin('sales_order as o', 'o.id', 'i.order_id')
      .select('i.id')
      .where('o.number', '=', order.number)
      .executeTakeFirstOrThrow();
    const links = await t.handle.db
      .selectFrom('downloadable_link as l')
      .innerJoin('product as p', 'p.id', 'l.product_id')
      .select('l.id')
      .where('p.sku', '=', PACK.sku)
      .orderBy('l.sort_order')
      .execute();
    const url = (linkId: number) => `/downloadable/download/link/${item.id}/${linkId}`;

    // Not signed in, and another customer: nothing to see.
    expect((await get(url(links[0]!.id))).statusCode).toBe(401);
    const other = await signIn(DEMO_CUSTOMERS.trade);
    const foreign = await get(url(links[0]!.id), other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-type']).not.toContain('pdf');

    // Unpaid (check / money order not yet received): refused.
    const unpaid = await get(url(links[0]!.id), buyer);
    expect(unpaid.statusCode).toBe(403);
    expect(unpaid.json()).toEqual({
      errors: [{ message: 'The link is not available until the order is paid.' }],
    });

    await t.handle.db
      .updateTable('sales_order')
      .set({ paid_at: new Date(), status: 'processing', state: 'processing' })
      .where('number', '=', order.number)
      .execute();
    for (let i = 0; i < PACK.links[0]!.downloads; i++) {
      const r = await get(url(links[0]!.id), buyer);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('application/pdf');
      expect(r.headers['cache-control']).toBe('private, no-store');
      expect(r.headers['content-disposition']).toBe(
        'attachment; filename="charter-revit-families.pdf"',
      );
      expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const spent = await get(url(links[0]!.id), buyer);
    expect(spent.statusCode).toBe(403);
    expect(spent.json()).toEqual({ errors: [{ message: 'The link has expired.' }] });
    // The other link keeps its own allowance; a link of another product is not found.
    expect((await get(url(links[1]!.id), buyer)).statusCode).toBe(200);
    expect((await get(`/downloadable/download/link/${item.id}/999999`, buyer)).statusCode).toBe(
      404,
    );
    expect((await get('/downloadable/download/link/abc/1', buyer)).statusCode).toBe(400);
  });

  it('a gift card paying the whole downloadable order leaves nothing due, and the links are ready at once', async () => {
    const card = DEMO_PROMOTIONS.giftCards.large;
    const buyer = await signIn(DEMO_CUSTOMERS.trade);
    const cart = (await ok(buyer, 'mutation { createEmptyCart }')).createEmptyCart as string;
    await ok(
      buyer,
      'mutation ($c: String!, $i: [CartItemInput!]!) { addProductsToCart(cartId: $c, cartItems: $i) { user_errors { message } } }',
      { c: cart, i: [{ sku: PACK.sku, quantity: 2 }] },
    );
    await ok(
      buyer,
      'mutation ($c: String!, $a: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { address: $a } }) { cart { id } } }',
      { c: cart, a: ADDRESS },
    );
    const due = (
      await ok(
        buyer,
        'query ($c: String!) { cart(cart_id: $c) { prices { grand_total { value } } } }',
        {
          c: cart,
        },
      )
    ).cart.prices.grand_total.value as number;
    expect(due).toBeGreaterThanOrEqual((PACK.price * 2) / 100);
    const before = await t.handle.db
      .selectFrom('gift_card_account')
      .select('balance')
      .where('code', '=', card.code)
      .executeTakeFirstOrThrow();
    const applied = await ok(
      buyer,
      `mutation ($c: String!, $k: String!) { applyGiftCardToCart(input: { cart_id: $c, gift_card_code: $k }) {
        cart { prices { grand_total { value } } available_payment_methods { code } } } }`,
      { c: cart, k: card.code },
    );
    expect(applied.applyGiftCardToCart.cart.prices.grand_total.value).toBe(0);
    // Nothing is due: no card, no check; only the free method.
    expect(applied.applyGiftCardToCart.cart.available_payment_methods).toEqual([{ code: 'free' }]);
    await ok(
      buyer,
      'mutation ($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "free" } }) { cart { id } } }',
      { c: cart },
    );
    const placed = await ok(
      buyer,
      'mutation ($c: String!) { placeOrder(input: { cart_id: $c }) { errors { message } orderV2 { number total { grand_total { value } } } } }',
      { c: cart },
    );
    expect(placed.placeOrder.errors).toEqual([]);
    expect(placed.placeOrder.orderV2.total.grand_total.value).toBe(0);
    // The card paid what was due (the two packs and their tax), once.
    const after = await t.handle.db
      .selectFrom('gift_card_account')
      .select('balance')
      .where('code', '=', card.code)
      .executeTakeFirstOrThrow();
    expect(Number(before.balance) - Number(after.balance)).toBe(Math.round(due * 100));

    const item = await t.handle.db
      .selectFrom('sales_order_item as i')
      .innerJoin('sales_order as o', 'o.id', 'i.order_id')
      .select('i.id')
      .where('o.number', '=', placed.placeOrder.orderV2.number)
      .executeTakeFirstOrThrow();
    const link = await t.handle.db
      .selectFrom('downloadable_link as l')
      .innerJoin('product as p', 'p.id', 'l.product_id')
      .select('l.id')
      .where('p.sku', '=', PACK.sku)
      .orderBy('l.sort_order')
      .executeTakeFirstOrThrow();
    const url = `/downloadable/download/link/${item.id}/${link.id}`;
    // Paid by the card: ready at once, and two packs bought give twice the allowance.
    for (let i = 0; i < PACK.links[0]!.downloads * 2; i++)
      expect((await get(url, buyer)).statusCode).toBe(200);
    expect((await get(url, buyer)).statusCode).toBe(403);
  });
});
