// Turning an add-to-cart request into a cart line: which product, which variant, which custom
// options. Pure: the service loads the catalogue rows, this decides. Problems come back as
// LineErrors with Magento's codes and texts (reference 3.4).
import type { CartItemCustomOption, CartItemGiftCard } from './tables.js';
import { decodeUid } from '../../shared/ids.js';
import { inStock } from '../catalog/product-price.js';
import type { CustomOptionRow, ProductRow } from '../catalog/product.service.js';
import { isGiftCardUid, resolveGiftCard } from './gift-card-lines.js';
import { failWith, ok, type Result } from '../../shared/result.js';
import { MSG, type LineError } from './results.js';

export interface AddRequest {
  sku: string;
  quantity: number;
  parentSku?: string | null;
  /** Option value uids: configurable/<attribute>/<value> and custom-option/<option>/<value>. */
  selectedOptions?: readonly (string | null)[] | null;
  /** Typed values for field/area options: uid custom-option/<option>. */
  enteredOptions?: readonly ({ uid: string; value: string } | null)[] | null;
  /** Legacy CustomizableOptionInput: option id and a value_string (comma-separated value ids or text). */
  legacyOptions?: readonly { optionId: number | null; value: string }[];
}

/** Catalogue rows the resolution needs, loaded in a few batched queries by the service. */
export interface CatalogLookup {
  /** Keyed by skuKey (lower case). */
  bySku: Map<string, ProductRow>;
  byId: Map<number, ProductRow>;
  /** Enabled variants per configurable parent. */
  variants: Map<number, ProductRow[]>;
  /** Per variant: attribute id -> option id (configurable attributes only). */
  variantValues: Map<number, Map<number, number>>;
  /** Configurable attribute ids per parent. */
  superAttributes: Map<number, number[]>;
  customOptions: Map<number, CustomOptionRow[]>;
}

export interface ResolvedLine {
  /** The product added: the parent for configurable lines. */
  product: ProductRow;
  variant: ProductRow | null;
  options: CartItemCustomOption[];
  /** Amount, sender and recipient of a gift card line; null for other products. */
  giftCard: CartItemGiftCard | null;
}

export type LineResult = Result<ResolvedLine, LineError>;

/** No line may hold more units than this, whatever the product's max_sale_qty says. */
export const MAX_LINE_QUANTITY = 1_000_000;

const err = (code: LineError['code'], message: string): Result<never, LineError> =>
  failWith({ code, message });
const enabled = (p: ProductRow | undefined): p is ProductRow => p !== undefined && p.status === 1;

/** Validates the requested quantity itself (before any product is looked at). */
export function checkRequestedQuantity(quantity: number): LineError | null {
  if (!Number.isFinite(quantity) || quantity <= 0)
    return { code: 'INVALID_PARAMETER_VALUE', message: MSG.qtyNotPositive };
  // cart_item.quantity is an integer: furniture is sold in whole units.
  if (!Number.isInteger(quantity))
    return { code: 'INVALID_PARAMETER_VALUE', message: MSG.qtyNotWhole };
  // Beyond any max_sale_qty, and beyond what the integer column holds.
  if (quantity > MAX_LINE_QUANTITY) return { code: 'INSUFFICIENT_STOCK', message: MSG.qtyAboveMax };
  return null;
}

/** Stock rules for the line's total quantity, in Magento's order. `stock` is the variant for configurable lines. */
export function checkStock(stock: ProductRow, total: number): LineError | null {
  if (!inStock(stock)) return { code: 'INSUFFICIENT_STOCK', message: MSG.outOfStock };
  if (total < stock.min_sale_qty)
    return { code: 'INSUFFICIENT_STOCK', message: MSG.qtyBelowMin(stock.min_sale_qty) };
  if (stock.max_sale_qty > 0 && total > stock.max_sale_qty)
    return { code: 'INSUFFICIENT_STOCK', message: MSG.qtyAboveMax };
  // Gift cards and virtual products are not counted in units.
  const counted =
    stock.type_id !== 'virtual' && stock.type_id !== 'giftcard' && stock.type_id !== 'downloadable';
  if (counted && total > stock.qty)
    return { code: 'INSUFFICIENT_STOCK', message: MSG.qtyNotAvailable, available: stock.qty };
  return null;
}

