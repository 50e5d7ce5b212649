import { describe, expect, it } from 'vitest';
import { sanitizeProductHtml } from './html.js';

describe('sanitizeProductHtml', () => {
  it('keeps formatting and drops scripts, handlers and script URLs', () => {
    const out = sanitizeProductHtml(
      '<p class="x" onclick="a()">Hi <strong>there</strong></p><script>alert(1)</script>' +
        '<img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">bad</a><a href="/ok">ok</a>',
    );
    expect(out).toBe(
      '<p class="x">Hi <strong>there</strong></p><img src="x.png" /><a>bad</a><a href="/ok">ok</a>',
    );
  });
  it('returns empty string for missing html', () => {
    expect(sanitizeProductHtml(null)).toBe('');
  });
});
