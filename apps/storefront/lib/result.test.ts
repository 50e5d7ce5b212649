import { describe, expect, it } from 'vitest';
import { found, missing, valueOr, type ReadResult } from './result';

describe('read results', () => {
  it('carries a value or a reason under the one `ok` discriminant', () => {
    expect(found(3)).toEqual({ ok: true, value: 3 });
    expect(missing('none')).toEqual({ ok: false, reason: 'none' });
    expect(missing('error', 'down')).toEqual({ ok: false, reason: 'error', message: 'down' });
  });

  it('gives the stand-in only when the read has no value', () => {
    const empty: string[] = [];
    const read = (r: ReadResult<string[], 'none' | 'stale'>) => valueOr(r, empty);
    expect(read(found(['a']))).toEqual(['a']);
    expect(read(missing('stale'))).toBe(empty);
    expect(read(found([]))).toEqual([]);
  });
});
