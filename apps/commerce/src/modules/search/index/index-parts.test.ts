import { describe, expect, it } from 'vitest';
import { Bitset } from './bitset.js';
import { packedSource, packSources, PriceClock, priceViewAt } from './prices.js';
import { editDistance, Scores, TextIndex } from './text-index.js';

describe('Bitset', () => {
  it('adds, intersects, unites and counts across word boundaries', () => {
    const a = Bitset.of(100, [0, 31, 32, 63, 64, 99]);
    const b = Bitset.of(100, [31, 64, 70]);
    expect(a.count()).toBe(6);
    expect(a.countAnd(b)).toBe(2);
    expect(Array.from(a.clone().and(b).toArray())).toEqual([31, 64]);
    expect(Array.from(a.clone().or(b).toArray())).toEqual([0, 31, 32, 63, 64, 70, 99]);
    expect(Bitset.full(33).count()).toBe(33);
    expect(a.has(99) && !a.has(98)).toBe(true);
  });

  it('counts an intersection over the nonzero words alone, as over all of them', () => {
    const sparse = Bitset.of(1000, [3, 40, 41, 500, 999]);
    const other = Bitset.of(1000, [3, 41, 64, 500, 998]);
    const at = new Int32Array(sparse.words.length);
    const n = sparse.nonzeroWordsInto(at);
    expect(Array.from(at.subarray(0, n))).toEqual([0, 1, 15, 31]);
    expect(sparse.countAndAt(other, at, n)).toBe(3);
    expect(sparse.countAndAt(other, at, n)).toBe(sparse.countAnd(other));
    expect(new Bitset(1000).nonzeroWordsInto(at)).toBe(0);
  });
});

describe('Scores', () => {
  it('answers members in any order of lookup, and 0 for others', () => {
    const scores = new Scores(Int32Array.from([2, 5, 9, 40]), Float64Array.from([1, 2, 3, 4]));
    const asked = [2, 5, 9, 40, 9, 2, 41, 40, 0, 5, 6, 9];
    expect(asked.map((d) => scores.get(d))).toEqual([1, 2, 3, 4, 3, 1, 0, 4, 0, 2, 0, 3]);
    expect(new Scores(new Int32Array(0), new Float64Array(0)).get(3)).toBe(0);
  });
});

describe('price clock', () => {
  const t0 = Date.parse('2025-06-15T12:00:00Z');
  const sources = packSources(
    [
      [
        {
          type_id: 'simple',
          price: 1000,
          special_price: 700,
          special_from_date: new Date(t0 + 10),
          special_to_date: new Date(t0 + 20),
        },
      ],
      [],
      [
        {
          type_id: 'simple',
          price: 500,
          special_price: null,
          special_from_date: null,
          special_to_date: null,
        },
        {
          type_id: 'simple',
          price: 900,
          special_price: 100,
          special_from_date: null,
          special_to_date: new Date(t0 - 1),
        },
      ],
    ].map((list) => list.map(packedSource)),
    [1000, 4200, 800],
  );

  it('applies a special price inside its inclusive window only', () => {
    expect(Array.from(priceViewAt(sources, t0 + 9).min)).toEqual([1000, 4200, 500]);
    expect(Array.from(priceViewAt(sources, t0 + 10).min)).toEqual([700, 4200, 500]);
    expect(Array.from(priceViewAt(sources, t0 + 20).min)).toEqual([700, 4200, 500]);
    expect(Array.from(priceViewAt(sources, t0 + 21).min)).toEqual([1000, 4200, 500]);
  });

  it('reuses a view only while no window edge is crossed', () => {
    const clock = new PriceClock(sources);
    const a = clock.at(new Date(t0));
    expect(a.validFrom).toBe(t0);
    expect(a.validUntil).toBe(t0 + 10);
    expect(clock.at(new Date(t0 + 9))).toBe(a);
    expect(clock.at(new Date(t0 + 10))).not.toBe(a);
  });
});

describe('text index', () => {
  const docs = [
    {
      id: 0,
      name: 'Meridian Swivel Lounge Chair',
      sku: 'CH-LC-1002',
      short_description: '',
      description: 'Walnut frame.',
    },
    {
      id: 1,
      name: 'Walnut Side Table',
      sku: 'TB-ST-1',
      short_description: '',
      description: 'Oak top.',
    },
    {
      id: 2,
      name: 'Oak Bench',
      sku: 'BN-1',
      short_description: 'Solid <b>walnut</b> legs',
      description: '',
    },
  ];
  const index = TextIndex.of(docs);
  const order = (term: string) => {
    const m = index.search(term);
    return Array.from(m.bits.toArray()).sort((a, b) => m.score.get(b) - m.score.get(a) || a - b);
  };

  it('ranks a name match above a description match and requires every word', () => {
    expect(order('walnut')).toEqual([1, 0, 2]);
    expect(order('walnut oak')).toEqual([1, 2]);
  });

  it('matches prefixes, a typo in a name and a SKU prefix', () => {
    expect(order('swiv')).toEqual([0]);
    expect(order('Meridan Swivel')).toEqual([0]);
    expect(order('ch-lc')).toEqual([0]);
    expect(order('qzxqzxv')).toEqual([]);
  });

  it('bounds the edit distance', () => {
    expect(editDistance('meridan', 'meridian', 1)).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});
