// Concrete product types: the shared fields plus what each type adds.
import type { RequestContext } from '../../context.js';
import { downloadableLinkUid, giftCardAmountUid, giftCardFieldUid } from '../../shared/ids.js';
import {
  GIFT_CARD_FIELDS,
  GIFT_CARD_MESSAGE_MAX_LENGTH,
  giftCardSettings,
  isGiftCardFieldRequired,
} from './gift-card-options.js';
import { centsToFloat } from '../../shared/money.js';
import type { CatalogDeps } from './deps.js';
import { catalogLoaders } from './loaders.js';
import { shapeCustomOption } from './product-options.js';
import { pdfUrl } from './product-media.js';
import { productFieldResolvers, type ProductSource } from './product.resolvers.js';
import type { VariantSelection } from './variant.service.js';
import type { Answer, ResolverMap } from '../../graphql/resolvers.js';

type ProductTypeName =
  | 'SimpleProduct'
  | 'VirtualProduct'
  | 'ConfigurableProduct'
  | 'GiftCardProduct'
  | 'GroupedProduct'
  | 'DownloadableProduct';

const TYPE_NAMES: Record<string, ProductTypeName> = {
  simple: 'SimpleProduct',
  virtual: 'VirtualProduct',
  configurable: 'ConfigurableProduct',
  giftcard: 'GiftCardProduct',
  grouped: 'GroupedProduct',
  downloadable: 'DownloadableProduct',
};

export const productTypeName = (p: { type_id: string }): ProductTypeName =>
  TYPE_NAMES[p.type_id] ?? 'SimpleProduct';

/**
 * PhysicalProductInterface's type: a virtual product is not one. No field answers that interface,
 * so graphql never asks; for a virtual product it would report an error, as it did before.
 */
const physicalTypeName = (p: { type_id: string }) => {
  const name = productTypeName(p);
  return name === 'VirtualProduct' || name === 'DownloadableProduct' ? null : name;
};

