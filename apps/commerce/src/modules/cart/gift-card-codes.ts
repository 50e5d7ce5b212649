// Gift card codes: 12 symbols from a 32-letter alphabet after 'GC-', drawn from the operating
// system's secure random source (60 bits). Cards bought in an order and cards an operator issues
// get their codes here alike.
import { randomBytes } from 'node:crypto';

/** No 0/O, 1/I: a code read aloud or typed from paper cannot be mistaken. 32 symbols, so a byte's low 5 bits are uniform. */
export const GIFT_CARD_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GIFT_CARD_CODE_LENGTH = 12;

export function newGiftCardCode(): string {
  const bytes = randomBytes(GIFT_CARD_CODE_LENGTH);
  let code = 'GC-';
  for (const b of bytes) code += GIFT_CARD_CODE_ALPHABET[b & 31];
  return code;
}
