import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, resolveLocale } from './locale';

// Two offered locales, so each link of the chain can be seen choosing.
const OFFERED = ['en', 'fr'];

describe('locale resolution: router locale, then stored value, then default (spec §4)', () => {
  it('takes the router locale first', () => {
    expect(resolveLocale({ router: 'fr', stored: 'en' }, OFFERED)).toBe('fr');
  });

  it('falls back to the stored value without a router locale, or with one not offered', () => {
    expect(resolveLocale({ router: null, stored: 'fr' }, OFFERED)).toBe('fr');
    expect(resolveLocale({ router: 'de', stored: 'fr' }, OFFERED)).toBe('fr');
    expect(resolveLocale({ router: '', stored: 'FR' }, OFFERED)).toBe('fr');
  });

  it('falls back to the default when neither names an offered locale', () => {
    expect(resolveLocale({}, OFFERED)).toBe('en');
    expect(resolveLocale({ router: 'de', stored: '<script>' }, OFFERED)).toBe('en');
  });

  it('matches a regional tag to its language', () => {
    expect(resolveLocale({ router: 'fr-CA' }, OFFERED)).toBe('fr');
    expect(resolveLocale({ stored: 'en_gb' }, OFFERED)).toBe('en');
  });

  it('is English for everyone today', () => {
    expect(DEFAULT_LOCALE).toBe('en');
    expect(resolveLocale({ router: 'fr', stored: 'de' })).toBe('en');
  });
});
