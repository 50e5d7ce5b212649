// CartView -> Magento's output types (reference 3.5). Money on the wire is Float major units.
import { formatDateTime } from '../../shared/dates.js';
import {
  configurableValueUid,
  customOptionUid,
  customOptionValueUid,
  encodeUid,
} from '../../shared/ids.js';
import type {
  CartItemSelectedOptionValuePrice,
  SelectedConfigurableOption,
  SelectedCustomizableOption,
  SelectedCustomizableOptionValue,
} from '../../graphql/resolver-types.generated.js';
import type { Answer } from '../../graphql/resolvers.js';
import { centsToFloat, discountOf, toMoney } from '../../shared/money.js';
import type { CartLineView, CartView, SelectedConfigurable } from './cart-view.js';
import type { LineError } from './results.js';

type CartItemTypeName = NonNullable<Answer<'CartItemInterface'>['__typename']>;

const TYPE_NAMES: Record<string, CartItemTypeName> = {
  simple: 'SimpleCartItem',
  virtual: 'VirtualCartItem',
  configurable: 'ConfigurableCartItem',
  giftcard: 'GiftCardCartItem',
  downloadable: 'DownloadableCartItem',
};

export const cartItemTypeName = (line: CartLineView): CartItemTypeName =>
  TYPE_NAMES[line.product.type_id] ?? 'SimpleCartItem';

const CURRENCY_SYMBOLS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', CAD: 'CA$' };

function customizableOptions(line: CartLineView, currency: string): SelectedCustomizableOption[] {
  return line.item.custom_options.flatMap((choice): SelectedCustomizableOption[] => {
    const o = line.ownerOptions.find((x) => x.id === choice.option_id);
    if (!o) return [];
    const price = (
      type: 'FIXED' | 'PERCENT' | null,
      amount: number | null,
    ): CartItemSelectedOptionValuePrice => ({
      type: type ?? 'FIXED',
      units: type === 'PERCENT' ? '%' : (CURRENCY_SYMBOLS[currency] ?? currency),
      value: type === 'PERCENT' ? (amount ?? 0) / 100 : centsToFloat(amount ?? 0),
    });
    const values = choice.value_ids
      ? choice.value_ids.flatMap((id): SelectedCustomizableOptionValue[] => {
          const v = o.values.find((x) => x.id === id);
          return v
            ? [
                {
                  customizable_option_value_uid: customOptionValueUid(o.id, v.id),
                  id: v.id,
                  label: v.title,
                  value: String(v.id),
                  price: price(v.price_type, v.price_amount),
                },
              ]
            : [];
        })
      : [
          {
            customizable_option_value_uid: customOptionUid(o.id),
            id: o.id,
            label: '',
            value: choice.text ?? '',
            price: price(o.price_type, o.price_amount),
          },
        ];
    return [
      {
        customizable_option_uid: customOptionUid(o.id),
        id: o.id,
        is_required: o.is_required,
        label: o.title,
        sort_order: o.sort_order,
        type: o.type,
        values,
      },
    ];
  });
}

function itemPrices(line: CartLineView, currency: string): Answer<'CartItemPrices'> {
  const t = line.totals;
  const m = (cents: number) => toMoney(cents, currency);
  return {
    price: m(t.priceCents),
    price_including_tax: m(t.priceInclTaxCents),
    row_total: m(t.rowTotalCents),
    row_total_including_tax: m(t.rowTotalInclTaxCents),
    total_item_discount: m(t.discountCents),
    discounts:
      t.discounts.length === 0
        ? null
        : t.discounts.map((d): Answer<'Discount'> => ({
            amount: m(d.amountCents),
            label: d.label,
            applied_to: 'ITEM',
          })),
    original_item_price: m(t.originalPriceCents),
    original_row_total: m(t.originalRowTotalCents),
    catalog_discount: discountOf(t.originalPriceCents, t.priceCents),
    row_catalog_discount: discountOf(t.originalRowTotalCents, t.rowTotalCents),
    fixed_product_taxes: [],
  };
}

/** SelectedConfigurableOption on the wire (cart items and configurable wish list items). */
export function shapeConfigurableOptions(
  parentId: number,
  chosen: readonly SelectedConfigurable[],
): SelectedConfigurableOption[] {
  return chosen.map((c): SelectedConfigurableOption => ({
    configurable_product_option_uid: encodeUid(`configurable/${parentId}/${c.attributeId}`),
    configurable_product_option_value_uid: configurableValueUid(c.attributeId, c.valueId),
    id: c.superAttributeId,
    option_label: c.optionLabel,
    value_id: c.valueId,
    value_label: c.valueLabel,
  }));
}

