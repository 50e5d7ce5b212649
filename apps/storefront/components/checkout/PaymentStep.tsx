// /checkout/billing: shipping recap, billing address, payment, gift message, promo code, and
// 'Complete order'. Order summary beside.
import Link from '@/components/ui/Link';
import { PromoCodeBox } from '@/components/cart/CartBoxes';
import type { Cart } from '@/lib/commerce/cart/cart-types';
import { addressValuesOf, savedCardChoice } from '@/lib/commerce/checkout/checkout-validation';
import type { CheckoutCustomer } from '@/lib/commerce/customer/account';
import { addressLine, cardBrandName, findSavedAddress } from '@/lib/commerce/customer/account-data';
import type { Translate } from '@/lib/i18n/catalog';
import type { RegionOption } from '@/components/forms/AddressFields';
import { AddressBlock } from './AddressBlock';
import { CheckoutSteps } from './CheckoutSteps';
import { CheckoutSummary } from './CheckoutSummary';
import { paymentFormLabels } from './labels';
import { PaymentForm, type PaymentAccount } from './PaymentForm';
import { cardGateway } from '@/lib/commerce/checkout/card-gateway';
import styles from './checkout.module.css';

/** Saved cards and the address book for the payment form. */
function paymentAccount(cart: Cart, customer: CheckoutCustomer, t: Translate): PaymentAccount {
  const used = findSavedAddress(cart.billingAddress, customer.addresses);
  const fallback = customer.defaultBilling ?? customer.addresses[0] ?? null;
  const choice = used ?? (cart.billingAddress ? null : fallback);
  return {
    cards: customer.cards.map((c) => ({
      choice: savedCardChoice(c.publicHash),
      label: t('checkout.payment.savedCard', {
        brand: cardBrandName(c.brand),
        last4: c.last4,
        expires: c.expires,
      }),
    })),
    addresses: customer.addresses.map((a) => ({ id: a.id, text: addressLine(a) })),
    initialBillingChoice: choice ? String(choice.id) : 'new',
  };
}

export function PaymentStep({
  cart,
  customer = null,
  countries,
  regions,
  t,
  giftMessages = true,
  captchaSiteKey = null,
}: {
  cart: Cart;
  /** The signed-in customer's address book and saved cards; null for a guest. */
  customer?: CheckoutCustomer | null;
  countries: { id: string; name: string }[];
  regions: Record<string, RegionOption[]>;
  t: Translate;
  /** False on an endpoint without gift options (Magento Open Source): no gift message fields. */
  giftMessages?: boolean;
  /** reCAPTCHA site key: the widget is shown after a failed attempt (docs/decisions/0556). */
  captchaSiteKey?: string | null;
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
            initialAddress={addressValuesOf(cart.billingAddress ?? cart.shippingAddress)}
            sameAsShipping={!cart.isVirtual}
            askEmail={cart.isVirtual && !customer ? (cart.email ?? '') : null}
            account={customer ? paymentAccount(cart, customer, t) : null}
            methods={cart.paymentMethods}
            selectedMethod={cart.selectedPaymentMethod}
            countries={countries}
            regions={regions}
            labels={paymentFormLabels(t)}
            giftMessages={giftMessages}
            captchaSiteKey={captchaSiteKey}
            hostedCard={cardGateway().fields === 'hosted'}
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
