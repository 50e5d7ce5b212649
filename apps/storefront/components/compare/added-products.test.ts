import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetAdded, forgetAllAdded, isAdded, markAdded, subscribe } from './added-products';

afterEach(() => forgetAllAdded());

describe('products added to the compare list in this tab', () => {
  it('outlives any one tile and tells its subscribers when it changes', () => {
    const tile = vi.fn();
    const unsubscribe = subscribe(tile);
    expect(isAdded('MQ==')).toBe(false);
    markAdded('MQ==');
    expect(isAdded('MQ==')).toBe(true);
    expect(tile).toHaveBeenCalledTimes(1);
    // A tile mounted anew (it subscribes again) reads the same answer.
    unsubscribe();
    markAdded('MQ==');
    expect(tile).toHaveBeenCalledTimes(1);
    expect(isAdded('MQ==')).toBe(true);
  });

  it('is per product: removing one forgets it, clearing the list forgets them all', () => {
    markAdded('MQ==');
    markAdded('Mg==');
    forgetAdded('MQ==');
    expect(isAdded('MQ==')).toBe(false);
    expect(isAdded('Mg==')).toBe(true);
    forgetAllAdded();
    expect(isAdded('Mg==')).toBe(false);
  });
});
