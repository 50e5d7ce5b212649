'use client';
// Header search: a toggle that reveals a search box. Submitting goes to /search/{query}.
// `children` is the slot for search suggestions (rendered under the box).
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { announceNavigation } from './navigation-events';
import { SEARCH_MAX_LENGTH, searchPath } from './search-path';
import { useOnRouteChange } from './use-route-change';
import styles from './Header.module.css';

export interface SearchToggleProps {
  strings: { open: string; close: string; label: string; placeholder: string; submit: string };
  children?: ReactNode;
}

export function SearchToggle({ strings, children }: SearchToggleProps) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const router = useRouter();
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const panelId = `${id}-search`;

  useOnRouteChange(() => setOpen(false));
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const path = searchPath(value);
    if (!path) return;
    announceNavigation();
    router.push(path);
    setValue('');
    setOpen(false);
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
      <div id={panelId} hidden={!open} className={styles.searchPanel} onKeyDown={onKeyDown}>
        <form role="search" className={styles.searchForm} onSubmit={onSubmit}>
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
        {children}
      </div>
    </div>
  );
}
