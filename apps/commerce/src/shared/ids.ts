// Magento's opaque identifiers (reference section 1.5): base64 of the entity id or of a typed path.

export function encodeUid(value: string | number): string {
  return Buffer.from(String(value), 'utf8').toString('base64');
}

export function decodeUid(uid: string): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(uid)) return null;
  const decoded = Buffer.from(uid, 'base64').toString('utf8');
  // Round-trip check rejects strings that are base64-shaped but not what we encoded.
  return encodeUid(decoded) === uid ? decoded : null;
}

/** Decodes a uid that should carry a positive integer entity id; null otherwise. */
export function decodeIdUid(uid: string): number | null {
  const decoded = decodeUid(uid);
  return decoded !== null ? parsePositiveInt(decoded) : null;
}

export function parsePositiveInt(value: string): number | null {
  if (!/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

export const configurableValueUid = (attributeId: number, optionId: number): string =>
  encodeUid(`configurable/${attributeId}/${optionId}`);
export const customOptionUid = (optionId: number): string => encodeUid(`custom-option/${optionId}`);
export const customOptionValueUid = (optionId: number, valueId: number): string =>
  encodeUid(`custom-option/${optionId}/${valueId}`);

/** Gift card amount uid, Adobe Commerce's form: giftcard/giftcard_amount/<amount with 4 decimals>. */
export const giftCardAmountUid = (cents: number): string =>
  encodeUid(`giftcard/giftcard_amount/${(cents / 100).toFixed(4)}`);
/** Uid of a gift card's typed field (sender, recipient, message, custom amount): giftcard/<field>. */
export const giftCardFieldUid = (field: string): string => encodeUid(`giftcard/${field}`);

/** A downloadable product's link: base64("downloadable/<link id>"), as Magento's uid. */
export const downloadableLinkUid = (linkId: number): string => encodeUid(`downloadable/${linkId}`);
