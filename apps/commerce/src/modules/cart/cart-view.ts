// Everything a cart read shows, computed from the current catalogue, rules, cards and rates:
// lines with their products and options, and the totals (totals.ts). Nothing here is stored.
import type { Selectable } from 'kysely';
import type { RequestContext } from '../../context.js';
import type { Db } from '../../db/index.js';
import type { CartAddressTable, CartItemTable, CartTable } from './tables.js';
import type { AttributeCatalog } from '../catalog/attribute.service.js';
import {
  ProductService,
  type CustomOptionRow,
  type ProductRow,
} from '../catalog/product.service.js';
import { checkStock } from './cart-lines.js';
import { isRuleCurrent, toTotalsRule, type SalesRule } from './coupons.js';
import { isGiftCardUsable, type GiftCardAccount } from './gift-cards.js';
import { linePrice } from './item-pricing.js';
import type { LineError } from './results.js';
import type { RatedItem, ShippingQuote, ShippingRater } from './shipping-contract.js';
import { computeTotals, type CartTotals, type ItemTotals, type TotalsInput } from './totals.js';

export type CartRow = Selectable<CartTable>;
export type CartItemRow = Selectable<CartItemTable>;
export type CartAddressRow = Selectable<CartAddressTable>;

export interface SelectedConfigurable {
  superAttributeId: number;
  attributeId: number;
  optionLabel: string;
  valueId: number;
  valueLabel: string;
}

/**
 * The options a configurable's variant stands for: for each of the parent's configurable
 * attributes, the variant's value and their labels (cart lines and wish list items alike).
 */
export function selectedConfigurable(
  parentAttributes: readonly { id: number; attribute_id: number; label: string | null }[],
  variantValues: readonly { attribute_id: number; option_id: number }[],
  attributes: AttributeCatalog,
): SelectedConfigurable[] {
  return parentAttributes.flatMap((ca) => {
    const valueId = variantValues.find((v) => v.attribute_id === ca.attribute_id)?.option_id;
    if (valueId === undefined) return [];
    const attr = attributes.attribute(ca.attribute_id);
    return [
      {
        superAttributeId: ca.id,
        attributeId: ca.attribute_id,
        optionLabel: ca.label ?? attr?.label ?? '',
        valueId,
        valueLabel:
          attr?.options.find((o) => o.id === valueId)?.label ??
          attributes.option(valueId)?.label ??
          '',
      },
    ];
  });
}

export interface CartLineView {
  item: CartItemRow;
  /** The product added (the parent for configurable lines). */
  product: ProductRow;
  variant: ProductRow | null;
  /** Custom option definitions of `product`, for the chosen values' labels and prices. */
  ownerOptions: CustomOptionRow[];
  configurable: SelectedConfigurable[];
  /** Why the line cannot be bought as it stands (e.g. stock fell since it was added). */
  problem: LineError | null;
  totals: ItemTotals;
}

export interface AppliedGiftCardView {
  card: GiftCardAccount;
  appliedCents: number;
}

export interface CartView {
  cart: CartRow;
  lines: CartLineView[];
  totals: CartTotals;
  /** The coupon's rule when it currently applies to this cart. */
  rule: SalesRule | null;
  giftCards: AppliedGiftCardView[];
  totalQuantity: number;
  isVirtual: boolean;
  hasPhysicalProducts: boolean;
  shippingAddress: CartAddressRow | null;
  /** Methods available for the shipping address now (empty without an address). */
  shippingQuotes: ShippingQuote[];
  /** The selected method re-rated now; null when none is selected or it is no longer offered. */
  selectedShipping: ShippingQuote | null;
}

/** A line that buys a gift card (money, not merchandise: docs/decisions/0506). */
export const isGiftCardLine = (
  item: Pick<CartItemRow, 'gift_card'>,
  product: Pick<ProductRow, 'type_id'>,
): boolean => item.gift_card !== null || product.type_id === 'giftcard';

/** The storefront specification's rule: only virtual products (downloadable ones too: Magento's isVirtual) and gift cards are never shipped. */
export const isPhysicalProduct = (p: Pick<ProductRow, 'type_id'>): boolean =>
  p.type_id !== 'virtual' && p.type_id !== 'giftcard' && p.type_id !== 'downloadable';

export function hasPhysicalProducts(products: readonly Pick<ProductRow, 'type_id'>[]): boolean {
  return products.some(isPhysicalProduct);
}

export interface CartViewDeps {
  attributes: AttributeCatalog;
  rater: ShippingRater;
}

