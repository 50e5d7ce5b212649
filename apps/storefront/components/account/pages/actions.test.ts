// Account saves (spec §error texts, Saving row): a save the API refuses for a reason that is not
// about what the customer typed answers 'An error occurred while saving the information. Please
// try again in a few minutes.'
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
vi.mock('@/lib/commerce/cart/cart-cookie', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  readCartId: async () => null,
  writeCartId: vi.fn(),
}));
vi.mock('@/lib/commerce/checkout/checkout', () => ({
  getRegions: async () => [{ id: 57, code: 'TX', name: 'Texas' }],
}));

const api = vi.hoisted(() => ({
  addToWishlist: vi.fn(),
  changeEmail: vi.fn(),
  changePassword: vi.fn(),
  createAddress: vi.fn(),
  customerCartId: vi.fn(),
  deleteAddress: vi.fn(),
  deleteSavedCard: vi.fn(),
  removeFromWishlist: vi.fn(),
  updateAddress: vi.fn(),
  updateContact: vi.fn(),
  wishlistItemsToCart: vi.fn(),
}));
vi.mock('@/lib/commerce/customer/account', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...api,
}));

const actions = await import('./actions');

const SAVING = 'An error occurred while saving the information. Please try again in a few minutes.';
// The API down or a server fault: nothing the customer typed is wrong.
const serverFault = {
  ok: false,
  error: { message: 'Internal server error', errors: [{ message: 'Internal server error' }] },
};

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

const address = {
  address_firstname: 'Ada',
  address_lastname: 'Lovelace',
  address_street: '100 Congress Ave',
  address_city: 'Austin',
  address_country: 'US',
  address_region: 'TX',
  address_postcode: '78701',
  address_telephone: '5125550100',
};

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset().mockResolvedValue(serverFault);
});

describe('a failed account save shows the saving text', () => {
  const cases: [string, () => Promise<unknown>][] = [
    [
      'contact information',
      () => actions.updateContactAction(null, form({ firstname: 'Ada', lastname: 'Lovelace' })),
    ],
    [
      'e-mail address',
      () =>
        actions.changeEmailAction(
          null,
          form({ email: 'ada@example.com', current_password: 'Secret-123' }),
        ),
    ],
    [
      'password',
      () =>
        actions.changePasswordAction(
          null,
          form({
            current_password: 'Secret-123',
            new_password: 'Better-456-pass',
            confirm_password: 'Better-456-pass',
          }),
        ),
    ],
    ['new address', () => actions.saveAddressAction(null, form(address))],
    [
      'edited address',
      () => actions.saveAddressAction(null, form({ ...address, address_id: '7' })),
    ],
    ['deleted address', () => actions.deleteAddressAction(null, form({ address_id: '7' }))],
    ['deleted card', () => actions.deleteCardAction(null, form({ public_hash: 'abc123' }))],
    [
      'wish list removal',
      () =>
        actions.removeWishlistItemAction(null, form({ wishlist_id: '1', item_id: '2', name: 'X' })),
    ],
    [
      'wish list item to cart',
      () =>
        actions.wishlistItemToCartAction(null, form({ wishlist_id: '1', item_id: '2', name: 'X' })),
    ],
    [
      'add to wish list',
      () => actions.addToWishlistAction(null, form({ sku: 'FAB-1', name: 'Crypton Linen' })),
    ],
  ];

  it.each(cases)('%s', async (_name, save) => {
    expect(await save()).toMatchObject({ ok: false, message: SAVING });
    // The API was asked: this is the save's failure, not the form's own checks.
    expect(Object.values(api).some((fn) => fn.mock.calls.length > 0)).toBe(true);
  });

  it('a refusal about what was typed shows the API’s own text instead', async () => {
    api.updateContact.mockResolvedValue({
      ok: false,
      error: {
        message: 'First name is too long',
        errors: [{ message: 'First name is too long', extensions: { category: 'graphql-input' } }],
      },
    });
    expect(
      await actions.updateContactAction(null, form({ firstname: 'Ada', lastname: 'Lovelace' })),
    ).toMatchObject({ ok: false, message: 'First name is too long' });
  });
});
