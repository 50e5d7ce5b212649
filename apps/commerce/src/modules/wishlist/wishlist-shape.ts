// Wish list items -> Magento's WishlistItemInterface types (reference 4.3). `product` is the catalogue
// row the product resolvers already know how to render; a configurable item shows its parent as
// `product` and the chosen variant as `configured_variant`.
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import { formatDateTime } from '../../shared/dates.js';
import { configurableValueUid, encodeUid } from '../../shared/ids.js';
import { AttributeCatalog } from '../catalog/attribute.service.js';
import { ProductService, type ProductRow } from '../catalog/product.service.js';
import type { WishlistItemRow } from './wishlist.service.js';

const TYPE_NAMES: Record<string, string> = {
  simple: 'SimpleWishlistItem',
  virtual: 'VirtualWishlistItem',
  configurable: 'ConfigurableWishlistItem',
  giftcard: 'GiftCardWishlistItem',
};

export interface ShapedWishlistItem {
  __typename: string;
  id: string;
  quantity: number;
  description: string | null;
  added_at: string;
  product: ProductRow | null;
  customizable_options: never[];
  configurable_options: unknown[];
  configured_variant: ProductRow | null;
  child_sku: string;
}

export class WishlistShaper {
  private attributes: Promise<AttributeCatalog> | null = null;

  constructor(private readonly db: Db) {}

  async shape(ctx: RequestContext, items: readonly WishlistItemRow[]): Promise<ShapedWishlistItem[]> {
    const products = new ProductService(this.db);
    const ids = [...new Set(items.flatMap((i) => (i.parent_product_id ? [i.product_id, i.parent_product_id] : [i.product_id])))];
    const parentIds = [...new Set(items.flatMap((i) => (i.parent_product_id ? [i.parent_product_id] : [])))];
    const variantIds = items.flatMap((i) => (i.parent_product_id ? [i.product_id] : []));
    const [byId, configAttrs, values, attributes] = await Promise.all([
      products.byIds(ctx, ids),
      products.configurableAttributes(ctx, parentIds),
      products.attributeValues(ctx, variantIds),
      (this.attributes ??= AttributeCatalog.load(this.db)),
    ]);
    return items.map((item) => {
      const own = byId.get(item.product_id) ?? null;
      const parent = item.parent_product_id ? (byId.get(item.parent_product_id) ?? null) : null;
      const product = parent ?? own;
      const variant = parent ? own : null;
      const configurable = parent && variant
        ? (configAttrs.get(parent.id) ?? []).flatMap((ca) => {
            const valueId = (values.get(variant.id) ?? []).find((v) => v.attribute_id === ca.attribute_id)?.option_id;
            if (valueId === undefined) return [];
            const attr = attributes.attribute(ca.attribute_id);
            return [{
              configurable_product_option_uid: encodeUid(`configurable/${parent.id}/${ca.attribute_id}`),
              configurable_product_option_value_uid: configurableValueUid(ca.attribute_id, valueId),
              id: ca.id,
              option_label: ca.label ?? attr?.label ?? '',
              value_id: valueId,
              value_label: attr?.options.find((o) => o.id === valueId)?.label ?? attributes.option(valueId)?.label ?? '',
            }];
          })
        : [];
      return {
        __typename: TYPE_NAMES[product?.type_id ?? 'simple'] ?? 'SimpleWishlistItem',
        id: String(item.id),
        quantity: item.quantity,
        description: item.description,
        added_at: formatDateTime(item.added_at) ?? '',
        product,
        // Custom option choices are kept with the item and applied when it goes to the cart.
        customizable_options: [],
        configurable_options: configurable,
        configured_variant: variant,
        child_sku: variant?.sku ?? product?.sku ?? '',
      };
    });
  }
}
