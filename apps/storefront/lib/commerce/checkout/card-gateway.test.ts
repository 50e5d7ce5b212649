import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

const { braintreeGateway, sandboxGateway } = await import('./card-gateway');

describe('card gateways behind one interface', () => {
  it('Braintree hosted fields: the nonce is the token, sent as Magento’s braintree input', async () => {
    const token = await braintreeGateway.tokenize('charter_hospitality', {
      kind: 'nonce',
      nonce: 'tokencc_bf_abc123',
    });
    expect(token).toEqual({ ok: true, data: 'tokencc_bf_abc123' });
    expect(braintreeGateway.paymentInput('tokencc_bf_abc123', true)).toEqual({
      code: 'braintree',
      braintree: {
        payment_method_nonce: 'tokencc_bf_abc123',
        is_active_payment_token_enabler: true,
      },
    });
  });

  it('Braintree refuses card details and a malformed nonce before the API sees them', async () => {
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvv: '123' };
    expect(
      (await braintreeGateway.tokenize('charter_hospitality', { kind: 'card', card })).ok,
    ).toBe(false);
    const bad = await braintreeGateway.tokenize('charter_hospitality', {
      kind: 'nonce',
      nonce: 'x"; DROP',
    });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalidCard' } });
    expect(
      (await braintreeGateway.tokenize('charter_hospitality', { kind: 'nonce', nonce: '' })).ok,
    ).toBe(false);
  });

  it('the sandbox takes card details from our own form, not a nonce', async () => {
    expect(sandboxGateway.fields).toBe('form');
    expect(braintreeGateway.fields).toBe('hosted');
    expect(
      (await sandboxGateway.tokenize('charter_hospitality', { kind: 'nonce', nonce: 'abc' })).ok,
    ).toBe(false);
  });
});
