// Turns the API's cart into the storefront's Cart (money in integer cents). Pure; safe anywhere.
import type {
  CartAddressFragment,
  CartFieldsFragment,
  CartItemFragment,
  MoneyFragment,
} from '@/lib/commerce/generated/graphql';
import type {
  AppliedGiftCard,
  Cart,
  CartAddress,
  CartLine,
  CartLineOption,
  LabelledAmount,
  ShippingMethod,
} from './cart-types';
import { formatMoney, money, type Money } from '@charter/shared/money';
import { categoryPath } from '../catalog/adapters';

function compact<T>(list: (T | null | undefined)[] | null | undefined): T[] {
  return (list ?? []).filter((x): x is T => x !== null && x !== undefined);
}

type ShippingAddress = NonNullable<CartFieldsFragment['shipping_addresses'][number]>;
type Discount = NonNullable<
  NonNullable<NonNullable<CartFieldsFragment['prices']>['discounts']>[number]
>;

const toMoney = (m: MoneyFragment | null | undefined): Money | null => money(m?.value, m?.currency);

export function shippingMethodKey(carrierCode: string, methodCode: string): string {
  return `${carrierCode}|${methodCode}`;
}

export function parseShippingMethodKey(
  key: string,
): { carrierCode: string; methodCode: string } | null {
  const [carrierCode, methodCode, ...rest] = key.split('|');
  if (!carrierCode || !methodCode || rest.length > 0) return null;
  return { carrierCode, methodCode };
}

function lineOptions(item: CartItemFragment): CartLineOption[] {
  const configurable = compact(
    'configurable_options' in item ? item.configurable_options : null,
  ).map((o) => ({
    label: o.option_label,
    value: o.value_label,
  }));
  const custom = compact('customizable_options' in item ? item.customizable_options : null).map(
    (o) => ({
      label: o.label,
      // Choice options carry their value's label; text options carry the entered text in value.
      value: compact(o.values)
        .map((v) => (v.label && v.label !== '' ? v.label : (v.value ?? '')))
        .filter((s) => s !== '')
        .join(', '),
    }),
  );
  return [...configurable, ...custom, ...giftCardOptions(item)].filter((o) => o.value !== '');
}

/** A gift card line's amount, recipient, sender and message, shown like options. */
function giftCardOptions(item: CartItemFragment): CartLineOption[] {
  if (item.__typename !== 'GiftCardCartItem') return [];
  const person = (name: string | null | undefined, email: string | null | undefined) =>
    [name, email ? `<${email}>` : ''].filter(Boolean).join(' ');
  const amount = toMoney(item.amount);
  return [
    { label: 'Gift Card Amount', value: amount ? formatMoney(amount) : '' },
    { label: 'Recipient', value: person(item.recipient_name, item.recipient_email) },
    { label: 'Sender', value: person(item.sender_name, item.sender_email) },
    { label: 'Message', value: item.message ?? '' },
  ];
}

export function toCartLine(item: CartItemFragment, productUrlSuffix: string): CartLine {
  const variant = ('configured_variant' in item ? item.configured_variant : null) ?? null;
  const product = item.product;
  const image = variant?.thumbnail?.url
    ? variant.thumbnail
    : variant?.small_image?.url
      ? variant.small_image
      : product?.thumbnail?.url
        ? product.thumbnail
        : product?.small_image;
  const name = variant?.name || product?.name || '';
  const discount = toMoney(item.prices?.total_item_discount);
  const categories = categoryPath(product?.categories);
  return {
    uid: item.uid,
    quantity: item.quantity,
    sku: variant?.sku || product?.sku || '',
    name,
    href: product?.url_key ? `/${product.url_key}${product.url_suffix ?? productUrlSuffix}` : null,
    image: image?.url ? { url: image.url, alt: image.label || name } : null,
    options: lineOptions(item),
    unitPrice: toMoney(item.prices?.price),
    rowTotal: toMoney(item.prices?.row_total),
    discount: discount && discount.cents !== 0 ? discount : null,
    ...(categories.length ? { categories } : {}),
  };
}

function labelled(
  list: (Discount | null)[] | null | undefined,
  fallbackLabel: string,
): LabelledAmount[] {
  return compact(list).flatMap((d) => {
    const amount = toMoney(d.amount);
    return amount && amount.cents !== 0
      ? [{ label: d.label || fallbackLabel, amount: { ...amount, cents: Math.abs(amount.cents) } }]
      : [];
  });
}

