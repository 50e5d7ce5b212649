'use client';
// Header search: a toggle that reveals a search box with suggestion tiles under it (spec §4
// Search). Submitting ('See All Results') waits for the search-term lookup, then follows the
// term's redirect (a full navigation for another site, in-app for the shop's own address) or goes
// to /search/{query}; the input and the suggestions then reset.
import { useRouter } from 'next/navigation';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { Icon } from '@/components/ui/Icon';
import { announceNavigation } from './navigation-events';
import { SEARCH_MAX_LENGTH } from './search-path';
import { useOnRouteChange } from './use-route-change';
import { useSearchTermLookup } from './use-search-term-lookup';
import styles from './Header.module.css';

// The suggestion tiles (and the rules for when to ask for them) load when the box first opens:
// every page shows the toggle, few visits open it. Closed, the box shows no tiles anyway.
const SearchSuggestions = lazy(() =>
  import('./SearchSuggestions').then((m) => ({ default: m.SearchSuggestions })),
);

export interface SearchToggleProps {
  strings: {
    open: string;
    close: string;
    label: string;
    placeholder: string;
    submit: string;
    suggestions: string;
  };
}

export function SearchToggle({ strings }: SearchToggleProps) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  // Focus anywhere in the panel (the input or a suggestion link) keeps the suggestions shown.
  const [focused, setFocused] = useState(false);
  const router = useRouter();
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const panelId = `${id}-search`;
  const { destinationFor, reset } = useSearchTermLookup(value);
  // One submit at a time: a second Enter while the lookup answers does nothing more.
  const submitting = useRef(false);
  // Shown to assistive technology while the submit waits for the lookup.
  const [busy, setBusy] = useState(false);

  useOnRouteChange(() => setOpen(false));
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
      setOpen(false);
    } finally {
      submitting.current = false;
      setBusy(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <div className={styles.searchWrap}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.iconButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? strings.close : strings.open}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name={open ? 'close' : 'search'} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={styles.searchPanel}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={(e: FocusEvent<HTMLDivElement>) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
        }}
      >
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
        {open ? (
          <Suspense fallback={null}>
            <SearchSuggestions
              value={value}
              enabled={open}
              focused={focused}
              label={strings.suggestions}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
