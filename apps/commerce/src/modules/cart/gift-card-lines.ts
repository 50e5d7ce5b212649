// Gift card lines (docs/decisions/0505-gift-card-lines.md): the amount and the sender/recipient
// fields of an addProductsToCart request for a GiftCardProduct, validated against the product's
// settings. Pure: the uids come in, a CartItemGiftCard or a LineError goes out.
import { isValidEmail } from '@charter/shared/validation';
import { formatCents } from '@charter/shared/money';
import type { CartItemGiftCard } from './tables.js';
import type { GiftCardSettings } from '../catalog/tables.js';
import { decodeUid, giftCardFieldUid } from '../../shared/ids.js';
import {
  GIFT_CARD_FIELDS,
  GIFT_CARD_MESSAGE_MAX_LENGTH,
  giftCardSettings,
  isGiftCardFieldRequired,
  type GiftCardField,
} from '../catalog/gift-card-options.js';
import type { ProductRow } from '../catalog/product.service.js';
import { failWith, ok, type Result } from '../../shared/result.js';
import type { LineError } from './results.js';

const NAME_MAX_LENGTH = 255;

export const GC_MSG = {
  amountMissing: 'Please specify a gift card amount.',
  amountMin: (cents: number) => `Gift Card min amount is ${formatCents(cents)}`,
  amountMax: (cents: number) => `Gift Card max amount is ${formatCents(cents)}`,
  senderName: 'Please specify a sender name.',
  senderEmail: 'Please specify a sender email.',
  recipientName: 'Please specify a recipient name.',
  recipientEmail: 'Please specify a recipient email.',
  emailInvalid: (label: string) => `Please enter a valid ${label} email.`,
  tooLong: 'The text is too long. Shorten the text and try again.',
} as const;

/** A selected uid naming a gift card amount: its amount in cents, or null for other uids. */
export function parseGiftCardAmountUid(uid: string): number | null {
  const m = /^giftcard\/giftcard_amount\/(\d{1,9}(?:\.\d{1,4})?)$/.exec(decodeUid(uid) ?? '');
  return m ? Math.round(Number(m[1]) * 100) : null;
}

/** An entered-option uid naming a gift card field, or null for other uids. */
export function parseGiftCardFieldUid(uid: string): GiftCardField | null {
  return GIFT_CARD_FIELDS.find((f) => giftCardFieldUid(f.field) === uid)?.field ?? null;
}

/** True when a uid belongs to the gift card's options (amount or field). */
export const isGiftCardUid = (uid: string): boolean =>
  (decodeUid(uid) ?? '').startsWith('giftcard/');

/** Parses a typed amount ("75", "75.5", "75.50"); null when it is not a positive amount of money. */
export function parseAmount(value: string): number | null {
  const v = value.trim().replace(/^\$/, '');
  if (!/^\d{1,7}(?:\.\d{1,2})?$/.test(v)) return null;
  const cents = Math.round(Number(v) * 100);
  return cents > 0 ? cents : null;
}

const fail = (code: LineError['code'], message: string): Result<never, LineError> =>
  failWith({ code, message });

function chooseAmount(
  s: GiftCardSettings,
  selected: readonly string[],
  custom: string | undefined,
): Result<number, LineError> {
  if (custom !== undefined && custom.trim() !== '') {
    if (!s.allow_open_amount) return fail('INVALID_PARAMETER_VALUE', GC_MSG.amountMissing);
    const cents = parseAmount(custom);
    if (cents === null) return fail('INVALID_PARAMETER_VALUE', GC_MSG.amountMissing);
    if (s.open_amount_min !== null && cents < s.open_amount_min)
      return fail('INVALID_PARAMETER_VALUE', GC_MSG.amountMin(s.open_amount_min));
    if (s.open_amount_max !== null && cents > s.open_amount_max)
      return fail('INVALID_PARAMETER_VALUE', GC_MSG.amountMax(s.open_amount_max));
    return ok(cents);
  }
  if (selected.length === 0) return fail('REQUIRED_PARAMETER_MISSING', GC_MSG.amountMissing);
  const amounts = selected.map(parseGiftCardAmountUid);
  const cents = amounts[0];
  if (amounts.length > 1 || cents === null || cents === undefined || !s.amounts.includes(cents)) {
    return fail('INVALID_PARAMETER_VALUE', GC_MSG.amountMissing);
  }
  return ok(cents);
}

/**
 * The line's gift card data from the request's gift card uids. `selected` are the amount uids,
 * `entered` the typed fields (uids already known to be gift card uids).
 */
export function resolveGiftCard(
  product: Pick<ProductRow, 'giftcard'>,
  selected: readonly string[],
  entered: readonly { uid: string; value: string }[],
): Result<CartItemGiftCard, LineError> {
  const s = giftCardSettings(product);
  const values = new Map<GiftCardField, string>();
  for (const e of entered) {
    const field = parseGiftCardFieldUid(e.uid);
    if (!field)
      return fail('INVALID_PARAMETER_VALUE', 'The product option you selected is not valid.');
    values.set(field, e.value.trim());
  }
  const amount = chooseAmount(s, selected, values.get('custom_giftcard_amount'));
  if (!amount.ok) return amount;
  const text = (f: GiftCardField) => values.get(f) ?? '';
  const missing: [GiftCardField, string][] = [
    ['giftcard_sender_name', GC_MSG.senderName],
    ['giftcard_sender_email', GC_MSG.senderEmail],
    ['giftcard_recipient_name', GC_MSG.recipientName],
    ['giftcard_recipient_email', GC_MSG.recipientEmail],
  ];
  for (const [field, message] of missing) {
    if (isGiftCardFieldRequired(field, s) && text(field) === '')
      return fail('REQUIRED_PARAMETER_MISSING', message);
  }
  for (const [field, label] of [
    ['giftcard_sender_email', 'sender'],
    ['giftcard_recipient_email', 'recipient'],
  ] as const) {
    if (text(field) !== '' && !isValidEmail(text(field)))
      return fail('INVALID_PARAMETER_VALUE', GC_MSG.emailInvalid(label));
  }
  if (
    text('giftcard_sender_name').length > NAME_MAX_LENGTH ||
    text('giftcard_recipient_name').length > NAME_MAX_LENGTH
  ) {
    return fail('INVALID_PARAMETER_VALUE', GC_MSG.tooLong);
  }
  if (text('giftcard_message').length > GIFT_CARD_MESSAGE_MAX_LENGTH)
    return fail('INVALID_PARAMETER_VALUE', GC_MSG.tooLong);
  const orNull = (f: GiftCardField) => (text(f) === '' ? null : text(f));
  return ok({
    amount: amount.value,
    sender_name: text('giftcard_sender_name'),
    sender_email: orNull('giftcard_sender_email'),
    recipient_name: text('giftcard_recipient_name'),
    recipient_email: orNull('giftcard_recipient_email'),
    message: orNull('giftcard_message'),
  });
}
