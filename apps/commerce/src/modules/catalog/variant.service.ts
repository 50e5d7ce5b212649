// Configurable products' variants (docs/decisions/0110): their options, and which variant and
// which option values a partial choice leaves available (configurable_product_options_selection).
// Reads go through the request's catalogue loaders, so a listing's products share their queries.
import type { RequestContext } from '../../context.js';
import { decodeUid } from '../../shared/ids.js';
import type { AttributeCatalog } from './attribute.service.js';
import type { CategoryService } from './category.service.js';
import { catalogLoaders } from './loaders.js';
import { gallery, type GalleryItem } from './product-media.js';
import { shapeConfigurable, type ConfigurableShape } from './product-options.js';
import type { ProductRow, ProductService } from './product.service.js';

/** A configurable product's enabled variants with its options and each variant's values. */
export interface Configurable extends ConfigurableShape {
  variants: ProductRow[];
}

type ConfigurableOption = ConfigurableShape['options'][number];

/** What a choice of option values leaves: the variant it names, and the values still available. */
export interface VariantSelection {
  /** The variant, once a value of every option is chosen and exactly one variant carries them. */
  variant: ProductRow | null;
  /** The variant's gallery when one is named, else the product's. */
  media: GalleryItem[];
  /**
   * Every option with, for each of its values, whether some variant carries it together with the
   * values chosen for the other options.
   */
  options: {
    option: ConfigurableOption;
    values: { value: ConfigurableOption['values'][number]; available: boolean }[];
  }[];
}

export class VariantService {
  constructor(
    private readonly deps: {
      products: ProductService;
      categories: CategoryService;
      attributes: AttributeCatalog;
      mediaBaseUrl: string;
    },
  ) {}

  async configurable(ctx: RequestContext, product: ProductRow): Promise<Configurable> {
    const L = this.loaders(ctx);
    const [configAttrs, variants] = await Promise.all([
      L.configurableAttributes.load(product.id),
      L.variants.load(product.id),
    ]);
    const values = await L.attributeValues.loadMany(variants.map((v) => v.id));
    return {
      variants,
      ...shapeConfigurable(
        product,
        configAttrs,
        variants,
        values,
        this.deps.attributes,
        this.deps.mediaBaseUrl,
      ),
    };
  }

  /** The selection of `product` given the chosen option value uids (configurable/<attribute_id>/<option_id>). */
  async selection(
    ctx: RequestContext,
    product: ProductRow,
    valueUids: readonly string[],
  ): Promise<VariantSelection> {
    const { variant, options } = selectVariant(await this.configurable(ctx, product), valueUids);
    const media = await this.loaders(ctx).media.load(variant?.id ?? product.id);
    return {
      variant,
      media: gallery(media, (variant ?? product).name, this.deps.mediaBaseUrl),
      options,
    };
  }

  private loaders(ctx: RequestContext) {
    return catalogLoaders(ctx, this.deps.products, this.deps.categories);
  }
}

/** The variant a choice of option value uids names, and which values stay available beside it. */
export function selectVariant(
  { variants, options, selections }: Configurable,
  valueUids: readonly string[],
): Omit<VariantSelection, 'media'> {
  const chosen = new Map<number, number>();
  for (const uid of valueUids) {
    const m = /^configurable\/(\d+)\/(\d+)$/.exec(decodeUid(uid) ?? '');
    if (m) chosen.set(Number(m[1]), Number(m[2]));
  }
  // Whether a variant carries every chosen value, the one of attribute `skip` aside.
  const matches = (variantId: number, skip?: number) =>
    [...chosen].every(([a, o]) => a === skip || selections.get(variantId)?.get(a) === o);
  const remaining = variants.filter((v) => matches(v.id));
  return {
    variant:
      chosen.size === options.length && remaining.length === 1 ? (remaining[0] ?? null) : null,
    options: options.map((option) => ({
      option,
      values: option.values.map((value) => ({
        value,
        available: variants.some(
          (x) =>
            matches(x.id, option.attribute_id_v2) &&
            selections.get(x.id)?.get(option.attribute_id_v2) === value.value_index,
        ),
      })),
    })),
  };
}
