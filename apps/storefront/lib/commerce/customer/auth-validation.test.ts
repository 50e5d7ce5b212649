import { describe, expect, it } from 'vitest';
import { validationMessages } from '@charter/shared/validation';
import {
  hasAuthErrors,
  validateAccount,
  validateLogin,
  validateNewPassword,
} from './auth-validation';

describe('validateLogin', () => {
  it('asks for a valid e-mail also when it is empty, and for the password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Please enter a valid email.',
      password: 'Please enter the password.',
    });
    expect(validateLogin({ email: 'buyer@', password: 'x' })).toEqual({
      email: validationMessages.emailValid,
    });
  });

  it('accepts any non-empty password (the server judges it)', () => {
    expect(hasAuthErrors(validateLogin({ email: 'buyer@charter.example', password: 'a' }))).toBe(
      false,
    );
  });
});

describe('validateAccount', () => {
  const good = {
    firstname: 'Ada',
    lastname: 'Byron',
    email: 'ada@example.com',
    password: 'Secret123',
    password_confirmation: 'Secret123',
  };

  it('accepts a complete form', () => {
    expect(validateAccount(good)).toEqual({});
  });

  it("uses the spec's messages for every field", () => {
    expect(
      validateAccount({
        firstname: ' ',
        lastname: '',
        email: 'x',
        password: '',
        password_confirmation: '',
      }),
    ).toEqual({
      firstname: 'First name is required.',
      lastname: 'Last name is required.',
      email: 'Please enter a valid email.',
      password: 'Please enter the password.',
      password_confirmation: 'Please retype the password.',
    });
  });

  it('applies the password rule and the match rule', () => {
    expect(
      validateAccount({ ...good, password: 'short1A', password_confirmation: 'short1A' }).password,
    ).toBe(validationMessages.passwordRule);
    expect(
      validateAccount({ ...good, password: 'alllower123', password_confirmation: 'alllower123' })
        .password,
    ).toBe(validationMessages.passwordRule);
    expect(validateAccount({ ...good, password_confirmation: 'Secret124' })).toEqual({
      password_confirmation: 'The passwords must match.',
    });
  });
});

describe('validateNewPassword', () => {
  it('checks the rule and the retyped password', () => {
    expect(
      validateNewPassword({ password: 'NewPass2026', password_confirmation: 'NewPass2026' }),
    ).toEqual({});
    expect(validateNewPassword({ password: 'NewPass2026', password_confirmation: '' })).toEqual({
      password_confirmation: 'Please retype the password.',
    });
  });
});
