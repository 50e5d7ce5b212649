import { describe, expect, it } from 'vitest';
import { toCartAddressInput, toCustomerAddressInput } from './address-input';
import { EMPTY_ADDRESS } from './checkout/checkout-validation';

const TEXAS = [{ id: 57, code: 'TX', name: 'Texas' }];
const values = {
  ...EMPTY_ADDRESS,
  firstname: 'Ada',
  lastname: 'L',
  street: ' 1 Main ',
  street2: ' ',
  city: 'Austin',
  country: 'US',
  region: 'TX',
  postcode: '78701',
  telephone: '1',
};

describe('address inputs from the form', () => {
  it('the cart input sends a listed region as code and id, a typed one as text, no company as null', () => {
    expect(toCartAddressInput(values, TEXAS)).toEqual({
      firstname: 'Ada',
      lastname: 'L',
      street: ['1 Main'],
      city: 'Austin',
      postcode: '78701',
      telephone: '1',
      company: null,
      country_code: 'US',
      region: 'TX',
      region_id: 57,
    });
    expect(toCartAddressInput({ ...values, country: 'GB', region: 'Kent' }, [])).toMatchObject({
      region: 'Kent',
    });
    expect(toCartAddressInput({ ...values, country: 'GB', region: '' }, [])).not.toHaveProperty(
      'region',
    );
  });

  it('both inputs take the same shared fields from the same values', () => {
    const cart = toCartAddressInput({ ...values, company: 'Charter' }, TEXAS);
    const book = toCustomerAddressInput({ ...values, company: 'Charter' }, TEXAS, {
      billing: false,
      shipping: true,
    });
    for (const key of [
      'firstname',
      'lastname',
      'street',
      'city',
      'postcode',
      'telephone',
      'company',
      'country_code',
    ] as const)
      expect(book[key]).toEqual(cart[key]);
    expect(book).toMatchObject({
      region: { region_code: 'TX', region: 'Texas', region_id: 57 },
      default_billing: false,
      default_shipping: true,
    });
  });
});
