// Editorial documents (spec §3 content types): `blog_home` and `blog_post` at /blog and
// /blog/{uid}; `projects_home` and `project_post` (reference projects) at /projects and
// /projects/{uid}. Pure shaping of what the provider returns: a post without a uid or title is
// left out, a malformed field is dropped, so a bad document never breaks the list.
import type { ImageField, RichTextField } from './types';

export type ArticleKind = 'blog' | 'projects';

export interface ArticleKindConfig {
  kind: ArticleKind;
  /** The single landing document of the section. */
  homeType: 'blog_home' | 'projects_home';
  /** The repeatable post documents listed on it. */
  postType: 'blog_post' | 'project_post';
  basePath: '/blog' | '/projects';
  /** schema.org type of a post. */
  schemaType: 'BlogPosting' | 'Article';
}

export const ARTICLE_KINDS: Record<ArticleKind, ArticleKindConfig> = {
  blog: {
    kind: 'blog',
    homeType: 'blog_home',
    postType: 'blog_post',
    basePath: '/blog',
    schemaType: 'BlogPosting',
  },
  projects: {
    kind: 'projects',
    homeType: 'projects_home',
    postType: 'project_post',
    basePath: '/projects',
    schemaType: 'Article',
  },
};

/** The path of a post document, or null for types that are not posts. */
export function postHref(type: string | null | undefined, uid: string): string | null {
  for (const k of Object.values(ARTICLE_KINDS)) {
    if (k.postType === type) return `${k.basePath}/${uid}`;
  }
  return null;
}

export interface ArticleHome {
  title: string;
  intro: RichTextField;
  metaDescription: string | null;
}

export interface ArticleSummary {
  uid: string;
  href: string;
  title: string;
  summary: string | null;
  /** ISO date (YYYY-MM-DD) or null. */
  date: string | null;
  image: ImageField | null;
  /** Project posts: where the project is (city, property type). */
  location: string | null;
}

export interface Article extends ArticleSummary {
  metaDescription: string | null;
  author: string | null;
  body: RichTextField;
  /** Project posts: the SKUs of the products specified for it. */
  skus: string[];
}

/** Longest title and summary kept (CMS text is untrusted input). */
const MAX_TITLE = 200;
const MAX_SUMMARY = 500;
const MAX_SKUS = 24;
const DATE_RE = /^\d{4}-\d{2}-\d{2}/;

function str(v: unknown, max = MAX_SUMMARY): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, max) : null;
}

function image(v: unknown): ImageField | null {
  const i = v as ImageField | null | undefined;
  return i && typeof i === 'object' && typeof i.url === 'string' && i.url ? i : null;
}

function richText(v: unknown): RichTextField {
  return typeof v === 'string' || Array.isArray(v) ? (v as RichTextField) : null;
}

export function toArticleHome(data: unknown): ArticleHome | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  const title = str(d.title, MAX_TITLE);
  if (!title) return null;
  return {
    title,
    intro: richText(d.intro),
    metaDescription: str(d.meta_description),
  };
}

export function toArticle(
  config: ArticleKindConfig,
  doc: { uid: string | null; data: unknown; first_publication_date?: string | null },
): Article | null {
  if (!doc.uid || typeof doc.data !== 'object' || doc.data === null) return null;
  const d = doc.data as Record<string, unknown>;
  const title = str(d.title, MAX_TITLE);
  if (!title) return null;
  const rawDate = str(d.date) ?? doc.first_publication_date ?? null;
  const date = rawDate && DATE_RE.test(rawDate) ? rawDate.slice(0, 10) : null;
  const skus = Array.isArray(d.products)
    ? d.products.flatMap((p) => {
        const sku = str((p as { sku?: unknown } | null)?.sku, 64);
        return sku ? [sku] : [];
      })
    : [];
  return {
    uid: doc.uid,
    href: `${config.basePath}/${doc.uid}`,
    title,
    summary: str(d.summary),
    date,
    image: image(d.image),
    location: str(d.location, MAX_TITLE),
    metaDescription: str(d.meta_description) ?? str(d.summary),
    author: str(d.author, MAX_TITLE),
    body: richText(d.body),
    skus: skus.slice(0, MAX_SKUS),
  };
}

/** The list entries of a section: valid posts only, in the provider's (newest first) order. */
export function toArticleSummaries(
  config: ArticleKindConfig,
  docs: readonly { uid: string | null; data: unknown; first_publication_date?: string | null }[],
): ArticleSummary[] {
  return docs.flatMap((doc) => {
    const a = toArticle(config, doc);
    if (!a) return [];
    const { uid, href, title, summary, date, image: img, location } = a;
    return [{ uid, href, title, summary, date, image: img, location }];
  });
}

export interface ContentSitemapEntry {
  path: string;
  /** ISO date of the post, where it has one. */
  lastModified: string | null;
}

/** A section's sitemap entries: its landing path, then each post. */
export function articleSitemapEntries(
  config: ArticleKindConfig,
  posts: readonly ArticleSummary[],
): ContentSitemapEntry[] {
  return [
    { path: config.basePath, lastModified: posts[0]?.date ?? null },
    ...posts.map((p) => ({ path: p.href, lastModified: p.date })),
  ];
}
