// Reporting page events once per user action (docs/decisions/1220): the reports already sent are
// kept per tab, keyed by the history entry. Only <PushEvents> needs this, so the other components
// that push (the add-to-cart form, the sign-in form) do not ship it. Safe in client code.
import { pushEvents, type AnalyticsEvent } from './events';

type Target = Pick<Window, 'dataLayer'> | undefined;

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
export function pushOnce(
  key: string,
  events: readonly AnalyticsEvent[],
  target: Target = globalThis.window,
  store: OnceStore | null = sessionStore(),
): boolean {
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
  const w = globalThis as {
    navigation?: { currentEntry?: { key?: string } | null };
    location?: Location;
  };
  const path = w.location ? w.location.pathname + w.location.search : '';
  const key = w.navigation?.currentEntry?.key;
  return key ? `${key}|${path}` : path;
}
