import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-nonce': 'abc' }) }));

async function render(repository: string) {
  vi.resetModules();
  vi.stubEnv('PRISMIC_REPOSITORY', repository);
  const { PrismicPreview } = await import('./PrismicPreview');
  const element = await PrismicPreview();
  return element ? renderToStaticMarkup(element) : '';
}

describe('content preview script', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is added, with the page nonce, when a Prismic repository is configured', async () => {
    expect(await render('charter-shop')).toBe(
      '<script async="" defer="" src="https://static.cdn.prismic.io/prismic.js?new=true&amp;repo=charter-shop" nonce="abc"></script>',
    );
  });

  it('is absent without a repository, or with a malformed name', async () => {
    expect(await render('')).toBe('');
    expect(await render('bad"name')).toBe('');
  });
});
