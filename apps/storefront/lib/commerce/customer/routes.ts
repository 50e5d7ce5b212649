// Paths of the sign-in side of customer accounts (spec: routes table). Pure; safe in client code.
export const LOGIN_ROUTE = '/customer/account/login';
export const CREATE_ACCOUNT_ROUTE = '/customer/account/create';
export const CONFIRMATION_ROUTE = '/customer/account/confirmation';
export const FORGOT_PASSWORD_ROUTE = '/customer/account/forgotpassword';
/** 'My Account': where a sign-in goes when nobody asked for another page. */
export const DASHBOARD_ROUTE = '/customer/account/dashboard';

export function loginRouteFor(returnTo: string | null): string {
  return returnTo ? `${LOGIN_ROUTE}?redirect=${encodeURIComponent(returnTo)}` : LOGIN_ROUTE;
}

export function confirmationRouteFor(email: string): string {
  return `${CONFIRMATION_ROUTE}?email=${encodeURIComponent(email)}`;
}

export function forgotPasswordRouteFor(email: string | null | undefined): string {
  return email
    ? `${FORGOT_PASSWORD_ROUTE}?email=${encodeURIComponent(email)}`
    : FORGOT_PASSWORD_ROUTE;
}
