// The Prismic adapter against a local HTTP server that answers like Prismic's REST API v2.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ARTICLE_KINDS, toArticle, toArticleSummaries } from './articles';
import { createPrismicSource } from './prismic';
import { toSpecSheets, toWhereToBuy } from './resources';
import { createContentProvider } from './provider';

const MASTER_REF = 'master-ref-1';

const documents = [
  {
    id: 'nav-1',
    uid: 'hospitality',
    type: 'nav_bar',
    lang: 'en-us',
    data: { top_items: [{ label: 'Seating', url: { link_type: 'Web', url: '/seating' } }] },
  },
  {
    id: 'nav-2',
    uid: 'senior-living',
    type: 'nav_bar',
    lang: 'en-us',
    data: { top_items: [{ label: 'Lift Chairs' }] },
  },
  {
    id: 'footer-1',
    uid: null,
    type: 'footer',
    lang: 'en-us',
    data: { copyright_text: 'Charter Furniture.' },
  },
  {
    id: 'footer-fr',
    uid: null,
    type: 'footer',
    lang: 'fr-fr',
    data: { copyright_text: 'Charter Meubles.' },
  },
  { id: 'menu-1', uid: 'tables', type: 'mega_menu_content', lang: 'en-us', data: { items: [] } },
  {
    id: 'post-1',
    uid: 'older-post',
    type: 'blog_post',
    lang: 'en-us',
    data: { title: 'Older post', date: '2026-01-05' },
  },
  {
    id: 'post-2',
    uid: 'newer-post',
    type: 'blog_post',
    lang: 'en-us',
    data: { title: 'Newer post' },
  },
  {
    id: 'project-1',
    uid: 'harbor',
    type: 'project_post',
    lang: 'en-us',
    data: { title: 'Harbor', location: 'Portland', products: [{ sku: 'CH-LC-1001' }] },
  },
  {
    id: 'wtb-1',
    uid: null,
    type: 'where-to-buy',
    lang: 'en-us',
    data: { title: 'Where to buy', dealers: [{ region: 'West', name: 'Dealer A' }] },
  },
  {
    id: 'specs-1',
    uid: null,
    type: 'download_scheme_specs',
    lang: 'en-us',
    data: {
      title: 'Spec sheets',
      files: [
        {
          label: 'Chair',
          file: { link_type: 'Media', url: 'https://images.prismic.io/charter/chair.pdf' },
        },
      ],
    },
  },
];

/** Evaluates the `[[at(path, "value")]]` queries the client sends (one `q` per filter). */
function matches(doc: (typeof documents)[number], filters: string[]): boolean {
  return filters.every((f) => {
    const m = /^\[\[at\(([\w.]+),\s*"([^"]*)"\)\]\]$/.exec(f);
    if (!m) throw new Error(`unsupported filter ${f}`);
    const [, path, value] = m;
    if (path === 'document.type') return doc.type === value;
    if (path === 'document.id') return doc.id === value;
    if (path === `my.${doc.type}.uid`) return doc.uid === value;
    return false;
  });
}

const requests: string[] = [];

function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://fixture');
  requests.push(url.pathname + url.search);
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === '/api/v2' || url.pathname === '/api/v2/') {
    return send(200, {
      refs: [{ id: 'master', ref: MASTER_REF, label: 'Master', isMasterRef: true }],
      languages: [
        { id: 'en-us', name: 'English - United States' },
        { id: 'fr-fr', name: 'French - France' },
      ],
      types: {},
      tags: [],
    });
  }
  if (url.pathname === '/api/v2/documents/search') {
    if (url.searchParams.get('ref') !== MASTER_REF) {
      return send(404, {
        type: 'api_notfound_error',
        message: `Ref not found. Master ref is: ${MASTER_REF}`,
      });
    }
    const lang = url.searchParams.get('lang') ?? 'en-us';
    const pageSize = Number(url.searchParams.get('pageSize') ?? 20);
    let found: typeof documents;
    try {
      found = documents.filter(
        (d) => (lang === '*' || d.lang === lang) && matches(d, url.searchParams.getAll('q')),
      );
    } catch (e) {
      return send(400, { message: (e as Error).message });
    }
    return send(200, {
      page: 1,
      results_per_page: pageSize,
      results_size: Math.min(found.length, pageSize),
      total_results_size: found.length,
      total_pages: Math.ceil(found.length / pageSize),
      next_page: null,
      prev_page: null,
      results: found.slice(0, pageSize).map((d) => ({
        ...d,
        href: '',
        tags: [],
        slugs: [],
        linked_documents: [],
        alternate_languages: [],
        first_publication_date:
          d.id === 'post-2' ? '2026-03-01T09:00:00+0000' : '2025-01-01T00:00:00+0000',
        last_publication_date: '2025-01-01T00:00:00+0000',
      })),
      version: 'test',
      license: 'All Rights Reserved',
    });
  }
  send(404, { message: 'not found' });
}

