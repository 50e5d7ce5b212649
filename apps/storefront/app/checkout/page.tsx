import type { Metadata } from 'next';
import { CheckoutEntry } from '@/components/checkout/CheckoutEntry';
import { getCart } from '@/lib/commerce/cart';
import { getTranslator } from '@/lib/i18n/translator';

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } };

export default async function CheckoutPage() {
  const [{ cart }, t] = await Promise.all([getCart(), getTranslator()]);
  return <CheckoutEntry cart={cart} t={t} />;
}
