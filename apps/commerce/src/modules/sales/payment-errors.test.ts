import { describe, expect, it } from 'vitest';
import { paymentFailureMessage } from './payment-errors.js';
import { orderConfirmationEmail } from '../notification/order-confirmation.js';

describe('paymentFailureMessage', () => {
  it('maps each gateway outcome to the storefront text, every answer about the card to the same decline (0557)', () => {
    for (const c of [
      'card_declined',
      'insufficient_funds',
      'expired_card',
      'incorrect_cvc',
    ] as const) {
      expect(paymentFailureMessage(c)).toBe(
        'We are sorry, your transaction has been declined. Please try again later.',
      );
    }
    expect(paymentFailureMessage('invalid_token')).toBe(
      'Please check your credit card information and billing address.',
    );
    expect(paymentFailureMessage('processing_error')).toBe(
      'Something went wrong with the payment method.',
    );
  });

  it('keeps the e-mail subject on one line', () => {
    const m = orderConfirmationEmail({
      storeName: 'Charter\r\nBcc: x@evil.test',
      number: '1',
      email: 'a@b.co',
      customerName: 'A',
      createdAt: new Date(0),
      currency: 'USD',
      items: [],
      totals: { subtotal: 0, discount: 0, shipping: 0, tax: 0, giftCard: 0, grandTotal: 0 },
      shippingDescription: null,
      paymentTitle: 'Free',
      shippingAddress: null,
      billingAddress: null,
      giftMessage: null,
    });
    expect(m.subject).not.toMatch(/[\r\n]/);
  });
});
