// Translated strings handed from the checkout pages to their client forms.
import type { Translate } from '@/lib/i18n/catalog';
import { addressLabels } from '@/components/forms/address-labels';

export function shippingFormLabels(t: Translate) {
  return {
    information: t('checkout.information.title'),
    email: t('checkout.information.email'),
    address: t('checkout.shipping.address'),
    save: t('checkout.shipping.save'),
    processing: t('checkout.processing'),
    errorsTitle: t('checkout.errors.title'),
    postcodeInvalid: t('checkout.address.postcodeInvalid'),
    address_labels: addressLabels(t),
    newAddress: t('checkout.account.newAddress'),
    saveInBook: t('checkout.account.saveInBook'),
    unsaved: t('checkout.unsaved'),
  };
}

export function paymentFormLabels(t: Translate) {
  return {
    billingTitle: t('checkout.billing.title'),
    captcha: t('customer.account.login.captcha'),
    sameAsShipping: t('checkout.billing.sameAsShipping'),
    billingAddress: t('checkout.billing.address'),
    email: t('checkout.information.email'),
    method: t('checkout.payment.method'),
    methodRequired: t('checkout.payment.methodRequired'),
    poNumber: t('checkout.payment.poNumber'),
    poRequired: t('checkout.payment.poRequired'),
    giftToggle: t('checkout.gift.toggle'),
    giftTitle: t('checkout.gift.title'),
    giftFrom: t('checkout.gift.from'),
    giftTo: t('checkout.gift.to'),
    giftMessage: t('checkout.gift.message'),
    placeOrder: t('checkout.placeOrder'),
    processing: t('checkout.processing'),
    errorsTitle: t('checkout.errors.title'),
    postcodeInvalid: t('checkout.address.postcodeInvalid'),
    card: {
      legend: t('checkout.payment.card'),
      number: t('checkout.payment.cardNumber'),
      expMonth: t('checkout.payment.expMonth'),
      expYear: t('checkout.payment.expYear'),
      cvv: t('checkout.payment.cvv'),
      cvvHint: t('checkout.payment.cvvHint'),
    },
    address: addressLabels(t),
    newAddress: t('checkout.account.newAddress'),
    saveInBook: t('checkout.account.saveInBook'),
    unsaved: t('checkout.unsaved'),
    saveCard: t('checkout.payment.saveCard'),
    cardInvalid: t('checkout.error.invalidCard'),
  };
}
