// The console's categories and images (issue 26): rename, new URL key, move and disable a
// category, with its URL rewrites (and those of everything below it) kept consistent, old paths
// redirecting permanently; add, label, reorder and remove a product's images. The storefront API
// shows each change at its next answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FACTS } from '../src/seed/facts.js';
import type { AnyJson } from './support/app.js';
import { startCatalogAdmin, type CatalogAdminApp } from './support/catalog-admin-app.js';
import { testDbKinds } from './support/db.js';

const ROUTE = `query ($u: String!) { route(url: $u) { type relative_url redirect_code } }`;
const CHILDREN = `query ($id: String!) { categoryList(filters: { ids: { eq: $id } }) { name url_path children { name url_path } } }`;
const MEDIA = `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items {
  image { url label } media_gallery { url label } } } }`;

describe.each(testDbKinds())('console categories and images (%s)', (kind) => {
  let t: CatalogAdminApp;
  const category = (urlPath: string) =>
    t.db
      .selectFrom('category')
      .selectAll()
      .where('url_path', '=', urlPath)
      .executeTakeFirstOrThrow();
  const route = async (u: string) => (await t.storefront(ROUTE, { u })).route as AnyJson;

  beforeAll(async () => {
    t = await startCatalogAdmin(kind);
  });
  afterAll(async () => t?.close());

  it('renames a category and gives it a new URL key: it and its children move, old paths redirect', async () => {
    const seating = await category('seating');
    const [child] = await t.db
      .selectFrom('category')
      .select(['id', 'url_path'])
      .where('parent_id', '=', seating.id)
      .orderBy('id')
      .execute();
    expect(child).toBeDefined();
    const oldChildPath = child?.url_path as string;
    const r = await t.tx((tx) =>
      t.admin.categories.update(
        tx,
        seating.id,
        { name: 'Chairs & Sofas', urlKey: 'chairs' },
        t.now(),
      ),
    );
    expect(r.ok && r.value.after).toMatchObject({ name: 'Chairs & Sofas', urlPath: 'chairs' });
    expect(await route('chairs')).toEqual({
      type: 'CATEGORY',
      relative_url: 'chairs',
      redirect_code: 0,
    });
    expect(await route('seating')).toEqual({
      type: 'CATEGORY',
      relative_url: 'chairs',
      redirect_code: 301,
    });
    const newChildPath = oldChildPath.replace(/^seating\//, 'chairs/');
    expect(await route(oldChildPath)).toEqual({
      type: 'CATEGORY',
      relative_url: newChildPath,
      redirect_code: 301,
    });
    const listed = await t.storefront(CHILDREN, { id: String(seating.id) });
    expect(listed.categoryList[0].name).toBe('Chairs & Sofas');
    expect(listed.categoryList[0].children.map((c: AnyJson) => c.url_path)).toContain(newChildPath);

    // Back again: the canonical path returns and no redirect points at a path that redirects.
    await t.tx((tx) => t.admin.categories.update(tx, seating.id, { urlKey: 'seating' }, t.now()));
    expect(await route('seating')).toEqual({
      type: 'CATEGORY',
      relative_url: 'seating',
      redirect_code: 0,
    });
    expect(await route('chairs')).toEqual({
      type: 'CATEGORY',
      relative_url: 'seating',
      redirect_code: 301,
    });
    expect(await route(oldChildPath)).toEqual({
      type: 'CATEGORY',
      relative_url: oldChildPath,
      redirect_code: 0,
    });
  });

  it('refuses a URL key another category has, or a move below itself, field by field', async () => {
    const seating = await category('seating');
    const lounge = await category(DEMO_FACTS.configurable.categoryPath);
    const clash = await t.tx((tx) =>
      t.admin.categories.update(tx, seating.id, { urlKey: 'tables' }, t.now()),
    );
    expect(clash.ok ? null : clash.failure).toEqual([
      {
        field: 'urlKey',
        message: expect.stringContaining('The URL path tables is used by category'),
      },
    ]);
    const below = await t.tx((tx) =>
      t.admin.categories.move(tx, seating.id, { parentId: lounge.id, position: 0 }, t.now()),
    );
    expect(below.ok ? null : below.failure).toEqual([
      { field: 'parentId', message: 'A category cannot move below itself or its children.' },
    ]);
    const bad = await t.tx((tx) =>
      t.admin.categories.update(tx, seating.id, { name: '', urlKey: 'No Spaces' }, t.now()),
    );
    expect(bad.ok ? [] : bad.failure.map((f) => f.field).sort()).toEqual(['name', 'urlKey']);
  });

  it('moves a category under another parent at a place among its children; its products follow', async () => {
    const lounge = await category(DEMO_FACTS.configurable.categoryPath);
    const tables = await category('tables');
    const r = await t.tx((tx) =>
      t.admin.categories.move(tx, lounge.id, { parentId: tables.id, position: 0 }, t.now()),
    );
    expect(r.ok && r.value.after).toMatchObject({
      parentId: tables.id,
      urlPath: 'tables/lounge-chairs',
      level: tables.level + 1,
    });
    const moved = await category('tables/lounge-chairs');
    expect(moved.path).toBe(`${tables.path}/${lounge.id}`);
    const children = (await t.storefront(CHILDREN, { id: String(tables.id) })).categoryList[0]
      .children;
    expect(children[0].url_path).toBe('tables/lounge-chairs');
    expect(await route(DEMO_FACTS.configurable.categoryPath)).toEqual({
      type: 'CATEGORY',
      relative_url: 'tables/lounge-chairs',
      redirect_code: 301,
    });
    const listing = await t.storefront(
      `{ products(filter: { category_url_path: { eq: "tables/lounge-chairs" } }, pageSize: 100) { items { sku } } }`,
    );
    expect(listing.products.items.map((i: AnyJson) => i.sku)).toContain(
      DEMO_FACTS.configurable.sku,
    );
  });

  it('disables a category: the storefront no longer routes to it or lists it; enabling brings it back', async () => {
    const tables = await category('tables');
    await t.tx((tx) => t.admin.categories.update(tx, tables.id, { isActive: false }, t.now()));
    expect(await route('tables')).toBeNull();
    const all = await t.storefront(`{ categoryList { children { url_path } } }`);
    expect(all.categoryList[0].children.map((c: AnyJson) => c.url_path)).not.toContain('tables');
    await t.tx((tx) => t.admin.categories.update(tx, tables.id, { isActive: true }, t.now()));
    expect((await route('tables')).type).toBe('CATEGORY');
    const tree = await t.admin.categories.tree(t.db);
    expect(tree.find((c) => c.id === tables.id)?.isActive).toBe(true);
  });

  it('adds, labels, reorders and removes images; the first is the main image', async () => {
    const p = await t.db
      .selectFrom('product')
      .select(['id', 'sku'])
      .where('sku', '=', DEMO_FACTS.outOfStock.sku)
      .executeTakeFirstOrThrow();
    const media = async () =>
      (await t.storefront(MEDIA, { sku: p.sku })).products.items[0] as AnyJson;
    const before = await media();
    const added = await t.tx((tx) =>
      t.admin.images.add(tx, p.id, {
        file: 'https://cdn.example.com/nightstand-top.jpg',
        label: 'Top view',
      }),
    );
    if (!added.ok) throw new Error(JSON.stringify(added.failure));
    const newId = added.value.after.at(-1)?.id as number;
    expect((await media()).media_gallery.at(-1)).toEqual({
      url: 'https://cdn.example.com/nightstand-top.jpg',
      label: 'Top view',
    });

    const order = [newId, ...added.value.before.map((i) => i.id)];
    const reordered = await t.tx((tx) => t.admin.images.reorder(tx, p.id, order));
    expect(reordered.ok && reordered.value.after.map((i) => i.id)).toEqual(order);
    await t.tx((tx) => t.admin.images.setLabel(tx, p.id, newId, 'Top view, oak'));
    const now = await media();
    expect(now.image).toEqual({
      url: 'https://cdn.example.com/nightstand-top.jpg',
      label: 'Top view, oak',
    });
    expect(now.media_gallery[0].label).toBe('Top view, oak');

    const bad = await t.tx((tx) =>
      t.admin.images.add(tx, p.id, { file: 'javascript:alert(1)', label: '' }),
    );
    expect(bad.ok ? [] : bad.failure.map((f) => f.field).sort()).toEqual(['file', 'label']);
    const partial = await t.tx((tx) => t.admin.images.reorder(tx, p.id, [newId]));
    expect(partial.ok).toBe(added.value.before.length === 0);

    await t.tx((tx) => t.admin.images.remove(tx, p.id, newId));
    expect(await media()).toEqual(before);
  });
});
