import type { Metadata } from 'next';
import { CheckoutSuccess } from '@/components/checkout/CheckoutSuccess';
import { getTranslator } from '@/lib/i18n/translator';

export const metadata: Metadata = { title: 'Order placed', robots: { index: false } };

export default async function SuccessPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [params, t] = await Promise.all([searchParams, getTranslator()]);
  const order = typeof params.order === 'string' && /^[A-Za-z0-9-]{1,32}$/.test(params.order) ? params.order : null;
  return <CheckoutSuccess order={order} t={t} />;
}
