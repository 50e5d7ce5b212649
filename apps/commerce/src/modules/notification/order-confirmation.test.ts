import { describe, expect, it } from 'vitest';
import { orderConfirmationEmail } from './order-confirmation.js';

const address = {
  firstname: 'Ada',
  lastname: '<Lovelace>',
  street: ['1 Main St'],
  city: 'Albany',
  region: 'New York',
  postcode: '12207',
  country_code: 'US',
  telephone: '555',
};

describe('orderConfirmationEmail', () => {
  it('lists number, items, totals and addresses, escaping every value in the HTML part', () => {
    const m = orderConfirmationEmail({
      storeName: 'Charter',
      number: '100000001',
      email: 'ada@example.com',
      customerName: 'Ada <script>alert(1)</script>',
      createdAt: new Date('2025-06-15T12:00:00Z'),
      currency: 'USD',
      items: [
        {
          name: 'Chair & "Ottoman"',
          sku: 'CH-1',
          quantity: 2,
          priceCents: 41600,
          rowTotalCents: 83200,
          options: ['Finish: <Oak>'],
        },
      ],
      totals: {
        subtotal: 83200,
        discount: 1000,
        shipping: 5000,
        tax: 0,
        giftCard: 0,
        grandTotal: 87200,
      },
      shippingDescription: 'Flat Rate - Fixed',
      paymentTitle: 'Check / Money order',
      shippingAddress: address,
      billingAddress: address,
      giftMessage: { from: 'Bo', to: 'Cy', message: '<b>hi</b>' },
    });
    expect(m.subject).toBe('Your Charter order confirmation #100000001');
    expect(m.to).toBe('ada@example.com');
    expect(m.text).toContain('Order #100000001');
    expect(m.text).toContain('Order Total: $872.00');
    expect(m.text).toContain('Chair & "Ottoman" (SKU CH-1)');
    expect(m.html).toContain('Chair &amp; &quot;Ottoman&quot;');
    expect(m.html).toContain('Ada &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(m.html).toContain('&lt;Lovelace&gt;');
    expect(m.html).toContain('&lt;b&gt;hi&lt;/b&gt;');
    expect(m.html).not.toMatch(/<script|<b>hi|<Oak>|<Lovelace>/);
    expect(m.html).toContain('$832.00');
  });
});