let server: Server;
let endpoint: string;

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function provider(logger = { warn: vi.fn(), error: vi.fn() }) {
  return createContentProvider(
    createPrismicSource({ repositoryName: 'charter-test', apiEndpoint: endpoint }),
    logger,
  );
}

describe('Prismic adapter', () => {
  it('reads the master ref and fetches a single-type document', async () => {
    const doc = await provider().getSingle('footer');
    expect(doc).toMatchObject({
      id: 'footer-1',
      type: 'footer',
      lang: 'en-us',
      data: { copyright_text: 'Charter Furniture.' },
    });
    expect(
      requests.some(
        (r) => r.startsWith('/api/v2/documents/search') && r.includes(`ref=${MASTER_REF}`),
      ),
    ).toBe(true);
  });

  it('passes the language', async () => {
    expect((await provider().getSingle('footer', { lang: 'fr-fr' }))?.id).toBe('footer-fr');
  });

  it('fetches by id', async () => {
    expect((await provider().getById('nav-2'))?.uid).toBe('senior-living');
  });

  it('fetches by uid within the listed types, first non-empty result wins', async () => {
    const nav = await provider().getByUid('hospitality', ['nav_bar']);
    expect(nav?.data.top_items[0]?.label).toBe('Seating');
    const menu = await provider().getByUid('tables', ['dropdown_menu', 'mega_menu_content']);
    expect(menu).toMatchObject({ id: 'menu-1', type: 'mega_menu_content' });
  });

  it('returns empty for a missing document', async () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    expect(
      await provider(logger).getByUid('nope', ['dropdown_menu', 'mega_menu_content']),
    ).toBeNull();
    expect(await provider(logger).getSingle('homepage')).toBeNull();
    expect(await provider(logger).getById('missing')).toBeNull();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('lists every post of a type and maps blog and project posts like local ones', async () => {
    const docs = await provider().getAllByType('blog_post');
    expect(requests.some((r) => r.includes('pageSize=100') && r.includes('blog_post'))).toBe(true);
    // Newest first: a post without a date field is dated by its first publication.
    expect(toArticleSummaries(ARTICLE_KINDS.blog, docs)).toMatchObject([
      { href: '/blog/newer-post', title: 'Newer post', date: '2026-03-01' },
      { href: '/blog/older-post', title: 'Older post', date: '2026-01-05' },
    ]);
    const project = await provider().getByUid('harbor', ['project_post']);
    expect(toArticle(ARTICLE_KINDS.projects, project!)).toMatchObject({
      href: '/projects/harbor',
      location: 'Portland',
      skus: ['CH-LC-1001'],
    });
  });

  it('maps the where-to-buy and spec-sheet documents like local ones', async () => {
    const dealers = toWhereToBuy((await provider().getSingle('where-to-buy'))?.data);
    expect(dealers?.regions).toMatchObject([{ region: 'West', dealers: [{ name: 'Dealer A' }] }]);
    const specs = toSpecSheets((await provider().getSingle('download_scheme_specs'))?.data);
    expect(specs?.groups[0]?.files).toEqual([
      {
        label: 'Chair',
        href: 'https://images.prismic.io/charter/chair.pdf',
        format: 'PDF',
        size: null,
      },
    ]);
  });

  it('falls back to empty when the API is unreachable', async () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    const offline = createContentProvider(
      createPrismicSource({
        repositoryName: 'charter-test',
        apiEndpoint: 'http://127.0.0.1:9/api/v2',
      }),
      logger,
    );
    expect(await offline.getSingle('footer')).toBeNull();
    expect(logger.error).toHaveBeenCalledOnce();
    expect(await offline.getAllByType('blog_post')).toEqual([]);
    expect(logger.error).toHaveBeenCalledTimes(2);
  });
});
