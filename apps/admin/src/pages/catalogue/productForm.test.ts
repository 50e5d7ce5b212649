// The product form's values from the API's product, its checks, and the input it sends: only the
// changed fields, emptied optional fields as null, amounts and quantities as numbers.
import { describe, expect, it } from 'vitest';
import type { AdminProductFieldsFragment } from '../../generated/graphql';
import { categoryPaths, categoryTree, type Category } from './labels';
import { inputOf, productSchema, valuesOf } from './productForm';

const product: AdminProductFieldsFragment = {
  id: 7,
  sku: 'CH-1',
  type_id: 'simple',
  parent_id: null,
  name: 'Harbour Chair',
  url_key: 'harbour-chair',
  description: null,
  short_description: 'Stacks ten high.',
  price: 129.5,
  special_price: null,
  special_from_date: '2026-12-01T00:00:00.000Z',
  special_to_date: null,
  qty: 4,
  in_stock: true,
  status: 'ENABLED',
  visibility: 'CATALOG_SEARCH',
  category_ids: [3, 9],
  images: [],
};

describe('product form', () => {
  it('shows amounts with two decimals, dates as days and empty texts for nulls', () => {
    expect(valuesOf(product)).toMatchObject({
      price: '129.50',
      special_price: '',
      special_from_date: '2026-12-01',
      special_to_date: '',
      description: '',
      qty: '4',
      in_stock: 'yes',
      category_ids: ['3', '9'],
    });
  });

  it('sends only the changed fields, as the API types them', () => {
    const v = {
      ...valuesOf(product),
      name: '  Harbour Chair II ',
      price: '149',
      short_description: '',
      special_price: '99.99',
      qty: '0',
      in_stock: 'no' as const,
      category_ids: ['9'],
    };
    const dirty = {
      name: true,
      price: true,
      short_description: true,
      special_price: true,
      qty: true,
      in_stock: true,
      category_ids: true,
    };
    expect(inputOf(v, dirty)).toEqual({
      name: 'Harbour Chair II',
      price: 149,
      short_description: null,
      special_price: 99.99,
      qty: 0,
      in_stock: false,
      category_ids: [9],
    });
    expect(inputOf(v, {})).toEqual({});
    expect(inputOf({ ...v, special_price: ' ' }, { special_price: true })).toEqual({
      special_price: null,
    });
  });

  it('refuses amounts with more than two decimals and an end before the start', () => {
    const bad = productSchema.safeParse({
      ...valuesOf(product),
      price: '12.345',
      special_from_date: '2026-12-10',
      special_to_date: '2026-12-01',
    });
    expect(bad.success).toBe(false);
    const fields = bad.error?.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['price', 'special_to_date']));
    expect(productSchema.safeParse(valuesOf(product)).success).toBe(true);
  });
});

describe('category tree', () => {
  const cat = (id: number, parent: number | null, name: string, position: number): Category => ({
    id,
    parent_id: parent,
    name,
    url_key: name.toLowerCase(),
    url_path: name.toLowerCase(),
    level: parent === null ? 1 : 2,
    position,
    is_active: true,
    include_in_menu: true,
  });

  it('nests children under their parents in position order, with name paths', () => {
    const list = [
      cat(5, 2, 'Tables', 2),
      cat(2, null, 'Default Category', 1),
      cat(4, 2, 'Seating', 1),
    ];
    const tree = categoryTree(list);
    expect(tree.map((n) => n.name)).toEqual(['Default Category']);
    expect(tree[0]?.children.map((n) => n.name)).toEqual(['Seating', 'Tables']);
    expect(categoryPaths(list).map((p) => p.path)).toEqual([
      'Default Category',
      'Default Category / Seating',
      'Default Category / Tables',
    ]);
  });
});
