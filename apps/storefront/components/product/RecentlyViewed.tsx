'use client';
// "Recently Viewed": the visitor's last product pages, from browser storage. A small island that
// renders nothing on the server; storage and list code load in their own chunk after hydration,
// so the product page's first-load script stays as it was. On a product page (`current` given)
// the visit is recorded and the other products are shown; elsewhere (the empty cart) all of them.
import Link from '@/components/ui/Link';
import { useEffect, useState } from 'react';
import type { RecentlyViewedProduct } from '@/lib/recently-viewed';
import styles from './recently-viewed.module.css';

export function RecentlyViewed({
  current,
  title,
}: {
  current?: RecentlyViewedProduct;
  title: string;
}) {
  const [items, setItems] = useState<RecentlyViewedProduct[]>([]);
  const sku = current?.sku;

  useEffect(() => {
    let live = true;
    void Promise.all([import('@/lib/browser-storage'), import('@/lib/recently-viewed')]).then(
      ([storageLib, list]) => {
        const storage = storageLib.browserStorage();
        if (!storage) return;
        const stored = list.parseRecentlyViewed(
          storageLib.readStored(storage, list.RECENTLY_VIEWED_KEY),
        );
        const visited = current ? list.toRecentlyViewed(current) : null;
        if (visited)
          storageLib.writeStored(
            storage,
            list.RECENTLY_VIEWED_KEY,
            list.withVisit(stored, visited),
          );
        if (live) setItems(stored.filter((p) => p.sku !== sku));
      },
    );
    return () => {
      live = false;
    };
    // Keyed by SKU: the visit is recorded once per product page, not on every new props object.
  }, [sku]);

  if (items.length === 0) return null;
  return (
    <section
      className={styles.section}
      aria-labelledby="recently-viewed-heading"
      data-testid="recently-viewed"
    >
      <h2 id="recently-viewed-heading">{title}</h2>
      <ul className={styles.list}>
        {items.map((p) => (
          <li key={p.sku} className={styles.item} data-sku={p.sku}>
            {p.image ? (
              <img
                src={p.image.url}
                alt=""
                width={176}
                height={112}
                loading="lazy"
                decoding="async"
                className={styles.image}
              />
            ) : null}
            <Link href={p.href}>{p.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
