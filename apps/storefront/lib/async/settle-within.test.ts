import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settlesWithin } from './settle-within';

describe('settlesWithin', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const later = <T>(ms: number, value: T, fail = false) =>
    new Promise<T>((resolve, reject) =>
      setTimeout(() => (fail ? reject(new Error(String(value))) : resolve(value)), ms),
    );

  it('says true for a promise that fulfils before the deadline', async () => {
    const answer = settlesWithin(later(100, 'results'), 300);
    await vi.advanceTimersByTimeAsync(100);
    await expect(answer).resolves.toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('says false for a promise still pending at the deadline, and leaves it to settle later', async () => {
    const work = later(1_000, 'results');
    const answer = settlesWithin(work, 300);
    await vi.advanceTimersByTimeAsync(300);
    await expect(answer).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(700);
    await expect(work).resolves.toBe('results');
  });

  it('counts a rejection as settled without swallowing it for the caller', async () => {
    const work = later(50, 'API down', true);
    const answer = settlesWithin(work, 300);
    await vi.advanceTimersByTimeAsync(50);
    await expect(answer).resolves.toBe(true);
    await expect(work).rejects.toThrow('API down');
  });

  it('says true at once for a promise that has already settled, even with no time to wait', async () => {
    const work = Promise.resolve('cached');
    await work;
    await expect(settlesWithin(work, 0)).resolves.toBe(true);
  });
});
