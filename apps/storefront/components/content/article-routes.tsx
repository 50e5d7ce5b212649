// Route bodies shared by /blog, /blog/{uid}, /projects and /projects/{uid}: metadata (title,
// description, canonical address), JSON-LD (BreadcrumbList; BlogPosting or Article on a post) and
// the views. A post that does not exist is 'Page not found'.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/seo/JsonLd';
import { config } from '@/lib/config';
import { getArticle, getArticleHome, getArticleSummaries } from '@/lib/content';
import { ARTICLE_KINDS, type ArticleKind } from '@/lib/content/articles';
import { getTranslator } from '@/lib/i18n/translator';
import { absoluteUrl, articleJsonLd, breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { getStoreView } from '@/lib/store-view';
import { ArticleListView, ArticleView } from './ArticleViews';

const TITLE_KEY = { blog: 'content.blog.title', projects: 'content.projects.title' } as const;
const EMPTY_KEY = { blog: 'content.blog.empty', projects: 'content.projects.empty' } as const;
const BACK_KEY = { blog: 'content.blog.back', projects: 'content.projects.back' } as const;

export async function articleListMetadata(kind: ArticleKind): Promise<Metadata> {
  const [home, t] = await Promise.all([getArticleHome(kind), getTranslator()]);
  return {
    title: home?.title ?? t(TITLE_KEY[kind]),
    description: home?.metaDescription ?? undefined,
    alternates: { canonical: absoluteUrl(config.publicUrl, ARTICLE_KINDS[kind].basePath) },
  };
}

export async function ArticleListRoute({ kind }: { kind: ArticleKind }) {
  const [home, posts, t] = await Promise.all([
    getArticleHome(kind),
    getArticleSummaries(kind),
    getTranslator(),
  ]);
  const title = home?.title ?? t(TITLE_KEY[kind]);
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(
          [
            { name: t('catalog.listing.home'), href: '/' },
            { name: title, href: ARTICLE_KINDS[kind].basePath },
          ],
          config.publicUrl,
        )}
      />
      <ArticleListView
        home={home}
        fallbackTitle={title}
        posts={posts}
        emptyText={t(EMPTY_KEY[kind])}
      />
    </>
  );
}

export async function articleMetadata(kind: ArticleKind, uid: string): Promise<Metadata> {
  const article = await getArticle(kind, uid);
  if (!article) return {};
  return {
    title: article.title,
    description: article.metaDescription ?? undefined,
    alternates: { canonical: absoluteUrl(config.publicUrl, article.href) },
    openGraph: {
      type: 'article',
      title: article.title,
      ...(article.date ? { publishedTime: article.date } : {}),
      ...(article.image?.url ? { images: [absoluteUrl(config.publicUrl, article.image.url)] } : {}),
    },
  };
}

export async function ArticleRoute({ kind, uid }: { kind: ArticleKind; uid: string }) {
  const article = await getArticle(kind, uid);
  if (!article) notFound();
  const cfg = ARTICLE_KINDS[kind];
  const [home, store, t] = await Promise.all([
    getArticleHome(kind),
    getStoreView(),
    getTranslator(),
  ]);
  return (
    <>
      <JsonLd
        data={[
          articleJsonLd({
            type: cfg.schemaType,
            headline: article.title,
            href: article.href,
            baseUrl: config.publicUrl,
            publisher: config.appName,
            description: article.metaDescription,
            datePublished: article.date,
            author: article.author,
            image: article.image?.url ?? null,
          }),
          breadcrumbJsonLd(
            [
              { name: t('catalog.listing.home'), href: '/' },
              { name: home?.title ?? t(TITLE_KEY[kind]), href: cfg.basePath },
              { name: article.title, href: article.href },
            ],
            config.publicUrl,
          ),
        ]}
      />
      <ArticleView
        article={article}
        backHref={cfg.basePath}
        backLabel={t(BACK_KEY[kind])}
        store={store}
        t={t}
      />
    </>
  );
}