export async function loadCartView(
  ctx: RequestContext,
  db: Db,
  deps: CartViewDeps,
  cart: CartRow,
): Promise<CartView> {
  const products = new ProductService(db);
  const [items, address, ruleRow, cards] = await Promise.all([
    db.selectFrom('cart_item').selectAll().where('cart_id', '=', cart.id).orderBy('id').execute(),
    db
      .selectFrom('cart_address')
      .selectAll()
      .where('cart_id', '=', cart.id)
      .where('kind', '=', 'shipping')
      .executeTakeFirst(),
    cart.coupon_code
      ? db
          .selectFrom('sales_rule')
          .selectAll()
          .where('coupon_code', '=', cart.coupon_code)
          .executeTakeFirst()
      : undefined,
    db
      .selectFrom('cart_gift_card as cg')
      .innerJoin('gift_card_account as g', 'g.id', 'cg.gift_card_id')
      .selectAll('g')
      .where('cg.cart_id', '=', cart.id)
      .orderBy('cg.position')
      .orderBy('g.id')
      .execute(),
  ]);
  const ids = [
    ...new Set(
      items.flatMap((i) => (i.variant_id ? [i.product_id, i.variant_id] : [i.product_id])),
    ),
  ];
  const parentIds = [
    ...new Set(items.filter((i) => i.variant_id !== null).map((i) => i.product_id)),
  ];
  const variantIds = items.flatMap((i) => (i.variant_id ? [i.variant_id] : []));
  // Rows and the owners' custom options in one statement (a line's owner is its item's product_id).
  const [{ rows, options }, configAttrs, values, taxRates] = await Promise.all([
    products.withOptions(ctx, { ids }),
    products.configurableAttributes(ctx, parentIds),
    products.attributeValues(ctx, variantIds),
    address
      ? db
          .selectFrom('tax_rate')
          .selectAll()
          .where('country_id', '=', address.country_code.toUpperCase())
          .execute()
      : [],
  ]);

  const byId = new Map(rows.map((r) => [r.id, r]));
  const partial = items.flatMap((item) => {
    const product = byId.get(item.product_id);
    const variant = item.variant_id ? (byId.get(item.variant_id) ?? null) : null;
    // A line whose product has since been deleted cannot be shown or priced: it is left out.
    if (!product || (item.variant_id && !variant)) return [];
    const priced = variant ?? product;
    const ownerOptions = options.get(product.id) ?? [];
    // A gift card line costs the amount chosen for it.
    const price = item.gift_card
      ? { unitCents: item.gift_card.amount, originalUnitCents: item.gift_card.amount }
      : linePrice(priced, item.custom_options, ownerOptions, ctx.now);
    const configurable = variant
      ? selectedConfigurable(
          configAttrs.get(product.id) ?? [],
          values.get(variant.id) ?? [],
          deps.attributes,
        )
      : [];
    const problem =
      priced.status !== 1
        ? {
            code: 'NOT_SALABLE' as const,
            message: 'Product that you are trying to add is not available.',
          }
        : checkStock(priced, item.quantity);
    return [{ item, product, variant, ownerOptions, configurable, price, problem, priced }];
  });

  const now = ctx.now;
  const rule = ruleRow && isRuleCurrent(ruleRow, now) ? ruleRow : null;
  const usableCards = cards.filter((c) => isGiftCardUsable(c, now));
  const region = address
    ? { countryCode: address.country_code, regionCode: address.region_code }
    : null;
  const input: TotalsInput = {
    items: partial.map((l) => ({
      id: l.item.id,
      quantity: l.item.quantity,
      unitPriceCents: l.price.unitCents,
      originalUnitPriceCents: l.price.originalUnitCents,
      isGiftCard: isGiftCardLine(l.item, l.product),
    })),
    rule: rule ? toTotalsRule(rule) : null,
    giftCards: usableCards.map((c) => ({ code: c.code, balanceCents: c.balance })),
    taxRates: taxRates.map((r) => ({
      countryId: r.country_id.trim(),
      regionCode: r.region_code,
      rate: r.rate,
      label: r.label,
    })),
    region,
    shippingCents: 0,
  };
  const physical = hasPhysicalProducts(partial.map((l) => l.product));

  // Shipping depends on the discounted subtotal, and totals on shipping: rate between two passes.
  let shippingQuotes: ShippingQuote[] = [];
  let selectedShipping: ShippingQuote | null = null;
  let totals = computeTotals(input);
  if (address && physical) {
    const rated: RatedItem[] = partial.map((l, i) => ({
      sku: l.priced.sku,
      quantity: l.item.quantity,
      weight: l.priced.weight,
      rowTotalCents: totals.items[i]?.rowTotalCents ?? 0,
      isVirtual: !isPhysicalProduct(l.product),
    }));
    shippingQuotes = deps.rater({
      items: rated,
      subtotalCents: totals.subtotalWithDiscountCents,
      freeShipping: totals.freeShipping,
      address: {
        countryCode: address.country_code.trim(),
        regionCode: address.region_code,
        postcode: address.postcode,
      },
    });
    selectedShipping =
      shippingQuotes.find(
        (q) =>
          q.carrierCode === address.shipping_carrier_code &&
          q.methodCode === address.shipping_method_code,
      ) ?? null;
    if (selectedShipping)
      totals = computeTotals({ ...input, shippingCents: selectedShipping.amountCents });
  }

  const appliedByCode = new Map(totals.giftCards.map((g) => [g.code, g.appliedCents]));
  return {
    cart,
    lines: partial.map((l, i) => ({
      item: l.item,
      product: l.product,
      variant: l.variant,
      ownerOptions: l.ownerOptions,
      configurable: l.configurable,
      problem: l.problem,
      totals: totals.items[i] as ItemTotals,
    })),
    totals,
    rule: totals.ruleApplied ? rule : null,
    giftCards: cards.map((card) => ({ card, appliedCents: appliedByCode.get(card.code) ?? 0 })),
    totalQuantity: partial.reduce((n, l) => n + l.item.quantity, 0),
    isVirtual: partial.length > 0 && !physical,
    hasPhysicalProducts: physical,
    shippingAddress: address ?? null,
    shippingQuotes,
    selectedShipping,
  };
}
