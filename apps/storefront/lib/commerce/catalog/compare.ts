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
import { found, missing } from '@/lib/result';

export type { CompareProduct, CompareRead, CompareView } from './compare-adapter';
export { productIdFromUid };

const goneMessage = (r: CommerceResult<unknown>) =>
  !r.ok && r.errors.some((e) => /not authorized to access this list|"uid" value does not exist/.test(e.message));

/** The visitor's compare list as the compare page shows it. Memoised per request. */
export const getCompareList = cache(async (): Promise<CompareRead> => {
  const store = await getStoreView();
  const [token, uid] = await Promise.all([readSessionToken(), readCompareUid()]);
  if (!token && !uid) return missing('none');
  const ctx = adapterContext(await storeSettings(store));
  if (token) {
    const r = await commerceFetch({
      document: CustomerCompareListDocument,
      store,
      token,
      cache: 'no-store',
    });
    if (!r.ok) return missing('error', r.message);
    const list = r.data.customer?.compare_list;
    return list ? found(toCompareView(list, ctx)) : missing('none');
  }
  if (!uid) return missing('none');
  const r = await commerceFetch({
    document: CompareListDocument,
    variables: { uid },
    store,
    cache: 'no-store',
  });
  if (!r.ok) return goneMessage(r) ? missing('stale') : missing('error', r.message);
  return r.data.compareList ? found(toCompareView(r.data.compareList, ctx)) : missing('stale');
});

export type CompareWrite = { ok: true; count: number } | { ok: false; message: string; tooMany: boolean };

function failed(r: CommerceResult<unknown>): CompareWrite {
  const message = r.ok ? '' : (r.errors[0]?.message ?? r.message);
  return { ok: false, message, tooMany: /can hold at most/.test(message) };
}

async function call<R, V>(store: StoreViewCode, token: string | null, document: OperationDocument<R, V>, variables: V) {
  const request = { document, variables, store, token: token ?? undefined, cache: 'no-store' as const };
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
  return r.ok ? (r.data.customer?.compare_list?.uid ?? null) : null;
}

/** Adds a product; a visitor without a (usable) list gets a new one, remembered in the cookie. */
export async function addToCompare(productId: string): Promise<CompareWrite> {
  const store = await getStoreView();
  const token = await readSessionToken();
  const uid = token ? null : await readCompareUid();
  if (uid) {
    const r = await call(store, token, AddProductsToCompareListDocument, { uid, products: [productId] });
    if (r.ok && r.data.addProductsToCompareList) return { ok: true, count: r.data.addProductsToCompareList.item_count };
    if (!goneMessage(r)) return failed(r);
  }
  // A customer's createCompareList adds to the customer's one list (creating it when needed).
  const r = await call(store, token, CreateCompareListDocument, { products: [productId] });
  if (!r.ok || !r.data.createCompareList) return failed(r);
  await writeCompareUid(r.data.createCompareList.uid);
  return { ok: true, count: r.data.createCompareList.item_count };
}

export async function removeFromCompare(productId: string): Promise<CompareWrite> {
  const store = await getStoreView();
  const token = await readSessionToken();
  const uid = await currentUid(store, token);
  if (!uid) return { ok: true, count: 0 };
  const r = await call(store, token, RemoveProductsFromCompareListDocument, { uid, products: [productId] });
  if (!r.ok || !r.data.removeProductsFromCompareList) return failed(r);
  return { ok: true, count: r.data.removeProductsFromCompareList.item_count };
}

/** Clear all: the list is deleted and the cookie forgotten. */
export async function clearCompare(): Promise<CompareWrite> {
  const store = await getStoreView();
  const token = await readSessionToken();
  const uid = await currentUid(store, token);
  if (uid) {
    const r = await call(store, token, DeleteCompareListDocument, { uid });
    if (!r.ok && !goneMessage(r)) return failed(r);
  }
  await clearCompareUid();
  return { ok: true, count: 0 };
}

/**
 * At sign-in: the guest's list goes to the customer (merged into the customer's own list when
 * there is one), and the cookie then names the customer's list. Never makes sign-in fail.
 */
export async function assignCompareListAtSignIn(store: StoreViewCode, token: string): Promise<void> {
  const uid = await readCompareUid();
  if (!uid) return;
  const r = await call(store, token, AssignCompareListToCustomerDocument, { uid });
  const list = r.ok ? r.data.assignCompareListToCustomer?.compare_list : null;
  if (list) await writeCompareUid(list.uid);
  else if (!r.ok && r.kind === 'network') return;
  else await clearCompareUid();
}

export { clearCompareUid as forgetCompareUid };
