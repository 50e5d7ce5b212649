// Masked cart ids (reference section 1.5): 32 characters over [A-Za-z0-9] from the system CSPRNG.
// 62 symbols give log2(62) * 32 ≈ 190 bits. Bytes >= 248 (= 4 * 62) are rejected so that every
// symbol is exactly equally likely (no modulo bias).
import { randomBytes } from 'node:crypto';

export const MASKED_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const MASKED_ID_LENGTH = 32;
const LIMIT = 256 - (256 % MASKED_ID_ALPHABET.length);

export function newMaskedId(random: (n: number) => Uint8Array = randomBytes): string {
  let out = '';
  while (out.length < MASKED_ID_LENGTH) {
    for (const b of random(48)) {
      if (b >= LIMIT) continue;
      out += MASKED_ID_ALPHABET[b % MASKED_ID_ALPHABET.length];
      if (out.length === MASKED_ID_LENGTH) break;
    }
  }
  return out;
}
