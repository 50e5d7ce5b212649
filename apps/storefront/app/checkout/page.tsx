import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CheckoutEntry } from '@/components/checkout/CheckoutEntry';
import { cartOf, getCart } from '@/lib/commerce/cart/cart';
import { isCartEmpty } from '@/lib/commerce/cart/cart-adapter';
import { readSessionToken } from '@/lib/commerce/customer/session-cookie';
import { getTranslator } from '@/lib/i18n/translator';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };

export default async function CheckoutPage() {
  const [read, t, token] = await Promise.all([getCart(), getTranslator(), readSessionToken()]);
  const cart = cartOf(read);
  // A signed-in customer has nothing to choose here: straight on to the shipping step.
  if (token && !isCartEmpty(cart)) redirect('/checkout/shipping');
  return <CheckoutEntry cart={cart} t={t} />;
}
