// Product shapes through GraphQL: types, prices, options, media, stock and content safety.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FACTS } from '../src/seed/index.js';
import { testDbKinds } from './support/db.js';
import { startApp, type AnyJson, type TestApp } from './support/app.js';

const unb64 = (s: string) => Buffer.from(s, 'base64').toString();

const PRODUCT = `query P($sku: String) { products(filter: { sku: { eq: $sku } }) { items {
  __typename uid id sku name type_id url_key url_suffix canonical_url url_rewrites { url }
  stock_status only_x_left_in_stock min_sale_qty max_sale_qty special_price new_from_date new_to_date
  archive ordering_note pwa_layout visiture_custom_attributes marketing_sku_charter gift_message_available
  review_count rating_summary review_summary { reviews_count rating_summary }
  description { html } short_description { html }
  image { url label } small_image { url label } thumbnail { url label }
  media_gallery { __typename url label position disabled ... on ProductVideo { video_content { media_type video_provider video_url } } }
  media_gallery_entries { id media_type label position disabled file video_content { video_url } }
  price_range {
    minimum_price { regular_price { value currency } final_price { value currency } discount { amount_off percent_off } fixed_product_taxes { amount { value } } }
    maximum_price { regular_price { value } final_price { value } }
  }
  price { regularPrice { amount { value currency } } minimalPrice { amount { value } } maximalPrice { amount { value } } }
  categories { uid name url_path }
  crosssell_products { sku } related_products { sku } upsell_products { sku }
  custom_attributesV2 { items { code ... on AttributeValue { value } ... on AttributeSelectedOptions { selected_options { label value } } } }
  ... on PhysicalProductInterface { weight }
  ... on CustomizableProductInterface { options { __typename uid option_id title required sort_order
    ... on CustomizableFieldOption { single: value { uid price price_type sku max_characters } }
    ... on CustomizableAreaOption { single: value { uid price price_type sku max_characters } }
    ... on CustomizableDropDownOption { values: value { uid option_type_id title price price_type sku sort_order } }
    ... on CustomizableRadioOption { values: value { uid option_type_id title price price_type sku sort_order } }
    ... on CustomizableCheckboxOption { values: value { uid option_type_id title price price_type sku sort_order } }
    ... on CustomizableMultipleOption { values: value { uid option_type_id title price price_type sku sort_order } } } }
  ... on ConfigurableProduct {
    configurable_options { id uid attribute_id attribute_uid attribute_code label position use_default product_id
      values { uid value_index label default_label store_label use_default_value
        swatch_data { __typename value ... on ImageSwatchData { thumbnail } } visiture_swatch_data { type value } } }
    variants { attributes { code label value_index uid } product { sku stock_status price_range { minimum_price { final_price { value } } } } }
  }
  ... on GiftCardProduct { giftcard_amounts { uid value website_value } allow_open_amount open_amount_min open_amount_max giftcard_type }
} } }`;

