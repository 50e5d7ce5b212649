import { gql } from './gql';

/** One page of a product's approved reviews with its summary (read fresh: moderation changes it). */
export const PRODUCT_REVIEWS_QUERY = gql`
  query ProductReviews($sku: String!, $pageSize: Int!, $currentPage: Int!) {
    products(filter: { sku: { eq: $sku } }, pageSize: 1) {
      items {
        sku
        review_count
        rating_summary
        reviews(pageSize: $pageSize, currentPage: $currentPage) {
          items { nickname summary text average_rating created_at ratings_breakdown { name value } }
          page_info { page_size current_page total_pages }
        }
      }
    }
  }
`;

/** Whether reviews are on and who may write them, and the ratings a review form asks for. */
export const REVIEW_SETTINGS_QUERY = gql`
  query ReviewSettings {
    storeConfig { product_reviews_enabled allow_guests_to_write_product_reviews }
    productReviewRatingsMetadata { items { id name values { value value_id } } }
  }
`;

export const CREATE_PRODUCT_REVIEW_MUTATION = gql`
  mutation CreateProductReview($input: CreateProductReviewInput!) {
    createProductReview(input: $input) { review { nickname summary } }
  }
`;
