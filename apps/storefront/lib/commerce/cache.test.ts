// The cache manifest: every tag a cached read or a mutation uses is listed in cache.ts, and a
// mutation revalidates its tags and drops them from the read memo.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag, refresh: vi.fn() }));

const {
  CACHE_LIFETIMES,
  CACHE_TAGS,
  MUTATION_TAGS,
  SPEC_QUERY_CACHE,
  cacheLifetime,
  cachePolicy,
  revalidateAfter,
} = await import('./cache');
const { readMemo } = await import('./read-memo');

const ROOT = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const files = ['app', 'components', 'lib']
  .flatMap((d) => sources(path.join(ROOT, d)))
  .map((f) => ({ file: path.relative(ROOT, f), text: readFileSync(f, 'utf8') }));
const manifestTags = new Set<string>(Object.values(CACHE_TAGS));
const literals = (args: string) => [...args.matchAll(/'([^']*)'/g)].map((m) => m[1] as string);

describe('cache manifest', () => {
  it("keeps no shared answer longer than the spec's query cache does (docs/decisions/0310)", () => {
    expect(SPEC_QUERY_CACHE).toEqual({
      freshSeconds: 150,
      keptSeconds: 300,
      refetchOnWindowFocus: false,
    });
    for (const [entry, seconds] of Object.entries(CACHE_LIFETIMES))
      expect([entry, seconds <= SPEC_QUERY_CACHE.keptSeconds]).toEqual([entry, true]);
  });

  it('refetches nothing when the window regains focus', () => {
    const onFocus = files.filter(
      ({ text }) =>
        /addEventListener\(\s*['"](focus|visibilitychange)['"]/.test(text) ||
        /refetchOnWindowFocus:\s*true/.test(text),
    );
    expect(onFocus.map((f) => f.file)).toEqual([]);
  });

  it('has a lifetime for every tag', () => {
    expect(Object.keys(CACHE_LIFETIMES).sort()).toEqual(Object.keys(CACHE_TAGS).sort());
  });

  it('lists every entry and extra tag a cached read names', () => {
    const uses = files.flatMap(({ file, text }) =>
      [...text.matchAll(/cachePolicy\(([^)]*)\)/g)].map((m) => ({ file, args: m[1] as string })),
    );
    expect(uses.length).toBeGreaterThan(5);
    for (const { file, args } of uses.filter((u) => u.file !== 'lib/commerce/cache.ts')) {
      const [entry, ...extra] = literals(args);
      expect(Object.keys(CACHE_TAGS), `${file}: ${args}`).toContain(entry);
      for (const tag of extra) expect(manifestTags.has(tag), `${file}: tag '${tag}'`).toBe(true);
    }
  });

  it('lists every tag written as a literal (fetch tags, revalidation)', () => {
    for (const { file, text } of files) {
      for (const m of text.matchAll(/\btags:\s*\[([^\]]*)\]/g)) {
        for (const tag of literals(m[1] as string))
          expect(manifestTags.has(tag), `${file}: tag '${tag}'`).toBe(true);
      }
      for (const m of text.matchAll(/\b(?:revalidateTag|updateTag)\(\s*'([^']*)'/g)) {
        expect(manifestTags.has(m[1] as string), `${file}: tag '${m[1]}'`).toBe(true);
      }
    }
  });

  it('revalidates only through the manifest', () => {
    const direct = files.filter(
      ({ file, text }) =>
        file !== 'lib/commerce/cache.ts' &&
        /\b(revalidateTag|updateTag|revalidatePath)\(/.test(text),
    );
    expect(direct.map((f) => f.file)).toEqual([]);
  });

  it('knows every mutation kind an action names', () => {
    const kinds = files.flatMap(({ file, text }) =>
      [...text.matchAll(/\b(?:revalidateAfter|refreshAfter)\('([^']*)'\)/g)].map((m) => ({
        file,
        kind: m[1] as string,
      })),
    );
    expect(new Set(kinds.map((k) => k.kind))).toEqual(new Set(Object.keys(MUTATION_TAGS)));
    for (const { file, kind } of kinds) expect(Object.keys(MUTATION_TAGS), file).toContain(kind);
  });

  it('names only manifest entries as the tags a mutation changes', () => {
    for (const entries of Object.values(MUTATION_TAGS))
      for (const e of entries) expect(Object.keys(CACHE_TAGS)).toContain(e);
  });
});

describe('DATA_CACHE_MAX_SECONDS', () => {
  it('caps every lifetime, and only a positive whole number does', () => {
    expect(cacheLifetime('categories', { DATA_CACHE_MAX_SECONDS: '3' })).toBe(3);
    expect(cacheLifetime('products', { DATA_CACHE_MAX_SECONDS: '900' })).toBe(
      CACHE_LIFETIMES.products,
    );
    for (const value of [undefined, '', '0', '-5', '2.5', 'soon'])
      expect(cacheLifetime('categories', { DATA_CACHE_MAX_SECONDS: value })).toBe(
        CACHE_LIFETIMES.categories,
      );
  });

  it('is the lifetime every cached read is given', () => {
    vi.stubEnv('DATA_CACHE_MAX_SECONDS', '2');
    try {
      expect(cachePolicy('storeConfig', 'default').revalidate).toBe(2);
    } finally {
      vi.unstubAllEnvs();
    }
    expect(cachePolicy('storeConfig', 'default').revalidate).toBe(CACHE_LIFETIMES.storeConfig);
  });
});

describe('revalidateAfter', () => {
  beforeEach(() => revalidateTag.mockClear());

  it('revalidates the changed tags and forgets them in the read memo', () => {
    const policy = cachePolicy('products', 'charter_hospitality');
    readMemo.set(
      'product-read',
      { sku: 'A' },
      { tags: policy.tags, revalidateSeconds: policy.revalidate },
    );
    readMemo.set(
      'config-read',
      { x: 1 },
      { tags: cachePolicy('storeConfig', 'charter_hospitality').tags, revalidateSeconds: 300 },
    );
    revalidateAfter('placeOrder');
    expect(revalidateTag).toHaveBeenCalledWith('products', 'max');
    expect(readMemo.get('product-read')).toBeUndefined();
    expect(readMemo.get('config-read')).toEqual({ x: 1 });
  });

  it('revalidates nothing for per-visitor data', () => {
    revalidateAfter('cart');
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
