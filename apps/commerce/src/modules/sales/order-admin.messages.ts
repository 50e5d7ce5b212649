// Why an operator's action on an order was refused, in words the console shows as they are.
import { formatCents } from '@charter/shared/money';

export type AdminRefusal =
  | 'not_found'
  | 'not_offline'
  | 'already_paid'
  | 'canceled'
  | 'already_canceled'
  | 'not_paid'
  | 'already_shipped'
  | 'shipped'
  | 'refunded'
  | 'virtual'
  | 'unknown_carrier'
  | 'carrier_title_missing'
  | 'invalid_track_number'
  | 'invalid_amount'
  | 'not_captured'
  | 'nothing_left'
  | 'too_much'
  | 'not_supported'
  | 'declined'
  | 'cancel_refund_declined';

export const ADMIN_MESSAGES: Record<AdminRefusal, (leftCents?: number) => string> = {
  not_found: () => 'There is no order with this number.',
  not_offline: () => 'Only check / money order and purchase order payments are recorded by hand.',
  already_paid: () => 'The payment of this order is already recorded.',
  canceled: () => 'This order is cancelled.',
  already_canceled: () => 'This order is cancelled already.',
  not_paid: () => 'An order ships once its payment is recorded.',
  already_shipped: () => 'This order has shipped already.',
  shipped: () => 'A shipped order cannot be cancelled; refund it instead.',
  refunded: () => 'This order is refunded in full; it does not ship.',
  virtual: () => 'This order has nothing to ship.',
  unknown_carrier: () => 'Choose a carrier.',
  carrier_title_missing: () => 'Enter the carrier’s name (up to 64 characters).',
  invalid_track_number: () =>
    'Enter a tracking number of 3 to 64 letters, digits, spaces or dashes.',
  invalid_amount: () => 'Enter an amount greater than zero.',
  not_captured: () => 'Nothing was paid for this order, so nothing can be refunded.',
  nothing_left: () => 'This order is refunded in full already.',
  too_much: (left) =>
    `The amount is more than is left to refund (${formatCents(left ?? 0, 'USD')}).`,
  not_supported: () =>
    'This order was paid through another gateway than the one configured; refund it there.',
  declined: () => 'The payment gateway refused the refund; nothing was refunded.',
  cancel_refund_declined: () =>
    'The payment gateway refused to refund the payment, so the order was not cancelled.',
};
