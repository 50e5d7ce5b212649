'use client';
// Suggestion tiles under the header search box (spec §4 Search): the query is debounced 500 ms;
// tiles show only while search is enabled (the search box is open), the input is focused, the
// trimmed text has at least 3 characters, the request returned items and the visitor is not
// already on that search page; at most 8 tiles.
import Link from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { isNotSearchableText, SEARCH_MIN_SUGGEST_LENGTH } from '@charter/shared/validation';
import type { SuggestionTile } from '@/app/api/search-suggestions/route';
import { searchPath, SUGGESTION_DEBOUNCE_MS } from './search-path';
import styles from './Header.module.css';

/** The header asks for 8 products and shows at most 8 tiles (spec §9; the route defaults to 5). */
export const MAX_SUGGESTION_TILES = 8;

export interface SearchSuggestionsProps {
  value: string;
  /** Search is enabled: the search box is open. */
  enabled?: boolean;
  focused: boolean;
  label: string;
}

export function SearchSuggestions({
  value,
  enabled = true,
  focused,
  label,
}: SearchSuggestionsProps) {
  const [items, setItems] = useState<SuggestionTile[]>([]);
  const pathname = usePathname();
  const text = value.trim();
  // Long enough, and text rather than a bare number (spec §5's 'not searchable text').
  const longEnough = text.length >= SEARCH_MIN_SUGGEST_LENGTH && isNotSearchableText(text);

  useEffect(() => {
    if (!longEnough || !enabled) {
      setItems([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/search-suggestions?q=${encodeURIComponent(text)}&size=${MAX_SUGGESTION_TILES}`, {
        signal: controller.signal,
      })
        .then((r) => (r.ok ? (r.json() as Promise<{ items: SuggestionTile[] }>) : { items: [] }))
        .then((body) => setItems(body.items))
        .catch(() => {
          // Aborted by newer typing or a network error: suggestions are optional.
        });
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, longEnough, enabled]);

  const onThatSearchPage = pathname === searchPath(text);
  if (!enabled || !focused || !longEnough || items.length === 0 || onThatSearchPage) return null;
  return (
    <ul className={styles.suggestions} aria-label={label}>
      {items.slice(0, MAX_SUGGESTION_TILES).map((item) => (
        <li key={item.href}>
          <Link href={item.href} className={styles.suggestion}>
            {item.image ? (
              <img src={item.image.url} alt="" width={66} height={42} loading="lazy" />
            ) : null}
            <span className={styles.suggestionName}>{item.name}</span>
            <span className={styles.suggestionSku}>{item.sku}</span>
            {item.price ? <span className={styles.suggestionPrice}>{item.price}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
