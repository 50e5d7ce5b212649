// A content `page` document at its own URL: the title as the page's h1, then its slices: rich
// text, an image with an optional caption, and a product carousel of tiles (from SKUs, in the
// document's order; unknown SKUs are left out). Server component: no client script of its own.
import { ProductTileItems } from '@/components/catalog/ProductTile';
import { tileLabels } from '@/components/catalog/labels';
import { RichText } from '@/components/ui/RichText';
import { getProductsBySku } from '@/lib/commerce/catalog/products-by-sku';
import type { StoreViewCode } from '@/lib/config';
import { resolveImage } from '@/lib/content/fields';
import type { CmsNav } from '@/lib/content/landing-slices';
import type { ContentPageData, PageSlice } from '@/lib/content/page';
import { CmsNavView } from './Slices';
import type { Translate } from '@/lib/i18n/catalog';
import styles from './content-page.module.css';

async function ProductCarousel({
  slice,
  index,
  store,
  t,
}: {
  slice: Extract<PageSlice, { kind: 'product_carousel' }>;
  index: number;
  store: StoreViewCode;
  t: Translate;
}) {
  const products = await getProductsBySku(store, slice.skus);
  if (products.length === 0) return null;
  const headingId = `content-carousel-${index}`;
  const title = slice.title ?? t('content.page.products');
  return (
    <section className={styles.carousel} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {/* A scroll-snapping row: keyboard users reach every tile by Tab, no script needed. */}
      <ul className={styles.track} data-testid="content-carousel">
        <ProductTileItems products={products} labels={tileLabels(t)} />
      </ul>
    </section>
  );
}

export function ContentPageView({
  page,
  store,
  t,
  nav = null,
  currentPath = '',
}: {
  page: ContentPageData;
  store: StoreViewCode;
  t: Translate;
  /** The side navigation of content pages (cms_nav), shown beside the page when present. */
  nav?: CmsNav | null;
  currentPath?: string;
}) {
  const article = (
    <article className={nav ? styles.withNav : `container ${styles.page}`}>
      <h1 className={styles.title}>{page.title}</h1>
      {page.slices.map((slice, i) => {
        if (slice.kind === 'rich_text')
          return <RichText key={i} field={slice.text} className={styles.text} />;
        if (slice.kind === 'image') {
          const image = resolveImage(slice.image, '');
          if (!image) return null;
          return (
            <figure key={i} className={styles.figure}>
              <img
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading={i < 2 ? 'eager' : 'lazy'}
                decoding="async"
              />
              {slice.caption ? <figcaption>{slice.caption}</figcaption> : null}
            </figure>
          );
        }
        return <ProductCarousel key={i} slice={slice} index={i} store={store} t={t} />;
      })}
    </article>
  );
  if (!nav) return article;
  return (
    <div className={`container ${styles.layout}`}>
      <CmsNavView nav={nav} currentPath={currentPath} />
      {article}
    </div>
  );
}
