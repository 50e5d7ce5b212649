import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({ cookies: vi.fn(), headers: vi.fn() }));

const { decodePurchase } = await import('./purchase-cookie');

const encode = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('decodePurchase', () => {
  it('reads the placed order back', () => {
    const data = {
      orderNumber: '000000007',
      currency: 'USD',
      revenue: 10.5,
      tax: 0.5,
      shipping: 5,
      coupon: 'X',
      items: [
        { id: 'A', name: 'Alpha', price: 5, quantity: 1, categories: ['Seating', 'Lounge Chairs'] },
      ],
    };
    expect(decodePurchase(encode(data))).toEqual(data);
  });

  it('refuses anything else', () => {
    expect(decodePurchase(undefined)).toBeNull();
    expect(decodePurchase('not-base64-json')).toBeNull();
    expect(decodePurchase(encode({ orderNumber: 7 }))).toBeNull();
    expect(decodePurchase('a'.repeat(5000))).toBeNull();
    expect(
      decodePurchase(
        encode({ orderNumber: '1', currency: 'USD', revenue: 'x', items: [{ id: 1 }, null] }),
      ),
    ).toEqual({
      orderNumber: '1',
      currency: 'USD',
      revenue: 0,
      tax: 0,
      shipping: 0,
      coupon: null,
      items: [],
    });
  });
});
