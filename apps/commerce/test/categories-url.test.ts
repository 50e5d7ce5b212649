// Category tree and URL resolution through GraphQL on the seeded demo catalogue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FACTS } from '../src/seed/index.js';
import { testDbKinds } from './support/db.js';
import { startApp, type AnyJson, type TestApp } from './support/app.js';

const unb64 = (s: string) => Buffer.from(s, 'base64').toString();
const byPositionThenName = (a: AnyJson, b: AnyJson) =>
  a.position - b.position ||
  (a.name.toLowerCase() < b.name.toLowerCase()
    ? -1
    : a.name.toLowerCase() > b.name.toLowerCase()
      ? 1
      : 0);

const TREE = `query T($filters: CategoryFilterInput) { categories(filters: $filters) { total_count page_info { total_pages }
  items { uid id name level position path url_path url_suffix children_count include_in_menu
    children { uid id name level position url_path include_in_menu is_active parent_id
      children { id name level position url_path canonical_url image product_count breadcrumbs { category_name category_level category_url_path }
        custom_attributes { attribute_code value } } } } } }`;

describe.each(testDbKinds())('categories and routes (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(kind);
  });
  afterAll(async () => t?.close());

  describe('category tree', () => {
    let root: AnyJson;
    beforeAll(async () => {
      const r = await t.gql(TREE);
      expect(r.errors).toBeUndefined();
      root = r.data.categories.items[0];
    });

    it("returns the store root's tree without a filter, top level at level 2", () => {
      expect(root.id).toBe(2);
      expect(root.level).toBe(1);
      for (const c of root.children) {
        expect(c.level).toBe(2);
        expect(c.parent_id).toBe(2);
        for (const g of c.children) expect(g.level).toBe(3);
      }
      expect(Number(root.children_count)).toBe(root.children.length);
    });

    it('orders children by position, then name, and leaves out inactive categories', () => {
      expect(root.children).toEqual([...root.children].sort(byPositionThenName));
      for (const c of root.children)
        expect(c.children).toEqual([...c.children].sort(byPositionThenName));
      expect(root.children.map((c: AnyJson) => c.url_path)).not.toContain(
        DEMO_FACTS.categories.inactive,
      );
      const lighting = root.children.find((c: AnyJson) => c.url_path === 'lighting');
      // Floor Lamps and Table Lamps share position 1: name decides.
      expect(lighting.children.map((c: AnyJson) => c.name).slice(0, 2)).toEqual([
        'Floor Lamps',
        'Table Lamps',
      ]);
      const menu = root.children
        .filter((c: AnyJson) => c.include_in_menu === 0)
        .map((c: AnyJson) => c.url_path);
      expect(menu.sort()).toEqual(['options', 'services']);
    });

    it('gives categories absolute images, breadcrumbs, product counts and custom attributes', async () => {
      const seating = root.children.find((c: AnyJson) => c.url_path === 'seating');
      const lounge = seating.children.find(
        (c: AnyJson) => c.url_path === DEMO_FACTS.configurable.categoryPath,
      );
      expect(lounge.canonical_url).toBe(DEMO_FACTS.configurable.categoryPath);
      expect(lounge.image).toMatch(/^http:\/\/localhost:4000\/media\/catalog\/category\/.+\.svg$/);
      expect(lounge.breadcrumbs).toEqual([
        { category_name: 'Seating', category_level: 2, category_url_path: 'seating' },
      ]);
      const listed = await t.gql(
        `{ products(filter: { category_url_path: { eq: "${lounge.url_path}" } }) { total_count } }`,
      );
      expect(lounge.product_count).toBe(listed.data.products.total_count);
      const attrs = Object.fromEntries(
        lounge.custom_attributes.map((a: AnyJson) => [a.attribute_code, a.value]),
      );
      expect(attrs.url_path).toBe(lounge.url_path);
      expect(attrs.url_key).toBe('lounge-chairs');
    });

    it('filters by url_path, parent uid, ids and name', async () => {
      const r =
        await t.gql(`{ byPath: categoryList(filters: { url_path: { eq: "${DEMO_FACTS.categories.casterWheels.urlPath}" } }) { name level url_path breadcrumbs { category_url_path } }
        children: categories(filters: { parent_id: { eq: "2" } }, pageSize: 50) { total_count items { name level } }
        named: categories(filters: { name: { match: "Lamps" } }) { items { name } } }`);
      expect(r.errors).toBeUndefined();
      expect(r.data.byPath).toEqual([
        {
          name: 'Caster Wheels',
          level: 3,
          url_path: 'options/caster-wheels',
          breadcrumbs: [{ category_url_path: 'options' }],
        },
      ]);
      expect(r.data.children.items.every((c: AnyJson) => c.level === 2)).toBe(true);
      expect(r.data.named.items.map((c: AnyJson) => c.name).sort()).toEqual([
        'Floor Lamps',
        'Table Lamps',
      ]);
      const short = await t.gql(
        '{ categories(filters: { name: { match: "La" } }) { total_count } }',
      );
      expect(short.errors?.[0]?.message).toBe('Invalid match filter. Minimum length is 3.');
    });

    it('pages the category list and rejects pages beyond the end', async () => {
      const r = await t.gql(
        '{ categories(filters: { parent_id: { eq: "2" } }, pageSize: 3, currentPage: 2) { total_count page_info { page_size current_page total_pages } items { name } } }',
      );
      const c = r.data.categories;
      expect(c.page_info).toEqual({
        page_size: 3,
        current_page: 2,
        total_pages: Math.ceil(c.total_count / 3),
      });
      expect(c.items).toHaveLength(3);
      const over = await t.gql(
        '{ categories(filters: { parent_id: { eq: "2" } }, pageSize: 50, currentPage: 3) { total_count } }',
      );
      expect(over.errors?.[0]?.message).toBe(
        'currentPage value 3 specified is greater than the 1 page(s) available.',
      );
    });

    it('lists products of a category with paging', async () => {
      const r = await t.gql(
        `{ categoryList(filters: { url_path: { eq: "seating" } }) { product_count products(pageSize: 5, sort: { name: ASC }) { total_count page_info { page_size total_pages } items { name } } } }`,
      );
      const cat = r.data.categoryList[0];
      expect(cat.products.total_count).toBe(cat.product_count);
      expect(cat.products.items).toHaveLength(5);
      const names = cat.products.items.map((i: AnyJson) => i.name.toLowerCase());
      expect(names).toEqual([...names].sort());
    });
  });

  describe('route and urlResolver', () => {
    const ROUTE = `query R($url: String!) { route(url: $url) { __typename relative_url redirect_code type
      ... on ProductInterface { sku name url_key } ... on CategoryTree { uid name url_path level } } }`;

    it('resolves a product URL with or without a leading slash', async () => {
      for (const url of [
        DEMO_FACTS.configurable.requestPath,
        `/${DEMO_FACTS.configurable.requestPath}`,
      ]) {
        const r = await t.gql(ROUTE, { url });
        expect(r.data.route).toMatchObject({
          __typename: 'ConfigurableProduct',
          sku: DEMO_FACTS.configurable.sku,
          relative_url: DEMO_FACTS.configurable.requestPath,
          redirect_code: 0,
          type: 'PRODUCT',
        });
      }
    });

    it('resolves a category URL to its CategoryTree', async () => {
      const r = await t.gql(ROUTE, { url: `/${DEMO_FACTS.categories.casterWheels.urlPath}` });
      expect(r.data.route).toMatchObject({
        __typename: 'CategoryTree',
        name: 'Caster Wheels',
        url_path: 'options/caster-wheels',
        relative_url: 'options/caster-wheels',
        redirect_code: 0,
        type: 'CATEGORY',
        level: 3,
      });
    });

    it('follows permanent redirects, including the legacy caster-wheels path', async () => {
      const legacy = await t.gql(ROUTE, {
        url: `/${DEMO_FACTS.categories.casterWheels.legacyPath}`,
      });
      expect(legacy.data.route).toMatchObject({
        relative_url: 'options/caster-wheels',
        redirect_code: 301,
        type: 'CATEGORY',
      });
      const product = await t.gql(ROUTE, { url: DEMO_FACTS.productRedirect.from });
      expect(product.data.route).toMatchObject({
        relative_url: DEMO_FACTS.productRedirect.to,
        redirect_code: 301,
        sku: DEMO_FACTS.configurable.sku,
      });
    });

    it('answers null for unknown URLs and for disabled products', async () => {
      for (const url of ['no-such-page.html', '/', 'seating/nope']) {
        const r = await t.gql(ROUTE, { url });
        expect(r.errors).toBeUndefined();
        expect(r.data.route).toBeNull();
      }
      const disabled = await t.handle.db
        .selectFrom('product')
        .select('url_key')
        .where('sku', '=', DEMO_FACTS.disabled.sku)
        .executeTakeFirstOrThrow();
      const r = await t.gql(ROUTE, { url: `${disabled.url_key}.html` });
      expect(r.data.route).toBeNull();
    });

    it('reports a rewrite whose entity is gone as no-such-entity', async () => {
      await t.handle.db
        .insertInto('url_rewrite')
        .values({
          request_path: 'ghost-product.html',
          entity_type: 'product',
          entity_id: 999999,
          target_path: 'ghost-product.html',
          redirect_type: 0,
        })
        .execute();
      const r = await t.gql(ROUTE, { url: 'ghost-product.html' });
      expect(r.errors?.[0]?.message).toBe(
        'No such entity found with matching URL key: ghost-product.html',
      );
      expect(r.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
    });

    it('serves the deprecated urlResolver', async () => {
      const r = await t.gql(
        `{ urlResolver(url: "${DEMO_FACTS.configurable.requestPath}") { entity_uid id relative_url redirectCode type } }`,
      );
      const u = r.data.urlResolver;
      expect(u).toMatchObject({
        relative_url: DEMO_FACTS.configurable.requestPath,
        redirectCode: 0,
        type: 'PRODUCT',
      });
      expect(unb64(u.entity_uid)).toBe(String(u.id));
      const none = await t.gql('{ urlResolver(url: "missing.html") { id } }');
      expect(none.data.urlResolver).toBeNull();
    });
  });

  it('describes attributes and navigation settings for the storefront', async () => {
    const r =
      await t.gql(`{ getProductAttributeList { items { attribute_code default_frontend_label frontend_input options { label value } } }
      getVisitureAttributesFields { attribute_code position collapsed } }`);
    expect(r.errors).toBeUndefined();
    const fabric = r.data.getProductAttributeList.items.find(
      (a: AnyJson) => a.attribute_code === 'fabric',
    );
    expect(fabric.frontend_input).toBe('select');
    expect(fabric.options.length).toBeGreaterThan(1);
    expect(fabric.options[0].value).toMatch(/^\d+$/);
    const fields = r.data.getVisitureAttributesFields;
    expect(fields.map((f: AnyJson) => f.attribute_code)).toContain('visiture_category_filter');
    const positions = fields.map((f: AnyJson) => f.position);
    expect(positions).toEqual([...positions].sort((a: number, b: number) => a - b));
  });
});
