// A shipped order in the order history: each tracked parcel with its carrier's name and number.
import { describe, expect, it } from 'vitest';
import { toOrderSummary } from './account-data';

describe('order tracking', () => {
  const order = {
    number: '000000012',
    order_date: '2026-01-05 14:03:00',
    status: 'Complete',
    total: null,
    items: [],
    shipping_address: null,
    billing_address: null,
    shipping_method: 'Flat Rate - Fixed',
    payment_methods: [],
  };

  it('reads the carrier title and tracking number of each shipment', () => {
    const o = toOrderSummary({
      ...order,
      shipments: [
        {
          number: '000000012',
          tracking: [
            { carrier: 'ups', title: 'United Parcel Service', number: '1Z999AA10123456784' },
            // No title from the API: the carrier code stands in; no number: nothing to show.
            { carrier: 'custom', title: '', number: 'LOCAL-7' },
            { carrier: 'dhl', title: 'DHL', number: null },
            null,
          ],
        },
        null,
      ],
    });
    expect(o.tracking).toEqual([
      { carrier: 'United Parcel Service', number: '1Z999AA10123456784' },
      { carrier: 'custom', number: 'LOCAL-7' },
    ]);
  });

  it('shows nothing before shipping', () => {
    expect(toOrderSummary({ ...order, shipments: [] }).tracking).toEqual([]);
    expect(toOrderSummary({ ...order, shipments: null }).tracking).toEqual([]);
  });
});
