import type { Metadata } from 'next';
import { PaymentMethodsView } from '@/components/account/pages/PaymentMethodsView';
import { getSavedCards } from '@/lib/commerce/customer/account';
import { getTranslator } from '@/lib/i18n/translator';

export const metadata: Metadata = { title: 'Payment Methods', robots: { index: false } };

export default async function PaymentMethodsPage() {
  const [cards, t] = await Promise.all([getSavedCards(), getTranslator()]);
  return <PaymentMethodsView cards={cards} t={t} />;
}
