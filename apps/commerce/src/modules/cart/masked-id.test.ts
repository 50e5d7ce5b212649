import { describe, expect, it } from 'vitest';
import { MASKED_ID_ALPHABET as A, newMaskedId } from './masked-id.js';

describe('newMaskedId', () => {
  it('is 32 characters over [A-Za-z0-9] and unique', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => newMaskedId()));
    expect(ids.size).toBe(2000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('skips bytes >= 248, which would bias the alphabet, and draws again', () => {
    let calls = 0;
    const source = (n: number) => {
      calls++;
      return calls === 1
        ? new Uint8Array(n).fill(248)
        : Uint8Array.from({ length: n }, (_, i) => (i % 2 ? 247 : 62));
    };
    expect(newMaskedId(source)).toBe(`${A[0]}${A[61]}`.repeat(16));
    expect(calls).toBe(2);
  });

  it('maps each accepted byte b to symbol b mod 62, so every symbol has 4 of the 248 bytes', () => {
    const hits = new Map<string, number>();
    for (let b = 0; b < 248; b++) {
      const c = newMaskedId((n) => new Uint8Array(n).fill(b))[0] as string;
      hits.set(c, (hits.get(c) ?? 0) + 1);
    }
    expect(hits.size).toBe(62);
    expect([...hits.values()].every((n) => n === 4)).toBe(true);
  });
});
