'use client';
// Product gallery: a stage and thumbnails in position order. Thumbnails are buttons; the arrow
// keys, Home and End move between them. Video entries show their preview and play in place.
import { useRef, useState, type KeyboardEvent } from 'react';
import type { GalleryItem } from '@/lib/commerce/types';
import { island } from '@/components/ui/island';
import styles from './product.module.css';

// Most products have no video: the player's code is its own chunk, loaded when a video is shown.
const GalleryVideo = island(() => import('./GalleryVideo').then((m) => m.GalleryVideo));

export interface GalleryLabels {
  gallery: string;
  /** Template with {index}, {count} and {label}. */
  showImage: string;
  watchVideo: string;
  previous: string;
  next: string;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

export function Gallery({ items, labels }: { items: GalleryItem[]; labels: GalleryLabels }) {
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  if (items.length === 0) return null;
  const current = items[Math.min(index, items.length - 1)] as GalleryItem;

  const select = (i: number, focus = false) => {
    const next = (i + items.length) % items.length;
    setIndex(next);
    if (focus) thumbs.current[next]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const moves: Record<string, number> = {
      ArrowRight: i + 1,
      ArrowDown: i + 1,
      ArrowLeft: i - 1,
      ArrowUp: i - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[e.key];
    if (target === undefined) return;
    e.preventDefault();
    select(target, true);
  };

  return (
    <section className={styles.gallery} aria-label={labels.gallery} data-testid="product-gallery">
      <div className={styles.stage}>
        {/* The first image is the page's largest paint; srcset/sizes come from the server (gallery-images.ts). */}
        <img
          src={current.stage?.src ?? current.url}
          srcSet={current.stage?.srcSet}
          sizes={current.stage?.sizes}
          alt={current.alt}
          width={1100}
          height={700}
          data-testid="gallery-main-image"
          fetchPriority="high"
        />
        {current.kind === 'video' && current.video ? (
          <GalleryVideo
            key={index}
            url={current.video.url}
            title={current.video.title}
            label={labels.watchVideo}
          />
        ) : null}
      </div>
      {items.length > 1 ? (
        <>
          <div className={styles.stageNav}>
            <button type="button" className={styles.navButton} onClick={() => select(index - 1)}>
              {labels.previous}
            </button>
            <button type="button" className={styles.navButton} onClick={() => select(index + 1)}>
              {labels.next}
            </button>
          </div>
          <ul className={styles.thumbs}>
            {items.map((item, i) => (
              <li key={`${item.url}-${i}`}>
                <button
                  type="button"
                  ref={(el) => {
                    thumbs.current[i] = el;
                  }}
                  className={styles.thumb}
                  aria-current={i === index ? 'true' : undefined}
                  aria-label={fill(labels.showImage, {
                    index: i + 1,
                    count: items.length,
                    label: item.kind === 'video' ? `${labels.watchVideo} – ${item.alt}` : item.alt,
                  })}
                  tabIndex={i === index ? 0 : -1}
                  onClick={() => select(i)}
                  onKeyDown={(e) => onKeyDown(e, i)}
                >
                  <img
                    src={item.thumb?.src ?? item.url}
                    srcSet={item.thumb?.srcSet}
                    alt=""
                    width={88}
                    height={56}
                    loading="lazy"
                  />
                  {item.kind === 'video' ? (
                    <span className={styles.playMark} aria-hidden="true">
                      ▶
                    </span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
