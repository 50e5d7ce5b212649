// A landing view's home page, from its homepage document: hero and featured category links.
import Link from '@/components/ui/Link';
import { linkUrl, resolveImage } from '@/lib/content/fields';
import type { HomepageData } from '@/lib/content/types';
import { RichText } from '@/components/ui/RichText';
import { prioritiseImage } from '@/lib/image-hints';
import { responsiveImage, SIZES } from '@/lib/images/responsive';
import styles from './LandingPage.module.css';

export function LandingPage({
  data,
  viewLabel,
  featuredFallback,
}: {
  data: HomepageData | null;
  viewLabel: string;
  featuredFallback: string;
}) {
  const heading = data?.hero_heading || data?.title || viewLabel;
  const heroImage = resolveImage(data?.hero_image, '');
  const ctaHref = linkUrl(data?.hero_cta_link);
  const hero = heroImage
    ? responsiveImage({
        src: heroImage.src,
        alt: heroImage.alt,
        width: heroImage.width,
        height: heroImage.height,
        sizes: SIZES.hero,
        priority: true,
      })
    : null;
  // The hero is the page's largest paint.
  prioritiseImage(hero);
  const tiles = (data?.featured_links ?? []).flatMap((l) => {
    const href = linkUrl(l.link);
    return l.label && href
      ? [
          {
            href,
            label: l.label,
            description: l.description ?? null,
            image: resolveImage(l.image, ''),
          },
        ]
      : [];
  });

  return (
    <>
      <section className={styles.hero} aria-labelledby="landing-heading">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{viewLabel}</p>
          <h1 id="landing-heading" className={styles.heading}>
            {heading}
          </h1>
          <RichText field={data?.hero_text} className={styles.text} />
          {ctaHref && data?.hero_cta_label ? (
            <Link href={ctaHref} className={styles.cta}>
              {data.hero_cta_label}
            </Link>
          ) : null}
        </div>
        {hero ? <img className={styles.heroImage} {...hero} /> : null}
      </section>
      {tiles.length > 0 ? (
        <section className={`container ${styles.featured}`} aria-labelledby="featured-heading">
          <h2 id="featured-heading" className={styles.featuredHeading}>
            {data?.featured_heading || featuredFallback}
          </h2>
          <ul className={styles.tiles}>
            {tiles.map((tile) => (
              <li key={tile.href + tile.label}>
                <Link href={tile.href} className={styles.tile}>
                  {tile.image ? (
                    // The label names the link; the picture is decorative here.
                    <img
                      className={styles.tileImage}
                      {...responsiveImage({
                        src: tile.image.src,
                        alt: '',
                        width: tile.image.width,
                        height: tile.image.height,
                        sizes: SIZES.featured,
                      })}
                    />
                  ) : null}
                  <span className={styles.tileBody}>
                    <span className={styles.tileLabel}>{tile.label}</span>
                    {tile.description ? (
                      <span className={styles.tileText}>{tile.description}</span>
                    ) : null}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
