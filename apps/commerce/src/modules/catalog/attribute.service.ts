// The attribute catalogue. It also shapes the GraphQL schema (filter inputs, product fields), so it
// is read once when the server is built; attribute changes take effect with the next start.
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import type { FrontendInput } from './tables.js';

export interface AttributeOption {
  id: number;
  label: string;
  position: number;
  swatch_type: 'color' | 'image' | 'text' | null;
  swatch_value: string | null;
}

export interface AttributeDef {
  id: number;
  code: string;
  label: string;
  frontend_input: FrontendInput;
  is_filterable: boolean;
  /** Searched by full-text search (attributesList.is_searchable). */
  is_searchable: boolean;
  is_visible_on_front: boolean;
  /** Offered in product comparison (CompareList.attributes). */
  is_comparable: boolean;
  position: number;
  collapsed: boolean;
  options: AttributeOption[];
}

/** The storefront's code for the category filter in getVisitureAttributesFields. */
export const CATEGORY_FILTER_CODE = 'visiture_category_filter';

export class AttributeCatalog {
  private constructor(
    readonly all: readonly AttributeDef[],
    private readonly byId: Map<number, AttributeDef>,
    private readonly optionById: Map<number, AttributeOption>,
    /** Keys of product.attributes starting with marketing_sku_. */
    readonly marketingSkuKeys: readonly string[],
  ) {}

  static async load(db: Db): Promise<AttributeCatalog> {
    const [attrs, options, keys] = await Promise.all([
      db.selectFrom('attribute').selectAll().orderBy('position').orderBy('id').execute(),
      db.selectFrom('attribute_option').selectAll().orderBy('position').orderBy('id').execute(),
      db
        .selectFrom('product')
        .select((eb) => eb.fn<string>('jsonb_object_keys', ['attributes']).as('key'))
        .distinct()
        .execute(),
    ]);
    const defs: AttributeDef[] = attrs.map((a) => ({
      id: a.id,
      code: a.code,
      label: a.label,
      frontend_input: a.frontend_input,
      is_filterable: a.is_filterable,
      is_searchable: a.is_searchable,
      is_visible_on_front: a.is_visible_on_front,
      is_comparable: a.is_comparable,
      position: a.position,
      collapsed: a.collapsed,
      options: options
        .filter((o) => o.attribute_id === a.id)
        .map((o) => ({
          id: o.id,
          label: o.label,
          position: o.position,
          swatch_type: o.swatch_type,
          swatch_value: o.swatch_value,
        })),
    }));
    const optionById = new Map(defs.flatMap((d) => d.options.map((o) => [o.id, o] as const)));
    const marketing = keys
      .map((k) => k.key)
      .filter((k) => /^marketing_sku_[A-Za-z0-9_]+$/.test(k))
      .sort();
    return new AttributeCatalog(defs, new Map(defs.map((d) => [d.id, d])), optionById, marketing);
  }

  attribute(id: number): AttributeDef | undefined {
    return this.byId.get(id);
  }

  option(id: number): AttributeOption | undefined {
    return this.optionById.get(id);
  }

  /** Attributes that filter listings and produce aggregations (option-valued only). */
  filterable(): AttributeDef[] {
    return this.all.filter((a) => a.is_filterable && isOptionInput(a.frontend_input));
  }

  productAttributeList(_ctx: RequestContext): AttributeDef[] {
    return this.all.filter((a) => a.is_visible_on_front);
  }

  /** Layered-navigation display settings, the category filter first unless positions say otherwise. */
  navigationFields(
    _ctx: RequestContext,
  ): { attribute_code: string; position: number; collapsed: boolean }[] {
    return [
      { attribute_code: CATEGORY_FILTER_CODE, position: 0, collapsed: false },
      ...this.filterable().map((a) => ({
        attribute_code: a.code,
        position: a.position,
        collapsed: a.collapsed,
      })),
    ].sort((a, b) => a.position - b.position);
  }
}

export const isOptionInput = (input: FrontendInput): boolean =>
  input === 'select' || input === 'multiselect' || input === 'boolean';
