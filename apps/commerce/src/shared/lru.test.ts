import { describe, expect, it } from 'vitest';
import { Lru } from './lru.js';

describe('Lru', () => {
  it('evicts the least recently used entry beyond its bound', () => {
    const lru = new Lru<number>(2, 1000);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.size).toBe(2);
  });
  it('expires entries after their lifetime', () => {
    let t = 0;
    const lru = new Lru<string>(10, 100, () => t);
    lru.set('k', 'v');
    t = 99;
    expect(lru.get('k')).toBe('v');
    t = 200;
    expect(lru.get('k')).toBeUndefined();
  });
});
