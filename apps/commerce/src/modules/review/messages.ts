// The review module's client messages: Magento's where Magento has them (ReviewGraphQl and the
// Review model's validation), ours for the bounds Magento does not check (docs/decisions/1101).
import { REVIEW_LIMITS } from './limits.js';

export const REVIEW_MSG = {
  disabled: 'Creating product reviews are not currently available.',
  guest: "Guest customers aren't allowed to add product reviews.",
  noProduct: (sku: string) => `Could not find a product with SKU "${sku}"`,
  nickname: 'Please enter a nickname.',
  summary: 'Please enter a review summary.',
  text: 'Please enter a review.',
  nicknameTooLong: `The nickname can have at most ${REVIEW_LIMITS.nickname} characters.`,
  summaryTooLong: `The review summary can have at most ${REVIEW_LIMITS.summary} characters.`,
  textTooLong: `The review can have at most ${REVIEW_LIMITS.text} characters.`,
  ratingsMissing: 'Please select one of each of the ratings above.',
  ratingInvalid:
    'The rating or its value is not valid. Choose a value from productReviewRatingsMetadata.',
  tooMany: 'Too many reviews were sent from your network. Please wait and try again later.',
} as const;
