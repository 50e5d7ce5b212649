import type { Metadata } from 'next';
import { DashboardView } from '@/components/account/pages/DashboardView';
import { getDashboard } from '@/lib/commerce/customer/account';
import { getTranslator } from '@/lib/i18n/translator';

export const metadata: Metadata = { title: 'My Account', robots: { index: false } };

export default async function DashboardPage() {
  const [data, t] = await Promise.all([getDashboard(), getTranslator()]);
  return <DashboardView data={data} t={t} />;
}
