// A GiftCardProduct's amounts and typed fields (commerce ADR 0505: uids giftcard/<field>). Pure.
import type { ProductDetailFragment } from '@/lib/commerce/generated/graphql';
import { money } from '@charter/shared/money';
import type { GiftCardInfo } from '../types';

function decode(uid: string): string {
  try {
    return atob(uid);
  } catch {
    return '';
  }
}

export function toGiftCard(p: ProductDetailFragment): GiftCardInfo | null {
  if (p.__typename !== 'GiftCardProduct') return null;
  const amounts = (p.giftcard_amounts ?? []).flatMap((a) => {
    const amount = a ? money(a.value) : null;
    return a && amount ? [{ uid: a.uid, amount }] : [];
  });
  let openAmount: GiftCardInfo['openAmount'] = null;
  const fields: GiftCardInfo['fields'] = [];
  for (const o of p.gift_card_options ?? []) {
    if (!o) continue;
    const path = decode(o.uid);
    if (path === 'giftcard/custom_giftcard_amount') {
      if (p.allow_open_amount)
        openAmount = { uid: o.uid, min: money(p.open_amount_min), max: money(p.open_amount_max) };
      continue;
    }
    const kind =
      o.__typename === 'CustomizableAreaOption'
        ? 'area'
        : path.endsWith('_email')
          ? 'email'
          : 'text';
    fields.push({ uid: o.uid, title: o.title ?? '', required: Boolean(o.required), kind });
  }
  return { amounts, openAmount, fields };
}
