// Reads the product page's add-to-cart form into an addProductsToCart line. Pure; the server
// action calls it, tests call it directly. Form fields:
// - sku (the product's own SKU; the configurable parent's for configurables), quantity;
// - selected_options: configurable value uids (configurable/<attr>/<value>, base64);
// - parent_sku + variant_sku: only when a configurable value has no uid (older APIs);
// - options[<option uid>]: customizable options; entered_uids lists the text options, whose value
//   is typed text (entered_options); the others carry value uids (selected_options).
// A grouped product's form (parseGroupedForm) instead carries group_sku (the set) and, per member,
// member_sku plus member_qty[<member sku>]; the members with a quantity above 0 are added.
import type { CartItemInput } from '../generated/graphql';

export const MAX_QUANTITY = 10_000;
export const MAX_TEXT = 1_000;

export function formText(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === 'string' ? v.trim().slice(0, MAX_TEXT) : '';
}

/** Option uids are opaque base64 strings; anything else is not sent on. */
const isUid = (v: string) => /^[A-Za-z0-9+/=_-]{1,200}$/.test(v);

export function parseAddToCartForm(form: FormData): CartItemInput | null {
  const quantityText = formText(form, 'quantity');
  const quantity = quantityText === '' ? 1 : Number(quantityText);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) return null;
  const variantSku = formText(form, 'variant_sku');
  const parentSku = formText(form, 'parent_sku');
  const sku = variantSku && parentSku ? variantSku : formText(form, 'sku');
  if (!sku) return null;
  const item: CartItemInput = { sku, quantity };
  if (variantSku && parentSku) item.parent_sku = parentSku;
  const selected = form
    .getAll('selected_options')
    .filter((v): v is string => typeof v === 'string' && isUid(v));
  const enteredUids = new Set(
    form.getAll('entered_uids').filter((v): v is string => typeof v === 'string'),
  );
  const entered: { uid: string; value: string }[] = [];
  for (const [name, value] of form.entries()) {
    const m = /^options\[(.+)\]$/.exec(name);
    if (!m || typeof value !== 'string' || value.trim() === '') continue;
    const optionUid = m[1]!;
    if (enteredUids.has(optionUid))
      entered.push({ uid: optionUid, value: value.slice(0, MAX_TEXT) });
    else if (isUid(value)) selected.push(value);
  }
  if (selected.length > 0) item.selected_options = [...new Set(selected)].slice(0, 50);
  if (entered.length > 0) item.entered_options = entered.slice(0, 50);
  return item;
}

/** Members a grouped product's form may name, at most (the API answers at most 20). */
export const MAX_GROUP_MEMBERS = 20;

/**
 * A grouped product's form as one addProductsToCart line per chosen member (quantity above 0).
 * Null when a quantity is not a whole number from 0 to MAX_QUANTITY; an empty list when every
 * member's quantity is 0.
 */
export function parseGroupedForm(form: FormData): CartItemInput[] | null {
  const skus = [
    ...new Set(
      form
        .getAll('member_sku')
        .filter((v): v is string => typeof v === 'string')
        .map((v) => v.trim().slice(0, MAX_TEXT))
        .filter(Boolean),
    ),
  ];
  if (skus.length > MAX_GROUP_MEMBERS) return null;
  const items: CartItemInput[] = [];
  for (const sku of skus) {
    const text = formText(form, `member_qty[${sku}]`);
    const quantity = text === '' ? 0 : Number(text);
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > MAX_QUANTITY) return null;
    if (quantity > 0) items.push({ sku, quantity });
  }
  return items;
}
