// One addProductsToCart line (reference §3.3 CartItemInput).
export interface CartItemRequest {
  sku: string;
  quantity: number;
  parent_sku?: string;
  selected_options?: string[];
  entered_options?: { uid: string; value: string }[];
}
