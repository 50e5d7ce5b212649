'use client';
// The 'Product Added to Cart' dialog as an island (components/ui/island.tsx): it opens only after
// a successful add, so the product page does not download it at first load. The add-to-cart
// buttons start the download when pressed (loadAddedToCartDialog), so it is there by the time the
// server action answers.
import { island } from '@/components/ui/island';

export const loadAddedToCartDialog = () => import('./AddedToCartDialog');

export const AddedToCartDialog = island(() =>
  loadAddedToCartDialog().then((m) => m.AddedToCartDialog),
);
