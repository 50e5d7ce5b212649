// /checkout/shipping: 'Your Information', the shipping address, then (once an address is saved)
// the shipping methods. Order summary beside.
import { formatMoney } from '@charter/shared/money';
import type { Cart } from '@/lib/commerce/cart/cart-types';
import type { CheckoutCustomer } from '@/lib/commerce/customer/account';
import { addressLine, findSavedAddress } from '@/lib/commerce/customer/account-data';
import type { Translate } from '@/lib/i18n/catalog';
import type { RegionOption } from '@/components/forms/AddressFields';
import { CheckoutSteps } from './CheckoutSteps';
import { CheckoutSummary } from './CheckoutSummary';
import { shippingFormLabels } from './labels';
import { ShippingForm, type ShippingAccount } from './ShippingForm';
import { ShippingMethodForm } from './ShippingMethodForm';
import formStyles from '@/components/forms/forms.module.css';
import styles from './checkout.module.css';
import { addressValuesOf } from '@/lib/commerce/checkout/checkout-validation';

/** The address book for the shipping form: the saved address the cart uses, else the default. */
function shippingAccount(cart: Cart, customer: CheckoutCustomer, t: Translate): ShippingAccount {
  const used = findSavedAddress(cart.shippingAddress, customer.addresses);
  const fallback = customer.defaultShipping ?? customer.addresses[0] ?? null;
  const choice = used ?? (cart.shippingAddress ? null : fallback);
  return {
    signedInAs: t('checkout.account.signedInAs', { email: customer.email }),
    addresses: customer.addresses.map((a) => ({ id: a.id, text: addressLine(a) })),
    initialChoice: choice ? String(choice.id) : 'new',
  };
}

export function ShippingStep({
  cart,
  customer = null,
  countries,
  regions,
  t,
}: {
  cart: Cart;
  /** The signed-in customer's address book; null for a guest. */
  customer?: CheckoutCustomer | null;
  countries: { id: string; name: string }[];
  regions: Record<string, RegionOption[]>;
  t: Translate;
}) {
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('checkout.shipping.title')}</h1>
      <CheckoutSteps current="shipping" t={t} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <ShippingForm
            initial={{ ...addressValuesOf(cart.shippingAddress), email: cart.email ?? '' }}
            account={customer ? shippingAccount(cart, customer, t) : null}
            countries={countries}
            regions={regions}
            labels={shippingFormLabels(t)}
          />
          {cart.shippingAddress ? (
            <ShippingMethodForm
              methods={cart.shippingMethods.map((m) => ({
                key: m.key,
                title: m.title,
                carrierTitle: m.carrierTitle,
                price: m.amount ? formatMoney(m.amount) : null,
                available: m.available,
                errorMessage: m.errorMessage,
              }))}
              selected={cart.selectedShippingMethod}
              labels={{
                title: t('checkout.shipping.methods'),
                none: t('checkout.shipping.noMethods'),
                submit: t('checkout.shipping.continue'),
                processing: t('checkout.processing'),
              }}
            />
          ) : (
            <p className={formStyles.hint}>{t('checkout.shipping.addressFirst')}</p>
          )}
        </div>
        <CheckoutSummary cart={cart} t={t} />
      </div>
    </div>
  );
}
