import { describe, expect, it } from 'vitest';
import { searchDestination } from './search-destination';

const BASES = ['http://shop.example/', 'https://shop.example/'];

describe('search destination after the term lookup', () => {
  it('goes to the results route with the URL-encoded, trimmed query when there is no redirect', () => {
    expect(searchDestination('  oak & walnut/2 ', null, BASES)).toEqual({
      kind: 'internal',
      path: '/search/oak%20%26%20walnut%2F2',
    });
    expect(searchDestination('sofa', '', BASES)).toEqual({
      kind: 'internal',
      path: '/search/sofa',
    });
  });

  it('has nothing to do for empty text', () => {
    expect(searchDestination('   ', 'https://elsewhere.example/', BASES)).toBeNull();
  });

  it('removes the front-end base address and follows the rest in the app', () => {
    expect(searchDestination('caster', 'http://shop.example/options/caster-wheels', BASES)).toEqual(
      { kind: 'internal', path: '/options/caster-wheels' },
    );
    expect(
      searchDestination('caster', 'https://shop.example/options/caster-wheels?q=1#top', BASES),
    ).toEqual({ kind: 'internal', path: '/options/caster-wheels?q=1#top' });
    expect(searchDestination('home', 'http://shop.example/', BASES)).toEqual({
      kind: 'internal',
      path: '/',
    });
  });

  it('keeps an in-app redirect inside the shop', () => {
    for (const trick of [
      'http://shop.example//evil.example/x',
      'http://shop.example/\\evil.example/x',
      'http://shop.example/\\\\evil.example',
    ]) {
      const d = searchDestination('x', trick, BASES);
      expect(d?.kind).toBe('internal');
      expect(d?.kind === 'internal' && d.path.startsWith('/') && !d.path.startsWith('//')).toBe(
        true,
      );
    }
  });

  it('navigates the browser to any other absolute http(s) address', () => {
    expect(searchDestination('catalog', 'https://downloads.example/catalogue.pdf', BASES)).toEqual({
      kind: 'external',
      url: 'https://downloads.example/catalogue.pdf',
    });
    expect(
      searchDestination('catalog', 'http://shop.example.evil/x', ['http://shop.example/']),
    ).toEqual({ kind: 'external', url: 'http://shop.example.evil/x' });
  });

  it('never follows a redirect that is not an http address', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '/relative/path',
      'ftp://files.example/x',
    ]) {
      expect(searchDestination('term', bad, BASES)).toEqual({
        kind: 'internal',
        path: '/search/term',
      });
    }
  });
});
