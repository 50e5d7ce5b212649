// Rules of the sign-in, create-account, forgot-password and new-password forms (specification
// section 5), shared by the client forms (shown once a field is touched) and the server actions
// (checked again before anything is sent). The rules are the shared zod schemas
// (@charter/shared/forms), checked through Conform's zod integration (schemaErrors). Pure.
import {
  createAccountSchema,
  forgotPasswordSchema,
  newPasswordSchema,
  signInSchema,
} from '@charter/shared/forms';
import { schemaErrors } from '@/lib/forms/schema-errors';

export type AuthFieldErrors = Partial<Record<string, string>>;

export type LoginValues = {
  email: string;
  password: string;
};

export type AccountValues = {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  password_confirmation: string;
};

export type NewPasswordValues = {
  password: string;
  password_confirmation: string;
};

/** Spec: 'Please enter a valid email.' also when empty. */
export function emailError(email: string): string | undefined {
  return schemaErrors(forgotPasswordSchema, { email: email ?? '' }).email;
}

export function validateLogin(v: LoginValues): AuthFieldErrors {
  return schemaErrors(signInSchema, v);
}

export function validateNewPassword(v: NewPasswordValues): AuthFieldErrors {
  return schemaErrors(newPasswordSchema, v);
}

export function validateAccount(v: AccountValues): AuthFieldErrors {
  return schemaErrors(createAccountSchema, v);
}

export function hasAuthErrors(errors: AuthFieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}
