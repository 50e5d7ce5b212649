// Magento's paging rules (reference sections 1.6 and 2.1), shared by every paginated query.
import { fail, ok, type Result } from './result.js';

export interface PageRequest {
  pageSize: number;
  currentPage: number;
}

export interface PageInfo {
  page_size: number;
  current_page: number;
  total_pages: number;
}

/** Largest page a client may ask for; keeps one request's work bounded. */
export const MAX_PAGE_SIZE = 300;

export function validatePageRequest(pageSize: number, currentPage: number): Result<PageRequest> {
  if (currentPage < 1) return fail('graphql-input', 'currentPage value must be greater than 0.');
  if (pageSize < 1) return fail('graphql-input', 'pageSize value must be greater than 0.');
  return ok({ pageSize: Math.min(pageSize, MAX_PAGE_SIZE), currentPage });
}

export function pageInfo(page: PageRequest, totalCount: number): PageInfo {
  return {
    page_size: page.pageSize,
    current_page: page.currentPage,
    total_pages: Math.ceil(totalCount / page.pageSize),
  };
}

/** Out-of-range pages are an error only when there is something to page through (Magento). */
export function checkPageInRange(page: PageRequest, totalCount: number): Result<PageRequest> {
  const total = Math.ceil(totalCount / page.pageSize);
  if (totalCount > 0 && page.currentPage > total) {
    return fail(
      'graphql-input',
      `currentPage value ${page.currentPage} specified is greater than the ${total} page(s) available.`,
    );
  }
  return ok(page);
}

export const offsetOf = (page: PageRequest): number => (page.currentPage - 1) * page.pageSize;
