'use server';
// Compare list changes as server actions. Each one calls the commerce API (lib/commerce/catalog/compare.ts)
// and then refreshAfter('compare'), so the page and the header link render the list as it now is.
import { refreshAfter } from '@/lib/commerce/cache';
import {
  addToCompare,
  clearCompare,
  forgetCompareUid,
  isListFull,
  productIdFromUid,
  removeFromCompare,
} from '@/lib/commerce/catalog/compare';
import { formText as text } from '@/lib/commerce/cart/cart-form';
import { failure, success, type ActionResult, type FormState } from '@/lib/forms/result';
import { getTranslator } from '@/lib/i18n/translator';

export type CompareActionResult = ActionResult<{ message: string }, { message: string }>;

/** Products one list holds (the API's bound, docs/decisions/1111). */
const MAX_ITEMS = 10;

const productOf = (form: FormData) => {
  const uid = text(form, 'product_uid');
  return /^[A-Za-z0-9+/=]{1,24}$/.test(uid) ? productIdFromUid(uid) : null;
};

export async function addToCompareAction(
  _prev: FormState<CompareActionResult>,
  form: FormData,
): Promise<CompareActionResult> {
  const t = await getTranslator();
  const id = productOf(form);
  const name = text(form, 'product_name');
  if (!id) return failure({ message: t('compare.addFailed') });
  const r = await addToCompare(id);
  refreshAfter('compare');
  if (!r.ok)
    return failure({
      message: isListFull(r.error)
        ? t('compare.tooMany', { count: MAX_ITEMS })
        : t('compare.addFailed'),
    });
  return success({ message: t('compare.added', { name }) });
}

export async function removeFromCompareAction(
  _prev: FormState<CompareActionResult>,
  form: FormData,
): Promise<CompareActionResult> {
  const t = await getTranslator();
  const id = productOf(form);
  if (!id) return failure({ message: t('compare.failed') });
  const r = await removeFromCompare(id);
  refreshAfter('compare');
  return r.ok
    ? success({ message: t('compare.removed', { name: text(form, 'product_name') }) })
    : failure({ message: t('compare.failed') });
}

export async function clearCompareAction(
  _prev: FormState<CompareActionResult>,
): Promise<CompareActionResult> {
  const t = await getTranslator();
  const r = await clearCompare();
  refreshAfter('compare');
  return r.ok
    ? success({ message: t('compare.cleared') })
    : failure({ message: t('compare.failed') });
}

/** The stored uid names no list this visitor may use any more: forget it. */
export async function forgetCompareAction(): Promise<void> {
  await forgetCompareUid();
  refreshAfter('compare');
}
