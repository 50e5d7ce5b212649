import { describe, expect, it } from 'vitest';
import { failedSections } from './dashboard-sections';

const err = (path?: (string | number)[]) => ({
  message: 'Internal server error',
  extensions: { category: 'internal' },
  ...(path ? { path } : {}),
});

describe('failedSections', () => {
  it('names the sections whose fields failed', () => {
    const s = failedSections([
      err(['customer', 'wishlists']),
      err(['customer', 'orders', 'items', 0]),
    ]);
    expect(s && [...s].sort()).toEqual(['orders', 'wishlists']);
  });

  it('fails the page when the customer itself or an unnamed part failed', () => {
    expect(failedSections([err(['customer'])])).toBeNull();
    expect(failedSections([err(['customer', 'email'])])).toBeNull();
    expect(failedSections([err(['customer', 'wishlists']), err()])).toBeNull();
    expect(failedSections([])).toBeNull();
  });
});
