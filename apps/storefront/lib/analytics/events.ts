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

export function reportEvent(event: AnalyticsEvent, enabled: boolean, target: Target = globalThis.window): void {
  if (!enabled || !target) return;
  (target.dataLayer ??= []).push(event);
}

export function pushEvents(events: readonly AnalyticsEvent[] | undefined, target: Target = globalThis.window): void {
  if (!events?.length || !target) return;
  const layer = (target.dataLayer ??= []);
  for (const e of events) layer.push(e);
}

/** Keys of what was already reported in this tab (kept across reloads, trimmed to the newest). */
const SENT_KEY = 'analytics-sent';
const MAX_SENT = 100;
const sentInMemory = new Set<string>();

export interface OnceStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function sessionStore(): OnceStore | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Pushes `events` unless `key` was already reported in this tab: a re-render, a remount, a back
 * navigation to the same history entry or a reload report nothing again. Returns whether it pushed.
 */
export function pushOnce(key: string, events: readonly AnalyticsEvent[], target: Target = globalThis.window, store: OnceStore | null = sessionStore()): boolean {
  if (!events.length || !target) return false;
  let sent: string[] = [];
  try {
    const raw = store?.getItem(SENT_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) sent = parsed.filter((k): k is string => typeof k === 'string');
  } catch {
    // Unreadable: start afresh.
  }
  if (sentInMemory.has(key) || sent.includes(key)) return false;
  sentInMemory.add(key);
  try {
    store?.setItem(SENT_KEY, JSON.stringify([...sent, key].slice(-MAX_SENT)));
  } catch {
    // Storage full or blocked: the in-memory set still stops repeats on this page.
  }
  pushEvents(events, target);
  return true;
}

/**
 * The current history entry: the Navigation API's entry key (kept when the router replaces the
 * entry's state, the same again on back and forward), plus the address. Without the Navigation
 * API, the address alone.
 */
export function historyEntryKey(): string {
  const w = globalThis as { navigation?: { currentEntry?: { key?: string } | null }; location?: Location };
  const path = w.location ? w.location.pathname + w.location.search : '';
  const key = w.navigation?.currentEntry?.key;
  return key ? `${key}|${path}` : path;
}
