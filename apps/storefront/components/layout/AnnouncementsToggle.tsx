'use client';
// Announcements: a toggle opening a panel (a side drawer under 62em, a fixed panel on desktop).
// A native <dialog> gives focus containment, Escape and focus return without extra code.
// The cards render once the panel is first opened: every page carries the toggle, and the hidden
// cards (two faces and images each) would otherwise be rendered and hydrated on each of them.
import Link from 'next/link';
import { useState } from 'react';
import type { ResolvedImage } from '@/lib/content/fields';
import { Icon } from '@/components/ui/Icon';
import { useModalDialog } from './use-modal-dialog';
import headerStyles from './Header.module.css';
import styles from './Announcements.module.css';

export interface AnnouncementFace {
  image: ResolvedImage | null;
  title: string;
  category: string | null;
  date: string | null;
  dateTime: string | null;
  overlayColor: string | null;
}

export interface AnnouncementCardData {
  key: string;
  href: string | null;
  face: AnnouncementFace;
  /** The variant shown while the card is hovered or focused. */
  hover: AnnouncementFace | null;
}

export interface AnnouncementsToggleProps {
  cards: AnnouncementCardData[];
  cta: { href: string; title: string } | null;
  strings: { open: string; close: string; title: string; empty: string };
}

function Face({
  face,
  className,
  hidden,
}: {
  face: AnnouncementFace;
  className?: string;
  hidden?: boolean;
}) {
  return (
    <span className={className} aria-hidden={hidden || undefined}>
      {face.image ? (
        <img
          className={styles.image}
          src={face.image.src}
          alt={hidden ? '' : face.image.alt}
          width={face.image.width}
          height={face.image.height}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <span
        className={styles.overlay}
        style={face.overlayColor ? { background: `${face.overlayColor}cc` } : undefined}
      >
        {face.category ? <span className={styles.category}>{face.category}</span> : null}
        <span className={styles.title}>{face.title}</span>
        {face.date ? (
          <time dateTime={face.dateTime ?? undefined} className={styles.date}>
            {face.date}
          </time>
        ) : null}
      </span>
    </span>
  );
}

export function AnnouncementsToggle({ cards, cta, strings }: AnnouncementsToggleProps) {
  const { open, setOpen, dialogProps } = useModalDialog();
  const [shown, setShown] = useState(false);

  return (
    <>
      <button
        type="button"
        className={headerStyles.iconButton}
        aria-expanded={open}
        aria-controls="announcements-panel"
        aria-label={strings.open}
        onClick={() => {
          setShown(true);
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
          {(shown ? cards : []).map((card) => {
            const body = (
              <>
                <Face face={card.face} className={styles.face} />
                {card.hover ? <Face face={card.hover} className={styles.hoverFace} hidden /> : null}
              </>
            );
            return (
              <li
                key={card.key}
                className={card.hover ? `${styles.card} ${styles.hasHover}` : styles.card}
              >
                {card.href ? (
                  <Link href={card.href} className={styles.cardLink}>
                    {body}
                  </Link>
                ) : (
                  <div className={styles.cardLink}>{body}</div>
                )}
              </li>
            );
          })}
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
