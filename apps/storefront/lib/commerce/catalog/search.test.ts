import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('../client', () => ({ commerceFetch: vi.fn() }));
vi.mock('./store-config', () => ({
  storeSettings: async () => ({ defaultSortBy: 'position', productUrlSuffix: '.html' }),
}));
const { commerceFetch } = await import('../client');
const {
  getSearchSuggestions,
  suggestionPageSize,
  suggestionText,
  DEFAULT_SUGGESTION_PAGE_SIZE,
  HEADER_SUGGESTION_PAGE_SIZE,
} = await import('./search');
const { isNotSearchableText } = await import('@charter/shared/validation');

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

  it('asks for 5 products when no page size is named, the header its 8, never more', async () => {
    const fetched = vi.mocked(commerceFetch);
    fetched.mockResolvedValue({
      ok: true,
      data: { visitureProducts: { items: [], total_count: 0 } },
    });
    await getSearchSuggestions('charter_hospitality', 'oak');
    expect(fetched.mock.calls.at(-1)?.[0].variables).toMatchObject({ pageSize: 5 });
    await getSearchSuggestions('charter_hospitality', 'oak', HEADER_SUGGESTION_PAGE_SIZE);
    expect(fetched.mock.calls.at(-1)?.[0].variables).toMatchObject({ pageSize: 8 });
    expect(DEFAULT_SUGGESTION_PAGE_SIZE).toBe(5);
    // The route's `size`: the default when absent or nonsense, at most 8.
    expect(suggestionPageSize(null)).toBe(5);
    expect(suggestionPageSize('abc')).toBe(5);
    expect(suggestionPageSize('0')).toBe(5);
    expect(suggestionPageSize('8')).toBe(8);
    expect(suggestionPageSize('3')).toBe(3);
    expect(suggestionPageSize('500')).toBe(8);
  });

  it("applies the spec's 'not searchable text' rule: non-empty and not purely digits", () => {
    expect(isNotSearchableText('oak')).toBe(true);
    expect(isNotSearchableText('CH-1042')).toBe(true);
    expect(isNotSearchableText('  1042 ')).toBe(false);
    expect(isNotSearchableText('   ')).toBe(false);
    expect(isNotSearchableText('')).toBe(false);
    // A bare number asks for no suggestions; text with digits still does.
    expect(suggestionText(' 10425 ')).toBeNull();
    expect(suggestionText('oak 42')).toBe('oak 42');
  });
});
