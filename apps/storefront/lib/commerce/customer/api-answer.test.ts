import { describe, expect, it } from 'vitest';
import { settle } from './api-answer';

const refused = { message: "This account isn't confirmed. Verify and try again.", extensions: { category: 'graphql-authentication' } };

describe('settle', () => {
  it('counts a null field with errors as a failure and keeps the errors', () => {
    const answer = settle({ ok: true, data: { generateCustomerToken: null }, errors: [refused] }, (d) => d.generateCustomerToken);
    expect(answer).toEqual({ ok: false, failure: { kind: 'graphql', errors: [refused], message: refused.message } });
  });

  it('counts a missing value as a failure even without errors', () => {
    expect(settle({ ok: true, data: { confirmEmail: null } }, (d) => d.confirmEmail).ok).toBe(false);
  });

  it('passes transport failures through and values on', () => {
    expect(settle({ ok: false, kind: 'network', message: 'down', errors: [] }, () => 1)).toEqual({
      ok: false,
      failure: { kind: 'network', errors: [], message: 'down' },
    });
    expect(settle({ ok: true, data: { resetPassword: false } }, (d) => d.resetPassword)).toEqual({ ok: true, value: false });
  });
});
