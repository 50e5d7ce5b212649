// /checkout/billing: shipping recap, billing address, payment, gift message, promo code, and
// 'Complete order'. Order summary beside.
import Link from 'next/link';
import { PromoCodeBox } from '@/components/cart/CartBoxes';
import type { Cart } from '@/lib/commerce/cart-types';
import type { Translate } from '@/lib/i18n/catalog';
import type { RegionOption } from './AddressFields';
import { AddressBlock } from './AddressBlock';
import { toAddressValues } from './address-form-data';
import { CheckoutSteps } from './CheckoutSteps';
import { CheckoutSummary } from './CheckoutSummary';
import { paymentFormLabels } from './labels';
import { PaymentForm } from './PaymentForm';
import styles from './checkout.module.css';

export function PaymentStep({
  cart,
  countries,
  regions,
  t,
}: {
  cart: Cart;
  countries: { id: string; name: string }[];
  regions: Record<string, RegionOption[]>;
  t: Translate;
}) {
  const method = cart.shippingMethods.find((m) => m.key === cart.selectedShippingMethod);
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('checkout.billing.title')}</h1>
      <CheckoutSteps current="payment" t={t} />
      <div className={styles.layout}>
        <div className={styles.main}>
          {cart.shippingAddress ? (
            <section className={styles.card} aria-labelledby="ship-to-title">
              <h2 id="ship-to-title">{t('checkout.billing.shipTo')}</h2>
              <AddressBlock address={cart.shippingAddress} />
              {method ? (
                <p>
                  {t('checkout.billing.shippingMethod')}: {method.carrierTitle} – {method.title}
                </p>
              ) : null}
              <Link href="/checkout/shipping">{t('checkout.shipping.edit')}</Link>
            </section>
          ) : null}
          <PaymentForm
            initialAddress={toAddressValues(cart.billingAddress ?? cart.shippingAddress)}
            sameAsShipping={!cart.isVirtual}
            askEmail={cart.isVirtual ? (cart.email ?? '') : null}
            methods={cart.paymentMethods}
            selectedMethod={cart.selectedPaymentMethod}
            countries={countries}
            regions={regions}
            labels={paymentFormLabels(t)}
          />
        </div>
        <div className={styles.main}>
          <PromoCodeBox cart={cart} t={t} />
          <CheckoutSummary cart={cart} t={t} />
        </div>
      </div>
    </div>
  );
}
