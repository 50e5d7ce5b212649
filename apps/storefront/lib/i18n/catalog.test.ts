import { describe, expect, it } from 'vitest';
import { createTranslator, format, overridesFromTranslationKeys } from './catalog';

describe('message catalogue', () => {
  it('formats placeholders and keeps unknown ones', () => {
    expect(format('© {year} {copyright}', { year: 2030, copyright: 'X.' })).toBe('© 2030 X.');
    expect(format('Hi {name}', {})).toBe('Hi {name}');
  });

  it('uses the spec texts by default', () => {
    const t = createTranslator();
    expect(t('app.notFound.title')).toBe('Page not found');
    expect(t('app.maintenance', { appName: 'Charter Furniture' })).toBe(
      'Charter Furniture is currently down for scheduled maintenance.',
    );
    expect(t('header.search.placeholder')).toBe('Search products');
  });

  it('lets the translation document override any key', () => {
    const overrides = overridesFromTranslationKeys([
      { key: 'app.notFound.title', value: 'Nothing here' },
      { key: '', value: 'ignored' },
      { key: 'header.cart', value: 42 },
    ]);
    expect(overrides).toEqual({ 'app.notFound.title': 'Nothing here' });
    const t = createTranslator(overrides);
    expect(t('app.notFound.title')).toBe('Nothing here');
    expect(t('header.cart')).toBe('Cart');
  });
});
