import { describe, expect, it } from 'vitest';
import { landingViewByCode, landingViewForPath, parseStoreView } from './landing-views';

describe('landing views', () => {
  it('map landing URLs to store views', () => {
    expect(landingViewForPath('/')?.code).toBe('charter_hospitality');
    expect(landingViewForPath('/senior-living')?.code).toBe('charter_seniorliving');
    expect(landingViewForPath('/senior-living/')?.code).toBe('charter_seniorliving');
    expect(landingViewForPath('/senior-living/lift-chairs')).toBeNull();
    expect(landingViewForPath('/seating')).toBeNull();
  });

  it('accept only known store view codes', () => {
    expect(parseStoreView('charter_seniorliving')).toBe('charter_seniorliving');
    expect(parseStoreView('default')).toBeNull();
    expect(parseStoreView(undefined)).toBeNull();
    expect(landingViewByCode('charter_seniorliving').url).toBe('/senior-living');
  });
});
