import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accountInformationSchema,
  changeEmailSchema,
  changePasswordSchema,
  checkoutEmailSchema,
  createAccountSchema,
  emailSchema,
  forgotPasswordSchema,
  newPasswordSchema,
  passwordSchema,
  signInSchema,
} from './forms';
import { validationMessages as V } from './validation';

/** The schema's first message per field, in the order the schema reports them (a form shows the first). */
function messagesOf(schema: z.ZodType, values: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? [])
    errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors;
}

const firstMessage = (schema: z.ZodType, value: string) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('e-mail and password rules', () => {
  it('carries the specification messages', () => {
    expect(firstMessage(emailSchema, 'buyer@hotel')).toBe('Please enter a valid email.');
    expect(firstMessage(emailSchema, '')).toBe(V.emailValid);
    expect(firstMessage(emailSchema, ' buyer@hotel.example ')).toBeUndefined();
    expect(firstMessage(emailSchema, `${'a'.repeat(250)}@b.co`)).toBe(V.emailValid);
    expect(firstMessage(passwordSchema, 'Furn1')).toBe(V.passwordRule);
    expect(firstMessage(passwordSchema, 'Furniture1')).toBeUndefined();
  });
});

describe('checkout e-mail and forgot password', () => {
  it('asks for a valid e-mail, also when it is empty or absent', () => {
    for (const schema of [checkoutEmailSchema, forgotPasswordSchema]) {
      expect(messagesOf(schema, { email: '' })).toEqual({ email: 'Please enter a valid email.' });
      expect(messagesOf(schema, {})).toEqual({ email: V.emailValid });
      expect(messagesOf(schema, { email: 'nope' })).toEqual({ email: V.emailValid });
      expect(messagesOf(schema, { email: 'a@b.co' })).toEqual({});
    }
  });
});

describe('sign-in', () => {
  it('asks for a valid e-mail and any password', () => {
    expect(messagesOf(signInSchema, { email: '', password: '' })).toEqual({
      email: 'Please enter a valid email.',
      password: 'Please enter the password.',
    });
    expect(messagesOf(signInSchema, { email: 'buyer@charter.example', password: ' ' })).toEqual({});
  });
});

describe('create account and new password', () => {
  const good = {
    firstname: 'Ada',
    lastname: 'Byron',
    email: 'ada@example.com',
    password: 'Secret123',
    password_confirmation: 'Secret123',
  };

  it('gives every field its message, in the form order', () => {
    const messages = messagesOf(createAccountSchema, {
      firstname: ' ',
      lastname: '',
      email: 'x',
      password: '',
      password_confirmation: '',
    });
    expect(messages).toEqual({
      firstname: 'First name is required.',
      lastname: 'Last name is required.',
      email: 'Please enter a valid email.',
      password: 'Please enter the password.',
      password_confirmation: 'Please retype the password.',
    });
    expect(Object.keys(messages)).toEqual([
      'firstname',
      'lastname',
      'email',
      'password',
      'password_confirmation',
    ]);
    expect(messagesOf(createAccountSchema, good)).toEqual({});
  });

  it('applies the password rule, then the match once the password is retyped', () => {
    expect(
      messagesOf(createAccountSchema, {
        ...good,
        password: 'short1A',
        password_confirmation: 'short1A',
      }),
    ).toEqual({ password: V.passwordRule });
    expect(
      messagesOf(createAccountSchema, { ...good, password_confirmation: 'Secret124' }),
    ).toEqual({
      password_confirmation: 'The passwords must match.',
    });
    expect(messagesOf(newPasswordSchema, { password: '', password_confirmation: 'x' })).toEqual({
      password: V.passwordRequired,
      password_confirmation: V.passwordsMustMatch,
    });
    expect(
      messagesOf(newPasswordSchema, { password: 'NewPass2026', password_confirmation: '' }),
    ).toEqual({
      password_confirmation: 'Please retype the password.',
    });
    expect(
      messagesOf(newPasswordSchema, {
        password: 'NewPass2026',
        password_confirmation: 'NewPass2026',
      }),
    ).toEqual({});
  });
});

describe('change password', () => {
  it('asks for each password, the rule and the match', () => {
    expect(
      messagesOf(changePasswordSchema, {
        current_password: '',
        new_password: '',
        confirm_password: '',
      }),
    ).toEqual({
      current_password: 'Please enter the password.',
      new_password: 'Please enter the password.',
      confirm_password: 'Please retype the password.',
    });
    expect(
      messagesOf(changePasswordSchema, {
        current_password: 'x',
        new_password: 'weak',
        confirm_password: 'weak',
      }),
    ).toEqual({
      new_password: V.passwordRule,
    });
    expect(
      messagesOf(changePasswordSchema, {
        current_password: 'x',
        new_password: 'Secret123',
        confirm_password: 'Secret12',
      }),
    ).toEqual({
      confirm_password: V.passwordsMustMatch,
    });
  });
});

describe('account information and e-mail change', () => {
  it('asks for both names', () => {
    expect(
      messagesOf(accountInformationSchema, { firstname: ' ', lastname: '', is_subscribed: 'on' }),
    ).toEqual({
      firstname: 'First name is required.',
      lastname: 'Last name is required.',
    });
    expect(
      messagesOf(accountInformationSchema, {
        firstname: 'Ada',
        lastname: 'Byron',
        is_subscribed: '',
      }),
    ).toEqual({});
  });

  it('asks for the e-mail, then a valid one, and the current password', () => {
    expect(messagesOf(changeEmailSchema, { email: '', current_password: '' })).toEqual({
      email: 'This field is required.',
      current_password: 'Please enter the password.',
    });
    expect(messagesOf(changeEmailSchema, { email: 'ada@example', current_password: 'x' })).toEqual({
      email: V.emailValid,
    });
    expect(
      messagesOf(changeEmailSchema, { email: 'ada@example.com', current_password: 'x' }),
    ).toEqual({});
  });
});
