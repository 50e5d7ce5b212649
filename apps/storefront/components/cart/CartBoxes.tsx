// Promo code and gift card boxes for the cart and the payment step.
import { formatMoney } from '@charter/shared/money';
import type { Cart } from '@/lib/commerce/cart/cart-types';
import type { Translate } from '@/lib/i18n/catalog';
import { validationMessages } from '@charter/shared/validation';
import {
  applyCouponAction,
  applyGiftCardAction,
  checkGiftCardBalanceAction,
  removeCouponAction,
  removeGiftCardAction,
} from './actions';
import { CodeBox } from './CodeBox';
import { GiftCardBalanceCheck } from './GiftCardBalanceCheck';

export function PromoCodeBox({ cart, t }: { cart: Cart; t: Translate }) {
  return (
    <CodeBox
      id="promo-code"
      fieldName="coupon_code"
      applyAction={applyCouponAction}
      removeAction={removeCouponAction}
      applied={cart.couponCode ? [{ code: cart.couponCode }] : []}
      allowMore={false}
      labels={{
        title: t('cart.promo.title'),
        label: t('cart.promo.label'),
        apply: t('cart.promo.apply'),
        remove: t('cart.promo.remove'),
        removeCode: t('cart.promo.removeCode', { code: '{code}' }),
        required: validationMessages.promoCodeRequired,
      }}
    />
  );
}

export function GiftCardBox({ cart, t }: { cart: Cart; t: Translate }) {
  return (
    <CodeBox
      id="gift-card"
      fieldName="gift_card_code"
      applyAction={applyGiftCardAction}
      removeAction={removeGiftCardAction}
      applied={cart.giftCards.map((g) => ({
        code: g.code,
        detail:
          g.applied && g.remaining
            ? t('cart.giftCard.balance', {
                applied: formatMoney(g.applied),
                remaining: formatMoney(g.remaining),
              })
            : undefined,
      }))}
      allowMore
      labels={{
        title: t('cart.giftCard.title'),
        label: t('cart.giftCard.label'),
        apply: t('cart.giftCard.apply'),
        remove: t('cart.giftCard.remove'),
        removeCode: t('cart.giftCard.removeCode', { code: '{code}' }),
        required: t('cart.giftCard.required'),
      }}
    />
  );
}

/** The cart page's gift card balance check: a code in, its balance (or why there is none) out. */
export function GiftCardBalanceBox({ t }: { t: Translate }) {
  return (
    <GiftCardBalanceCheck
      checkAction={checkGiftCardBalanceAction}
      labels={{
        title: t('cart.giftCardBalance.title'),
        label: t('cart.giftCardBalance.label'),
        check: t('cart.giftCardBalance.check'),
        required: t('cart.giftCard.required'),
      }}
    />
  );
}
