'use server';
// Checkout steps as server actions. Each validates again what the form validated (the rules are
// shared), sends the step's mutations, and either refreshes the route (the page renders the saved
// cart) or moves on to the next step. The card number and CVV are only passed to the tokenisation
// call: never logged, stored or returned. A placed order drops the cart cookie. The tags each step
// revalidates are listed in lib/commerce/cache.ts (MUTATION_TAGS: checkout, placeOrder).
import { redirect } from 'next/navigation';
import { analyticsFamilies } from '@/lib/analytics/config';
import { purchaseDataOf } from '@/lib/analytics/page-events';
import { rememberPurchase } from '@/lib/analytics/purchase-cookie';
import { fetchCart } from '@/lib/commerce/cart/cart';
import { clearCartId, readCartId } from '@/lib/commerce/cart/cart-cookie';
import { parseShippingMethodKey } from '@/lib/commerce/cart/cart-adapter';
import { refreshAfter, revalidateAfter } from '@/lib/commerce/cache';
import { cardGateway } from '@/lib/commerce/checkout/card-gateway';
import { PLACE_ORDER_FAILURE_KEYS } from '@/lib/commerce/cart/cart-errors';
import {
  CARD_PAYMENT_METHOD,
  getRegions,
  placeOrder,
  savedCardPaymentInput,
  setBillingAddress,
  setGiftMessage,
  setGuestEmail,
  setPaymentMethod,
  setShippingAddress,
  setShippingAddressFromBook,
  setShippingMethod,
} from '@/lib/commerce/checkout/checkout';
import { toCartAddressInput } from '@/lib/commerce/address-input';
import type { PaymentMethodInput } from '@/lib/commerce/generated/graphql';
import {
  addressBookChoice,
  addressFromForm,
  cardDigits,
  hasErrors,
  savedCardHash,
  validateCard,
  validateEmail,
  validateGiftMessage,
  type FieldErrors,
} from '@/lib/commerce/checkout/checkout-validation';
import { getCheckoutCustomer } from '@/lib/commerce/customer/account';
import type { MessageKey } from '@/lib/i18n/catalog';
import { getTranslator } from '@/lib/i18n/translator';
import { getStoreView } from '@/lib/store-view';
import { formText as text } from '@/lib/forms/form-data';
import { addressFormErrors } from '@/lib/forms/schema-errors';
import { failure as failed, success, type ActionResult, type FormState } from '@/lib/forms/result';

export type CheckoutResult = ActionResult<{ message: string }>;

async function failure(key: MessageKey): Promise<CheckoutResult> {
  const t = await getTranslator();
  return failed({ message: t(key) });
}

const fieldFailure = (fieldErrors: FieldErrors): CheckoutResult => failed({ fieldErrors });

/**
 * 'Your Information' and the shipping address: setGuestEmailOnCart, then setShippingAddressesOnCart.
 * A signed-in customer's cart already has the account's e-mail (and the API refuses
 * setGuestEmailOnCart for customers); the address is a saved one (customer_address_id) or a typed
 * one, saved in the address book when asked.
 */
export async function saveShippingAction(
  _prev: FormState<CheckoutResult>,
  form: FormData,
): Promise<CheckoutResult> {
  const t = await getTranslator();
  const customer = await getCheckoutCustomer();
  const choice = customer ? addressBookChoice(text(form, 'address_choice', 12)) : 'new';
  const address = addressFromForm(form, 'shipping_');
  const errors: FieldErrors =
    choice === 'new'
      ? addressFormErrors(
          address,
          { postcodeInvalid: t('checkout.address.postcodeInvalid') },
          'shipping_',
        )
      : {};
  const email = text(form, 'email');
  if (!customer) {
    const emailError = validateEmail(email);
    if (emailError) errors.email = emailError;
  }
  if (hasErrors(errors)) return fieldFailure(errors);

  const cartId = await readCartId();
  if (!cartId) return failure('checkout.emptyCart');
  const store = await getStoreView();
  if (!customer) {
    const emailSaved = await setGuestEmail(store, cartId, email);
    if (!emailSaved.ok) return failure('checkout.error.email');
  }
  let saved;
  if (choice === 'new') {
    const regions = await getRegions(store, address.country);
    const input = toCartAddressInput(address, regions);
    saved = await setShippingAddress(
      store,
      cartId,
      customer ? { ...input, save_in_address_book: form.get('save_in_book') === 'on' } : input,
    );
  } else {
    saved = await setShippingAddressFromBook(store, cartId, choice);
  }
  if (!saved.ok) return failure('checkout.error.shippingAddress');
  refreshAfter('checkout');
  return success({ message: t('checkout.shipping.saved') });
}

/** The shipping method, then on to the payment step. */
export async function saveShippingMethodAction(
  _prev: FormState<CheckoutResult>,
  form: FormData,
): Promise<CheckoutResult> {
  const t = await getTranslator();
  const method = parseShippingMethodKey(text(form, 'shipping_method'));
  if (!method) return fieldFailure({ shipping_method: t('checkout.shipping.methodRequired') });
  const cartId = await readCartId();
  if (!cartId) return failure('checkout.emptyCart');
  const saved = await setShippingMethod(
    await getStoreView(),
    cartId,
    method.carrierCode,
    method.methodCode,
  );
  if (!saved.ok) return failure('checkout.error.shippingMethod');
  revalidateAfter('checkout');
  redirect('/checkout/billing');
}

/**
 * The payment step: billing address, gift message, payment method (a card becomes a one-time
 * token first; a saved card goes by its public hash), then placeOrder. On success the cart cookie
 * is dropped and the visitor lands on the success page with the order number.
 */
