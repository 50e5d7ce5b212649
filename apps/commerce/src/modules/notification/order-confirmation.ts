// The order confirmation e-mail: plain text and HTML with the order number, items, totals and
// addresses. Every interpolated value is escaped in the HTML part; the subject is one line.
import { formatCents } from '@charter/shared/money';
import { escapeHtml, oneLine } from './escape.js';
import type { OutgoingMessage } from './mailer.js';

export interface EmailAddress {
  firstname: string;
  lastname: string;
  company?: string | null;
  street: string[];
  city: string;
  region?: string | null;
  postcode?: string | null;
  country_code: string;
  telephone?: string | null;
}

export interface OrderEmailModel {
  storeName: string;
  number: string;
  email: string;
  customerName: string;
  createdAt: Date;
  currency: string;
  items: {
    name: string;
    sku: string;
    quantity: number;
    priceCents: number;
    rowTotalCents: number;
    options: string[];
  }[];
  totals: {
    subtotal: number;
    discount: number;
    shipping: number;
    tax: number;
    giftCard: number;
    grandTotal: number;
  };
  shippingDescription: string | null;
  paymentTitle: string;
  shippingAddress: EmailAddress | null;
  billingAddress: EmailAddress | null;
  giftMessage: { from: string; to: string; message: string } | null;
}

const addressLines = (a: EmailAddress): string[] =>
  [
    `${a.firstname} ${a.lastname}`,
    a.company ?? '',
    ...a.street,
    [a.city, a.region, a.postcode].filter(Boolean).join(', '),
    a.country_code,
    a.telephone ? `T: ${a.telephone}` : '',
  ].filter((l) => l.trim() !== '');

export function orderConfirmationEmail(m: OrderEmailModel): OutgoingMessage {
  const money = (cents: number) => formatCents(cents, m.currency);
  const totalRows: [string, number][] = [
    ['Subtotal', m.totals.subtotal],
    ...(m.totals.discount ? ([['Discount', -m.totals.discount]] as [string, number][]) : []),
    ['Shipping', m.totals.shipping],
    ...(m.totals.tax ? ([['Tax', m.totals.tax]] as [string, number][]) : []),
    ...(m.totals.giftCard ? ([['Gift Card', -m.totals.giftCard]] as [string, number][]) : []),
    ['Order Total', m.totals.grandTotal],
  ];
  const date = m.createdAt.toISOString().slice(0, 10);

  const text = [
    `Thank you for your order, ${m.customerName}.`,
    '',
    `Order #${m.number} (placed ${date})`,
    '',
    'Items:',
    ...m.items.map(
      (i) =>
        `- ${i.name} (SKU ${i.sku})${i.options.length ? ` [${i.options.join('; ')}]` : ''} x ${i.quantity} @ ${money(i.priceCents)} = ${money(i.rowTotalCents)}`,
    ),
    '',
    ...totalRows.map(([label, cents]) => `${label}: ${money(cents)}`),
    '',
    ...(m.shippingAddress ? ['Ship to:', ...addressLines(m.shippingAddress), ''] : []),
    ...(m.shippingDescription ? [`Shipping method: ${m.shippingDescription}`, ''] : []),
    ...(m.billingAddress ? ['Bill to:', ...addressLines(m.billingAddress), ''] : []),
    `Payment: ${m.paymentTitle}`,
    ...(m.giftMessage
      ? [
          '',
          `Gift message from ${m.giftMessage.from} to ${m.giftMessage.to}: ${m.giftMessage.message}`,
        ]
      : []),
    '',
    m.storeName,
  ].join('\n');

  const e = escapeHtml;
  const addressHtml = (title: string, a: EmailAddress | null) =>
    a
      ? `<td valign="top"><h3>${e(title)}</h3><p>${addressLines(a).map(e).join('<br>')}</p></td>`
      : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(`Your ${m.storeName} order #${m.number}`)}</title></head>
<body style="font-family:Arial,sans-serif;color:#222">
<h1>Thank you for your order</h1>
<p>Hello ${e(m.customerName)}, we have received order <strong>#${e(m.number)}</strong> placed on ${e(date)}.</p>
<table cellpadding="6" cellspacing="0" border="1" style="border-collapse:collapse">
<thead><tr><th align="left">Item</th><th align="left">SKU</th><th>Qty</th><th align="right">Price</th><th align="right">Subtotal</th></tr></thead>
<tbody>
${m.items
  .map(
    (i) =>
      `<tr><td>${e(i.name)}${i.options.length ? `<br><small>${i.options.map(e).join('<br>')}</small>` : ''}</td><td>${e(i.sku)}</td><td align="center">${e(i.quantity)}</td><td align="right">${e(money(i.priceCents))}</td><td align="right">${e(money(i.rowTotalCents))}</td></tr>`,
  )
  .join('\n')}
</tbody>
<tfoot>
${totalRows.map(([label, cents]) => `<tr><td colspan="4" align="right">${e(label)}</td><td align="right">${e(money(cents))}</td></tr>`).join('\n')}
</tfoot>
</table>
<table cellpadding="6"><tr>${addressHtml('Shipping Address', m.shippingAddress)}${addressHtml('Billing Address', m.billingAddress)}</tr></table>
${m.shippingDescription ? `<p>Shipping method: ${e(m.shippingDescription)}</p>` : ''}
<p>Payment: ${e(m.paymentTitle)}</p>
${m.giftMessage ? `<p>Gift message from ${e(m.giftMessage.from)} to ${e(m.giftMessage.to)}: ${e(m.giftMessage.message)}</p>` : ''}
<p>${e(m.storeName)}</p>
</body></html>`;

  return {
    kind: 'order_confirmation',
    to: m.email,
    subject: oneLine(`Your ${m.storeName} order confirmation #${m.number}`),
    text,
    html,
  };
}
