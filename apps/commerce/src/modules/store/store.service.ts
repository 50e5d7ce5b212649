// Store views and the directory (countries, regions).
import type { Config } from '../../config.js';
import type { RequestContext, StoreView } from '../../context.js';
import type { Db } from '../../db/index.js';
import { groupBy } from '../../shared/loader.js';
import { buildStoreConfig } from './store-config.js';
import { failWith, ok, type Result } from '../../shared/result.js';

export interface CountryView {
  id: string;
  two_letter_abbreviation: string;
  three_letter_abbreviation: string;
  full_name_locale: string;
  full_name_english: string;
  available_regions: { id: number; code: string; name: string }[] | null;
}

export type StoreLookup = Result<StoreView, 'not-found' | 'disabled'>;

export class StoreService {
  private views = new Map<string, StoreView>();
  private defaultCode = 'charter_hospitality';
  private countries: CountryView[] = [];

  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {}

  /** Loads store views and the directory. Both change only with a deploy, so they live in memory. */
  async load(): Promise<void> {
    const [stores, countries, regions] = await Promise.all([
      this.db.selectFrom('store').selectAll().orderBy('sort_order').orderBy('id').execute(),
      this.db.selectFrom('country').selectAll().orderBy('name').execute(),
      this.db.selectFrom('region').selectAll().orderBy('name').execute(),
    ]);
    const byCountry = groupBy(regions, (r) => r.country_id);
    this.countries = countries.map((c) => ({
      id: c.id,
      two_letter_abbreviation: c.id,
      three_letter_abbreviation: c.iso3,
      full_name_locale: c.name,
      full_name_english: c.name,
      available_regions:
        byCountry.get(c.id)?.map((r) => ({ id: r.id, code: r.code, name: r.name })) ?? null,
    }));
    const allowed = countries.map((c) => c.id).join(',');
    this.views = new Map(
      stores.map((s) => [s.code, { store: s, config: buildStoreConfig(s, this.config, allowed) }]),
    );
    this.defaultCode =
      stores.find((s) => s.is_default)?.code ?? stores[0]?.code ?? this.defaultCode;
  }

  /** Resolves the `Store` header; absent or empty means the default view. */
  resolve(code: string | undefined): StoreLookup {
    const view = this.views.get(code?.trim() || this.defaultCode);
    if (!view) return failWith('not-found');
    if (!view.store.is_active) return failWith('disabled');
    return ok(view);
  }

  availableStores(ctx: RequestContext, useCurrentGroup: boolean): StoreView[] {
    const current = ctx.storeView.store;
    return [...this.views.values()].filter(
      (v) =>
        v.store.is_active &&
        v.store.website_id === current.website_id &&
        (!useCurrentGroup || v.store.group_code === current.group_code),
    );
  }

  listCountries(_ctx: RequestContext): CountryView[] {
    return this.countries;
  }

  findCountry(_ctx: RequestContext, id: string): CountryView | null {
    const code = id.trim().toUpperCase();
    return this.countries.find((c) => c.id === code) ?? null;
  }
}
