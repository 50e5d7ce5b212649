// For tests about something else that pay by check / money order or purchase order as guests or
// General customers, often many orders from one address (in-process requests all come from
// 127.0.0.1): the store offers the offline methods to every group and lifts the unpaid ceiling.
// Who may pay offline, and the ceiling, are tested in offline-payment-limits.test.ts
// (docs/decisions/0558).
export const OFFLINE_FOR_EVERYONE = {
  OFFLINE_PAYMENT_CUSTOMER_GROUPS: '0,1,2,3,5,7',
  OFFLINE_UNPAID_ORDER_LIMIT: '0',
} as const;
