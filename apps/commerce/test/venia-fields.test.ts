// The fields and operations Magento's own storefront (PWA Studio's Venia) uses that were missing,
// answered as Magento Open Source answers them (docs/decisions/1300-1302).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS } from '../src/seed/index.js';
import { startApp, type AnyJson, type TestApp } from './support/app.js';
import {
  addItem,
  newCart,
  pickSimpleProduct,
  readyForPayment,
  setPayment,
  tokenize,
} from './support/checkout-flow.js';
import { testDbKinds } from './support/db.js';

describe.each(testDbKinds())('Venia fields (%s)', (kind) => {
  let t: TestApp;
  let sku: string;
  beforeAll(async () => {
    t = await startApp(kind, { env: { CONTACT_EMAIL: 'shop-contact@charter.example' } });
    sku = (await pickSimpleProduct(t)).sku;
  });
  afterAll(async () => t?.close());

  const ok = async (
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) => {
    const r = await t.gql(query, variables, headers);
    expect(r.errors, query).toBeUndefined();
    return r.data as AnyJson;
  };
  const errorOf = async (
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) => {
    const r = await t.gql(query, variables, headers);
    expect(r.errors, query).toBeDefined();
    return r.errors![0]!.message;
  };
  const signIn = async (email: string, password: string) => {
    const d = await ok(
      'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
      { e: email, p: password },
    );
    return { authorization: `Bearer ${d.generateCustomerToken.token}` };
  };

  it('cart: the quantity badge total, and gift options Magento Open Source answers without wrapping or cards', async () => {
    const cart = await newCart(t);
    await addItem(t, cart, sku, 3);
    const q = `query($c: String!) { cart(cart_id: $c) { total_quantity total_summary_quantity_including_config
      gift_receipt_included printed_card_included gift_wrapping { uid } available_gift_wrappings { uid }
      prices { gift_options { printed_card { value } gift_wrapping_for_order { value } gift_wrapping_for_items { value } } } } }`;
    const d = await ok(q, { c: cart });
    expect(d.cart).toMatchObject({
      total_quantity: 3,
      total_summary_quantity_including_config: 3,
      gift_receipt_included: false,
      printed_card_included: false,
      gift_wrapping: null,
      available_gift_wrappings: [],
    });
    expect(d.cart.prices.gift_options).toEqual({
      printed_card: null,
      gift_wrapping_for_order: null,
      gift_wrapping_for_items: null,
    });

    // Venia's SetGiftOptionsOnCart: the message is kept, receipt and card stay off (not offered).
    const set = await ok(
      `mutation($c: String!) { setGiftOptionsOnCart(input: { cart_id: $c, gift_message: { from: "Ann", to: "Bo", message: "Enjoy" }, gift_receipt_included: true, printed_card_included: true }) {
        cart { gift_message { from to message } gift_receipt_included printed_card_included } } }`,
      { c: cart },
    );
    expect(set.setGiftOptionsOnCart.cart).toEqual({
      gift_message: { from: 'Ann', to: 'Bo', message: 'Enjoy' },
      gift_receipt_included: false,
      printed_card_included: false,
    });
  });

  it('store: canonical tag settings, currency, reCAPTCHA off and the robots default', async () => {
    const d = await ok(`{ storeConfig { product_canonical_tag category_canonical_tag }
      currency { base_currency_code base_currency_symbol default_display_currency_code default_display_currency_symbol available_currency_codes exchange_rates { currency_to rate } }
      recaptchaV3Config { is_enabled website_key forms }
      robotsConfig { defaultRobots customInstructions } }`);
    expect(d.storeConfig).toEqual({ product_canonical_tag: true, category_canonical_tag: true });
    expect(d.currency).toEqual({
      base_currency_code: 'USD',
      base_currency_symbol: '$',
      default_display_currency_code: 'USD',
      default_display_currency_symbol: '$',
      available_currency_codes: ['USD'],
      exchange_rates: [{ currency_to: 'USD', rate: 1 }],
    });
    expect(d.recaptchaV3Config).toEqual({ is_enabled: false, website_key: '', forms: [] });
    expect(d.robotsConfig).toEqual({ defaultRobots: 'INDEX,FOLLOW', customInstructions: '' });
  });

  it("cmsPage and cmsBlocks serve the content documents, with Magento's messages for unknown ones", async () => {
    const page = await ok(
      '{ cmsPage(identifier: "hospitality") { identifier url_key title content_heading content meta_title relative_url redirect_code type } }',
    );
    expect(page.cmsPage).toMatchObject({
      identifier: 'hospitality',
      url_key: 'hospitality',
      title: 'Hospitality',
      content_heading: 'Contract furniture for hotels, restaurants and resorts',
      redirect_code: 0,
      type: 'CMS_PAGE',
    });
    expect(page.cmsPage.content).toContain(
      '<h2>Contract furniture for hotels, restaurants and resorts</h2>',
    );
    expect(page.cmsPage.content).toContain('<a href="/seating">');
    expect(await errorOf('{ cmsPage(identifier: "no-such-page") { title } }')).toBe(
      'The CMS page with the "no-such-page" ID doesn\'t exist.',
    );

    const blocks = await ok(
      '{ cmsBlocks(identifiers: ["footer"]) { items { identifier title content } } }',
    );
    expect(blocks.cmsBlocks.items).toHaveLength(1);
    expect(blocks.cmsBlocks.items[0].identifier).toBe('footer');
    expect(blocks.cmsBlocks.items[0].content).toContain(
      '<h2>Contract furniture for hospitality and senior living</h2>',
    );
    expect(
      await errorOf('{ cmsBlocks(identifiers: ["footer", "nope"]) { items { identifier } } }'),
    ).toBe('The CMS block with the "nope" ID doesn\'t exist.');
    const many = JSON.stringify(Array.from({ length: 21 }, (_, i) => `b${i}`));
    expect(await errorOf(`{ cmsBlocks(identifiers: ${many}) { items { identifier } } }`)).toMatch(
      /At most 20/,
    );
    const category = await ok('{ categoryList { cms_block { identifier } } }');
    expect(category.categoryList[0].cms_block).toBeNull();
  });

  it('the older createCustomer and updateCustomer with CustomerInput', async () => {
    const email = `legacy-${kind}@example.com`;
    const create = `mutation($i: CustomerInput!) { createCustomer(input: $i) { customer { email firstname lastname is_subscribed is_confirmed } } }`;
    expect(
      await errorOf(create, {
        i: { firstname: 'Lee', lastname: 'Gacy', password: 'LegacyPass2025' },
      }),
    ).toBe('Required parameters are missing: Email');
    const created = await ok(create, {
      i: {
        email,
        firstname: 'Lee',
        lastname: 'Gacy',
        password: 'LegacyPass2025',
        is_subscribed: false,
      },
    });
    // The demo store asks new accounts to confirm their address first.
    expect(created.createCustomer.customer).toEqual({
      email,
      firstname: 'Lee',
      lastname: 'Gacy',
      is_subscribed: false,
      is_confirmed: false,
    });

    const { email: current, password } = DEMO_CUSTOMERS.design;
    const headers = await signIn(current, password);
    expect((await ok('{ customer { is_confirmed } }', {}, headers)).customer.is_confirmed).toBe(
      true,
    );
    const update = `mutation($i: CustomerInput!) { updateCustomer(input: $i) { customer { email firstname lastname } } }`;
    const renamed = await ok(
      update,
      { i: { firstname: 'Leigh', lastname: 'Gacy', email: current } },
      headers,
    );
    expect(renamed.updateCustomer.customer).toEqual({
      email: current,
      firstname: 'Leigh',
      lastname: 'Gacy',
    });
    const other = `moved-${kind}@example.com`;
    expect(await errorOf(update, { i: { email: other } }, headers)).toBe(
      'Provide the current "password" to change "email".',
    );
    const moved = await ok(update, { i: { email: other, password } }, headers);
    expect(moved.updateCustomer.customer.email).toBe(other);
    expect(await errorOf(update, { i: { firstname: 'X' } })).toBe(
      "The current customer isn't authorized.",
    );
  });

  it("a paid order has Magento's state, one invoice for all its items, and no shipments", async () => {
    const cart = await newCart(t);
    await addItem(t, cart, sku, 2);
    await readyForPayment(t, cart);
    const nonce = await tokenize(t, '4242 4242 4242 4242');
    expect(
      (
        await setPayment(t, cart, {
          code: 'braintree',
          braintree: { payment_method_nonce: nonce, is_active_payment_token_enabler: false },
        })
      ).errors,
    ).toBeUndefined();
    const placed = await ok(
      `mutation($c: String!) { placeOrder(input: { cart_id: $c }) { errors { message } orderV2 { number status state shipments { id }
        items { product_sku quantity_ordered }
        invoices { id number items { product_sku quantity_invoiced order_item { product_sku } } total { grand_total { value } } } total { grand_total { value } } } } }`,
      { c: cart },
    );
    const order = placed.placeOrder.orderV2;
    expect(placed.placeOrder.errors).toEqual([]);
    expect(order).toMatchObject({ status: 'Processing', state: 'processing', shipments: [] });
    expect(order.invoices).toHaveLength(1);
    expect(order.invoices[0]).toMatchObject({
      number: order.number,
      items: [{ product_sku: sku, quantity_invoiced: 2, order_item: { product_sku: sku } }],
      total: { grand_total: order.total.grand_total },
    });
  });

  it("custom_attributes lists the product's storefront option attributes with metadata", async () => {
    const d = await ok(`{ products(filter: { sku: { eq: "${sku}" } }) { items { custom_attributes {
      selected_attribute_options { attribute_option { uid label is_default } } entered_attribute_value { value }
      attribute_metadata { code label entity_type ui_input { ui_input_type } ... on ProductAttributeMetadata { used_in_components } } } } } }`);
    const attrs = d.products.items[0].custom_attributes as AnyJson[];
    const values = await t.handle.db
      .selectFrom('product_attribute_option as v')
      .innerJoin('attribute as a', 'a.id', 'v.attribute_id')
      .innerJoin('attribute_option as o', 'o.id', 'v.option_id')
      .innerJoin('product as p', 'p.id', 'v.product_id')
      .select(['a.code', 'o.label'])
      .where('p.sku', '=', sku)
      .where('a.is_visible_on_front', '=', true)
      .execute();
    expect(values.length).toBeGreaterThan(0);
    for (const v of values) {
      const attr = attrs.find((a) => a.attribute_metadata.code === v.code);
      expect(attr, v.code).toBeDefined();
      expect(attr.attribute_metadata.entity_type).toBe('CATALOG_PRODUCT');
      expect(attr.attribute_metadata.used_in_components).toContain('PRODUCT_DETAILS_PAGE');
      expect(
        attr.selected_attribute_options.attribute_option.map((o: AnyJson) => o.label),
      ).toContain(v.label);
    }
  });

  it("the wish list has Magento's name and visibility", async () => {
    const headers = await signIn(DEMO_CUSTOMERS.buyer.email, DEMO_CUSTOMERS.buyer.password);
    const d = await ok('{ customer { wishlists { name visibility } } }', {}, headers);
    expect(d.customer.wishlists).toEqual([{ name: 'Wish List', visibility: 'PRIVATE' }]);
  });

  it("contactUs sends the form to the shop's contact address, with Magento's messages for bad input", async () => {
    const mutation = 'mutation($i: ContactUsInput!) { contactUs(input: $i) { status } }';
    const form = {
      name: 'Cora <b>Tact</b>',
      email: 'cora@example.com',
      telephone: '5550100',
      comment: 'Do you ship to Canada?',
    };
    expect((await ok(mutation, { i: form })).contactUs).toEqual({ status: true });
    const mail = await t.handle.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('kind', '=', 'contact_form')
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe('shop-contact@charter.example');
    expect(mail.text_body).toContain('Do you ship to Canada?');
    expect(mail.html_body).toContain('Cora &lt;b&gt;Tact&lt;/b&gt;');
    expect(await errorOf(mutation, { i: { ...form, email: 'not-an-address' } })).toBe(
      'The email address is invalid. Verify the email address and try again.',
    );
    expect(await errorOf(mutation, { i: { ...form, comment: '  ' } })).toBe(
      'Enter the comment and try again.',
    );
    expect(await errorOf(mutation, { i: { ...form, name: '' } })).toBe(
      'Enter the name and try again.',
    );
    expect(await errorOf(mutation, { i: { ...form, name: 'x'.repeat(256) } })).toBe(
      'The contact form is too long. Shorten it and try again.',
    );

    // 10 messages per client address per hour; refused ones above did not count.
    for (let i = 1; i < 10; i++)
      expect((await ok(mutation, { i: form })).contactUs.status).toBe(true);
    expect(await errorOf(mutation, { i: form })).toBe(
      'Too many messages were sent from this address. Try again later.',
    );
    const sent = await t.handle.db
      .selectFrom('email_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'contact_form')
      .executeTakeFirstOrThrow();
    expect(Number(sent.n)).toBe(10);
  });
});
