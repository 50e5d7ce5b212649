import type { Metadata } from 'next';
import { WishlistView } from '@/components/account/pages/WishlistView';
import { getWishlist } from '@/lib/commerce/customer/account';
import { getTranslator } from '@/lib/i18n/translator';

export const metadata: Metadata = { title: 'Wishlist', robots: { index: false } };

export default async function WishlistPage() {
  const [wishlist, t] = await Promise.all([getWishlist(), getTranslator()]);
  return <WishlistView wishlist={wishlist} t={t} />;
}
