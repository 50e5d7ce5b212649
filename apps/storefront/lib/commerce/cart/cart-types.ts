// Cart and checkout types: what components see (money in integer cents). The API's answers are
// typed by the generated operation types (generated/graphql.ts). Safe to import from client code.
import type {
  AddProductsToCartMutation,
  UpdateCartItemsMutation,
} from '@/lib/commerce/generated/graphql';
import type { Money } from '@charter/shared/money';

type AddProductsUserError = NonNullable<
  AddProductsToCartMutation['addProductsToCart']
>['user_errors'][number];
type UpdateItemsError = NonNullable<
  NonNullable<NonNullable<UpdateCartItemsMutation['updateCartItems']>['errors']>[number]
>;

/** Why the API refused a line: addProductsToCart's user_errors, updateCartItems' errors. */
export type CartUserError = NonNullable<AddProductsUserError> | UpdateItemsError;

// --- Storefront types -------------------------------------------------------------------------

export interface CartLineOption {
  label: string;
  value: string;
}

export interface CartLine {
  uid: string;
  quantity: number;
  /** The chosen variant's SKU for configurable lines. */
  sku: string;
  name: string;
  /** Product page path (the parent's page for configurable lines). */
  href: string | null;
  image: { url: string; alt: string } | null;
  /** Configurable choices first, then customizable options. */
  options: CartLineOption[];
  unitPrice: Money | null;
  rowTotal: Money | null;
  discount: Money | null;
  /** The product's deepest category path, top level first (absent when it has none). */
  categories?: string[];
}

export interface LabelledAmount {
  label: string;
  amount: Money;
}

export interface CartAddress {
  firstname: string;
  lastname: string;
  company: string;
  street: string[];
  city: string;
  regionCode: string;
  regionId: number | null;
  regionLabel: string;
  postcode: string;
  countryCode: string;
  telephone: string;
}

export interface ShippingMethod {
  carrierCode: string;
  methodCode: string;
  /** carrier_code + '|' + method_code, the value of the radio button. */
  key: string;
  title: string;
  carrierTitle: string;
  amount: Money | null;
  available: boolean;
  errorMessage: string | null;
}

export interface AppliedGiftCard {
  code: string;
  applied: Money | null;
  remaining: Money | null;
  expires: string | null;
}

export interface CartTotals {
  subtotal: Money | null;
  discounts: LabelledAmount[];
  taxes: LabelledAmount[];
  /** Present once a shipping method is chosen. */
  shipping: (LabelledAmount & { method: string }) | null;
  giftCard: Money | null;
  grandTotal: Money | null;
}

export interface Cart {
  id: string;
  email: string | null;
  isVirtual: boolean;
  totalQuantity: number;
  lines: CartLine[];
  couponCode: string | null;
  giftCards: AppliedGiftCard[];
  totals: CartTotals;
  shippingAddress: CartAddress | null;
  shippingMethods: ShippingMethod[];
  selectedShippingMethod: string | null;
  billingAddress: CartAddress | null;
  paymentMethods: { code: string; title: string }[];
  selectedPaymentMethod: string | null;
}
