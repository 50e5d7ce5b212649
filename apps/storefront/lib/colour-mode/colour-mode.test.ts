import { describe, expect, it } from 'vitest';
import { COLOUR_MODE_COOKIE_MAX_AGE, isColourMode, parseColourMode } from './index';

describe('parseColourMode', () => {
  it.each(['light', 'dark', 'system'] as const)('keeps the valid mode %s', (mode) => {
    expect(parseColourMode(mode)).toBe(mode);
  });

  it.each([
    undefined,
    null,
    '',
    'Dark',
    ' dark',
    'dark ',
    'blue',
    'light;dark',
    '0',
    42,
    {},
    ['dark'],
  ])('falls back to system for %j', (value) => {
    expect(parseColourMode(value)).toBe('system');
  });

  it('does not accept prototype keys as modes', () => {
    expect(isColourMode('toString')).toBe(false);
    expect(parseColourMode('constructor')).toBe('system');
  });

  it('keeps the cookie for one year (spec: 31536000 s)', () => {
    expect(COLOUR_MODE_COOKIE_MAX_AGE).toBe(31536000);
  });
});
