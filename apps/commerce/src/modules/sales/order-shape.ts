// OrderRecord -> Magento's CustomerOrder (reference 4.4). Money is Float major units on the wire.
import { formatDateTime } from '../../shared/dates.js';
import { encodeUid } from '../../shared/ids.js';
import { isCountryCode } from '../../graphql/enums.js';
import type { OrderAddress } from '../../graphql/resolver-types.generated.js';
import type { Answer } from '../../graphql/resolvers.js';
import { centsToFloat, toMoney } from '../../shared/money.js';
import type { OrderRecord } from './order.reader.js';
import type { OrderAddressData, TotalsSnapshot } from './order-records.js';

/** Status labels by status code (CustomerOrder.status shows the label). */
export const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  processing: 'Processing',
  complete: 'Complete',
  canceled: 'Canceled',
  closed: 'Closed',
};

/** Magento's order state for each status code (a custom status would map to its state there). */
const STATES: Record<string, string> = {
  pending: 'new',
  processing: 'processing',
  complete: 'complete',
  canceled: 'canceled',
  closed: 'closed',
};
/** Statuses of a paid order: the capture is its one invoice. */
const INVOICED = new Set(['processing', 'complete', 'closed']);

/** The address as written at placement; a country code outside the schema's list is null. */
const orderAddress = (a: OrderAddressData | null): OrderAddress | null =>
  // region_id is an ID: the string graphql would have made of the number.
  a && {
    ...a,
    region_id: a.region_id === null ? null : String(a.region_id),
    country_code: isCountryCode(a.country_code) ? a.country_code : null,
  };

export function shapeOrder(o: OrderRecord): Answer<'CustomerOrder'> {
  const m = (cents: number) => toMoney(cents, o.currency);
  const snap = o.totals as Partial<TotalsSnapshot>;
  const date = formatDateTime(o.created_at) ?? '';
  const payment = o.payment_data as Record<string, unknown>;
  const additional = Object.entries(payment).map(([name, value]) => ({
    name,
    value: String(value),
  }));
  const shaped = {
    id: encodeUid(o.id),
    number: o.number,
    order_number: o.number,
    increment_id: o.number,
    order_date: date,
    created_at: date,
    order_status_change_date: date,
    status: STATUS_LABELS[o.status] ?? o.status,
    email: o.email,
    token: o.token,
    is_virtual: snap.isVirtual ?? o.shippingAddress === null,
    available_actions: [],
    grand_total: centsToFloat(o.grand_total),
    shipping_method: o.shipping_description,
    carrier: snap.carrierTitle ?? null,
    applied_coupons: o.coupon_code ? [{ code: o.coupon_code }] : [],
    gift_message: o.gift_message ?? null,
    payment_methods: [
      { name: o.payment_method_title, type: o.payment_method_code, additional_data: additional },
    ],
    billing_address: orderAddress(o.billingAddress),
    shipping_address: orderAddress(o.shippingAddress),
    state: STATES[o.status] ?? o.status,
    items: o.items.map(
      (i) =>
        ({
          __typename: i.variant_id
            ? ('ConfigurableOrderItem' as const)
            : i.product_type === 'downloadable'
              ? ('DownloadableOrderItem' as const)
              : ('OrderItem' as const),
          id: encodeUid(i.id),
          product_name: i.name,
          product_sku: i.sku,
          product_url_key: i.url_key,
          product_type: i.product_type,
          parent_sku: i.parent_sku,
          status: STATUS_LABELS[o.status] ?? o.status,
          product_sale_price: m(i.price),
          quantity_ordered: i.quantity,
          quantity_invoiced: INVOICED.has(o.status) ? i.quantity : 0,
          quantity_shipped: o.shipments.length > 0 ? i.quantity : 0,
          quantity_refunded: 0,
          quantity_canceled: 0,
          quantity_returned: 0,
          selected_options: i.options,
          entered_options: [],
          discounts:
            i.discount_amount > 0
              ? [
                  {
                    amount: m(i.discount_amount),
                    applied_to: 'ITEM' as const,
                    label: o.coupon_code ?? 'Discount',
                  },
                ]
              : [],
        }) satisfies Answer<'OrderItemInterface'>,
    ),
    total: {
      base_grand_total: m(o.grand_total),
      grand_total: m(o.grand_total),
      discounts: (snap.discounts ?? []).map((d): Answer<'Discount'> => ({
        amount: m(d.amountCents),
        applied_to: 'ITEM',
        label: d.label,
      })),
      shipping_handling: {
        amount_excluding_tax: m(o.shipping_amount),
        amount_including_tax: m(o.shipping_amount),
        taxes: [],
        total_amount: m(o.shipping_amount),
      },
      subtotal: m(o.subtotal),
      subtotal_excl_tax: m(o.subtotal),
      subtotal_incl_tax: m(o.subtotal_incl_tax),
      taxes: (snap.taxes ?? []).map((t) => ({ amount: m(t.amountCents), rate: 0, title: t.label })),
      total_giftcard: m(o.gift_card_amount),
      total_shipping: m(o.shipping_amount),
      total_tax: m(o.tax_amount),
    },
  } satisfies Omit<Answer<'CustomerOrder'>, 'invoices' | 'shipments'>;
  const shipments = o.shipments.map((sh): Answer<'OrderShipment'> => ({
    id: encodeUid(`shipment/${sh.id}`),
    number: sh.number,
    comments: [],
    tracking: [{ carrier: sh.carrier_code, title: sh.carrier_title, number: sh.track_number }],
    items: shaped.items.map((item): Answer<'ShipmentItem'> => ({
      __typename: 'ShipmentItem',
      id: item.id,
      order_item: item,
      product_name: item.product_name,
      product_sku: item.product_sku,
      product_sale_price: item.product_sale_price,
      quantity_shipped: item.quantity_ordered,
    })),
  }));
  if (!INVOICED.has(o.status)) return { ...shaped, shipments, invoices: [] };
  const invoice = {
    id: encodeUid(o.id),
    number: o.number,
    comments: [],
    items: shaped.items.map((item): Answer<'InvoiceItem'> => ({
      __typename: 'InvoiceItem',
      id: item.id,
      order_item: item,
      product_name: item.product_name,
      product_sku: item.product_sku,
      product_sale_price: item.product_sale_price,
      quantity_invoiced: item.quantity_ordered,
      discounts: item.discounts,
    })),
    total: shaped.total,
  } satisfies Answer<'Invoice'>;
  return { ...shaped, shipments, invoices: [invoice] };
}
