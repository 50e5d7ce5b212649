import { describe, expect, it } from 'vitest';
import { checkPageInRange, pageInfo, validatePageRequest } from './pagination.js';

describe('pagination', () => {
  it('rejects non-positive page and size with Magento messages', () => {
    expect(validatePageRequest(20, 0)).toEqual({
      ok: false,
      failure: { category: 'graphql-input', message: 'currentPage value must be greater than 0.' },
    });
    expect(validatePageRequest(0, 1)).toEqual({
      ok: false,
      failure: { category: 'graphql-input', message: 'pageSize value must be greater than 0.' },
    });
  });
  it('computes total pages and flags out-of-range pages only when results exist', () => {
    expect(pageInfo({ pageSize: 20, currentPage: 1 }, 41)).toEqual({
      page_size: 20,
      current_page: 1,
      total_pages: 3,
    });
    expect(checkPageInRange({ pageSize: 20, currentPage: 4 }, 41)).toEqual({
      ok: false,
      failure: {
        category: 'graphql-input',
        message: 'currentPage value 4 specified is greater than the 3 page(s) available.',
      },
    });
    expect(checkPageInRange({ pageSize: 20, currentPage: 4 }, 0).ok).toBe(true);
  });
});