export function shapeItem(line: CartLineView, currency: string): Answer<'CartItemInterface'> {
  const priced = line.variant ?? line.product;
  const problem = line.problem;
  const item = {
    id: String(line.item.id),
    uid: encodeUid(line.item.id),
    quantity: line.item.quantity,
    product: line.product,
    prices: itemPrices(line, currency),
    errors: problem ? [{ code: 'ITEM_QTY' as const, message: problem.message }] : null,
    is_available: problem === null,
    not_available_message: problem?.message ?? null,
    min_qty: priced.min_sale_qty,
    max_qty: priced.max_sale_qty,
    customizable_options: customizableOptions(line, currency),
    configurable_options: shapeConfigurableOptions(line.product.id, line.configurable),
    configured_variant: line.variant ?? line.product,
    variant_product: line.variant,
  };
  const typename = cartItemTypeName(line);
  if (typename === 'GiftCardCartItem')
    return { ...item, __typename: typename, ...giftCardFields(line, currency) };
  return { ...item, __typename: typename };
}

/**
 * A gift card line's card. Lines are written with their card data (cart-lines.ts), but the column
 * allows none: such a line answers the line's unit price as the amount and empty names (the
 * schema's non-null fields) instead of failing the whole cart with a null in a non-null field.
 */
function giftCardFields(
  line: CartLineView,
  currency: string,
): Pick<
  Answer<'GiftCardCartItem'>,
  'amount' | 'sender_name' | 'sender_email' | 'recipient_name' | 'recipient_email' | 'message'
> {
  const gc = line.item.gift_card;
  return {
    amount: toMoney(gc?.amount ?? line.totals.priceCents, currency),
    sender_name: gc?.sender_name ?? '',
    sender_email: gc?.sender_email ?? null,
    recipient_name: gc?.recipient_name ?? '',
    recipient_email: gc?.recipient_email ?? null,
    message: gc?.message ?? null,
  };
}

export function shapePrices(view: CartView, currency: string): Answer<'CartPrices'> {
  const t = view.totals;
  const m = (cents: number) => toMoney(cents, currency);
  const coupon = view.rule?.coupon_code ? { code: view.rule.coupon_code } : null;
  const discounts = t.discounts.map((d): Answer<'Discount'> => ({
    amount: m(d.amountCents),
    applied_to: d.appliedTo,
    label: d.label,
    coupon,
    is_discounting_locked: false,
    type: view.rule?.discount_type ?? null,
    value: view.rule
      ? view.rule.discount_type === 'percent'
        ? view.rule.discount_amount / 100
        : centsToFloat(view.rule.discount_amount)
      : null,
  }));
  return {
    subtotal_excluding_tax: m(t.subtotalCents),
    subtotal_including_tax: m(t.subtotalInclTaxCents),
    subtotal_with_discount_excluding_tax: m(t.subtotalWithDiscountCents),
    discounts: discounts.length === 0 ? null : discounts,
    discount:
      t.discountCents > 0
        ? { amount: m(t.discountCents), label: t.discounts.map((d) => d.label) }
        : null,
    applied_taxes: t.taxes.map((x) => ({ label: x.label, amount: m(x.amountCents) })),
    grand_total: m(t.grandTotalCents),
    grand_total_excluding_tax: m(t.grandTotalExclTaxCents),
  };
}

export function shapeGiftCards(view: CartView, currency: string): Answer<'AppliedGiftCard'>[] {
  return view.giftCards.map((g): Answer<'AppliedGiftCard'> => ({
    code: g.card.code,
    applied_balance: toMoney(g.appliedCents, currency),
    current_balance: toMoney(g.card.balance, currency),
    expiration_date: g.card.expires_at
      ? (formatDateTime(g.card.expires_at) ?? '').slice(0, 10)
      : null,
  }));
}

/** addProductsToCart.user_errors entry: InsufficientStockError carries the salable quantity. */
export const shapeUserError = (e: LineError): Answer<'Error'> =>
  e.code === 'INSUFFICIENT_STOCK'
    ? {
        __typename: 'InsufficientStockError',
        code: e.code,
        message: e.message,
        quantity: e.available ?? null,
      }
    : { __typename: 'CartUserInputError', code: e.code, message: e.message };
