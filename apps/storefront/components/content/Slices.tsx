// Content shown inside other views: the landing views' promo banner and reviews/inspiration
// mosaic, the landing block above a category listing, and the side navigation of content pages
// (lib/content/landing-slices.ts). Server components, no client script.
import Link from '@/components/ui/Link';
import { RichText } from '@/components/ui/RichText';
import { isExternalUrl, resolveImage } from '@/lib/content/fields';
import type {
  CategoryLanding,
  CmsNav,
  PromoBanner,
  ReviewsMosaic,
} from '@/lib/content/landing-slices';
import styles from './slices.module.css';

function Picture({
  field,
  className,
  decorative = false,
}: {
  field: PromoBanner['image'];
  className?: string;
  /** The picture repeats what text beside it says: alt="" so it is not read out twice. */
  decorative?: boolean;
}) {
  const image = resolveImage(field, '');
  if (!image) return null;
  return (
    <img
      className={className}
      src={image.src}
      alt={decorative ? '' : image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
    />
  );
}

export function PromoBannerView({ banner }: { banner: PromoBanner }) {
  return (
    <section className={`container ${styles.promo}`} aria-labelledby="promo-heading">
      <div className={styles.promoText}>
        <h2 id="promo-heading">{banner.heading}</h2>
        <RichText field={banner.text} />
        {banner.ctaHref && banner.ctaLabel ? (
          <Link href={banner.ctaHref} className={styles.cta}>
            {banner.ctaLabel}
          </Link>
        ) : null}
      </div>
      <Picture field={banner.image} className={styles.promoImage} />
    </section>
  );
}

export function ReviewsMosaicView({ mosaic }: { mosaic: ReviewsMosaic }) {
  return (
    <section className={`container ${styles.mosaic}`} aria-labelledby="mosaic-heading">
      <h2 id="mosaic-heading">{mosaic.heading}</h2>
      <ul className={styles.tiles} data-testid="reviews-mosaic">
        {mosaic.tiles.map((tile, i) => {
          const href = tile.href && !isExternalUrl(tile.href) ? tile.href : null;
          const linkLabel = tile.property ?? tile.image?.alt ?? tile.href;
          return (
            <li key={i} className={tile.quote ? styles.quoteTile : styles.photoTile}>
              {tile.image ? (
                // A photograph whose link is named by its own description is decorative.
                <Picture
                  field={tile.image}
                  decorative={href !== null && linkLabel === tile.image.alt}
                />
              ) : null}
              {tile.quote ? (
                <figure className={styles.quote}>
                  <blockquote>
                    <p>{tile.quote}</p>
                  </blockquote>
                  {tile.author || tile.property ? (
                    <figcaption>
                      {[tile.author, tile.property].filter(Boolean).join(', ')}
                    </figcaption>
                  ) : null}
                </figure>
              ) : null}
              {href ? (
                <Link href={href} className={styles.tileLink}>
                  {linkLabel}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function CategoryLandingView({ landing }: { landing: CategoryLanding }) {
  return (
    <section className={`container ${styles.categoryLanding}`} data-testid="category-landing">
      {landing.heading ? <p className={styles.lead}>{landing.heading}</p> : null}
      <RichText field={landing.text} />
      <Picture field={landing.image} className={styles.promoImage} />
      {landing.links.length > 0 ? (
        <ul className={styles.inlineLinks}>
          {landing.links.map((l) => (
            <li key={l.href}>
              <Link href={l.href}>{l.label}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function CmsNavView({ nav, currentPath }: { nav: CmsNav; currentPath: string }) {
  return (
    <nav aria-label={nav.title} className={styles.sideNav}>
      <h2 className={styles.sideNavTitle}>{nav.title}</h2>
      <ul>
        {nav.items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} aria-current={item.href === currentPath ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
