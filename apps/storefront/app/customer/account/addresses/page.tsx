import type { Metadata } from 'next';
import { AddressBookView } from '@/components/account/pages/AddressBookView';
import { firstParam, type SearchParams } from '@/lib/commerce/page-params';
import { getAddressBook } from '@/lib/commerce/customer/account';
import { getTranslator } from '@/lib/i18n/translator';

export const metadata: Metadata = { title: 'Address Book', robots: { index: false } };

export default async function AddressesPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const [book, t, params] = await Promise.all([getAddressBook(), getTranslator(), searchParams]);
  return <AddressBookView book={book} saved={firstParam(params, 'saved') === '1'} t={t} />;
}
