'use server';
// Account writes as server actions: contact information, e-mail address, address book, password,
// saved cards and wish list. Each one validates again what the form validated, calls the API with
// the customer's token (a signed-out answer redirects to sign in), and refreshes the route so the
// page shows the saved state. The tags they revalidate are listed in lib/commerce/cache.ts
// (MUTATION_TAGS: account, wishlist).
import { redirect } from 'next/navigation';
import { refreshAfter, revalidateAfter, type Mutation } from '@/lib/commerce/cache';
import { isPlausibleCartId, readCartId, writeCartId } from '@/lib/commerce/cart/cart-cookie';
import { getRegions } from '@/lib/commerce/checkout/checkout';
import {
  addressFromForm,
  hasErrors,
  type FieldErrors,
} from '@/lib/commerce/checkout/checkout-validation';
import {
  ACCOUNT_ROUTES,
  addToWishlist,
  changeEmail,
  changePassword,
  createAddress,
  customerCartId,
  deleteAddress,
  deleteSavedCard,
  removeFromWishlist,
  updateAddress,
  updateContact,
  wishlistItemsToCart,
} from '@/lib/commerce/customer/account';
import { toCustomerAddressInput } from '@/lib/commerce/address-input';
import {
  ADDRESS_PREFIX,
  inputProblem,
  validateContact,
  validateEmailChange,
  validatePasswordChange,
} from '@/lib/commerce/customer/account-data';
import { safeReturnPath } from '@/lib/commerce/customer/session-cookie';
import { getTranslator } from '@/lib/i18n/translator';
import { getStoreView } from '@/lib/store-view';
import { formSecret as secret, formText as text } from '@/lib/forms/form-data';
import { addressFormErrors } from '@/lib/forms/schema-errors';
import { failure, success, type ActionResult, type FormState } from '@/lib/forms/result';

export type AccountActionResult = ActionResult<{ message: string }>;

const fail = (message?: string, fieldErrors?: FieldErrors): AccountActionResult =>
  failure({ message, fieldErrors });

async function savingError(): Promise<AccountActionResult> {
  return fail((await getTranslator())('app.saving.error'));
}

async function done(message: string, mutation: Mutation = 'account'): Promise<AccountActionResult> {
  refreshAfter(mutation);
  return success({ message });
}

/** Adds (no `address_id`) or updates an address of the book, then back to the address book. */
export async function saveAddressAction(
  _prev: FormState<AccountActionResult>,
  form: FormData,
): Promise<AccountActionResult> {
  const t = await getTranslator();
  const values = addressFromForm(form, ADDRESS_PREFIX);
  // The form's own rules: the shared address schema under the posted names.
  const errors = addressFormErrors(
    values,
    { postcodeInvalid: t('checkout.address.postcodeInvalid') },
    ADDRESS_PREFIX,
  );
  if (hasErrors(errors)) return fail(undefined, errors);
  const rawId = text(form, 'address_id', 12);
  const id = rawId === '' ? null : Number(rawId);
  if (id !== null && !(Number.isInteger(id) && id > 0)) return savingError();
  const regions = await getRegions(await getStoreView(), values.country);
  const input = toCustomerAddressInput(values, regions, {
    shipping: form.get('default_shipping') === 'on',
    billing: form.get('default_billing') === 'on',
  });
  const saved = id === null ? await createAddress(input) : await updateAddress(id, input);
  if (!saved.ok) return fail(t('app.saving.error'));
  revalidateAfter('account');
  redirect(`${ACCOUNT_ROUTES.addresses}?saved=1`);
}

export async function deleteAddressAction(
  _prev: FormState<AccountActionResult>,
  form: FormData,
): Promise<AccountActionResult> {
  const id = Number(text(form, 'address_id', 12));
  if (!Number.isInteger(id) || id <= 0) return savingError();
  const res = await deleteAddress(id);
  // Magento refuses to delete a default address and says why; that text is worth showing.
  if (!res.ok)
    return fail(
      /default (billing|shipping) address/i.test(res.error.message)
        ? res.error.message
        : (await getTranslator())('app.saving.error'),
    );
  return done((await getTranslator())('account.addresses.deleted'));
}

export async function changePasswordAction(
  _prev: FormState<AccountActionResult>,
  form: FormData,
): Promise<AccountActionResult> {
  const t = await getTranslator();
  const current = secret(form, 'current_password');
  const next = secret(form, 'new_password');
  const confirm = secret(form, 'confirm_password');
  const errors = validatePasswordChange({
    current_password: current,
    new_password: next,
    confirm_password: confirm,
  });
  if (hasErrors(errors)) return fail(undefined, errors);
  const res = await changePassword(current, next);
  if (!res.ok) {
    const wrongCurrent =
      res.error.errors.some((e) => e.extensions?.category === 'graphql-authentication') ||
      /invalid login or password/i.test(res.error.message);
    return wrongCurrent
      ? fail(undefined, { current_password: t('account.password.wrongCurrent') })
      : fail(t('app.saving.error'));
  }
  return done(t('account.password.saved'));
}

