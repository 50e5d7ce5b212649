'use client';
// The header search box's search-term lookup (spec §4 Search): the typed text is looked up 500 ms
// after typing stops; submitting waits for that lookup (or starts it at once when typing has not
// paused yet) and then knows where to go (docs/decisions/1123).
import { useCallback, useEffect, useRef } from 'react';
import { SEARCH_MAX_LENGTH, SUGGESTION_DEBOUNCE_MS } from './search-path';
import { searchDestination, type SearchDestination } from './search-destination';

/** A lookup that has not answered by then is given up: the visitor goes to the results page. */
export const LOOKUP_TIMEOUT_MS = 8_000;

interface Lookup {
  text: string;
  result: Promise<SearchDestination | null>;
  controller: AbortController;
}

const trimmed = (raw: string) => raw.slice(0, SEARCH_MAX_LENGTH).trim();

async function fetchDestination(
  text: string,
  signal: AbortSignal,
): Promise<SearchDestination | null> {
  try {
    const res = await fetch(`/api/search-term?q=${encodeURIComponent(text)}`, { signal });
    if (res.ok) {
      const body = (await res.json()) as { destination?: SearchDestination | null };
      if (body.destination) return body.destination;
    }
  } catch {
    // Aborted or unreachable: no redirect is known.
  }
  return searchDestination(text, null, []);
}

export function useSearchTermLookup(value: string) {
  const current = useRef<Lookup | null>(null);
  const text = trimmed(value);

  /** The lookup for this text: the one in flight or done, else a new one. */
  const lookup = useCallback((forText: string): Promise<SearchDestination | null> => {
    const existing = current.current;
    if (existing && existing.text === forText) return existing.result;
    existing?.controller.abort();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), LOOKUP_TIMEOUT_MS);
    const result = fetchDestination(forText, controller.signal).finally(() => clearTimeout(timer));
    current.current = { text: forText, result, controller };
    return result;
  }, []);

  // Debounced: a lookup starts once typing has paused.
  useEffect(() => {
    if (text === '') return;
    const timer = setTimeout(() => void lookup(text), SUGGESTION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, lookup]);

  /** Where a submit of this value goes, after the lookup has answered; null for empty text. */
  const destinationFor = useCallback(
    (raw: string) => {
      const t = trimmed(raw);
      return t === '' ? Promise.resolve(null) : lookup(t);
    },
    [lookup],
  );

  /** Forgets the lookup (after navigating): the next text starts afresh. */
  const reset = useCallback(() => {
    current.current = null;
  }, []);

  return { destinationFor, reset };
}
