// Translated strings handed from server components to the cart's client components.
import type { AddToCartLabels } from '@/components/product/add-to-cart-submit';
import type { Translate } from '@/lib/i18n/catalog';

export function addToCartLabels(t: Translate): AddToCartLabels {
  return {
    button: t('catalog.product.addToCart'),
    adding: t('catalog.product.add.adding'),
    quantity: t('catalog.product.add.quantity'),
    chooseFirst: t('catalog.product.add.chooseFirst'),
    requiredOptions: t('catalog.product.add.requiredOptions'),
    outOfStock: t('catalog.product.add.outOfStock'),
    dialog: {
      title: t('cart.added.title'),
      viewCart: t('cart.added.viewCart'),
      continueShopping: t('cart.added.continue'),
      close: t('cart.added.close'),
      quantity: t('cart.added.quantity', { count: '{count}' }),
    },
  };
}
