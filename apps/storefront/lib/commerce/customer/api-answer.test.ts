import { describe, expect, it } from 'vitest';
import { classifyAnswer } from '../answer';
import { settle } from './api-answer';

const refused = {
  message: "This account isn't confirmed. Verify and try again.",
  extensions: { category: 'graphql-authentication' },
};

describe('settle', () => {
  it('counts a null field with errors as a failure and keeps the errors', () => {
    const answer = settle(
      classifyAnswer(200, { data: { generateCustomerToken: null }, errors: [refused] }),
      (d) => d.generateCustomerToken,
    );
    expect(answer).toMatchObject({
      ok: false,
      error: { kind: 'user', errors: [refused], message: refused.message },
    });
  });

  it('counts a missing value as a failure even without errors', () => {
    const answer = settle(
      classifyAnswer(200, { data: { confirmEmail: null } }),
      (d) => d.confirmEmail,
    );
    expect(answer).toEqual({
      ok: false,
      error: { kind: 'graphql', errors: [], message: 'No answer', retryable: false },
    });
  });

  it('passes transport failures through and values on', () => {
    const down = { kind: 'network' as const, message: 'down', retryable: true, errors: [] };
    expect(settle({ ok: false, error: down }, () => 1)).toEqual({ ok: false, error: down });
    expect(
      settle(classifyAnswer(200, { data: { resetPassword: false } }), (d) => d.resetPassword),
    ).toEqual({ ok: true, data: false });
  });
});