export async function placeOrderAction(
  _prev: FormState<CheckoutResult>,
  form: FormData,
): Promise<CheckoutResult> {
  const t = await getTranslator();
  const customer = await getCheckoutCustomer();
  const errors: FieldErrors = {};
  // Only a guest's virtual cart asks for the e-mail here (it has no shipping step).
  const email = form.has('email') && !customer ? text(form, 'email') : null;
  if (email !== null) {
    const emailError = validateEmail(email);
    if (emailError) errors.email = emailError;
  }
  const sameAsShipping = form.get('billing_same') === 'on';
  const billingChoice = customer ? addressBookChoice(text(form, 'billing_choice', 12)) : 'new';
  const billing = addressFromForm(form, 'billing_');
  if (!sameAsShipping && billingChoice === 'new') {
    Object.assign(
      errors,
      addressFormErrors(
        billing,
        { postcodeInvalid: t('checkout.address.postcodeInvalid') },
        'billing_',
      ),
    );
  }

  const method = text(form, 'payment_method', 160);
  const savedCard = customer ? savedCardHash(method) : null;
  if (!method) errors.payment_method = t('checkout.payment.methodRequired');
  const card = {
    cardNumber: text(form, 'card_number', 40),
    expMonth: text(form, 'card_exp_month', 4),
    expYear: text(form, 'card_exp_year', 4),
    cvv: text(form, 'card_cvv', 4),
  };
  // Hosted fields check the card in the gateway's own frames; our form's fields are checked here.
  if (method === CARD_PAYMENT_METHOD && cardGateway().fields === 'form')
    Object.assign(errors, validateCard(card, new Date()));
  const poNumber = text(form, 'po_number', 64);
  if (method === 'purchaseorder' && !poNumber) errors.po_number = t('checkout.payment.poRequired');
  const wantsGift = form.get('gift_enabled') === 'on';
  const gift = {
    giftFrom: text(form, 'gift_from'),
    giftTo: text(form, 'gift_to'),
    giftMessage: text(form, 'gift_message', 1000),
  };
  if (wantsGift) Object.assign(errors, validateGiftMessage(gift));
  if (hasErrors(errors)) return fieldFailure(errors);

  const cartId = await readCartId();
  if (!cartId) return failure('checkout.emptyCart');
  const store = await getStoreView();
  if (email !== null && !(await setGuestEmail(store, cartId, email)).ok)
    return failure('checkout.error.email');

  let billingSaved;
  if (sameAsShipping) {
    billingSaved = await setBillingAddress(store, cartId, { same_as_shipping: true });
  } else if (billingChoice !== 'new') {
    billingSaved = await setBillingAddress(store, cartId, { customer_address_id: billingChoice });
  } else {
    const regions = await getRegions(store, billing.country);
    const input = toCartAddressInput(billing, regions);
    billingSaved = await setBillingAddress(store, cartId, {
      address: customer ? { ...input, save_in_address_book: false } : input,
    });
  }
  if (!billingSaved.ok) return failure('checkout.error.billingAddress');

  const giftSaved = await setGiftMessage(
    store,
    cartId,
    wantsGift ? { from: gift.giftFrom, to: gift.giftTo, message: gift.giftMessage } : null,
  );
  if (!giftSaved.ok && wantsGift) return failure('app.saving.error');

  let payment: PaymentMethodInput;
  if (method === CARD_PAYMENT_METHOD) {
    const digits = cardDigits(card.cardNumber) ?? '';
    let year = Number(card.expYear);
    if (year < 100) year += 2000;
    const gateway = cardGateway();
    const token = await gateway.tokenize(
      store,
      gateway.fields === 'hosted'
        ? { kind: 'nonce', nonce: String(form.get('payment_nonce') ?? '') }
        : {
            kind: 'card',
            card: { number: digits, expMonth: Number(card.expMonth), expYear: year, cvv: card.cvv },
          },
    );
    if (!token.ok) return failure(PLACE_ORDER_FAILURE_KEYS[token.error.code ?? 'order']);
    // Saving a card needs an account; a guest's form has no such option.
    payment = gateway.paymentInput(token.data, customer !== null && form.get('save_card') === 'on');
  } else if (savedCard) {
    payment = savedCardPaymentInput(savedCard);
  } else {
    payment =
      method === 'purchaseorder'
        ? { code: method, purchase_order_number: poNumber }
        : { code: method };
  }
  const paymentSaved = await setPaymentMethod(store, cartId, payment);
  if (!paymentSaved.ok)
    return failure(
      method === CARD_PAYMENT_METHOD || savedCard
        ? 'checkout.error.invalidCard'
        : 'checkout.error.paymentMethod',
    );

  // The purchase event reports the cart as it is placed (read only when that event is sent).
  const placing = analyticsFamilies.gtm ? await fetchCart(store, cartId) : null;
  // A reCAPTCHA answer, when the form carries one: the API asks for it after a declined card (docs/decisions/0556).
  const order = await placeOrder(
    store,
    cartId,
    text(form, 'g-recaptcha-response', 4096) || undefined,
  );
  if (!order.ok) {
    refreshAfter('checkout');
    // A changed price: the API's own text names each product's old and new price and the new total;
    // the unpaid offline orders' ceiling: the API's text names the ceiling.
    const why = order.error.code ?? 'order';
    if ((why === 'priceChanged' || why === 'unpaidLimit') && order.error.message)
      return failed({ message: order.error.message });
    return failure(PLACE_ORDER_FAILURE_KEYS[why]);
  }
  revalidateAfter('placeOrder');
  await clearCartId();
  if (placing?.ok) await rememberPurchase(purchaseDataOf(order.data, placing.data));
  redirect(`/checkout/success?order=${encodeURIComponent(order.data)}`);
}
