import { describe, expect, it } from 'vitest';
import {
  absent,
  answered,
  dataOr,
  errorOf,
  isAbsent,
  isUnreachable,
  ok,
  userError,
  type CommerceResult,
} from './result';

describe('commerce results', () => {
  it('carries data, or one error with a code, under the one `ok` discriminant', () => {
    expect(ok(3)).toEqual({ ok: true, data: 3 });
    expect(absent('none')).toEqual({
      ok: false,
      error: { kind: 'user', message: 'none', retryable: false, code: 'none', errors: [] },
    });
    expect(absent('stale', 'gone')).toMatchObject({
      ok: false,
      error: { code: 'stale', message: 'gone' },
    });
    expect(userError('Sold out', 'OUT_OF_STOCK')).toEqual({
      kind: 'user',
      message: 'Sold out',
      retryable: false,
      code: 'OUT_OF_STOCK',
      errors: [],
    });
  });

  it('gives the stand-in only when the result has no data', () => {
    const empty: string[] = [];
    const read = (r: CommerceResult<string[], 'none' | 'stale'>) => dataOr(r, empty);
    expect(read(ok(['a']))).toEqual(['a']);
    expect(read(absent('stale'))).toBe(empty);
    expect(read(ok([]))).toEqual([]);
  });

  it('tells a read with nothing to read from a failed API, and an unreached API from a refusal', () => {
    const down = { kind: 'network' as const, message: 'down', retryable: true, errors: [] };
    expect(isAbsent(absent('none').error)).toBe(true);
    expect(isAbsent(absent('stale').error)).toBe(true);
    expect(isAbsent(down)).toBe(false);
    expect(isUnreachable(down)).toBe(true);
    expect(isUnreachable({ kind: 'http' })).toBe(true);
    expect(isUnreachable(userError('no'))).toBe(false);
  });

  it('offers what came next to errors only on request, and names the silence of an empty answer', () => {
    const partial: CommerceResult<{ cart: string }> = {
      ok: false,
      error: userError('Some of the products are out of stock.'),
      partial: { cart: 'c' },
    };
    expect(answered(partial)).toEqual({ cart: 'c' });
    expect(answered({ ok: false, error: userError('no') })).toBeNull();
    expect(errorOf(ok(1))).toEqual({
      kind: 'graphql',
      message: 'Error to fetch',
      retryable: false,
      errors: [],
    });
    expect(errorOf(partial)).toBe(partial.ok ? null : partial.error);
  });
});
