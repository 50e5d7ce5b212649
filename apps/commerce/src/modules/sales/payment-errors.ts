// Gateway failures -> the storefront's checkout texts (specification section 8), all reported in
// placeOrder.errors with Magento's code UNABLE_TO_PLACE_ORDER. See docs/decisions/0553, amended by
// 0557: every answer about the card reads as the same decline, so a card tester learns nothing.
import type { PaymentFailureCode } from '../payment/gateway.js';

export const PAYMENT_TEXT = {
  declined: 'We are sorry, your transaction has been declined. Please try again later.',
  checkCard: 'Please check your credit card information and billing address.',
  processing: 'Something went wrong with the payment method.',
} as const;

export function paymentFailureMessage(code: PaymentFailureCode): string {
  switch (code) {
    case 'card_declined':
    case 'insufficient_funds':
    case 'expired_card':
    case 'incorrect_cvc':
      return PAYMENT_TEXT.declined;
    case 'invalid_token':
      return PAYMENT_TEXT.checkCard;
    case 'processing_error':
      return PAYMENT_TEXT.processing;
  }
}
