// Bounds of a written review (docs/decisions/1101). The storefront form uses the same figures.
export const REVIEW_LIMITS = {
  nickname: 128,
  summary: 255,
  text: 4000,
  /** Largest page of reviews one request may ask for. */
  pageSize: 100,
} as const;
