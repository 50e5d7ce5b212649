// The gift card e-mail: tells the recipient the code and amount of a card bought for them, with
// the sender's name and message. Every interpolated value is escaped in the HTML part; the
// subject is one line.
import { formatCents } from '@charter/shared/money';
import { escapeHtml, oneLine } from './escape.js';
import type { OutgoingMessage } from './mailer.js';

export interface GiftCardEmailModel {
  storeName: string;
  to: string;
  code: string;
  amountCents: number;
  currency: string;
  senderName: string;
  senderEmail: string | null;
  recipientName: string;
  message: string | null;
}

export function giftCardEmail(m: GiftCardEmailModel): OutgoingMessage {
  const amount = formatCents(m.amountCents, m.currency);
  const from = m.senderEmail ? `${m.senderName} (${m.senderEmail})` : m.senderName;
  const text = [
    `Hello ${m.recipientName},`,
    '',
    `${from} has sent you a ${m.storeName} gift card worth ${amount}.`,
    ...(m.message ? ['', 'Message:', m.message] : []),
    '',
    `Gift card code: ${m.code}`,
    'Enter this code in the Gift Card section of your cart to use it.',
    '',
    m.storeName,
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(`A ${m.storeName} gift card for you`)}</title></head>
<body style="font-family:Arial,sans-serif;color:#222">
<h1>You have received a gift card</h1>
<p>Hello ${e(m.recipientName)},</p>
<p>${e(from)} has sent you a ${e(m.storeName)} gift card worth <strong>${e(amount)}</strong>.</p>
${m.message ? `<blockquote style="white-space:pre-wrap">${e(m.message)}</blockquote>` : ''}
<p>Gift card code: <strong style="font-family:monospace;font-size:1.2em">${e(m.code)}</strong></p>
<p>Enter this code in the Gift Card section of your cart to use it.</p>
<p>${e(m.storeName)}</p>
</body></html>`;
  return {
    kind: 'gift_card',
    to: m.to,
    subject: oneLine(`${m.senderName} sent you a ${m.storeName} gift card`),
    text,
    html,
  };
}
