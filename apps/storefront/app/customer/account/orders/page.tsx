import type { Metadata } from 'next';
import { OrdersView } from '@/components/account/pages/OrdersView';
import { firstParam, type SearchParams } from '@/lib/commerce/page-params';
import { config } from '@/lib/config';
import { getOrderHistory } from '@/lib/commerce/customer/account';
import { getTranslator } from '@/lib/i18n/translator';

export const metadata: Metadata = {
  title: config.b2bWording ? 'Quote Request History' : 'Order History',
  robots: { index: false },
};

export default async function OrdersPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const raw = firstParam(await searchParams, 'page');
  const page = raw && /^\d{1,4}$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
  const [history, t] = await Promise.all([getOrderHistory(page), getTranslator()]);
  return <OrdersView history={history} t={t} />;
}
