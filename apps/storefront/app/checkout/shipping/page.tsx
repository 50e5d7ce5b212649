import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PushEvents } from '@/components/analytics/PushEvents';
import { addressFormData } from '@/components/forms/address-form-data';
import { ShippingStep } from '@/components/checkout/ShippingStep';
import { CHECKOUT_STEP } from '@/lib/analytics/ecommerce';
import { checkoutFor } from '@/lib/analytics/page-events';
import { cartOf, getCart } from '@/lib/commerce/cart/cart';
import { isCartEmpty } from '@/lib/commerce/cart/cart-adapter';
import { getCheckoutCustomer } from '@/lib/commerce/customer/account';
import { getTranslator } from '@/lib/i18n/translator';
import { getStoreView } from '@/lib/store-view';

export const metadata: Metadata = { title: 'Shipping', robots: { index: false } };

export default async function ShippingPage() {
  const [read, t, store, customer] = await Promise.all([
    getCart(),
    getTranslator(),
    getStoreView(),
    getCheckoutCustomer(),
  ]);
  const cart = cartOf(read);
  if (isCartEmpty(cart)) redirect('/cart');
  if (cart.isVirtual) redirect('/checkout/billing');
  const { countries, regions } = await addressFormData(store);
  const events = checkoutFor(CHECKOUT_STEP.shipping, cart);
  return (
    <>
      {events.length > 0 ? <PushEvents id="checkout:shipping" events={events} /> : null}
      <ShippingStep cart={cart} customer={customer} countries={countries} regions={regions} t={t} />
    </>
  );
}
