'use client';
// Header search: a toggle that reveals a search box with suggestion tiles under it (spec §4
// Search). The box's contents (SearchPanel: the form, the search-term lookup and the suggestions)
// load when it first opens and stay mounted afterwards: every page shows the toggle, few visits
// open it, and a closed box shows nothing.
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Icon } from '@/components/ui/Icon';
import type { SearchPanel as Panel, SearchStrings } from './SearchPanel';
import { useOnRouteChange } from './use-route-change';
import styles from './Header.module.css';

/** Loads the box's contents; a failed load may be tried again by the next press. */
const loadPanel = () => import('./SearchPanel').then((m) => m.SearchPanel);

export interface SearchToggleProps {
  strings: SearchStrings;
}

export function SearchToggle({ strings }: SearchToggleProps) {
  const [open, setOpen] = useState(false);
  // The box's contents, once loaded (on the first press): rendered from then on, not through a
  // Suspense fallback, so they show as soon as their code is there.
  const [SearchPanel, setSearchPanel] = useState<typeof Panel | null>(null);
  // Focus anywhere in the panel (the input or a suggestion link) keeps the suggestions shown.
  const [focused, setFocused] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const panelId = `${id}-search`;

  useOnRouteChange(() => setOpen(false));

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
        onClick={() => {
          if (!SearchPanel)
            loadPanel().then(
              (loaded) => setSearchPanel(() => loaded),
              () => undefined,
            );
          setOpen((o) => !o);
        }}
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
        {SearchPanel ? (
          <SearchPanel
            strings={strings}
            open={open}
            focused={focused}
            onDone={() => setOpen(false)}
          />
        ) : null}
      </div>
    </div>
  );
}
