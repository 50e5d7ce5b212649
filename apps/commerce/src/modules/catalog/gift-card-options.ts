// A gift card product's settings and the typed fields a buyer fills in (sender, recipient,
// message, custom amount), shared by the product's GraphQL fields and the cart's validation.
// Uids: docs/decisions/0505-gift-card-lines.md.
import type { GiftCardSettings } from './tables.js';
import type { ProductRow } from './product.service.js';

/** The typed fields of a gift card, in display order (uid giftcard/<field>). */
export const GIFT_CARD_FIELDS = [
  { field: 'giftcard_sender_name', title: 'Sender Name', type: 'field' },
  { field: 'giftcard_sender_email', title: 'Sender Email', type: 'field' },
  { field: 'giftcard_recipient_name', title: 'Recipient Name', type: 'field' },
  { field: 'giftcard_recipient_email', title: 'Recipient Email', type: 'field' },
  { field: 'giftcard_message', title: 'Message', type: 'area' },
  { field: 'custom_giftcard_amount', title: 'Custom Gift Card Amount', type: 'field' },
] as const;

export type GiftCardField = (typeof GIFT_CARD_FIELDS)[number]['field'];

export const GIFT_CARD_MESSAGE_MAX_LENGTH = 255;

export const DEFAULT_GIFT_CARD_SETTINGS: GiftCardSettings = {
  amounts: [],
  allow_open_amount: false,
  open_amount_min: null,
  open_amount_max: null,
  giftcard_type: 'VIRTUAL',
};

export const giftCardSettings = (p: Pick<ProductRow, 'giftcard'>): GiftCardSettings =>
  p.giftcard ?? DEFAULT_GIFT_CARD_SETTINGS;

/** E-mail fields are required for cards that are sent by e-mail. */
export const needsEmails = (s: GiftCardSettings): boolean => s.giftcard_type !== 'PHYSICAL';

export const isGiftCardFieldRequired = (field: GiftCardField, s: GiftCardSettings): boolean =>
  field === 'giftcard_sender_name' ||
  field === 'giftcard_recipient_name' ||
  ((field === 'giftcard_sender_email' || field === 'giftcard_recipient_email') && needsEmails(s));