function parseUid(
  uid: string,
): { kind: 'configurable' | 'custom'; a: number; b: number | null } | null {
  const s = decodeUid(uid) ?? '';
  let m = /^configurable\/(\d+)\/(\d+)$/.exec(s);
  if (m) return { kind: 'configurable', a: Number(m[1]), b: Number(m[2]) };
  m = /^custom-option\/(\d+)(?:\/(\d+))?$/.exec(s);
  if (m) return { kind: 'custom', a: Number(m[1]), b: m[2] === undefined ? null : Number(m[2]) };
  return null;
}

/** The key of CatalogLookup.bySku: SKUs compare regardless of case, as in Magento. */
export const skuKey = (sku: string): string => sku.toLowerCase();

/** Which product and variant the request names. */
function resolveProduct(
  req: AddRequest,
  lookup: CatalogLookup,
  configurable: Map<number, number>,
): LineResult {
  const notFound = err('PRODUCT_NOT_FOUND', MSG.productNotFound(req.sku));
  const named = lookup.bySku.get(skuKey(req.sku));
  if (req.parentSku) {
    const parent = lookup.bySku.get(skuKey(req.parentSku));
    if (!enabled(parent) || parent.type_id !== 'configurable')
      return err('PRODUCT_NOT_FOUND', MSG.productNotFound(req.parentSku));
    if (!enabled(named) || named.parent_id !== parent.id) return notFound;
    return ok({ product: parent, variant: named, options: [], giftCard: null });
  }
  if (!enabled(named)) return notFound;
  if (named.parent_id !== null) {
    // A variant's own SKU: added as a line of its configurable parent.
    const parent = lookup.byId.get(named.parent_id);
    if (!enabled(parent)) return notFound;
    return ok({ product: parent, variant: named, options: [], giftCard: null });
  }
  if (named.type_id === 'grouped') return err('NOT_SALABLE', MSG.groupedNeedsMembers);
  if (named.type_id !== 'configurable')
    return ok({ product: named, variant: null, options: [], giftCard: null });
  const attrs = lookup.superAttributes.get(named.id) ?? [];
  if (attrs.length === 0 || attrs.some((a) => !configurable.has(a)))
    return err('NOT_SALABLE', MSG.optionsNotAvailable);
  const variant = (lookup.variants.get(named.id) ?? []).find((v) =>
    attrs.every((a) => lookup.variantValues.get(v.id)?.get(a) === configurable.get(a)),
  );
  if (!variant) return err('NOT_SALABLE', MSG.optionsNotAvailable);
  return ok({ product: named, variant, options: [], giftCard: null });
}

const SELECT_TYPES = new Set(['drop_down', 'radio', 'checkbox', 'multiple']);

