// Who may pay offline (check / money order, purchase order): an order paid that way holds its
// stock until the payment window ends (docs/decisions/0941), so the methods are offered only to
// the customer groups the store trusts with credit (docs/decisions/0558). Guests are group 0
// (NOT LOGGED IN), as in Magento; the demo allows the trade (5) and design partner (7) groups.

export interface OfflinePaymentPolicy {
  /** Customer groups offered the offline methods; empty: nobody. */
  groups: readonly number[];
  /** Ceiling (cents) of open unpaid offline orders per customer, e-mail and client address; 0: none. */
  unpaidLimitCents: number;
}

export function offlineAllowedFor(policy: OfflinePaymentPolicy, customerGroupId: number): boolean {
  return policy.groups.includes(customerGroupId);
}
