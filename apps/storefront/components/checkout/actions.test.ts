// Checkout save failures (spec §error texts, Checkout row): each step's failed save answers the
// shopper with that step's 'try again' text, and a refused order with the order failure text.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@/lib/i18n/catalog';

vi.mock('server-only', () => ({}));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
}));
vi.mock('@/lib/i18n/translator', () => ({ getTranslator: async () => createTranslator() }));
vi.mock('@/lib/store-view', () => ({ getStoreView: async () => 'default' }));
vi.mock('@/lib/commerce/cache', () => ({ refreshAfter: vi.fn(), revalidateAfter: vi.fn() }));
vi.mock('@/lib/commerce/cart/cart-cookie', () => ({
  readCartId: async () => 'cart-1',
  clearCartId: vi.fn(),
}));
vi.mock('@/lib/commerce/cart/cart', () => ({ fetchCart: vi.fn() }));
vi.mock('@/lib/analytics/purchase-cookie', () => ({ rememberPurchase: vi.fn() }));
vi.mock('@/lib/commerce/customer/account', () => ({ getCheckoutCustomer: async () => null }));

const ok = { ok: true, data: true };
const refused = { ok: false, error: { message: 'Internal server error' } };
const api = vi.hoisted(() => ({
  setGuestEmail: vi.fn(),
  setShippingAddress: vi.fn(),
  setShippingAddressFromBook: vi.fn(),
  setShippingMethod: vi.fn(),
  setBillingAddress: vi.fn(),
  setGiftMessage: vi.fn(),
  setPaymentMethod: vi.fn(),
  placeOrder: vi.fn(),
  getRegions: vi.fn(),
}));
vi.mock('@/lib/commerce/checkout/checkout', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...api,
}));

const { saveShippingAction, saveShippingMethodAction, placeOrderAction } =
  await import('./actions');

const ADDRESS = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: '100 Congress Ave',
  city: 'Austin',
  country: 'US',
  region: 'TX',
  postcode: '78701',
  telephone: '5125550100',
};

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}
const prefixed = (prefix: string) =>
  Object.fromEntries(Object.entries(ADDRESS).map(([k, v]) => [`${prefix}${k}`, v]));

const shippingForm = () =>
  form({ email: 'buyer@example.com', address_choice: 'new', ...prefixed('shipping_') });
// A guest's virtual cart: its payment step carries the e-mail and a billing address of its own.
const paymentForm = () =>
  form({ email: 'buyer@example.com', payment_method: 'checkmo', ...prefixed('billing_') });

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.setGuestEmail.mockResolvedValue(ok);
  api.setShippingAddress.mockResolvedValue(ok);
  api.setShippingMethod.mockResolvedValue(ok);
  api.setBillingAddress.mockResolvedValue(ok);
  api.setGiftMessage.mockResolvedValue(ok);
  api.setPaymentMethod.mockResolvedValue(ok);
  api.placeOrder.mockResolvedValue({ ok: true, data: '000000123' });
  api.getRegions.mockResolvedValue([{ id: 57, code: 'TX', name: 'Texas' }]);
});

describe('checkout save failures show the step’s try-again text', () => {
  it('e-mail (shipping step)', async () => {
    api.setGuestEmail.mockResolvedValue(refused);
    const answer = await saveShippingAction(null, shippingForm());
    expect(answer).toMatchObject({
      ok: false,
      message: 'We could not save your email address. Please try again.',
    });
    expect(api.setShippingAddress).not.toHaveBeenCalled();
  });

  it('e-mail (payment step of a virtual cart)', async () => {
    api.setGuestEmail.mockResolvedValue(refused);
    const answer = await placeOrderAction(null, paymentForm());
    expect(answer).toMatchObject({
      ok: false,
      message: 'We could not save your email address. Please try again.',
    });
    expect(api.placeOrder).not.toHaveBeenCalled();
  });

  it('shipping address', async () => {
    api.setShippingAddress.mockResolvedValue(refused);
    const answer = await saveShippingAction(null, shippingForm());
    expect(answer).toMatchObject({
      ok: false,
      message: 'We could not save your shipping address. Please try again.',
    });
  });

  it('shipping method', async () => {
    api.setShippingMethod.mockResolvedValue(refused);
    const answer = await saveShippingMethodAction(
      null,
      form({ shipping_method: 'flatrate|flatrate' }),
    );
    expect(api.setShippingMethod).toHaveBeenCalled();
    expect(answer).toMatchObject({
      ok: false,
      message: 'We could not save the shipping method. Please try again.',
    });
  });

  it('billing address', async () => {
    api.setBillingAddress.mockResolvedValue(refused);
    const answer = await placeOrderAction(null, paymentForm());
    expect(answer).toMatchObject({
      ok: false,
      message: 'We could not save your billing address. Please try again.',
    });
    expect(api.placeOrder).not.toHaveBeenCalled();
  });

  it('a refused order shows the order failure text, not the API’s message', async () => {
    api.placeOrder.mockResolvedValue({
      ok: false,
      error: { message: 'Some of the products are out of stock.', code: 'order' },
    });
    const answer = await placeOrderAction(null, paymentForm());
    expect(answer).toMatchObject({
      ok: false,
      message:
        'We are sorry, something went wrong while processing your order. Please try again later.',
    });
  });

  it('the saves that succeed lead on (control: no failure text when nothing fails)', async () => {
    const answer = await saveShippingAction(null, shippingForm());
    expect(answer).toMatchObject({ ok: true });
    await expect(placeOrderAction(null, paymentForm())).rejects.toThrow(
      'redirect /checkout/success?order=000000123',
    );
  });
});
