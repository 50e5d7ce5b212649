import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({ cookies: vi.fn(), headers: vi.fn() }));

const { decodeFlash } = await import('./flash');

const encode = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const ID = '0b7c3f52-2f0e-4a55-9c55-3d1f5c1e9a10';

describe('decodeFlash', () => {
  it('reads back the events an action left', () => {
    const events = [
      { ecommerce: null },
      { event: 'remove_from_cart', ecommerce: { currency: 'USD', items: [] } },
    ];
    expect(decodeFlash(encode({ id: ID, events }))).toEqual({ id: ID, events });
  });

  it('keeps only plain objects and refuses anything else', () => {
    expect(decodeFlash(encode({ id: ID, events: [1, 'x', [], null, { event: 'a' }] }))).toEqual({
      id: ID,
      events: [{ event: 'a' }],
    });
    expect(decodeFlash(encode({ id: 'not-an-id', events: [{ event: 'a' }] }))).toBeNull();
    expect(decodeFlash(encode({ id: ID, events: [] }))).toBeNull();
    expect(decodeFlash('%%%')).toBeNull();
    expect(decodeFlash(undefined)).toBeNull();
  });
});
