import { describe, expect, it } from 'vitest';
import {
  decodeValue,
  encodeValue,
  PROTECTED_KEYS,
  readStored,
  writeStored,
  type StorageLike,
} from './index';

/** An in-memory Web Storage with a size limit in characters (keys and values), like a browser's. */
class MemoryStorage implements StorageLike {
  readonly map = new Map<string, string>();
  setCalls = 0;
  constructor(private readonly quota = Infinity) {}
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  setItem(k: string, v: string) {
    this.setCalls++;
    let used = k.length + v.length;
    for (const [key, value] of this.map) if (key !== k) used += key.length + value.length;
    if (used > this.quota)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.map.set(k, v);
  }
}

describe('browser storage', () => {
  it('round-trips values, and what is stored is compressed text, not the JSON', () => {
    const storage = new MemoryStorage();
    const value = {
      skus: ['CH-100', 'CH-200', 'CH-100', 'CH-200', 'CH-100', 'CH-200'],
      at: 1,
      name: 'Café ☕',
    };
    expect(writeStored(storage, 'recentlyViewed', value)).toBe(true);
    const raw = storage.getItem('recentlyViewed')!;
    expect(raw).not.toContain('CH-100');
    expect(raw).not.toBe(JSON.stringify(value));
    expect(raw.length).toBeLessThan(JSON.stringify(value).length);
    expect(readStored(storage, 'recentlyViewed')).toEqual(value);
  });

  it('reads a missing key or foreign text as null', () => {
    const storage = new MemoryStorage();
    expect(readStored(storage, 'nothing')).toBeNull();
    storage.map.set('plain', '{"not":"ours"}');
    expect(readStored(storage, 'plain')).toBeNull();
    expect(decodeValue(encodeValue(null))).toBeNull();
    expect(decodeValue(encodeValue(0))).toBe(0);
  });

  it('a failed write purges every key but the protected ones and retries once', () => {
    const storage = new MemoryStorage(400);
    for (const key of PROTECTED_KEYS) writeStored(storage, key, 'x');
    storage.map.set('someOtherApp', 'y'.repeat(150));
    storage.map.set('oldCache', 'z'.repeat(150));
    storage.setCalls = 0;

    expect(writeStored(storage, 'recentlyViewed', 'v'.repeat(100))).toBe(true);
    expect(storage.setCalls).toBe(2);
    expect([...storage.map.keys()].sort()).toEqual([...PROTECTED_KEYS, 'recentlyViewed'].sort());
    for (const key of PROTECTED_KEYS) expect(readStored(storage, key)).toBe('x');
    expect(readStored(storage, 'recentlyViewed')).toBe('v'.repeat(100));
  });

  it('gives up after the one retry when the value still does not fit', () => {
    const storage = new MemoryStorage(50);
    storage.map.set('oldCache', 'z'.repeat(20));
    storage.setCalls = 0;
    expect(
      writeStored(
        storage,
        'big',
        'q'
          .repeat(5000)
          .split('')
          .map((c, i) => c + i)
          .join(''),
      ),
    ).toBe(false);
    expect(storage.setCalls).toBe(2);
    expect(storage.map.has('oldCache')).toBe(false);
    expect(storage.map.has('big')).toBe(false);
  });

  it('writing an object with circular references raises a TypeError and touches nothing', () => {
    const storage = new MemoryStorage();
    storage.map.set('oldCache', 'z');
    const value: Record<string, unknown> = { a: 1 };
    value.self = value;
    expect(() => writeStored(storage, 'loop', value)).toThrow(TypeError);
    const nested: { list: unknown[] } = { list: [] };
    nested.list.push({ parent: nested });
    expect(() => writeStored(storage, 'loop', nested)).toThrow(TypeError);
    expect(storage.setCalls).toBe(0);
    expect(storage.map.has('oldCache')).toBe(true);
  });
});
