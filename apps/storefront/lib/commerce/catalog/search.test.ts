import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { suggestionText, HEADER_SUGGESTION_PAGE_SIZE } = await import('./search');

describe('search suggestion rules', () => {
  it('needs at least 3 characters after trimming', () => {
    expect(suggestionText('  ab ')).toBeNull();
    expect(suggestionText(' oak ')).toBe('oak');
  });

  it('never sends more than 128 characters', () => {
    expect(suggestionText('x'.repeat(300))).toHaveLength(128);
  });

  it('asks for the 8 tiles the header shows', () => {
    expect(HEADER_SUGGESTION_PAGE_SIZE).toBe(8);
  });
});
