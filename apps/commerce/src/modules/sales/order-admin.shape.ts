// The sales module's order models as the admin API answers them (orders.admin.graphql).
import type {
  AdminOrder,
  AdminOrderAddress,
  AdminOrderListItem,
} from '../../graphql/admin-resolver-types.generated.js';
import type { OrderDetail, OrderListRow } from './order-admin.queries.js';
import { STATUS_LABELS } from './order-shape.js';
import type { OrderAddressData } from './order-records.js';

const iso = (d: Date | string | null): string | null =>
  d === null ? null : new Date(d).toISOString();
const label = (status: string) => STATUS_LABELS[status] ?? status;

export const listItemOf = (r: OrderListRow): AdminOrderListItem => ({
  number: r.number,
  created_at: new Date(r.createdAt).toISOString(),
  status: r.status,
  status_label: label(r.status),
  email: r.email,
  customer_name: r.customerName,
  grand_total_cents: r.grandTotalCents,
  currency: r.currency,
  payment_method: r.paymentMethodCode,
  payment_method_title: r.paymentMethodTitle,
});

const addressOf = (a: OrderAddressData | null): AdminOrderAddress | null =>
  a && {
    name: [a.firstname, a.lastname].filter(Boolean).join(' '),
    company: a.company,
    street: a.street,
    city: a.city,
    region: a.region,
    postcode: a.postcode,
    country_code: a.country_code,
    telephone: a.telephone,
  };

export function orderOf(d: OrderDetail): AdminOrder {
  const o = d.order;
  const named = o.billingAddress ?? o.shippingAddress;
  return {
    number: o.number,
    created_at: new Date(o.created_at).toISOString(),
    status: o.status,
    status_label: label(o.status),
    email: o.email,
    customer_name: named ? `${named.firstname} ${named.lastname}` : null,
    customer_id: o.customer_id,
    currency: o.currency,
    subtotal_cents: o.subtotal,
    discount_cents: o.discount_amount,
    shipping_cents: o.shipping_amount,
    tax_cents: o.tax_amount,
    gift_card_cents: o.gift_card_amount,
    grand_total_cents: o.grand_total,
    coupon_code: o.coupon_code,
    shipping_description: o.shipping_description,
    payment_method: o.payment_method_code,
    payment_method_title: o.payment_method_title,
    paid_at: iso(o.paid_at),
    shipped_at: iso(o.shipped_at),
    canceled_at: iso(o.canceled_at),
    paid_cents: d.paidCents,
    refunded_cents: d.refundedCents,
    refundable_cents: Math.max(0, d.paidCents - d.refundedCents),
    items: o.items.map((i) => ({
      sku: i.sku,
      name: i.name,
      quantity: i.quantity,
      price_cents: i.price,
      row_total_cents: i.row_total,
      options: (i.options as { label: string; value: string }[]).map(
        (x) => `${x.label}: ${x.value}`,
      ),
    })),
    shipping_address: addressOf(o.shippingAddress),
    billing_address: addressOf(o.billingAddress),
    shipments: o.shipments.map((s) => ({
      number: s.number,
      carrier_code: s.carrier_code,
      carrier_title: s.carrier_title,
      track_number: s.track_number,
      created_at: new Date(s.created_at).toISOString(),
    })),
    history: d.history.map((h) => ({
      action: h.action,
      status: h.status,
      amount_cents: h.amountCents,
      comment: h.comment,
      actor: h.actor,
      created_at: new Date(h.createdAt).toISOString(),
    })),
    payments: d.payments.map((p) => ({
      kind: p.kind,
      status: p.status,
      amount_cents: p.amountCents,
      gateway: p.gateway,
      reference: p.reference,
      created_at: new Date(p.createdAt).toISOString(),
    })),
    gift_cards: d.giftCards.map((g) => ({ code: g.code, amount_cents: g.amountCents })),
    actions: {
      record_payment: d.actions.recordPayment,
      ship: d.actions.ship,
      cancel: d.actions.cancel,
      refund: d.actions.refund,
    },
  };
}
