// Cart item count for the header badge: the total_quantity of the cart named by the cart_id
// cookie (0 without a cart, or when the cart cannot be read; the badge is hidden at 0).
import 'server-only';

export { CART_ID_COOKIE } from '@/lib/commerce/cart/cart-cookie';
export { getCartQuantity } from '@/lib/commerce/cart/cart';
