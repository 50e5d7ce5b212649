'use client';
// The announcement cards of the header's panel (AnnouncementsToggle): each a face, and a second one
// shown while the card is hovered or focused.
import Link from '@/components/ui/Link';
import type { ResolvedImage } from '@/lib/content/fields';
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

/** The cards as list items, for the panel's list. */
export function AnnouncementCards({ cards }: { cards: AnnouncementCardData[] }) {
  return (
    <>
      {cards.map((card) => {
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
    </>
  );
}
