import { describe, expect, it } from 'vitest';
import { MAX_ORDER_CENTS, ORDER_TOO_LARGE_MSG, orderCeilingRefusal } from './order-ceiling.js';

describe('orderCeilingRefusal', () => {
  it('accepts totals up to the cap and refuses either total past it', () => {
    expect(
      orderCeilingRefusal({ subtotalCents: MAX_ORDER_CENTS, grandTotalCents: MAX_ORDER_CENTS }),
    ).toBeNull();
    const refusal = { category: 'graphql-input', message: ORDER_TOO_LARGE_MSG };
    expect(orderCeilingRefusal({ subtotalCents: MAX_ORDER_CENTS + 1, grandTotalCents: 0 })).toEqual(
      refusal,
    );
    expect(orderCeilingRefusal({ subtotalCents: 0, grandTotalCents: MAX_ORDER_CENTS + 1 })).toEqual(
      refusal,
    );
  });
});