export function productTypeResolvers(deps: CatalogDeps): ResolverMap {
  const common = productFieldResolvers(deps);
  const L = (ctx: RequestContext) => catalogLoaders(ctx, deps.products, deps.categories);

  const giftcard = (p: ProductSource) => giftCardSettings(p);
  const { options: _options, ...withoutOptions } = common;
  const links = async (p: ProductSource, ctx: RequestContext) =>
    (await L(ctx).downloadables.load(p.id)).links.map((l): Answer<'DownloadableProductLinks'> => ({
      uid: downloadableLinkUid(l.id),
      id: l.id,
      title: l.title,
      sort_order: l.sort_order,
      // Links are not bought separately: each is included in the product's price.
      price: 0,
      sample_url: l.sample_file ? pdfUrl(deps.config.mediaBaseUrl, l.sample_file) : null,
      is_shareable: false,
      number_of_downloads: l.number_of_downloads,
      link_type: 'FILE',
      sample_type: l.sample_file ? 'FILE' : null,
      // Never the private file's path.
      sample_file: null,
    }));
  const samples = async (p: ProductSource, ctx: RequestContext) =>
    (await L(ctx).downloadables.load(p.id)).samples.map(
      (x): Answer<'DownloadableProductSamples'> => ({
        id: x.id,
        title: x.title,
        sort_order: x.sort_order,
        sample_url: pdfUrl(deps.config.mediaBaseUrl, x.file),
        sample_type: 'FILE',
        sample_file: null,
      }),
    );

  return {
    SimpleProduct: { ...common },
    VirtualProduct: { ...common },
    ConfigurableProduct: {
      ...common,
      configurable_options: async (p, _, ctx) => (await deps.variants.configurable(ctx, p)).options,
      variants: async (p, _, ctx) => {
        const { variants, options, selections } = await deps.variants.configurable(ctx, p);
        return variants.map((v): Answer<'ConfigurableVariant'> => ({
          product: v,
          attributes: options.flatMap((o) => {
            const optionId = selections.get(v.id)?.get(o.attribute_id_v2);
            const value = o.values.find((x) => x.value_index === optionId);
            return value
              ? [
                  {
                    code: o.attribute_code,
                    label: value.label,
                    value_index: value.value_index,
                    uid: value.uid,
                  },
                ]
              : [];
          }),
        }));
      },
      configurable_product_options_selection: async (p, args, ctx) =>
        shapeOptionsSelection(
          await deps.variants.selection(ctx, p, args.configurableOptionValueUids ?? []),
        ),
    },
    GroupedProduct: {
      // Not a CustomizableProductInterface: a set has no options of its own (as in Magento).
      ...withoutOptions,
      items: async (p, _, ctx) =>
        (await L(ctx).groupedItems.load(p.id)).map((i): Answer<'GroupedProductItem'> => ({
          position: i.position,
          qty: i.qty,
          product: i.product,
        })),
    },
    DownloadableProduct: {
      ...common,
      downloadable_product_links: async (p, _, ctx) => links(p, ctx),
      downloadable_product_samples: async (p, _, ctx) => samples(p, ctx),
      links_purchased_separately: () => 0,
      links_title: () => 'Downloads',
    },
    // The cart's downloadable line (modules/cart) lists its product's links and samples.
    DownloadableCartItem: {
      links: (i, _, ctx) => links(i.product as ProductSource, ctx),
      samples: (i, _, ctx) => samples(i.product as ProductSource, ctx),
    },
    GiftCardProduct: {
      ...common,
      giftcard_amounts: (p) =>
        giftcard(p).amounts.map((cents, i): Answer<'GiftCardAmounts'> => ({
          uid: giftCardAmountUid(cents),
          value_id: i + 1,
          website_id: 0,
          value: centsToFloat(cents),
          attribute_id: null,
          website_value: centsToFloat(cents),
        })),
      allow_open_amount: (p) => giftcard(p).allow_open_amount,
      open_amount_min: (p) => nullableMoney(giftcard(p).open_amount_min),
      open_amount_max: (p) => nullableMoney(giftcard(p).open_amount_max),
      giftcard_type: (p) => giftcard(p).giftcard_type,
      is_redeemable: () => true,
      lifetime: () => 0,
      allow_message: () => true,
      message_max_length: () => GIFT_CARD_MESSAGE_MAX_LENGTH,
      giftcard_options: async (p, _, ctx) =>
        (await L(ctx).options.load(p.id)).map((o) => shapeCustomOption(o, p.sku)),
      gift_card_options: (p) => {
        const s = giftcard(p);
        return GIFT_CARD_FIELDS.filter(
          (f) => f.field !== 'custom_giftcard_amount' || s.allow_open_amount,
        ).map((f, i) => ({
          __typename:
            f.type === 'area'
              ? ('CustomizableAreaOption' as const)
              : ('CustomizableFieldOption' as const),
          uid: giftCardFieldUid(f.field),
          option_id: null,
          title: f.title,
          required: isGiftCardFieldRequired(f.field, s),
          sort_order: i + 1,
          product_sku: p.sku,
          value: {
            uid: giftCardFieldUid(f.field),
            price: 0,
            price_type: 'FIXED' as const,
            sku: null,
            max_characters: f.field === 'giftcard_message' ? GIFT_CARD_MESSAGE_MAX_LENGTH : 0,
          },
        }));
      },
    },
    ProductInterface: { resolveType: productTypeName },
    RoutableInterface: {
      resolveType: (o) => ('type_id' in o && o.type_id ? productTypeName(o) : 'CategoryTree'),
    },
    PhysicalProductInterface: { resolveType: physicalTypeName },
    // A grouped product is not customizable: no field answers it as one (as with virtual above).
    CustomizableProductInterface: {
      resolveType: (p) => {
        const name = productTypeName(p);
        return name === 'GroupedProduct' ? null : name;
      },
    },
    CustomizableOptionInterface: { resolveType: (o) => o.__typename },
    SwatchDataInterface: { resolveType: (o) => o.__typename },
    AttributeValueInterface: { resolveType: (o) => o.__typename },
    AttributeSelectedOptionInterface: { resolveType: () => 'AttributeSelectedOption' },
    MediaGalleryInterface: {
      resolveType: (m) =>
        'media_type' in m && m.media_type === 'external-video' ? 'ProductVideo' : 'ProductImage',
    },
    ProductLinksInterface: { resolveType: () => 'ProductLinks' },
  };
}

const nullableMoney = (cents: number | null) => (cents === null ? null : centsToFloat(cents));

/** A variant selection (variant.service.ts) as Magento answers it. */
const shapeOptionsSelection = (s: VariantSelection) =>
  ({
    variant: s.variant,
    media_gallery: s.media,
    configurable_options: s.options.map(({ option: o, values }) => ({
      uid: o.uid,
      attribute_code: o.attribute_code,
      label: o.label,
      values: values.map(({ value: v, available }) => ({
        uid: v.uid,
        label: v.label,
        is_use_default: true,
        swatch: v.swatch_data,
        is_available: available,
      })),
    })),
    // An option whose attribute left the catalogue has no code (non-null here): the entry is null.
    options_available_for_selection: s.options.map(({ option: o, values }) =>
      o.attribute_code === null
        ? null
        : {
            attribute_code: o.attribute_code,
            option_value_uids: values.filter((v) => v.available).map((v) => v.value.uid),
          },
    ),
  }) satisfies Answer<'ConfigurableProductOptionsSelection'>;
