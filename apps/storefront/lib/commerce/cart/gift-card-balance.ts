// A gift card balance check's answer (Adobe Commerce's giftCardAccount, commerce
// docs/decisions/1306) → what the cart page says. Pure; safe anywhere.
import { formatMoney, money, type Money } from '@charter/shared/money';
import type { GiftCardBalanceQuery } from '@/lib/commerce/generated/graphql';
import type { MessageKey } from '@/lib/i18n/catalog';

export interface GiftCardBalance {
  code: string;
  balance: Money;
  /** YYYY-MM-DD, null when the card does not expire. */
  expires: string | null;
}

/** The card in the API's answer, or null when the answer holds none. */
export function toGiftCardBalance(
  account: GiftCardBalanceQuery['giftCardAccount'] | undefined,
): GiftCardBalance | null {
  const balance = money(account?.balance?.value, account?.balance?.currency);
  if (!account?.code || !balance) return null;
  const expires = account.expiration_date?.slice(0, 10) ?? null;
  return { code: account.code, balance, expires: expires || null };
}

/** What the visitor reads about a card: its balance, and its expiry date when it has one. */
export function giftCardBalanceMessage(
  card: GiftCardBalance,
  t: (key: MessageKey, params?: Record<string, string | number>) => string,
): string {
  const params = { code: card.code, balance: formatMoney(card.balance) };
  return card.expires
    ? t('cart.giftCardBalance.resultExpires', { ...params, date: card.expires })
    : t('cart.giftCardBalance.result', params);
}

/** Why a balance was not given: too many codes tried from here, or a code that is not a live card. */
export function giftCardBalanceFailureKey(message: string | undefined): MessageKey {
  return /too many gift card codes/i.test(message ?? '')
    ? 'cart.giftCardBalance.tooMany'
    : 'cart.giftCardBalance.unknown';
}
