// CartView -> the rows of an order: items with their chosen options, addresses and the totals
// snapshot. Pure: the order service writes them.
import { formatCents } from '@charter/shared/money';
import type { OrderItemGiftCard } from './tables.js';
import type { CartAddressRow, CartLineView, CartView } from '../cart/cart-view.js';
import { addressOf } from '../checkout/address.js';
import { CARRIER_TITLES } from '../checkout/carriers.js';

export interface OrderItemRecord {
  product_id: number;
  variant_id: number | null;
  sku: string;
  name: string;
  product_type: string;
  quantity: number;
  price: number;
  row_total: number;
  tax_amount: number;
  discount_amount: number;
  options: { label: string; value: string }[];
  gift_card: OrderItemGiftCard | null;
}

export interface OrderAddressData {
  firstname: string;
  lastname: string;
  middlename: string | null;
  prefix: string | null;
  suffix: string | null;
  company: string | null;
  street: string[];
  city: string;
  region: string | null;
  region_code: string | null;
  region_id: number | null;
  postcode: string | null;
  country_code: string;
  telephone: string | null;
  fax: string | null;
  vat_id: string | null;
}

export interface TotalsSnapshot {
  discounts: { label: string; amountCents: number }[];
  taxes: { label: string; amountCents: number }[];
  giftCards: { code: string; amountCents: number }[];
  grandTotalExclTaxCents: number;
  isVirtual: boolean;
  carrierTitle: string | null;
  methodTitle: string | null;
}

function lineOptions(line: CartLineView): { label: string; value: string }[] {
  const configurable = line.configurable.map((c) => ({
    label: c.optionLabel,
    value: c.valueLabel,
  }));
  const custom = line.item.custom_options.flatMap((choice) => {
    const o = line.ownerOptions.find((x) => x.id === choice.option_id);
    if (!o) return [];
    const value = choice.value_ids
      ? choice.value_ids
          .map((id) => o.values.find((v) => v.id === id)?.title ?? String(id))
          .join(', ')
      : (choice.text ?? '');
    return [{ label: o.title, value }];
  });
  const gc = line.item.gift_card;
  const giftCard = gc
    ? [
        { label: 'Gift Card Amount', value: formatCents(gc.amount) },
        {
          label: 'Gift Card Sender',
          value: gc.sender_email ? `${gc.sender_name} <${gc.sender_email}>` : gc.sender_name,
        },
        {
          label: 'Gift Card Recipient',
          value: gc.recipient_email
            ? `${gc.recipient_name} <${gc.recipient_email}>`
            : gc.recipient_name,
        },
        ...(gc.message ? [{ label: 'Gift Card Message', value: gc.message }] : []),
      ]
    : [];
  return [...configurable, ...custom, ...giftCard];
}

/** `giftCards`: the issued cards per cart item id (gift card lines). */
export function orderItems(
  view: CartView,
  giftCards: ReadonlyMap<number, OrderItemGiftCard> = new Map(),
): OrderItemRecord[] {
  return view.lines.map((line) => {
    const priced = line.variant ?? line.product;
    return {
      product_id: line.product.id,
      variant_id: line.variant?.id ?? null,
      sku: priced.sku,
      name: priced.name,
      product_type: line.product.type_id,
      quantity: line.item.quantity,
      price: line.totals.priceCents,
      row_total: line.totals.rowTotalCents,
      tax_amount: line.totals.taxCents,
      discount_amount: line.totals.discountCents,
      options: lineOptions(line),
      gift_card: giftCards.get(line.item.id) ?? null,
    };
  });
}

/** The order's copy of a cart address: the same fields, the region's label stored as `region`. */
export function orderAddress(row: CartAddressRow): OrderAddressData {
  const { region_label, ...rest } = addressOf(row);
  return { ...rest, region: region_label };
}

export function shippingTitles(
  carrierCode: string | null,
): { carrier: string; method: string } | null {
  if (!carrierCode) return null;
  return CARRIER_TITLES[carrierCode] ?? { carrier: carrierCode, method: carrierCode };
}

export function totalsSnapshot(view: CartView): TotalsSnapshot {
  const titles = shippingTitles(view.selectedShipping?.carrierCode ?? null);
  return {
    discounts: view.totals.discounts.map((d) => ({ label: d.label, amountCents: d.amountCents })),
    taxes: view.totals.taxes.map((t) => ({ label: t.label, amountCents: t.amountCents })),
    giftCards: view.totals.giftCards
      .filter((g) => g.appliedCents > 0)
      .map((g) => ({ code: g.code, amountCents: g.appliedCents })),
    grandTotalExclTaxCents: view.totals.grandTotalExclTaxCents,
    isVirtual: view.isVirtual,
    carrierTitle: titles?.carrier ?? null,
    methodTitle: titles?.method ?? null,
  };
}

/** The payment facts an order keeps: never the token itself, only what identifies the payment to its buyer. */
export function orderPaymentFacts(payment: Record<string, unknown>): Record<string, unknown> {
  const facts = cardFacts(payment);
  const keys = ['purchase_order_number', 'brand', 'last4', 'exp_month', 'exp_year'];
  return Object.fromEntries(keys.filter((k) => facts[k] !== undefined).map((k) => [k, facts[k]]));
}

/** A saved card's details (Magento's names: type, maskedCC, expirationDate) as the order's card facts. */
function cardFacts(payment: Record<string, unknown>): Record<string, unknown> {
  if (typeof payment.maskedCC !== 'string') return payment;
  const [month, year] = String(payment.expirationDate ?? '')
    .split('/')
    .map(Number);
  return {
    brand: payment.type,
    last4: payment.maskedCC,
    exp_month: month || undefined,
    exp_year: year || undefined,
  };
}
