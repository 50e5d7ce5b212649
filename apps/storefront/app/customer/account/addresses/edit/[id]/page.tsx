import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AddressEditView } from '@/components/account/pages/AddressEditView';
import { addressFormData } from '@/components/forms/address-form-data';
import { ACCOUNT_ROUTES, getAddressBook } from '@/lib/commerce/customer/account';
import { getTranslator } from '@/lib/i18n/translator';
import { getStoreView } from '@/lib/store-view';

export const metadata: Metadata = { title: 'Edit Address', robots: { index: false } };

export default async function EditAddressPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  if (id === null) notFound();
  const [book, t, store] = await Promise.all([
    getAddressBook(ACCOUNT_ROUTES.addressEdit(id)),
    getTranslator(),
    getStoreView(),
  ]);
  // Only the customer's own addresses are in the book: any other id is not found.
  const address = book.addresses.find((a) => a.id === id);
  if (!address) notFound();
  const { countries, regions } = await addressFormData(store);
  return (
    <AddressEditView
      address={address}
      firstAddress={false}
      countries={countries}
      regions={regions}
      t={t}
    />
  );
}
