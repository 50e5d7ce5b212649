// The address book's rules through Conform's zod integration give the shared schema's messages,
// keyed by the names the form posts.
import { describe, expect, it } from 'vitest';
import { addressSchema } from '@charter/shared/address';
import { addressFormErrors, schemaErrors } from './schema-errors';

const texts = { postcodeInvalid: 'Please enter a valid zip code.' };
const good = {
  address_firstname: 'Ada',
  address_lastname: 'Lovelace',
  address_company: '',
  address_street: '1 Main St',
  address_street2: '',
  address_city: 'Austin',
  address_country: 'US',
  address_region: 'TX',
  address_postcode: '73301',
  address_telephone: '5125550100',
};

describe('schemaErrors', () => {
  it('answers nothing for good values', () => {
    expect(schemaErrors(addressSchema(texts, 'address_'), good)).toEqual({});
  });

  it('answers the first message per posted field name', () => {
    expect(
      schemaErrors(addressSchema(texts, 'address_'), {
        ...good,
        address_firstname: '',
        address_region: '',
        address_postcode: '1',
      }),
    ).toEqual({
      address_firstname: 'First name is required.',
      address_region: 'State is required.',
      address_postcode: 'Please enter a valid zip code.',
    });
  });
});

describe('addressFormErrors', () => {
  const values = {
    firstname: '',
    lastname: 'Lovelace',
    company: '',
    street: '1 Main St',
    street2: '',
    city: 'Austin',
    country: 'US',
    region: '',
    postcode: '1',
    telephone: '5125550100',
  };

  it('checks an address under the names its form posts', () => {
    const expected = {
      firstname: 'First name is required.',
      region: 'State is required.',
      postcode: 'Please enter a valid zip code.',
    };
    for (const prefix of ['shipping_', 'billing_', 'address_']) {
      expect(addressFormErrors(values, texts, prefix)).toEqual(
        Object.fromEntries(Object.entries(expected).map(([k, v]) => [`${prefix}${k}`, v])),
      );
    }
  });
});