/** First and last name and the newsletter subscription. */
export async function updateContactAction(
  _prev: FormState<AccountActionResult>,
  form: FormData,
): Promise<AccountActionResult> {
  const t = await getTranslator();
  const values = {
    firstname: text(form, 'firstname'),
    lastname: text(form, 'lastname'),
    is_subscribed: form.get('is_subscribed') === 'on' ? 'on' : '',
  };
  const errors = validateContact(values);
  if (hasErrors(errors)) return fail(undefined, errors);
  const res = await updateContact({
    firstname: values.firstname,
    lastname: values.lastname,
    isSubscribed: values.is_subscribed === 'on',
  });
  if (!res.ok) return fail(inputProblem(res.error.errors) ?? t('app.saving.error'));
  return done(t('account.dashboard.saved'));
}

/** A new e-mail address, confirmed with the current password; the API's answer says what is wrong. */
export async function changeEmailAction(
  _prev: FormState<AccountActionResult>,
  form: FormData,
): Promise<AccountActionResult> {
  const t = await getTranslator();
  const values = {
    email: text(form, 'email', 254),
    current_password: secret(form, 'current_password'),
  };
  const errors = validateEmailChange(values);
  if (hasErrors(errors)) return fail(undefined, errors);
  const res = await changeEmail(values.email, values.current_password);
  if (!res.ok) return fail(inputProblem(res.error.errors) ?? t('app.saving.error'));
  return done(t('account.dashboard.saved'));
}

export async function deleteCardAction(
  _prev: FormState<AccountActionResult>,
  form: FormData,
): Promise<AccountActionResult> {
  const hash = text(form, 'public_hash', 128);
  if (hash === '') return savingError();
  const res = await deleteSavedCard(hash);
  if (!res.ok || res.data.deletePaymentToken?.result !== true) return savingError();
  return done((await getTranslator())('account.payment.deleted'));
}

export async function removeWishlistItemAction(
  _prev: FormState<AccountActionResult>,
  form: FormData,
): Promise<AccountActionResult> {
  const wishlistId = text(form, 'wishlist_id', 32);
  const itemId = text(form, 'item_id', 32);
  if (wishlistId === '' || itemId === '') return savingError();
  const res = await removeFromWishlist(wishlistId, itemId);
  if (!res.ok) return savingError();
  return done(
    (await getTranslator())('account.wishlist.removed', { name: text(form, 'name') }),
    'wishlist',
  );
}

/** Adds a wish list item to the customer's cart; the cart cookie then points at that cart. */
export async function wishlistItemToCartAction(
  _prev: FormState<AccountActionResult>,
  form: FormData,
): Promise<AccountActionResult> {
  const t = await getTranslator();
  const wishlistId = text(form, 'wishlist_id', 32);
  const itemId = text(form, 'item_id', 32);
  if (wishlistId === '' || itemId === '') return savingError();
  const res = await wishlistItemsToCart(wishlistId, [itemId]);
  // A failure without GraphQL errors (the answer's user_errors) shows its own text, as before.
  if (!res.ok)
    return fail(
      res.error.message && res.error.errors.length === 0
        ? res.error.message
        : t('app.saving.error'),
    );
  const cartId = await customerCartId(ACCOUNT_ROUTES.wishlist);
  if (cartId && isPlausibleCartId(cartId) && cartId !== (await readCartId()))
    await writeCartId(cartId);
  return done(t('account.wishlist.addedToCart', { name: text(form, 'name') }), 'wishlist');
}

/** 'Add to Wish List' on the product page: the chosen variant of a configurable product, or the product. */
export async function addToWishlistAction(
  _prev: FormState<AccountActionResult>,
  form: FormData,
): Promise<AccountActionResult> {
  const t = await getTranslator();
  const sku = text(form, 'sku', 64);
  const parentSku = text(form, 'parent_sku', 64);
  const returnTo = safeReturnPath(text(form, 'return_to', 512)) ?? ACCOUNT_ROUTES.wishlist;
  if (sku === '') return fail(t('account.wishlist.chooseFirst'));
  const res = await addToWishlist(
    { sku, quantity: 1, ...(parentSku && parentSku !== sku ? { parent_sku: parentSku } : {}) },
    returnTo,
  );
  if (!res.ok) return fail(t('app.saving.error'));
  revalidateAfter('wishlist');
  return success({ message: t('account.wishlist.added', { name: text(form, 'name') }) });
}
