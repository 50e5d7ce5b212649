// Cart item count for the header badge.
// WAITING FOR THE CART MODULE: no cart module exists yet, so this returns 0 for every visitor.
// When the cart module lands, read the `cart_id` cookie and return the cart's total_quantity.
import 'server-only';
import { cookies } from 'next/headers';

export const CART_ID_COOKIE = 'cart_id';

export async function getCartQuantity(): Promise<number> {
  const cartId = (await cookies()).get(CART_ID_COOKIE)?.value;
  if (!cartId) return 0;
  return 0; // placeholder until the cart module provides the quantity for cartId
}
