// A line's unit price from the current catalogue: the priced product's final price (the variant's
// for configurable lines) plus its custom option prices. FIXED options add their amount; PERCENT
// options add that share of the product's price (final price for the unit price, regular price for
// the original price), rounded half up to the cent. Never stored: recomputed on every read.
import type { CartItemCustomOption } from './tables.js';
import type { PriceType } from '../catalog/tables.js';
import { finalPrice } from '../catalog/pricing.js';
import type { CustomOptionRow, ProductRow } from '../catalog/product.service.js';

export const optionCents = (
  type: PriceType | null,
  amount: number | null,
  baseCents: number,
): number =>
  amount === null ? 0 : type === 'PERCENT' ? Math.round((baseCents * amount) / 10_000) : amount;

/** Price type and amount of each chosen value (one entry for a text option). */
export function chosenPrices(
  choice: CartItemCustomOption,
  option: CustomOptionRow,
): { type: PriceType; amount: number }[] {
  if (choice.value_ids) {
    return choice.value_ids.flatMap((id) => {
      const v = option.values.find((x) => x.id === id);
      return v ? [{ type: v.price_type, amount: v.price_amount }] : [];
    });
  }
  return [{ type: option.price_type ?? 'FIXED', amount: option.price_amount ?? 0 }];
}

export function optionsCents(
  choices: readonly CartItemCustomOption[],
  owner: readonly CustomOptionRow[],
  baseCents: number,
): number {
  let sum = 0;
  for (const c of choices) {
    const o = owner.find((x) => x.id === c.option_id);
    if (!o) continue; // an option deleted since the line was added no longer costs anything
    for (const p of chosenPrices(c, o)) sum += optionCents(p.type, p.amount, baseCents);
  }
  return sum;
}

export function linePrice(
  priced: ProductRow,
  choices: readonly CartItemCustomOption[],
  owner: readonly CustomOptionRow[],
  now: Date,
) {
  const final = finalPrice(priced, now);
  return {
    unitCents: final + optionsCents(choices, owner, final),
    originalUnitCents: priced.price + optionsCents(choices, owner, priced.price),
  };
}