describe.each(testDbKinds())('product shapes (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind);
  });
  afterAll(async () => t?.close());

  const product = async (sku: string) => {
    const r = await t.gql(PRODUCT, { sku });
    expect(r.errors).toBeUndefined();
    expect(r.data.products.items).toHaveLength(1);
    return r.data.products.items[0] as AnyJson;
  };

  describe('configurable product', () => {
    let p: AnyJson;
    beforeAll(async () => {
      p = await product(DEMO_FACTS.configurable.sku);
    });

    it('identifies itself and its URLs like Magento', () => {
      expect(p.__typename).toBe('ConfigurableProduct');
      expect(unb64(p.uid)).toBe(String(p.id));
      expect(p.url_suffix).toBe('.html');
      expect(p.canonical_url).toBe(DEMO_FACTS.configurable.requestPath);
      expect(p.url_rewrites.map((u: AnyJson) => u.url)).toContain(
        DEMO_FACTS.configurable.requestPath,
      );
      expect(p.categories.map((c: AnyJson) => c.url_path)).toContain(
        DEMO_FACTS.configurable.categoryPath,
      );
    });

    it('orders configurable options by position, with swatches and Magento uids', () => {
      expect(p.configurable_options.map((o: AnyJson) => o.attribute_code)).toEqual(
        DEMO_FACTS.configurable.optionOrder,
      );
      for (const o of p.configurable_options) {
        expect(unb64(o.attribute_uid)).toBe(o.attribute_id);
        expect(o.product_id).toBe(p.id);
        expect(o.values.length).toBeGreaterThan(0);
        for (const v of o.values) {
          expect(unb64(v.uid)).toBe(`configurable/${o.attribute_id}/${v.value_index}`);
          expect(v.swatch_data).not.toBeNull();
          expect(v.visiture_swatch_data.value).toBe(v.swatch_data.value);
          if (v.swatch_data.__typename === 'ColorSwatchData')
            expect(v.swatch_data.value).toMatch(/^#[0-9a-f]{6}$/i);
          if (v.swatch_data.__typename === 'ImageSwatchData')
            expect(v.swatch_data.value).toMatch(/^http:\/\/localhost:4000\/media\/swatch\//);
        }
      }
    });

    it('lists its variants with the option values that select them and prices across them', () => {
      expect(p.variants).toHaveLength(DEMO_FACTS.configurable.variantCount);
      const skus = p.variants.map((v: AnyJson) => v.product.sku);
      expect(skus).toContain(DEMO_FACTS.configurable.variantSku);
      for (const v of p.variants)
        expect(v.attributes.map((a: AnyJson) => a.code).sort()).toEqual(['fabric', 'finish']);
      const finals = p.variants.map(
        (v: AnyJson) => v.product.price_range.minimum_price.final_price.value,
      );
      expect(p.price_range.minimum_price.final_price.value).toBe(Math.min(...finals));
      expect(p.price_range.maximum_price.final_price.value).toBe(Math.max(...finals));
      expect(p.stock_status).toBe('IN_STOCK');
    });

    it('resolves a full option selection to its variant', async () => {
      const variant = p.variants.find(
        (v: AnyJson) => v.product.sku === DEMO_FACTS.configurable.variantSku,
      );
      const uids = variant.attributes.map((a: AnyJson) => a.uid);
      const r = await t.gql(
        `query S($sku: String, $uids: [ID!]) { products(filter: { sku: { eq: $sku } }) { items { ... on ConfigurableProduct {
          configurable_product_options_selection(configurableOptionValueUids: $uids) { variant { sku } options_available_for_selection { attribute_code option_value_uids } } } } } }`,
        { sku: p.sku, uids },
      );
      const sel = r.data.products.items[0].configurable_product_options_selection;
      expect(sel.variant.sku).toBe(DEMO_FACTS.configurable.variantSku);
      const none = await t.gql(
        `query S($sku: String) { products(filter: { sku: { eq: $sku } }) { items { ... on ConfigurableProduct {
          configurable_product_options_selection { variant { sku } } } } } }`,
        { sku: p.sku },
      );
      expect(none.data.products.items[0].configurable_product_options_selection.variant).toBeNull();
    });

    it('orders media by position, exposes the video and makes URLs absolute', () => {
      const positions = p.media_gallery_entries.map((m: AnyJson) => m.position);
      expect(positions).toEqual([...positions].sort((a: number, b: number) => a - b));
      const video = p.media_gallery.find((m: AnyJson) => m.__typename === 'ProductVideo');
      expect(video.video_content.media_type).toBe('external-video');
      expect(video.video_content.video_url).toMatch(/^https:\/\//);
      expect(p.image.url).toMatch(/^http:\/\/localhost:4000\/media\/catalog\/product\/.+\.svg$/);
      expect(p.media_gallery_entries[0].file).toMatch(/^\/[^/].*\.svg$/);
      expect(p.pwa_layout).not.toBeNull();
    });

    it('reports a configurable out of stock when every variant is', async () => {
      const oos = await product(DEMO_FACTS.configurableOutOfStock.sku);
      expect(oos.stock_status).toBe('OUT_OF_STOCK');
    });
  });

  describe('simple product on sale with every option type', () => {
    let p: AnyJson;
    beforeAll(async () => {
      p = await product(DEMO_FACTS.sale.sku);
    });

    it('prices the special price as final with its discount', () => {
      const min = p.price_range.minimum_price;
      expect(min.regular_price).toEqual({ value: DEMO_FACTS.sale.price / 100, currency: 'USD' });
      expect(min.final_price.value).toBe(DEMO_FACTS.sale.specialPrice / 100);
      expect(min.discount).toEqual({
        amount_off: (DEMO_FACTS.sale.price - DEMO_FACTS.sale.specialPrice) / 100,
        percent_off: 20,
      });
      expect(min.fixed_product_taxes).toEqual([]);
      expect(p.special_price).toBe(DEMO_FACTS.sale.specialPrice / 100);
      // The storefront's Sale badge: maximal price lower than the regular price.
      expect(p.price.maximalPrice.amount.value).toBeLessThan(p.price.regularPrice.amount.value);
      expect(p.__typename).toBe('SimpleProduct');
      expect(typeof p.weight).toBe('number');
    });

    it('lists customizable options in sort order with Magento uids and price types', () => {
      const types = p.options.map((o: AnyJson) => o.__typename);
      expect(types).toEqual(
        expect.arrayContaining([
          'CustomizableFieldOption',
          'CustomizableAreaOption',
          'CustomizableDropDownOption',
          'CustomizableRadioOption',
          'CustomizableCheckboxOption',
          'CustomizableMultipleOption',
        ]),
      );
      const orders = p.options.map((o: AnyJson) => o.sort_order);
      expect(orders).toEqual([...orders].sort((a: number, b: number) => a - b));
      for (const o of p.options) expect(unb64(o.uid)).toBe(`custom-option/${o.option_id}`);
      const field = p.options.find((o: AnyJson) => o.__typename === 'CustomizableFieldOption');
      expect(field.single).toMatchObject({
        price: 25,
        price_type: 'FIXED',
        sku: 'MONO',
        max_characters: 12,
      });
      const casters = p.options.find((o: AnyJson) => o.title === 'Caster type');
      expect(casters.required).toBe(true);
      const locking = casters.values.find((v: AnyJson) => v.title === 'Locking casters');
      expect(locking).toMatchObject({ price: 5, price_type: 'PERCENT', sku: 'CST-LK' });
      expect(unb64(locking.uid)).toBe(
        `custom-option/${casters.option_id}/${locking.option_type_id}`,
      );
      expect(casters.values.find((v: AnyJson) => v.title === 'Hard-floor casters').price).toBe(15);
    });

    it('hides disabled images from media_gallery but flags them in media_gallery_entries', () => {
      const disabled = p.media_gallery_entries.filter((m: AnyJson) => m.disabled);
      expect(disabled.length).toBeGreaterThan(0);
      expect(p.media_gallery.length).toBe(p.media_gallery_entries.length - disabled.length);
    });

    it('serves marketing SKU and attribute-derived fields', async () => {
      expect(p.marketing_sku_charter).toEqual(expect.any(String));
      const pairs = JSON.parse(p.visiture_custom_attributes);
      expect(Array.isArray(pairs)).toBe(true);
      expect(pairs[0]).toEqual({ attribute_code: expect.any(String), value: expect.any(String) });
      expect(p.custom_attributesV2.items.map((i: AnyJson) => i.code)).toContain(
        DEMO_FACTS.marketingSkuKey,
      );
      // The summary is the approved reviews' (seeded ones included), as counted in the database.
      const approved = await t.handle.db
        .selectFrom('review as r')
        .innerJoin('product as q', 'q.id', 'r.product_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('q.sku', '=', DEMO_FACTS.sale.sku)
        .where('r.status', '=', 'approved')
        .executeTakeFirstOrThrow();
      expect(p.review_summary.reviews_count).toBe(Number(approved.n));
      expect(p.review_count).toBe(Number(approved.n));
      expect(p.review_summary.rating_summary).toBe(p.rating_summary);
      expect(p.rating_summary === 0).toBe(Number(approved.n) === 0);
    });
  });

  it('applies a dated special price only inside its window, judged by the server clock', async () => {
    const inWindow = await product(DEMO_FACTS.saleWindow.sku);
    expect(inWindow.special_price).not.toBeNull();
    expect(inWindow.marketing_sku_charter).toBeNull();
    expect(inWindow.price_range.minimum_price.final_price.value).toBeLessThan(
      inWindow.price_range.minimum_price.regular_price.value,
    );
    await t.handle.db
      .updateTable('product')
      .set({ special_from_date: new Date('2030-01-01T00:00:00Z') })
      .where('sku', '=', DEMO_FACTS.saleWindow.sku)
      .execute();
    const before = await product(DEMO_FACTS.saleWindow.sku);
    expect(before.special_price).toBeNull();
    expect(before.price_range.minimum_price.final_price.value).toBe(
      before.price_range.minimum_price.regular_price.value,
    );
    expect(before.price_range.minimum_price.discount).toEqual({ amount_off: 0, percent_off: 0 });
  });

  it('formats dates, flags, stock and order notes as the storefront reads them', async () => {
    const fresh = await product(DEMO_FACTS.newProduct.sku);
    expect(fresh.new_from_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await product(DEMO_FACTS.archived.sku)).archive).toBe('1');
    const out = await product(DEMO_FACTS.outOfStock.sku);
    expect(out.stock_status).toBe('OUT_OF_STOCK');
    expect(out.only_x_left_in_stock).toBeNull();
    const minimum = await product(DEMO_FACTS.minimumOrder.sku);
    expect(minimum.ordering_note).toBe('Minimum order 12 units');
    expect(minimum.min_sale_qty).toBe(12);
  });

  it('shapes a virtual product without weight', async () => {
    const v = await product(DEMO_FACTS.virtual.sku);
    expect(v.__typename).toBe('VirtualProduct');
    expect('weight' in v).toBe(false);
    expect(v.options.map((o: AnyJson) => o.__typename).sort()).toEqual([
      'CustomizableAreaOption',
      'CustomizableRadioOption',
    ]);
  });

  it('shapes a gift card with its amounts and open range', async () => {
    const g = await product(DEMO_FACTS.giftCard.sku);
    expect(g.__typename).toBe('GiftCardProduct');
    expect(g.giftcard_amounts.map((a: AnyJson) => a.value)).toEqual([50, 100, 250]);
    expect(g.allow_open_amount).toBe(true);
    expect(g.open_amount_min).toBe(25);
    expect(g.open_amount_max).toBe(1000);
    expect(g.giftcard_type).toBe('VIRTUAL');
    expect(g.price_range.minimum_price.final_price.value).toBe(25);
    expect(g.price_range.maximum_price.final_price.value).toBe(1000);
  });

  it('returns linked products in position order', async () => {
    const link = await t.handle.db
      .selectFrom('product_link as l')
      .innerJoin('product as p', 'p.id', 'l.product_id')
      .select(['p.sku', 'l.product_id'])
      .where('l.link_type', '=', 'crosssell')
      .where('p.status', '=', 1)
      .executeTakeFirstOrThrow();
    const expected = await t.handle.db
      .selectFrom('product_link as l')
      .innerJoin('product as p', 'p.id', 'l.linked_product_id')
      .select('p.sku')
      .where('l.product_id', '=', link.product_id)
      .where('l.link_type', '=', 'crosssell')
      .where('p.status', '=', 1)
      .where('p.visibility', '!=', 1)
      .orderBy('l.position')
      .orderBy('l.linked_product_id')
      .execute();
    const p = await product(link.sku);
    expect(p.crosssell_products.map((x: AnyJson) => x.sku)).toEqual(expected.map((e) => e.sku));
    expect(expected.length).toBeGreaterThan(0);
  });

  it('sanitises product HTML on output and falls back to a placeholder image', async () => {
    await t.handle.db
      .insertInto('product')
      .values({
        sku: 'TEST-XSS-1',
        type_id: 'simple',
        name: 'Unsafe Description Chair',
        url_key: 'unsafe-description-chair',
        price: 10000,
        qty: 3,
        status: 1,
        visibility: 4,
        is_in_stock: true,
        min_sale_qty: 1,
        max_sale_qty: 100,
        gift_message_available: true,
        attributes: {},
        special_price: null,
        special_from_date: null,
        special_to_date: null,
        new_from_date: null,
        new_to_date: null,
        meta_title: null,
        meta_keyword: null,
        meta_description: null,
        weight: 20,
        parent_id: null,
        giftcard: null,
        description:
          '<p onclick="steal()">Solid <strong>oak</strong></p><script>alert("x")</script>' +
          '<img src="/media/x.svg" onerror="alert(1)"><a href="javascript:alert(2)">link</a><iframe src="https://evil.example"></iframe>',
        short_description: '<p>Short <em>and</em> safe</p><style>body{display:none}</style>',
      })
      .execute();
    const p = await product('TEST-XSS-1');
    const html = p.description.html as string;
    expect(html).toContain('<p>Solid <strong>oak</strong></p>');
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
    expect(html).toContain('<img src="/media/x.svg" />');
    expect(p.short_description.html).toBe('<p>Short <em>and</em> safe</p>');
    expect(p.image.url).toBe('http://localhost:4000/media/catalog/product/placeholder.svg');
    expect(p.image.label).toBe('Unsafe Description Chair');
    expect(p.only_x_left_in_stock).toBe(3);
  });
});
