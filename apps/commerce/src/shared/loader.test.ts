import { describe, expect, it } from 'vitest';
import { BatchLoader } from './loader.js';

describe('BatchLoader', () => {
  it('collects loads made in the same tick into one batch and caches them', async () => {
    const calls: number[][] = [];
    const loader = new BatchLoader<number, string>(
      async (keys) => {
        calls.push([...keys]);
        return new Map(keys.filter((k) => k !== 3).map((k) => [k, `v${k}`]));
      },
      () => 'none',
    );
    const [a, b, c] = await Promise.all([loader.load(1), loader.load(2), loader.load(3)]);
    expect([a, b, c]).toEqual(['v1', 'v2', 'none']);
    expect(await loader.load(1)).toBe('v1');
    expect(calls).toEqual([[1, 2, 3]]);
  });

  it('rejects every key of a failed batch and asks again on the next load', async () => {
    let fail = true;
    const calls: number[][] = [];
    const loader = new BatchLoader<number, string>(
      async (keys) => {
        calls.push([...keys]);
        if (fail) throw new Error('down');
        return new Map(keys.map((k) => [k, `v${k}`]));
      },
      () => 'none',
    );
    const failed = await Promise.allSettled([loader.load(1), loader.load(2)]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await expect(loader.loadMany([1, 2])).rejects.toThrow('down');
    fail = false;
    expect(await loader.loadMany([1, 2])).toEqual(['v1', 'v2']);
    expect(calls).toEqual([
      [1, 2],
      [1, 2],
      [1, 2],
    ]);
  });

  it('keeps loads of separate ticks in separate batches, caching across them', async () => {
    const calls: number[][] = [];
    const loader = new BatchLoader<number, number>(
      async (keys) => {
        calls.push([...keys]);
        return new Map(keys.map((k) => [k, k * 10]));
      },
      () => 0,
    );
    expect(await loader.load(1)).toBe(10);
    expect(await loader.loadMany([1, 2])).toEqual([10, 20]);
    expect(calls).toEqual([[1], [2]]);
  });
});
