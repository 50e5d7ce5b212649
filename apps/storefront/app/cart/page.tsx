import type { Metadata } from 'next';
import { FlashedEvents } from '@/components/analytics/FlashedEvents';
import { CartView } from '@/components/cart/CartView';
import { ForgetCart } from '@/components/cart/ForgetCart';
import { cartOf, getCart } from '@/lib/commerce/cart/cart';
import { endpointHas } from '@/lib/commerce/endpoint';
import { getTranslator } from '@/lib/i18n/translator';
import { isAbsent } from '@/lib/result';

export const metadata: Metadata = { title: 'Shopping Cart', robots: { index: false } };

export default async function CartPage() {
  const [read, t, giftCards, giftCardBalance] = await Promise.all([
    getCart(),
    getTranslator(),
    endpointHas('Mutation.applyGiftCardToCart'),
    endpointHas('Query.giftCardAccount'),
  ]);
  return (
    <>
      {!read.ok && read.error.code === 'stale' ? <ForgetCart /> : null}
      {/* Quantity changes and removals (their controls are gone when the answer arrives). */}
      <FlashedEvents />
      <CartView
        cart={cartOf(read)}
        t={t}
        giftCards={giftCards}
        giftCardBalance={giftCardBalance}
        unavailable={!read.ok && !isAbsent(read.error)}
      />
    </>
  );
}
