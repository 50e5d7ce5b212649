import { describe, expect, it } from 'vitest';
import { pageAfterSwitch, refererPath, switchTarget } from './store-switch';

describe('store switch', () => {
  it('reloads the page it was made on, or the chosen landing page when on a landing URL', () => {
    expect(pageAfterSwitch('charter_hospitality', '/seating/chairs?q=abc')).toBe(
      '/seating/chairs?q=abc',
    );
    expect(pageAfterSwitch('charter_seniorliving', '/cart')).toBe('/cart');
    expect(pageAfterSwitch('charter_hospitality', '/senior-living')).toBe('/');
    expect(pageAfterSwitch('charter_seniorliving', '/')).toBe('/senior-living');
    expect(pageAfterSwitch('charter_seniorliving', '/?utm=x')).toBe('/senior-living');
    expect(pageAfterSwitch('charter_seniorliving', null)).toBe('/senior-living');
  });

  it('takes the return page only from a same-origin Referer', () => {
    const self = 'shop.test';
    expect(refererPath('http://shop.test/tables.html?x=1', self)).toBe('/tables.html?x=1');
    expect(refererPath('http://evil.test/tables.html', self)).toBeNull();
    expect(refererPath('not a url', self)).toBeNull();
    expect(refererPath(null, self)).toBeNull();
    expect(refererPath('http://shop.test/x', null)).toBeNull();
  });

  it('accepts only the known store view codes', () => {
    expect(switchTarget('charter_seniorliving')).toBe('charter_seniorliving');
    expect(switchTarget('default')).toBeNull();
    expect(switchTarget(null)).toBeNull();
  });
});
