// Translated texts handed from server components to the client forms (the client never loads
// the message catalogue). Pure: takes the request's translator.
import type { Translate } from '@/lib/i18n/catalog';

export function loginStrings(t: Translate, b2b: boolean) {
  return {
    email: t('customer.account.login.email'),
    password: t('customer.account.login.password'),
    forgotPassword: t('customer.account.login.forgotPassword'),
    submit: t(b2b ? 'customer.account.login.submitSales' : 'customer.account.login.submit'),
    submitting: t('customer.account.login.submitting'),
    createAccount: t('customer.account.login.createAccount'),
    captcha: t('customer.account.login.captcha'),
    resendConfirmation: t('customer.account.login.resendConfirmation'),
    required: t('customer.account.form.required'),
  };
}
export type LoginStrings = ReturnType<typeof loginStrings>;

export function loginDialogStrings(t: Translate) {
  return {
    title: t('customer.account.login.title'),
    close: t('customer.account.login.close'),
    signedOut: t('customer.account.login.error.title'),
  };
}
export type LoginDialogStrings = ReturnType<typeof loginDialogStrings>;

export function accountFormStrings(t: Translate) {
  return {
    personal: t('customer.account.create.personal'),
    signIn: t('customer.account.create.signIn'),
    firstname: t('customer.account.create.firstname'),
    lastname: t('customer.account.create.lastname'),
    email: t('customer.account.create.email'),
    password: t('customer.account.create.password'),
    passwordConfirmation: t('customer.account.create.passwordConfirmation'),
    passwordHint: t('customer.account.create.passwordHint'),
    submit: t('customer.account.create.submit'),
    submitting: t('customer.account.create.submitting'),
    existsSignIn: t('customer.account.create.error.existsSignIn'),
    existsReset: t('customer.account.create.error.existsReset'),
    errorSummary: t('customer.account.form.errorSummary'),
  };
}
export type AccountFormStrings = ReturnType<typeof accountFormStrings>;

export function newPasswordStrings(t: Translate) {
  return {
    password: t('customer.account.reset.password'),
    passwordConfirmation: t('customer.account.reset.passwordConfirmation'),
    passwordHint: t('customer.account.create.passwordHint'),
    submit: t('customer.account.reset.submit'),
    submitting: t('customer.account.reset.submitting'),
    getNewLink: t('customer.account.reset.getNewLink'),
  };
}
export type NewPasswordStrings = ReturnType<typeof newPasswordStrings>;

export function emailFormStrings(
  t: Translate,
  submit: 'customer.account.forgot.submit' | 'customer.account.confirmation.submit',
) {
  return {
    email: t('customer.account.login.email'),
    submit: t(submit),
    submitting: t('app.loading'),
  };
}
export type EmailFormStrings = ReturnType<typeof emailFormStrings>;
