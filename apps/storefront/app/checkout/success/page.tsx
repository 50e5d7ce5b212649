import type { Metadata } from 'next';
import { PushEvents } from '@/components/analytics/PushEvents';
import { CheckoutSuccess } from '@/components/checkout/CheckoutSuccess';
import { purchaseFor } from '@/lib/analytics/page-events';
import { placedPurchase } from '@/lib/analytics/purchase-cookie';
import { getTranslator } from '@/lib/i18n/translator';

export const metadata: Metadata = { title: 'Order placed', robots: { index: false } };

export default async function SuccessPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [params, t] = await Promise.all([searchParams, getTranslator()]);
  const order =
    typeof params.order === 'string' && /^[A-Za-z0-9-]{1,32}$/.test(params.order)
      ? params.order
      : null;
  const purchase = order ? await placedPurchase(order) : null;
  const events = purchase ? purchaseFor(purchase) : [];
  return (
    <>
      {/* Once per order in this tab: not again on reload or when coming back to the page. */}
      {events.length > 0 ? (
        <PushEvents id={`purchase:${order}`} scope="tab" events={events} />
      ) : null}
      <CheckoutSuccess order={order} t={t} />
    </>
  );
}
