import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PushEvents } from '@/components/analytics/PushEvents';
import { addressFormData } from '@/components/forms/address-form-data';
import { PaymentStep } from '@/components/checkout/PaymentStep';
import { CHECKOUT_STEP } from '@/lib/analytics/ecommerce';
import { checkoutFor } from '@/lib/analytics/page-events';
import { cartOf, getCart } from '@/lib/commerce/cart/cart';
import { isCartEmpty } from '@/lib/commerce/cart/cart-adapter';
import { endpointHas } from '@/lib/commerce/endpoint';
import { getCheckoutCustomer } from '@/lib/commerce/customer/account';
import { getTranslator } from '@/lib/i18n/translator';
import { getStoreView } from '@/lib/store-view';
import { config } from '@/lib/config';

export const metadata: Metadata = { title: 'Payment', robots: { index: false } };

export default async function BillingPage() {
  const [read, t, store, customer] = await Promise.all([
    getCart(),
    getTranslator(),
    getStoreView(),
    getCheckoutCustomer(),
  ]);
  const cart = cartOf(read);
  if (isCartEmpty(cart)) redirect('/cart');
  // Spec order: email, shipping address and method come before payment.
  if (!cart.isVirtual && (!cart.shippingAddress || !cart.selectedShippingMethod))
    redirect('/checkout/shipping');
  const [{ countries, regions }, giftMessages] = await Promise.all([
    addressFormData(store),
    endpointHas('Mutation.setGiftOptionsOnCart'),
  ]);
  const events = checkoutFor(CHECKOUT_STEP.payment, cart);
  return (
    <>
      {events.length > 0 ? <PushEvents id="checkout:payment" events={events} /> : null}
      <PaymentStep
        cart={cart}
        customer={customer}
        countries={countries}
        regions={regions}
        t={t}
        giftMessages={giftMessages}
        captchaSiteKey={config.captchaSiteKey ?? null}
      />
    </>
  );
}
