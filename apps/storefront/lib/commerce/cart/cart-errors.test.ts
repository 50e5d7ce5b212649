import { describe, expect, it } from 'vitest';
import { createTranslator } from '@/lib/i18n/catalog';
import {
  addToCartErrorCode,
  addToCartFailureKey,
  applyGiftCardFailureKey,
  isDeadCartError,
  PLACE_ORDER_FAILURE_KEYS,
  placeOrderFailure,
} from './cart-errors';

describe('add-to-cart failures', () => {
  it('knows the spec codes by message substring', () => {
    expect(addToCartErrorCode('The requested qty is not available')).toBe(
      'requestedQtyNotAvailable',
    );
    expect(
      addToCartErrorCode('The requested qty exceeds the maximum qty allowed in shopping cart'),
    ).toBe('requestedQtyNotAllowed');
    expect(addToCartErrorCode('Only 3 of 500 available')).toBe('requestedQtyNotAvailable');
    expect(addToCartErrorCode('Could not find a product with SKU "X"')).toBeNull();
  });

  it('suffixes the failure key with the first known code, and the texts are the spec texts', () => {
    const t = createTranslator();
    expect(
      t(
        addToCartFailureKey([
          { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
        ]),
      ),
    ).toBe('This quantity is not available.');
    expect(
      t(
        addToCartFailureKey([
          { message: 'The requested qty exceeds the maximum qty allowed in shopping cart' },
        ]),
      ),
    ).toBe('The requested qty exceeds the maximum qty allowed in shopping cart.');
    expect(
      addToCartFailureKey([{ code: 'UNDEFINED', message: 'The fewest you may purchase is 12.' }]),
    ).toBe('catalog.product.add.failure');
    expect(addToCartFailureKey([])).toBe('catalog.product.add.failure');
  });
});

describe('placeOrder failures', () => {
  it('maps gateway outcomes to the spec texts', () => {
    const t = createTranslator();
    const text = (m: string, c?: string) => t(PLACE_ORDER_FAILURE_KEYS[placeOrderFailure(m, c)]);
    expect(
      text(
        'We are sorry, your transaction has been declined. Please try again later.',
        'UNABLE_TO_PLACE_ORDER',
      ),
    ).toBe('We are sorry, your transaction has been declined. Please try again later.');
    expect(text('Your card has insufficient funds.')).toBe(
      'We are sorry, your transaction has been declined. Please try again later.',
    );
    expect(text('Please check your credit card information and billing address.')).toBe(
      'Please check your credit card information and billing address.',
    );
    expect(text("Your card's security code is incorrect.")).toBe(
      'Please check your credit card information and billing address.',
    );
    expect(text('Something went wrong with the payment method.')).toBe(
      'Something went wrong with the payment method.',
    );
    expect(text('Some of the products are out of stock.')).toBe(
      'We are sorry, something went wrong while processing your order. Please try again later.',
    );
  });

  it('reads every decline the API sends as declined, whatever the card problem was (0557)', () => {
    const t = createTranslator();
    const declined = 'We are sorry, your transaction has been declined. Please try again later.';
    expect(placeOrderFailure(declined, 'UNABLE_TO_PLACE_ORDER')).toBe('declined');
    expect(t(PLACE_ORDER_FAILURE_KEYS[placeOrderFailure(declined, 'UNABLE_TO_PLACE_ORDER')])).toBe(
      declined,
    );
    expect(
      placeOrderFailure(
        'Please check your credit card information and billing address.',
        'UNABLE_TO_PLACE_ORDER',
      ),
    ).toBe('invalidCard');
  });

  it('tells card payments held back after declines, and a failed captcha, apart from a decline (0556)', () => {
    const t = createTranslator();
    const locked =
      'Card payment is no longer possible for this cart after several declined attempts. Please contact us to complete your order, or start again later.';
    const tooMany =
      'Card payments are paused after too many declined attempts. Please contact us to complete your order, or try again later.';
    for (const m of [locked, tooMany])
      expect(placeOrderFailure(m, 'UNABLE_TO_PLACE_ORDER')).toBe('paymentBlocked');
    expect(
      placeOrderFailure(
        'Too many card attempts from your network. Please wait and try again later.',
        'too_many_attempts',
      ),
    ).toBe('paymentBlocked');
    expect(t(PLACE_ORDER_FAILURE_KEYS.paymentBlocked)).toMatch(/contact us/);
    expect(
      placeOrderFailure(
        'reCAPTCHA verification failed. Please complete the reCAPTCHA and place your order again.',
      ),
    ).toBe('captcha');
    expect(
      placeOrderFailure('Something went wrong with reCAPTCHA. Please contact the store owner.'),
    ).toBe('captcha');
    expect(t(PLACE_ORDER_FAILURE_KEYS.captcha)).toBe(
      'Please confirm you are not a robot and place your order again.',
    );
  });

  it('tells a changed price apart from other order failures', () => {
    const message =
      'The price of some products in your cart has changed (Lounge Chair: $120.00 → $135.00). The order total is now $145.00. Review your cart and place the order again.';
    expect(placeOrderFailure(message, 'UNABLE_TO_PLACE_ORDER')).toBe('priceChanged');
    expect(createTranslator()(PLACE_ORDER_FAILURE_KEYS.priceChanged)).toBe(
      'The price of some products in your cart has changed. Review your order and place it again.',
    );
    expect(
      placeOrderFailure(
        'Unable to place order: A server error stopped your order from being placed.',
      ),
    ).toBe('order');
  });

  it('tells the ceiling on orders awaiting an offline payment apart, so its own text is shown', () => {
    const message =
      'Orders awaiting payment by check or purchase order may total at most $50,000.00. Pay for an earlier order, or choose another payment method.';
    expect(placeOrderFailure(message, 'UNABLE_TO_PLACE_ORDER')).toBe('unpaidLimit');
    expect(createTranslator()(PLACE_ORDER_FAILURE_KEYS.unpaidLimit)).toContain(
      'awaiting payment by check or purchase order',
    );
  });
});

describe('dead carts', () => {
  it('recognises carts that can never be read again', () => {
    expect(
      isDeadCartError([
        {
          message: 'Could not find a cart with ID "x"',
          extensions: { category: 'graphql-no-such-entity' },
        },
      ]),
    ).toBe(true);
    expect(isDeadCartError([{ message: "The cart isn't active." }])).toBe(true);
    expect(isDeadCartError([{ message: 'Internal server error' }])).toBe(false);
    expect(
      isDeadCartError([
        {
          message: "The coupon code isn't valid. Verify the code and try again.",
          extensions: { category: 'graphql-no-such-entity' },
        },
      ]),
    ).toBe(false);
  });
});

describe('gift card code failures', () => {
  it('tells a gift card refused on a cart of gift cards from an invalid code', () => {
    const t = createTranslator();
    expect(
      t(
        applyGiftCardFailureKey(
          "Gift cards can't be used to pay for gift cards. Add other products to use this gift card.",
        ),
      ),
    ).toBe(
      'Gift cards can’t be used to pay for gift cards. Add other products to use this gift card.',
    );
    expect(
      t(
        applyGiftCardFailureKey(
          "The gift card code couldn't be added. Verify your information and try again.",
        ),
      ),
    ).toBe('The gift card code couldn’t be added. Verify your information and try again.');
    expect(applyGiftCardFailureKey(undefined)).toBe('cart.giftCard.invalid');
  });
});
