// A product tile (spec: image, name linking to the product page, marketing SKU or SKU, ordering
// note, 'Archived' label, 'New'/'Sale' corner flags, 'As low as {price}'). No hooks: rendered by
// server components and by the infinite-scroll server action alike.
import Link from '@/components/ui/Link';
import { format } from '@/lib/i18n/format';
import { formatMoney } from '@charter/shared/money';
import type { ProductTileData } from '@/lib/commerce/types';
import { CompareButton, type CompareButtonLabels } from '@/components/compare/CompareButton';
import { responsiveImage, SIZES, type ResponsiveImage } from '@/lib/images/responsive';
import styles from './catalog.module.css';
import { ReviewStars, type ReviewStarsLabels } from './ReviewStars';

export interface TileLabels {
  asLowAs: string;
  archived: string;
  isNew: string;
  sale: string;
  sku: string;
  /** Approved reviews' stars and count (optional for callers that show none). */
  reviews?: ReviewStarsLabels;
  /** 'Add to Compare' (absent: no button). */
  compare?: CompareButtonLabels;
}

/** 11:7, the spec's product tile ratio; 1 for materials (spec §9). */
const IMAGE_WIDTH = 440;
const IMAGE_HEIGHT = 280;
const MATERIAL_IMAGE_HEIGHT = IMAGE_WIDTH;

/** The tile's `<img>` attributes: srcset through the image loader, `sizes` of the listing grid. */
export function tileImage(
  image: { url: string; alt: string },
  { eager = false, priority = false, material = false } = {},
): ResponsiveImage {
  return responsiveImage({
    src: image.url,
    alt: image.alt,
    width: IMAGE_WIDTH,
    height: material ? MATERIAL_IMAGE_HEIGHT : IMAGE_HEIGHT,
    sizes: SIZES.tile,
    eager,
    priority,
  });
}

export function ProductTile({
  product,
  labels,
  headingLevel = 3,
  eager = false,
  priority = false,
}: {
  product: ProductTileData;
  labels: TileLabels;
  headingLevel?: 2 | 3 | 4;
  eager?: boolean;
  /** The first tile of a listing: usually the page's largest image when it first paints. */
  priority?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  const hasFlags = product.isNew || product.onSale;
  return (
    <article className={styles.tile} data-sku={product.sku}>
      <div
        className={
          product.material ? `${styles.tileMedia} ${styles.tileMediaSquare}` : styles.tileMedia
        }
        data-ratio={product.material ? '1' : '11:7'}
      >
        {product.image ? (
          <img {...tileImage(product.image, { eager, priority, material: product.material })} />
        ) : null}
        {hasFlags ? (
          <ul className={styles.flags} aria-label="Badges">
            {product.isNew ? (
              <li className={`${styles.flag} ${styles.flagNew}`}>{labels.isNew}</li>
            ) : null}
            {product.onSale ? (
              <li className={`${styles.flag} ${styles.flagSale}`}>{labels.sale}</li>
            ) : null}
          </ul>
        ) : null}
      </div>
      <Heading className={styles.tileName}>
        <Link href={product.href}>{product.name}</Link>
      </Heading>
      <p className={styles.tileSku}>
        <span className={styles.srOnly}>{labels.sku}: </span>
        {product.displaySku}
      </p>
      {product.rating && labels.reviews ? (
        <ReviewStars
          percent={product.rating.percent}
          count={product.rating.count}
          labels={labels.reviews}
        />
      ) : null}
      {product.orderingNote ? <p className={styles.tileNote}>{product.orderingNote}</p> : null}
      {product.archived ? <span className={styles.tileArchived}>{labels.archived}</span> : null}
      {product.minPrice ? (
        <p className={styles.tilePrice}>
          {format(labels.asLowAs, { price: formatMoney(product.minPrice) })}
        </p>
      ) : null}
      {labels.compare ? (
        <CompareButton productUid={product.uid} name={product.name} labels={labels.compare} />
      ) : null}
    </article>
  );
}

export function ProductTileItems({
  products,
  labels,
  eagerCount = 0,
}: {
  products: ProductTileData[];
  labels: TileLabels;
  eagerCount?: number;
}) {
  return (
    <>
      {products.map((p, i) => (
        <li key={`${p.uid}-${i}`}>
          <ProductTile
            product={p}
            labels={labels}
            eager={i < eagerCount}
            priority={i === 0 && eagerCount > 0}
          />
        </li>
      ))}
    </>
  );
}