/** Custom option choices, validated against the options of the product that owns them. */
function resolveCustomOptions(
  owner: CustomOptionRow[],
  selected: Map<number, number[]>,
  entered: Map<number, string>,
  legacy: readonly { optionId: number | null; value: string }[],
): Result<CartItemCustomOption[], LineError> {
  const byId = new Map(owner.map((o) => [o.id, o]));
  const invalid = err('INVALID_PARAMETER_VALUE', MSG.invalidOption);
  for (const l of legacy) {
    const o = l.optionId === null ? undefined : byId.get(l.optionId);
    if (!o) return invalid;
    if (SELECT_TYPES.has(o.type)) {
      const ids = l.value
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');
      if (ids.some((s) => !/^\d+$/.test(s))) return invalid;
      selected.set(o.id, [...(selected.get(o.id) ?? []), ...ids.map(Number)]);
    } else {
      entered.set(o.id, l.value);
    }
  }
  const out: CartItemCustomOption[] = [];
  for (const [optionId, valueIds] of selected) {
    const o = byId.get(optionId);
    if (!o || !SELECT_TYPES.has(o.type)) return invalid;
    const unique = [...new Set(valueIds)].sort((a, b) => a - b);
    if (unique.some((v) => !o.values.some((x) => x.id === v))) return invalid;
    if ((o.type === 'drop_down' || o.type === 'radio') && unique.length > 1) return invalid;
    if (unique.length > 0) out.push({ option_id: optionId, value_ids: unique });
  }
  for (const [optionId, text] of entered) {
    const o = byId.get(optionId);
    if (!o || SELECT_TYPES.has(o.type)) return invalid;
    if (text.trim() === '') continue;
    if (o.max_characters && text.length > o.max_characters) {
      return err('UNDEFINED', MSG.optionTextTooLong);
    }
    out.push({ option_id: optionId, text });
  }
  const chosen = new Set(out.map((o) => o.option_id));
  if (owner.some((o) => o.is_required && !chosen.has(o.id))) {
    return err('UNDEFINED', MSG.requiredOptions);
  }
  return ok(out.sort((a, b) => a.option_id - b.option_id));
}

/** Resolves one request to a line (quantity checks excepted: they need the cart's current lines). */
export function resolveLine(req: AddRequest, lookup: CatalogLookup): LineResult {
  const configurable = new Map<number, number>();
  const selected = new Map<number, number[]>();
  const entered = new Map<number, string>();
  const invalid = err('INVALID_PARAMETER_VALUE', MSG.invalidOption);
  const giftSelected = (req.selectedOptions ?? []).filter(
    (u): u is string => !!u && isGiftCardUid(u),
  );
  const giftEntered = (req.enteredOptions ?? []).filter(
    (e): e is { uid: string; value: string } => !!e && isGiftCardUid(e.uid),
  );
  for (const uid of req.selectedOptions ?? []) {
    if (!uid || isGiftCardUid(uid)) continue;
    const p = parseUid(uid);
    if (!p || p.b === null) return invalid;
    if (p.kind === 'configurable') configurable.set(p.a, p.b);
    else selected.set(p.a, [...(selected.get(p.a) ?? []), p.b]);
  }
  for (const e of req.enteredOptions ?? []) {
    if (!e || isGiftCardUid(e.uid)) continue;
    const p = parseUid(e.uid);
    if (!p || p.kind !== 'custom' || p.b !== null) return invalid;
    entered.set(p.a, e.value);
  }
  const base = resolveProduct(req, lookup, configurable);
  if (!base.ok) return base;
  // Out of stock is reported before any option problem: no choice of options would help.
  if (!inStock(base.value.variant ?? base.value.product))
    return err('INSUFFICIENT_STOCK', MSG.outOfStock);
  const owner = lookup.customOptions.get(base.value.product.id) ?? [];
  const opts = resolveCustomOptions(owner, selected, entered, req.legacyOptions ?? []);
  if (!opts.ok) return opts;
  let giftCard: CartItemGiftCard | null = null;
  if (base.value.product.type_id === 'giftcard') {
    const gc = resolveGiftCard(base.value.product, giftSelected, giftEntered);
    if (!gc.ok) return gc;
    giftCard = gc.value;
  } else if (giftSelected.length > 0 || giftEntered.length > 0) {
    return invalid;
  }
  return ok({ ...base.value, options: opts.value, giftCard });
}

/** Two lines are the same when product, variant, options and gift card data are (options are kept normalised). */
export const lineKey = (
  productId: number,
  variantId: number | null,
  options: readonly CartItemCustomOption[],
  giftCard: CartItemGiftCard | null = null,
): string =>
  JSON.stringify([
    productId,
    variantId,
    options.map((o) => [o.option_id, o.value_ids ?? null, o.text ?? null]),
    giftCard
      ? [
          giftCard.amount,
          giftCard.sender_name,
          giftCard.sender_email,
          giftCard.recipient_name,
          giftCard.recipient_email,
          giftCard.message,
        ]
      : null,
  ]);
