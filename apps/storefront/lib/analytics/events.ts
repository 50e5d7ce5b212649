// Analytics events (spec section 7, "Newer analytics"): pushed onto the tag manager's data layer,
// and only when the enabling flag is on (the server reads it: config.ts). Safe in client code.

export interface AnalyticsEvent {
  event: string;
  [param: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** GA4's recommended sign-in event; the storefront only signs in by e-mail. */
export function loginEvent(): AnalyticsEvent {
  return { event: 'login', method: 'email' };
}

export function reportEvent(event: AnalyticsEvent, enabled: boolean, target: Pick<Window, 'dataLayer'> | undefined = globalThis.window): void {
  if (!enabled || !target) return;
  (target.dataLayer ??= []).push(event);
}
