import { describe, expect, it } from 'vitest';
import { applyTitleTemplate, titleTemplate } from './titles';

describe('titleTemplate', () => {
  it("wraps page titles in the store's prefix and suffix", () => {
    expect(titleTemplate('', ' | Charter Hospitality', 'Charter Furniture')).toBe(
      '%s | Charter Hospitality',
    );
    expect(titleTemplate('Shop:', 'Charter', 'Charter Furniture')).toBe('Shop: %s Charter');
    expect(titleTemplate('Shop -', null, 'X')).toBe('Shop - %s');
  });

  it('falls back to the brand when the store sets neither', () => {
    expect(titleTemplate(null, '  ', 'Charter Furniture')).toBe('%s | Charter Furniture');
  });
});

describe('applyTitleTemplate', () => {
  it('puts the page title in the template', () => {
    expect(
      applyTitleTemplate(titleTemplate('', ' | Charter Hospitality', 'X'), 'Hospitality'),
    ).toBe('Hospitality | Charter Hospitality');
  });
});
