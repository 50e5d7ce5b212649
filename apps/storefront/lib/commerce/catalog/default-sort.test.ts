// Default sorts (spec §defaults): position ascending in categories (or the store's default sort),
// relevance descending in search; the shopper's own choice always wins.
import { describe, expect, it, vi } from 'vitest';
import type { StoreConfigQuery } from '@/lib/commerce/generated/graphql';

type ApiStoreConfig = NonNullable<StoreConfigQuery['storeConfig']>;

vi.mock('server-only', () => ({}));
const { resolveListingSettings } = await import('./catalog');
const { toStoreConfig } = await import('./store-config');

const stock = toStoreConfig(null, 'default');
const byName = toStoreConfig({ catalog_default_sort_by: 'name' } as ApiStoreConfig, 'default');
const category = { kind: 'category', categoryUid: 'MTI=' } as const;
const search = { kind: 'search', search: 'linen' } as const;
const unsorted = { page: 1, filters: [] };

describe('default listing sort', () => {
  it('is position ascending in a category', () => {
    expect(resolveListingSettings(category, unsorted, stock).sort).toEqual({
      field: 'position',
      dir: 'ASC',
    });
  });

  it('is the store’s default sort in a category when the store sets one, else the category’s own', () => {
    expect(resolveListingSettings(category, unsorted, byName).sort).toEqual({
      field: 'name',
      dir: 'ASC',
    });
    expect(
      resolveListingSettings({ ...category, defaultSortBy: 'price' }, unsorted, byName).sort,
    ).toEqual({ field: 'price', dir: 'ASC' });
  });

  it('is relevance descending in search, whatever the store’s category default', () => {
    for (const config of [stock, byName])
      expect(resolveListingSettings(search, unsorted, config).sort).toEqual({
        field: 'relevance',
        dir: 'DESC',
      });
  });

  it('gives way to the shopper’s choice', () => {
    const chosen = { ...unsorted, sort: { field: 'price', dir: 'DESC' } as const };
    expect(resolveListingSettings(search, chosen, stock).sort).toEqual({
      field: 'price',
      dir: 'DESC',
    });
    expect(resolveListingSettings(category, chosen, stock).sort).toEqual({
      field: 'price',
      dir: 'DESC',
    });
  });
});
