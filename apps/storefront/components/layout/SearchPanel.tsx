'use client';
// The header search box's contents (SearchToggle opens it): the form with the search-term lookup,
// and the suggestion tiles under it (spec §4 Search). Submitting ('See All Results') waits for the
// lookup, then follows the term's redirect (a full navigation for another site, in-app for the
// shop's own address) or goes to /search/{query}; the input and the suggestions then reset.
// A chunk of its own, loaded when the box first opens: every page shows the toggle, few visits
// open it.
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { announceNavigation } from './navigation-events';
import { SEARCH_MAX_LENGTH } from './search-path';
import { SearchSuggestions } from './SearchSuggestions';
import { useSearchTermLookup } from './use-search-term-lookup';
import styles from './Header.module.css';

export interface SearchStrings {
  open: string;
  close: string;
  label: string;
  placeholder: string;
  submit: string;
  suggestions: string;
}

export function SearchPanel({
  strings,
  open,
  focused,
  onDone,
}: {
  strings: SearchStrings;
  open: boolean;
  /** Focus is in the panel (the input or a suggestion link): the suggestions stay shown. */
  focused: boolean;
  /** Closes the box after a submit. */
  onDone: () => void;
}) {
  const [value, setValue] = useState('');
  const router = useRouter();
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const { destinationFor, reset } = useSearchTermLookup(value);
  // One submit at a time: a second Enter while the lookup answers does nothing more.
  const submitting = useRef(false);
  // Shown to assistive technology while the submit waits for the lookup.
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting.current) return;
    submitting.current = true;
    setBusy(true);
    try {
      const destination = await destinationFor(value);
      if (!destination) return;
      if (destination.kind === 'external') {
        window.location.assign(destination.url);
      } else {
        announceNavigation();
        router.push(destination.path);
      }
      setValue('');
      reset();
      onDone();
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  return (
    <>
      <form role="search" className={styles.searchForm} onSubmit={onSubmit} aria-busy={busy}>
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {strings.label}
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="search"
          name="q"
          className={styles.searchInput}
          placeholder={strings.placeholder}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="submit" className={styles.searchSubmit}>
          {strings.submit}
        </button>
      </form>
      <SearchSuggestions
        value={value}
        enabled={open}
        focused={focused}
        label={strings.suggestions}
      />
    </>
  );
}
