import { describe, expect, it } from 'vitest';
import { normalisePath } from './url.service.js';

describe('normalisePath', () => {
  it('drops leading and trailing slashes, query and fragment', () => {
    expect(normalisePath('/seating/lounge-chairs/')).toBe('seating/lounge-chairs');
    expect(normalisePath('aria-lounge-chair.html?x=1#top')).toBe('aria-lounge-chair.html');
    expect(normalisePath('  //x.html ')).toBe('x.html');
    expect(normalisePath('/')).toBe('');
  });
});
