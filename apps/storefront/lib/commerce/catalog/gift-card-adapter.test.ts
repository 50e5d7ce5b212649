import { describe, expect, it } from 'vitest';
import type { ProductDetailFragment } from '@/lib/commerce/generated/graphql';
import { toCartLine } from '../cart/cart-adapter';
import type { CartItemFragment } from '@/lib/commerce/generated/graphql';
import { toGiftCard } from './gift-card-adapter';

const uid = (path: string) => btoa(path);

describe('gift cards', () => {
  it('reads amounts, the open amount and the typed fields of a GiftCardProduct', () => {
    const p = {
      __typename: 'GiftCardProduct',
      giftcard_amounts: [{ uid: uid('giftcard/giftcard_amount/50.0000'), value: 50 }],
      allow_open_amount: true,
      open_amount_min: 25,
      open_amount_max: 1000,
      gift_card_options: [
        {
          __typename: 'CustomizableFieldOption',
          uid: uid('giftcard/giftcard_recipient_email'),
          title: 'Recipient Email',
          required: true,
        },
        {
          __typename: 'CustomizableAreaOption',
          uid: uid('giftcard/giftcard_message'),
          title: 'Message',
          required: false,
        },
        {
          __typename: 'CustomizableFieldOption',
          uid: uid('giftcard/custom_giftcard_amount'),
          title: 'Custom Gift Card Amount',
          required: false,
        },
      ],
    } as unknown as ProductDetailFragment;
    expect(toGiftCard(p)).toEqual({
      amounts: [
        { uid: uid('giftcard/giftcard_amount/50.0000'), amount: { cents: 5000, currency: 'USD' } },
      ],
      openAmount: {
        uid: uid('giftcard/custom_giftcard_amount'),
        min: { cents: 2500, currency: 'USD' },
        max: { cents: 100000, currency: 'USD' },
      },
      fields: [
        {
          uid: uid('giftcard/giftcard_recipient_email'),
          title: 'Recipient Email',
          required: true,
          kind: 'email',
        },
        { uid: uid('giftcard/giftcard_message'), title: 'Message', required: false, kind: 'area' },
      ],
    });
    expect(toGiftCard({ __typename: 'SimpleProduct' } as ProductDetailFragment)).toBeNull();
  });

  it('shows a gift card line with its amount, recipient, sender and message', () => {
    const item = {
      __typename: 'GiftCardCartItem',
      uid: 'MQ==',
      quantity: 1,
      product: null,
      prices: null,
      amount: { value: 100, currency: 'USD' },
      sender_name: 'Ada',
      sender_email: null,
      recipient_name: 'Grace',
      recipient_email: 'grace@example.com',
      message: null,
    } as unknown as CartItemFragment;
    expect(toCartLine(item, '.html').options).toEqual([
      { label: 'Gift Card Amount', value: '$100.00' },
      { label: 'Recipient', value: 'Grace <grace@example.com>' },
      { label: 'Sender', value: 'Ada' },
    ]);
  });
});
