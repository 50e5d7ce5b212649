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
});
