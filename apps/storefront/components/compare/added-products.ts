'use client';
// The products this browser tab added to the compare list, for the 'Compare Products' link a tile
// shows after 'Add to Compare'. Kept outside the button's own state: the page the action renders
// again may mount the tile anew (a search page whose first answer streamed behind its loading
// title, then answered at once: docs/decisions/1239), and the link must still be there. Forgotten
// when the product leaves the list on the compare page.
import { useSyncExternalStore } from 'react';

const added = new Set<string>();
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function markAdded(productUid: string): void {
  if (added.has(productUid)) return;
  added.add(productUid);
  changed();
}

export function forgetAdded(productUid: string): void {
  if (added.delete(productUid)) changed();
}

export function forgetAllAdded(): void {
  if (added.size === 0) return;
  added.clear();
  changed();
}

export const isAdded = (productUid: string): boolean => added.has(productUid);

/** Whether this tab added the product to the compare list (false on the server). */
export function useAdded(productUid: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isAdded(productUid),
    () => false,
  );
}
