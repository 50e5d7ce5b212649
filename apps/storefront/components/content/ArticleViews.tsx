// The editorial sections (blog, reference projects): a landing list of post cards and the post
// itself. Server components, no client script: titles, dates and images come from the content
// provider (lib/content/articles.ts), rich text is rendered as elements, never as HTML.
import Link from '@/components/ui/Link';
import { ProductTileItems } from '@/components/catalog/ProductTile';
import { tileLabels } from '@/components/catalog/labels';
import { formatAnnouncementDate } from '@/components/layout/announcement-cards';
import { RichText } from '@/components/ui/RichText';
import { getProductsBySku } from '@/lib/commerce/catalog/products-by-sku';
import type { StoreViewCode } from '@/lib/config';
import type { Article, ArticleHome, ArticleSummary } from '@/lib/content/articles';
import { resolveImage } from '@/lib/content/fields';
import type { Translate } from '@/lib/i18n/catalog';
import styles from './articles.module.css';

function Meta({ date, extra }: { date: string | null; extra: string | null }) {
  const formatted = formatAnnouncementDate(date);
  if (!formatted && !extra) return null;
  return (
    <p className={styles.meta}>
      {formatted ? <time dateTime={formatted.dateTime}>{formatted.text}</time> : null}
      {formatted && extra ? ' · ' : null}
      {extra}
    </p>
  );
}

export function ArticleListView({
  home,
  fallbackTitle,
  posts,
  emptyText,
}: {
  home: ArticleHome | null;
  fallbackTitle: string;
  posts: ArticleSummary[];
  emptyText: string;
}) {
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{home?.title ?? fallbackTitle}</h1>
      {home?.intro ? <RichText field={home.intro} className={styles.intro} /> : null}
      {posts.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.list} data-testid="article-list">
          {posts.map((post, i) => {
            const image = resolveImage(post.image, '');
            return (
              <li key={post.uid}>
                <article className={styles.card}>
                  {image ? (
                    <img
                      src={image.src}
                      alt={image.alt}
                      width={image.width}
                      height={image.height}
                      loading={i < 3 ? 'eager' : 'lazy'}
                      decoding="async"
                    />
                  ) : null}
                  <div className={styles.cardBody}>
                    <h2>
                      <Link href={post.href}>{post.title}</Link>
                    </h2>
                    <Meta date={post.date} extra={post.location} />
                    {post.summary ? <p>{post.summary}</p> : null}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

async function SpecifiedProducts({
  skus,
  store,
  t,
}: {
  skus: string[];
  store: StoreViewCode;
  t: Translate;
}) {
  if (skus.length === 0) return null;
  const products = await getProductsBySku(store, skus);
  if (products.length === 0) return null;
  return (
    <section className={styles.carousel} aria-labelledby="article-products">
      <h2 id="article-products">{t('content.projects.products')}</h2>
      <ul className={styles.track} data-testid="article-products">
        <ProductTileItems products={products} labels={tileLabels(t)} />
      </ul>
    </section>
  );
}

export function ArticleView({
  article,
  backHref,
  backLabel,
  store,
  t,
}: {
  article: Article;
  backHref: string;
  backLabel: string;
  store: StoreViewCode;
  t: Translate;
}) {
  const image = resolveImage(article.image, '');
  const byline = [article.location, article.author].filter(Boolean).join(' · ') || null;
  return (
    <article className={`container ${styles.article}`}>
      <h1 className={styles.title}>{article.title}</h1>
      <Meta date={article.date} extra={byline} />
      {image ? (
        <figure className={styles.figure}>
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="eager"
            decoding="async"
          />
        </figure>
      ) : null}
      <RichText field={article.body} />
      <SpecifiedProducts skus={article.skus} store={store} t={t} />
      <Link href={backHref} className={styles.back}>
        {backLabel}
      </Link>
    </article>
  );
}
