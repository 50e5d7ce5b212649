// Product comparison against the commerce API. Server only. A guest's list is named by the uid in
// the `comparisonProducts` cookie; a signed-in customer's list is the customer's own
// (customer.compare_list), so it follows the customer to any browser. Nothing here is cached: a
// compare list is per visitor. docs/decisions/1112.
import 'server-only';
import { cache } from 'react';
import { readSessionToken } from '@/lib/commerce/customer/session-cookie';
import type { StoreViewCode } from '@/lib/config';
import { getStoreView } from '@/lib/store-view';
import { adapterContext } from './catalog';
import { commerceFetch, type CommerceRequest, type CommerceResult } from '../client';
import type { OperationDocument } from '../documents';
import { clearCompareUid, readCompareUid, writeCompareUid } from './compare-cookie';
import { storeSettings } from './store-config';
import {
  AddProductsToCompareListDocument,
  AssignCompareListToCustomerDocument,
  CompareListDocument,
  CreateCompareListDocument,
  CustomerCompareListDocument,
  CustomerCompareListUidDocument,
  DeleteCompareListDocument,
  RemoveProductsFromCompareListDocument,
} from '@/lib/commerce/generated/graphql';
import { productIdFromUid, toCompareView, type CompareRead } from './compare-adapter';
import {
  absent,
  answered,
  errorOf,
  failed,
  isUnreachable,
  ok,
  type CommerceError,
} from '@/lib/result';

export type { CompareProduct, CompareRead, CompareView } from './compare-adapter';
export { productIdFromUid };

/** The API's answer that the list a uid names is gone or not this visitor's. */
const goneMessage = (r: CommerceResult<unknown>) =>
  !r.ok &&
  r.error.errors.some((e) =>
    /not authorized to access this list|"uid" value does not exist/.test(e.message),
  );

/** The visitor's compare list as the compare page shows it. Memoised per request. */
export const getCompareList = cache(async (): Promise<CompareRead> => {
  const store = await getStoreView();
  const [token, uid] = await Promise.all([readSessionToken(), readCompareUid()]);
  if (!token && !uid) return absent('none');
  const ctx = adapterContext(await storeSettings(store));
  if (token) {
    const r = await commerceFetch({
      document: CustomerCompareListDocument,
      store,
      token,
      cache: 'no-store',
    });
    const data = answered(r);
    if (!data) return failed(errorOf(r));
    const list = data.customer?.compare_list;
    return list ? ok(toCompareView(list, ctx)) : absent('none');
  }
  if (!uid) return absent('none');
  const r = await commerceFetch({
    document: CompareListDocument,
    variables: { uid },
    store,
    cache: 'no-store',
  });
  const data = answered(r);
  if (!data) return goneMessage(r) ? absent('stale') : failed(errorOf(r));
  return data.compareList ? ok(toCompareView(data.compareList, ctx)) : absent('stale');
});

/** A compare list change: the number of products the list now holds. */
export type CompareWrite = CommerceResult<number>;

/** The API refused the product because the list is full (docs/decisions/1111). */
export const isListFull = (error: CommerceError): boolean => /can hold at most/.test(error.message);

async function call<R, V>(
  store: StoreViewCode,
  token: string | null,
  document: OperationDocument<R, V>,
  variables: V,
) {
  const request = {
    document,
    variables,
    store,
    token: token ?? undefined,
    cache: 'no-store' as const,
  };
  return commerceFetch(request as CommerceRequest<R, V>);
}

/** The uid of the list the visitor's writes go to: the customer's own, or the guest cookie's. */
async function currentUid(store: StoreViewCode, token: string | null): Promise<string | null> {
  if (!token) return readCompareUid();
  const r = await commerceFetch({
    document: CustomerCompareListUidDocument,
    store,
    token,
    cache: 'no-store',
  });
  return answered(r)?.customer?.compare_list?.uid ?? null;
}

/** Adds a product; a visitor without a (usable) list gets a new one, remembered in the cookie. */
export async function addToCompare(productId: string): Promise<CompareWrite> {
  const store = await getStoreView();
  const token = await readSessionToken();
  const uid = token ? null : await readCompareUid();
  if (uid) {
    const r = await call(store, token, AddProductsToCompareListDocument, {
      uid,
      products: [productId],
    });
    const added = answered(r)?.addProductsToCompareList;
    if (added) return ok(added.item_count);
    if (!goneMessage(r)) return failed(errorOf(r));
  }
  // A customer's createCompareList adds to the customer's one list (creating it when needed).
  const r = await call(store, token, CreateCompareListDocument, { products: [productId] });
  const created = answered(r)?.createCompareList;
  if (!created) return failed(errorOf(r));
  await writeCompareUid(created.uid);
  return ok(created.item_count);
}

export async function removeFromCompare(productId: string): Promise<CompareWrite> {
  const store = await getStoreView();
  const token = await readSessionToken();
  const uid = await currentUid(store, token);
  if (!uid) return ok(0);
  const r = await call(store, token, RemoveProductsFromCompareListDocument, {
    uid,
    products: [productId],
  });
  const removed = answered(r)?.removeProductsFromCompareList;
  if (!removed) return failed(errorOf(r));
  return ok(removed.item_count);
}

/** Clear all: the list is deleted and the cookie forgotten. */
export async function clearCompare(): Promise<CompareWrite> {
  const store = await getStoreView();
  const token = await readSessionToken();
  const uid = await currentUid(store, token);
  if (uid) {
    const r = await call(store, token, DeleteCompareListDocument, { uid });
    if (!answered(r) && !goneMessage(r)) return failed(errorOf(r));
  }
  await clearCompareUid();
  return ok(0);
}

/**
 * At sign-in: the guest's list goes to the customer (merged into the customer's own list when
 * there is one), and the cookie then names the customer's list. Never makes sign-in fail.
 */
export async function assignCompareListAtSignIn(
  store: StoreViewCode,
  token: string,
): Promise<void> {
  const uid = await readCompareUid();
  if (!uid) return;
  const r = await call(store, token, AssignCompareListToCustomerDocument, { uid });
  const list = answered(r)?.assignCompareListToCustomer?.compare_list;
  if (list) await writeCompareUid(list.uid);
  else if (!r.ok && isUnreachable(r.error)) return;
  else await clearCompareUid();
}

export { clearCompareUid as forgetCompareUid };
