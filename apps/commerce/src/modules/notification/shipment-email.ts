// The shipment e-mail: tells the customer their order left, with the carrier, the tracking number
// and what was shipped where. Every interpolated value is escaped in the HTML part; the subject is
// one line. Queued in the transaction that records the shipment (order-admin.service.ts).
import { escapeHtml, oneLine } from './escape.js';
import type { OutgoingMessage } from './mailer.js';
import type { EmailAddress } from './order-confirmation.js';

export interface ShipmentEmailModel {
  storeName: string;
  number: string;
  email: string;
  customerName: string;
  carrierTitle: string;
  trackNumber: string;
  items: { name: string; sku: string; quantity: number }[];
  shippingAddress: EmailAddress | null;
  /** The storefront's order history page, when the order belongs to an account. */
  historyUrl: string | null;
}

const addressLines = (a: EmailAddress): string[] =>
  [
    `${a.firstname} ${a.lastname}`,
    a.company ?? '',
    ...a.street,
    [a.city, a.region, a.postcode].filter(Boolean).join(', '),
    a.country_code,
  ].filter((l) => l.trim() !== '');

export function shipmentEmail(m: ShipmentEmailModel): OutgoingMessage {
  const text = [
    `Hello ${m.customerName},`,
    '',
    `Your order #${m.number} has shipped.`,
    '',
    `Carrier: ${m.carrierTitle}`,
    `Tracking number: ${m.trackNumber}`,
    '',
    'Items shipped:',
    ...m.items.map((i) => `- ${i.name} (SKU ${i.sku}) x ${i.quantity}`),
    ...(m.shippingAddress ? ['', 'Ship to:', ...addressLines(m.shippingAddress)] : []),
    ...(m.historyUrl ? ['', `Your order history: ${m.historyUrl}`] : []),
    '',
    m.storeName,
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(`Your ${m.storeName} order #${m.number} has shipped`)}</title></head>
<body style="font-family:Arial,sans-serif;color:#222">
<h1>Your order has shipped</h1>
<p>Hello ${e(m.customerName)}, your order <strong>#${e(m.number)}</strong> is on its way.</p>
<p>Carrier: <strong>${e(m.carrierTitle)}</strong><br>Tracking number: <strong style="font-family:monospace">${e(m.trackNumber)}</strong></p>
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse">
<thead><tr><th align="left">Item</th><th align="left">SKU</th><th>Qty</th></tr></thead>
<tbody>
${m.items.map((i) => `<tr><td>${e(i.name)}</td><td>${e(i.sku)}</td><td align="center">${e(i.quantity)}</td></tr>`).join('\n')}
</tbody>
</table>
${m.shippingAddress ? `<h3>Shipping Address</h3><p>${addressLines(m.shippingAddress).map(e).join('<br>')}</p>` : ''}
${m.historyUrl ? `<p><a href="${e(m.historyUrl)}">See your order history</a></p>` : ''}
<p>${e(m.storeName)}</p>
</body></html>`;
  return {
    kind: 'order_shipment',
    to: m.email,
    subject: oneLine(`Your ${m.storeName} order #${m.number} has shipped`),
    text,
    html,
  };
}
