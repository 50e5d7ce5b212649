import { describe, expect, it } from 'vitest';
import { createTranslator } from '@/lib/i18n/catalog';
import { loginDialogStrings, loginStrings, newPasswordStrings } from './strings';

const t = createTranslator();

describe('sign-in texts', () => {
  it("reads 'Login' and 'Create account', or 'Sales Login' with the B2B wording", () => {
    expect(loginStrings(t, false)).toMatchObject({
      submit: 'Login',
      createAccount: 'Create account',
    });
    expect(loginStrings(t, true).submit).toBe('Sales Login');
  });

  it("carries the signed-out dialog's message and the reset page's actions", () => {
    expect(loginDialogStrings(t).signedOut).toBe('You have been signed out, please sign in again.');
    expect(newPasswordStrings(t)).toMatchObject({
      submit: 'Change Password',
      getNewLink: 'Get New Link',
    });
  });

  it('lets the translation document override a text', () => {
    const custom = createTranslator({ 'customer.account.login.submit': 'Sign in' });
    expect(loginStrings(custom, false).submit).toBe('Sign in');
  });
});
