'use client';
// The 'Product Added to Cart' dialog in a chunk of its own: it opens only after a successful add,
// so the product page does not download it at first load. The add-to-cart buttons start the
// download when pressed (`load`), and again when an add answers (in case the press did not), so it
// is there by the time the server action answers; the dialog renders once its code is loaded,
// not through a Suspense fallback.
import { useCallback, useState } from 'react';
import type { AddedToCartDialog as Dialog } from './AddedToCartDialog';

export function useAddedToCartDialog() {
  const [AddedToCartDialog, setDialog] = useState<typeof Dialog | null>(null);
  const load = useCallback(() => {
    if (AddedToCartDialog) return;
    // A failed load may be tried again by the next add.
    import('./AddedToCartDialog').then(
      (m) => setDialog(() => m.AddedToCartDialog),
      () => undefined,
    );
  }, [AddedToCartDialog]);
  return { AddedToCartDialog, load };
}
