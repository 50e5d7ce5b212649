// Wish list items -> Magento's WishlistItemInterface types (reference 4.3). `product` is the catalogue
// row the product resolvers already know how to render; a configurable item shows its parent as
// `product` and the chosen variant as `configured_variant`.
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import type { SelectedConfigurableOption } from '../../graphql/resolver-types.generated.js';
import type { Answer } from '../../graphql/resolvers.js';
import { formatDateTime } from '../../shared/dates.js';
import type { AttributeCatalog } from '../catalog/attribute.service.js';
import { shapeConfigurableOptions } from '../cart/cart-shape.js';
import { selectedConfigurable } from '../cart/cart-view.js';
import { ProductService, type ProductRow } from '../catalog/product.service.js';
import type { WishlistItemRow } from './wishlist.service.js';

type WishlistItemTypeName = NonNullable<Answer<'WishlistItemInterface'>['__typename']>;

const TYPE_NAMES: Record<string, WishlistItemTypeName> = {
  simple: 'SimpleWishlistItem',
  virtual: 'VirtualWishlistItem',
  configurable: 'ConfigurableWishlistItem',
  giftcard: 'GiftCardWishlistItem',
};

export interface ShapedWishlistItem {
  __typename: WishlistItemTypeName;
  id: string;
  quantity: number;
  description: string | null;
  added_at: string;
  product: ProductRow | null;
  customizable_options: never[];
  configurable_options: SelectedConfigurableOption[];
  configured_variant: ProductRow | null;
  child_sku: string;
}

export class WishlistShaper {
  constructor(
    private readonly db: Db,
    private readonly attributes: AttributeCatalog,
  ) {}

  async shape(
    ctx: RequestContext,
    items: readonly WishlistItemRow[],
  ): Promise<ShapedWishlistItem[]> {
    const products = new ProductService(this.db);
    const ids = [
      ...new Set(
        items.flatMap((i) =>
          i.parent_product_id ? [i.product_id, i.parent_product_id] : [i.product_id],
        ),
      ),
    ];
    const parentIds = [
      ...new Set(items.flatMap((i) => (i.parent_product_id ? [i.parent_product_id] : []))),
    ];
    const variantIds = items.flatMap((i) => (i.parent_product_id ? [i.product_id] : []));
    const [byId, configAttrs, values] = await Promise.all([
      products.byIds(ctx, ids),
      products.configurableAttributes(ctx, parentIds),
      products.attributeValues(ctx, variantIds),
    ]);
    return items.map((item) => {
      const own = byId.get(item.product_id) ?? null;
      const parent = item.parent_product_id ? (byId.get(item.parent_product_id) ?? null) : null;
      const product = parent ?? own;
      const variant = parent ? own : null;
      const configurable =
        parent && variant
          ? shapeConfigurableOptions(
              parent.id,
              selectedConfigurable(
                configAttrs.get(parent.id) ?? [],
                values.get(variant.id) ?? [],
                this.attributes,
              ),
            )
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
