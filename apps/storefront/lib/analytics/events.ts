// Analytics events (spec section 7, "Analytics"): pushed onto the tag manager's data layer,
// `window.dataLayer`, whether or not the tag manager's container has loaded yet (it reads the
// queue when it starts). Which events are built at all is the server's decision (config.ts);
// these helpers only push. Safe in client code.

/** One data layer entry: an event, or the `{ ecommerce: null }` that clears the last one. */
export interface AnalyticsEvent {
  event?: string;
  [param: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

type Target = Pick<Window, 'dataLayer'> | undefined;

/** GA4's recommended sign-in event; the storefront only signs in by e-mail. */
export function loginEvent(): AnalyticsEvent {
  return { event: 'login', method: 'email' };
}

export function reportEvent(
  event: AnalyticsEvent,
  enabled: boolean,
  target: Target = globalThis.window,
): void {
  if (!enabled || !target) return;
  (target.dataLayer ??= []).push(event);
}

export function pushEvents(
  events: readonly AnalyticsEvent[] | undefined,
  target: Target = globalThis.window,
): void {
  if (!events?.length || !target) return;
  const layer = (target.dataLayer ??= []);
  for (const e of events) layer.push(e);
}
