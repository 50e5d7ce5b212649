import type { Metadata } from 'next';
import { AddressEditView } from '@/components/account/pages/AddressEditView';
import { addressFormData } from '@/components/forms/address-form-data';
import { ACCOUNT_ROUTES, getAddressBook } from '@/lib/commerce/customer/account';
import { getTranslator } from '@/lib/i18n/translator';
import { getStoreView } from '@/lib/store-view';

export const metadata: Metadata = { title: 'Add New Address', robots: { index: false } };

export default async function AddAddressPage() {
  const [book, t, store] = await Promise.all([
    getAddressBook(ACCOUNT_ROUTES.addressAdd),
    getTranslator(),
    getStoreView(),
  ]);
  const { countries, regions } = await addressFormData(store);
  return (
    <AddressEditView
      address={null}
      firstAddress={book.addresses.length === 0}
      countries={countries}
      regions={regions}
      t={t}
    />
  );
}
