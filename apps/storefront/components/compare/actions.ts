'use server';
// Compare list changes as server actions. Each one calls the commerce API (lib/commerce/catalog/compare.ts)
// and then refresh(), so the page and the header link render the list as it now is.
import { refresh } from 'next/cache';
import { addToCompare, clearCompare, forgetCompareUid, productIdFromUid, removeFromCompare } from '@/lib/commerce/catalog/compare';
import { formText as text } from '@/lib/commerce/cart/cart-form';
import { getTranslator } from '@/lib/i18n/translator';

export type CompareActionResult = { status: 'idle' } | { status: 'success' | 'error'; message: string; at: number };

/** Products one list holds (the API's bound, docs/decisions/1111). */
const MAX_ITEMS = 10;

const productOf = (form: FormData) => {
  const uid = text(form, 'product_uid');
  return /^[A-Za-z0-9+/=]{1,24}$/.test(uid) ? productIdFromUid(uid) : null;
};

export async function addToCompareAction(_prev: CompareActionResult, form: FormData): Promise<CompareActionResult> {
  const t = await getTranslator();
  const id = productOf(form);
  const name = text(form, 'product_name');
  if (!id) return { status: 'error', message: t('compare.addFailed'), at: Date.now() };
  const r = await addToCompare(id);
  refresh();
  if (!r.ok) return { status: 'error', message: r.tooMany ? t('compare.tooMany', { count: MAX_ITEMS }) : t('compare.addFailed'), at: Date.now() };
  return { status: 'success', message: t('compare.added', { name }), at: Date.now() };
}

export async function removeFromCompareAction(_prev: CompareActionResult, form: FormData): Promise<CompareActionResult> {
  const t = await getTranslator();
  const id = productOf(form);
  if (!id) return { status: 'error', message: t('compare.failed'), at: Date.now() };
  const r = await removeFromCompare(id);
  refresh();
  return r.ok
    ? { status: 'success', message: t('compare.removed', { name: text(form, 'product_name') }), at: Date.now() }
    : { status: 'error', message: t('compare.failed'), at: Date.now() };
}

export async function clearCompareAction(_prev: CompareActionResult): Promise<CompareActionResult> {
  const t = await getTranslator();
  const r = await clearCompare();
  refresh();
  return r.ok ? { status: 'success', message: t('compare.cleared'), at: Date.now() } : { status: 'error', message: t('compare.failed'), at: Date.now() };
}

/** The stored uid names no list this visitor may use any more: forget it. */
export async function forgetCompareAction(): Promise<void> {
  await forgetCompareUid();
  refresh();
}
