import { describe, expect, it } from 'vitest';
import {
  ARTICLE_KINDS,
  articleSitemapEntries,
  postHref,
  toArticle,
  toArticleHome,
  toArticleSummaries,
} from './articles';
import { linkUrl } from './fields';
import { createLocalSource } from './local';
import { localDocuments } from './local-documents';
import { createContentProvider } from './provider';

const blog = ARTICLE_KINDS.blog;
const projects = ARTICLE_KINDS.projects;

describe('blog and project documents', () => {
  it('a blog post keeps its fields and lives at /blog/{uid}', () => {
    const article = toArticle(blog, {
      uid: 'fabrics',
      data: {
        title: ' Fabrics ',
        date: '2026-10-14',
        author: 'Dana',
        summary: 'Short',
        image: { url: '/content/a.svg', alt: 'A', dimensions: { width: 2, height: 1 } },
        body: 'Text',
        products: [{ sku: 'A-1' }, { sku: '' }, null, { sku: 'B-2' }],
      },
    });
    expect(article).toEqual({
      uid: 'fabrics',
      href: '/blog/fabrics',
      title: 'Fabrics',
      summary: 'Short',
      date: '2026-10-14',
      image: { url: '/content/a.svg', alt: 'A', dimensions: { width: 2, height: 1 } },
      location: null,
      metaDescription: 'Short',
      author: 'Dana',
      body: 'Text',
      skus: ['A-1', 'B-2'],
    });
  });

  it('a post without uid or title is no post; a bad date or image is dropped', () => {
    expect(toArticle(blog, { uid: null, data: { title: 'T' } })).toBeNull();
    expect(toArticle(blog, { uid: 'x', data: { title: '  ' } })).toBeNull();
    expect(toArticle(blog, { uid: 'x', data: null })).toBeNull();
    const a = toArticle(projects, {
      uid: 'x',
      data: { title: 'T', date: 'last week', image: { alt: 'no url' }, body: 42 },
    });
    expect(a).toMatchObject({ href: '/projects/x', date: null, image: null, body: null });
  });

  it('uses the first publication date when the post has no date field (Prismic)', () => {
    const a = toArticle(blog, {
      uid: 'x',
      data: { title: 'T' },
      first_publication_date: '2025-03-04T10:00:00+0000',
    });
    expect(a?.date).toBe('2025-03-04');
  });

  it('a section home needs a title', () => {
    expect(toArticleHome({ title: 'Journal', intro: 'Hi', meta_description: 'D' })).toEqual({
      title: 'Journal',
      intro: 'Hi',
      metaDescription: 'D',
    });
    expect(toArticleHome({ intro: 'Hi' })).toBeNull();
  });

  it('document links to posts resolve to their section path', () => {
    expect(postHref('blog_post', 'a')).toBe('/blog/a');
    expect(postHref('project_post', 'b')).toBe('/projects/b');
    expect(postHref('page', 'c')).toBeNull();
    expect(linkUrl({ link_type: 'Document', type: 'project_post', uid: 'b' })).toBe('/projects/b');
    expect(linkUrl({ link_type: 'Document', type: 'page', uid: 'c' })).toBe('/c');
  });

  it('sitemap entries: the section, then each post with its date', () => {
    const posts = toArticleSummaries(blog, [
      { uid: 'new', data: { title: 'New', date: '2026-02-01' } },
      { uid: 'bad', data: {} },
      { uid: 'old', data: { title: 'Old' } },
    ]);
    expect(articleSitemapEntries(blog, posts)).toEqual([
      { path: '/blog', lastModified: '2026-02-01' },
      { path: '/blog/new', lastModified: '2026-02-01' },
      { path: '/blog/old', lastModified: null },
    ]);
  });
});

describe('local blog and project documents', () => {
  const provider = createContentProvider(createLocalSource(localDocuments));

  it('the blog lists its posts newest first, each a complete post', async () => {
    const home = toArticleHome((await provider.getSingle('blog_home'))?.data);
    expect(home?.title).toBe('Charter Journal');
    const posts = toArticleSummaries(blog, await provider.getAllByType('blog_post'));
    expect(posts.map((p) => p.href)).toEqual([
      '/blog/lead-times-for-contract-orders',
      '/blog/choosing-performance-fabrics',
      '/blog/planning-a-senior-dining-room',
    ]);
    for (const p of posts) {
      expect(p.summary).toBeTruthy();
      expect(p.image?.dimensions).toBeTruthy();
    }
    const post = toArticle(
      blog,
      (await provider.getByUid('choosing-performance-fabrics', ['blog_post']))!,
    );
    expect(post).toMatchObject({ author: 'Dana Whitfield', date: '2026-10-14' });
  });

  it('projects list newest first and name the products specified', async () => {
    expect(toArticleHome((await provider.getSingle('projects_home'))?.data)?.title).toBe(
      'Reference projects',
    );
    const posts = toArticleSummaries(projects, await provider.getAllByType('project_post'));
    expect(posts.map((p) => p.uid)).toEqual([
      'harbor-hotel-lobby',
      'maple-commons-dining',
      'riverside-suites',
    ]);
    expect(posts[0]?.location).toBe('Portland, Maine · Boutique hotel');
    const post = toArticle(
      projects,
      (await provider.getByUid('harbor-hotel-lobby', ['project_post']))!,
    );
    expect(post?.skus).toEqual(['CH-LC-1001']);
  });

  it('a listing is bounded by the limit asked for', async () => {
    const two = await provider.getAllByType('blog_post', { limit: 2 });
    expect(two.map((d) => d.uid)).toEqual([
      'lead-times-for-contract-orders',
      'choosing-performance-fabrics',
    ]);
    expect(await provider.getAllByType('no_such_type')).toEqual([]);
  });
});
