// Rules of the sign-in, create-account and new-password forms (specification section 5), shared
// by the client forms (shown once a field is touched) and the server actions (checked again
// before anything is sent). Messages and rules come from @charter/shared/validation. Pure.
import { isValidEmail, isValidPassword, validationMessages } from '@charter/shared/validation';

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

const blank = (v: string | undefined) => (v ?? '').trim() === '';

/** Spec: 'Please enter a valid email.' also when empty. */
export function emailError(email: string): string | undefined {
  return isValidEmail(email ?? '') ? undefined : validationMessages.emailValid;
}

export function validateLogin(v: LoginValues): AuthFieldErrors {
  const e: AuthFieldErrors = {};
  const email = emailError(v.email);
  if (email) e.email = email;
  if ((v.password ?? '') === '') e.password = validationMessages.passwordRequired;
  return e;
}

export function validateNewPassword(v: NewPasswordValues): AuthFieldErrors {
  const e: AuthFieldErrors = {};
  if ((v.password ?? '') === '') e.password = validationMessages.passwordRequired;
  else if (!isValidPassword(v.password)) e.password = validationMessages.passwordRule;
  if ((v.password_confirmation ?? '') === '') e.password_confirmation = validationMessages.passwordConfirmRequired;
  else if (v.password_confirmation !== v.password) e.password_confirmation = validationMessages.passwordsMustMatch;
  return e;
}

export function validateAccount(v: AccountValues): AuthFieldErrors {
  const e: AuthFieldErrors = {};
  if (blank(v.firstname)) e.firstname = validationMessages.firstNameRequired;
  if (blank(v.lastname)) e.lastname = validationMessages.lastNameRequired;
  const email = emailError(v.email);
  if (email) e.email = email;
  return { ...e, ...validateNewPassword(v) };
}

export function hasAuthErrors(errors: AuthFieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}