export function toCartAddress(a: CartAddressFragment | null | undefined): CartAddress | null {
  if (!a || !a.firstname) return null;
  return {
    firstname: a.firstname ?? '',
    lastname: a.lastname ?? '',
    company: a.company ?? '',
    street: compact(a.street),
    city: a.city ?? '',
    regionCode: a.region?.code ?? '',
    regionId: a.region?.region_id ?? null,
    regionLabel: a.region?.label ?? '',
    postcode: a.postcode ?? '',
    countryCode: a.country?.code ?? '',
    telephone: a.telephone ?? '',
  };
}

function toShippingMethods(a: ShippingAddress | null | undefined): ShippingMethod[] {
  return compact(a?.available_shipping_methods).map((m) => ({
    carrierCode: m.carrier_code,
    methodCode: m.method_code ?? '',
    key: shippingMethodKey(m.carrier_code, m.method_code ?? ''),
    title: m.method_title ?? m.method_code ?? '',
    carrierTitle: m.carrier_title ?? m.carrier_code,
    amount: toMoney(m.amount),
    available: m.available !== false && Boolean(m.method_code),
    errorMessage: m.error_message ?? null,
  }));
}

export function sumMoney(list: (Money | null)[]): Money | null {
  const present = list.filter((m): m is Money => m !== null);
  if (present.length === 0) return null;
  return { cents: present.reduce((s, m) => s + m.cents, 0), currency: present[0]!.currency };
}

export function toCart(api: CartFieldsFragment, productUrlSuffix: string): Cart {
  const shipping = compact(api.shipping_addresses)[0] ?? null;
  const selected = shipping?.selected_shipping_method ?? null;
  const giftCards: AppliedGiftCard[] = compact(api.applied_gift_cards).map((g) => ({
    code: g.code ?? '',
    applied: toMoney(g.applied_balance),
    remaining: toMoney(g.current_balance),
    expires: g.expiration_date,
  }));
  const shippingAmount = selected ? toMoney(selected.amount) : null;
  const giftCardTotal = sumMoney(giftCards.map((g) => g.applied));
  const lines = compact(api.items).map((i) => toCartLine(i, productUrlSuffix));
  return {
    id: api.id,
    email: api.email ?? null,
    isVirtual: api.is_virtual === true,
    totalQuantity: api.total_quantity ?? lines.reduce((s, l) => s + l.quantity, 0),
    lines,
    couponCode: compact(api.applied_coupons)[0]?.code ?? null,
    giftCards,
    totals: {
      subtotal: toMoney(api.prices?.subtotal_excluding_tax),
      discounts: labelled(api.prices?.discounts, ''),
      taxes: labelled(api.prices?.applied_taxes, ''),
      shipping:
        selected && shippingAmount
          ? {
              label: selected.carrier_title ?? selected.carrier_code,
              method: [selected.carrier_title, selected.method_title].filter(Boolean).join(' - '),
              amount: shippingAmount,
            }
          : null,
      giftCard: giftCardTotal && giftCardTotal.cents !== 0 ? giftCardTotal : null,
      grandTotal: toMoney(api.prices?.grand_total),
    },
    shippingAddress: toCartAddress(shipping),
    shippingMethods: toShippingMethods(shipping),
    selectedShippingMethod: selected
      ? shippingMethodKey(selected.carrier_code, selected.method_code)
      : null,
    billingAddress: toCartAddress(api.billing_address),
    paymentMethods: compact(api.available_payment_methods).map((m) => ({
      code: m.code,
      title: m.title ?? m.code,
    })),
    selectedPaymentMethod: api.selected_payment_method?.code || null,
  };
}

/** An empty cart to show when there is no cart id, or the stored one had to be dropped. */
export function emptyCart(): Cart {
  return {
    id: '',
    email: null,
    isVirtual: false,
    totalQuantity: 0,
    lines: [],
    couponCode: null,
    giftCards: [],
    totals: {
      subtotal: null,
      discounts: [],
      taxes: [],
      shipping: null,
      giftCard: null,
      grandTotal: null,
    },
    shippingAddress: null,
    shippingMethods: [],
    selectedShippingMethod: null,
    billingAddress: null,
    paymentMethods: [],
    selectedPaymentMethod: null,
  };
}

/** Spec: the cart is empty when total_quantity is 0. */
export const isCartEmpty = (cart: Cart): boolean => cart.totalQuantity <= 0;
