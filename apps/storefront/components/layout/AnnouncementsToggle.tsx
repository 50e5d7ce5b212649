'use client';
// Announcements: a toggle opening a panel (a side drawer under 62em, a fixed panel on desktop).
// A native <dialog> gives focus containment, Escape and focus return without extra code.
// The cards render once the panel is first opened: every page carries the toggle, and the hidden
// cards (two faces and images each) would otherwise be rendered and hydrated on each of them; their
// code (AnnouncementCards.tsx) is downloaded then too.
import Link from '@/components/ui/Link';
import { useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import type { AnnouncementCardData, AnnouncementCards as Cards } from './AnnouncementCards';
import { useModalDialog } from './use-modal-dialog';
import headerStyles from './Header.module.css';
import styles from './Announcements.module.css';

// The cards' code loads with the first opening, as the cards themselves render only then; a failed
// load may be tried again by the next opening.
const loadCards = () => import('./AnnouncementCards').then((m) => m.AnnouncementCards);

export interface AnnouncementsToggleProps {
  cards: AnnouncementCardData[];
  cta: { href: string; title: string } | null;
  strings: { open: string; close: string; title: string; empty: string };
}

export function AnnouncementsToggle({ cards, cta, strings }: AnnouncementsToggleProps) {
  const { open, setOpen, dialogProps } = useModalDialog();
  // The cards, once their code is loaded (on the first opening): rendered from then on.
  const [AnnouncementCards, setAnnouncementCards] = useState<typeof Cards | null>(null);

  return (
    <>
      <button
        type="button"
        className={headerStyles.iconButton}
        aria-expanded={open}
        aria-controls="announcements-panel"
        aria-label={strings.open}
        onClick={() => {
          if (!AnnouncementCards)
            loadCards().then(
              (loaded) => setAnnouncementCards(() => loaded),
              () => undefined,
            );
          setOpen(true);
        }}
      >
        <Icon name="megaphone" />
      </button>
      <dialog
        {...dialogProps}
        id="announcements-panel"
        className={styles.panel}
        aria-labelledby="announcements-title"
      >
        <div className={styles.head}>
          <h2 id="announcements-title" className={styles.heading}>
            {strings.title}
          </h2>
          <button
            type="button"
            className={headerStyles.iconButton}
            aria-label={strings.close}
            onClick={() => setOpen(false)}
          >
            <Icon name="close" />
          </button>
        </div>
        {cards.length === 0 ? <p className={styles.empty}>{strings.empty}</p> : null}
        <ul className={styles.cards}>
          {AnnouncementCards ? <AnnouncementCards cards={cards} /> : null}
        </ul>
        {cta ? (
          <Link href={cta.href} className={styles.cta}>
            {cta.title}
          </Link>
        ) : null}
      </dialog>
    </>
  );
}
