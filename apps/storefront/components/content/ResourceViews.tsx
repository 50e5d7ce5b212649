// Buyer resources: dealers by region (where-to-buy), the photo gallery and the spec-sheet
// downloads (lib/content/resources.ts). Server components, no client script.
import Link from '@/components/ui/Link';
import { RichText } from '@/components/ui/RichText';
import { isExternalUrl, resolveImage } from '@/lib/content/fields';
import type { GalleryData, SpecSheetsData, WhereToBuyData } from '@/lib/content/resources';
import type { Translate } from '@/lib/i18n/catalog';
import styles from './resources.module.css';

function slug(text: string, i: number): string {
  return `${
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'group'
  }-${i}`;
}

function Head({ title, intro }: { title: string; intro: WhereToBuyData['intro'] }) {
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      {intro ? <RichText field={intro} className={styles.intro} /> : null}
    </>
  );
}

export function WhereToBuyView({ data, t }: { data: WhereToBuyData; t: Translate }) {
  return (
    <div className={`container ${styles.page}`}>
      <Head title={data.title} intro={data.intro} />
      {data.regions.map((r, i) => {
        const id = `region-${slug(r.region, i)}`;
        return (
          <section key={id} aria-labelledby={r.region ? id : undefined} className={styles.group}>
            {r.region ? <h2 id={id}>{r.region}</h2> : null}
            <ul className={styles.dealers}>
              {r.dealers.map((d) => (
                <li key={d.name} className={styles.dealer}>
                  <h3>{d.name}</h3>
                  {d.sectors ? <p className={styles.muted}>{d.sectors}</p> : null}
                  {d.address.length > 0 ? (
                    <address>
                      {d.address.map((line, j) => (
                        <span key={j} className={styles.line}>
                          {line}
                        </span>
                      ))}
                    </address>
                  ) : null}
                  <ul className={styles.contacts}>
                    {d.phone ? (
                      <li>
                        <a href={`tel:${d.phone.replace(/[^\d+]/g, '')}`}>{d.phone}</a>
                      </li>
                    ) : null}
                    {d.email ? (
                      <li>
                        <a href={`mailto:${d.email}`}>{d.email}</a>
                      </li>
                    ) : null}
                    {d.website ? (
                      <li>
                        <a href={d.website} target="_blank" rel="noopener noreferrer">
                          {t('content.whereToBuy.website', { name: d.name })}
                        </a>
                      </li>
                    ) : null}
                  </ul>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

export function GalleryView({ data }: { data: GalleryData }) {
  return (
    <div className={`container ${styles.page}`}>
      <Head title={data.title} intro={data.intro} />
      <ul className={styles.gallery} data-testid="gallery">
        {data.items.map((item, i) => {
          const image = resolveImage(item.image, item.caption ?? '');
          if (!image) return null;
          const caption = item.caption ? (
            item.href && !isExternalUrl(item.href) ? (
              <Link href={item.href}>{item.caption}</Link>
            ) : (
              item.caption
            )
          ) : null;
          return (
            <li key={i}>
              <figure className={styles.figure}>
                <img
                  src={image.src}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  loading={i < 4 ? 'eager' : 'lazy'}
                  decoding="async"
                />
                {caption ? <figcaption>{caption}</figcaption> : null}
              </figure>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function SpecSheetsView({ data, t }: { data: SpecSheetsData; t: Translate }) {
  return (
    <div className={`container ${styles.page}`}>
      <Head title={data.title} intro={data.intro} />
      {data.groups.map((g, i) => {
        const id = `specs-${slug(g.heading, i)}`;
        return (
          <section key={id} aria-labelledby={g.heading ? id : undefined} className={styles.group}>
            {g.heading ? <h2 id={id}>{g.heading}</h2> : null}
            <ul className={styles.files}>
              {g.files.map((f) => {
                const details = [f.format, f.size].filter(Boolean).join(', ');
                return (
                  <li key={f.href}>
                    <a
                      href={f.href}
                      download={isExternalUrl(f.href) ? undefined : ''}
                      aria-label={
                        details
                          ? t('content.specs.download', { label: f.label, details })
                          : undefined
                      }
                    >
                      {f.label}
                    </a>
                    {details ? <span className={styles.muted}> ({details})</span> : null}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
