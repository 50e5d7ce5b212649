// The address form's translated labels, handed from the checkout and address book pages to the form.
import type { Translate } from '@/lib/i18n/catalog';
import type { AddressLabels } from './AddressFields';

export function addressLabels(t: Translate): AddressLabels {
  return {
    firstname: t('checkout.address.firstName'),
    lastname: t('checkout.address.lastName'),
    company: t('checkout.address.company'),
    street: t('checkout.address.street'),
    street2: t('checkout.address.street2'),
    city: t('checkout.address.city'),
    country: t('checkout.address.country'),
    region: t('checkout.address.region'),
    regionChoose: t('checkout.address.regionChoose'),
    postcode: t('checkout.address.postcode'),
    telephone: t('checkout.address.phone'),
    optional: t('checkout.address.optional'),
  };
}
